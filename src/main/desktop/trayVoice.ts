// Live captions started from the tray: with the choices saved for captions (languages, system audio or the
// default microphone, by the same rule as the window), through the contract's checked `voice` calls, as the Live
// captions section would start them.
import type { CaptureDeviceView, StartVoice } from '../../shared/calls/voice';
import { fieldIssue, ValidationError } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { preferredDevice } from '../../shared/rules/voice';
import type { Settings } from '../../shared/settings';

/** The `voice` calls the tray needs, each checked by the contract (`ipc/checkedCall.ts`). */
export interface VoiceCalls {
  devices(): Promise<{ devices: CaptureDeviceView[]; problem: UiMessage | null }>;
  start(request: StartVoice): Promise<unknown>;
  stop(): Promise<unknown>;
}

export function trayVoice(voice: VoiceCalls, settings: { get(): Settings }) {
  return {
    async start(): Promise<void> {
      const prefs = settings.get().voice;
      if (prefs.targetLangs.length === 0) {
        throw new ValidationError([fieldIssue('targetLangs', { id: 'voice.tray.noLanguage' })], {
          saysNextStep: { id: 'voice.tray.noLanguage.nextStep' },
        });
      }
      const { devices, problem } = await voice.devices();
      const device = preferredDevice(devices, prefs.captureSystemAudio);
      if (!device) throw new ValidationError([fieldIssue('device', problem ?? { id: 'voice.devices.none' })]);
      await voice.start({ deviceId: device.id, sourceLang: prefs.sourceLang, targetLangs: prefs.targetLangs });
    },
    async stop(): Promise<void> {
      await voice.stop();
    },
  };
}
