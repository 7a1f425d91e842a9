// Live captions started from the tray: with the choices saved for captions (languages, system audio or the
// default microphone), as the Live captions section would start them.
import { ValidationError } from '../../shared/errors';
import type { Settings } from '../../shared/settings';
import type { VoiceService } from '../voice/voiceService';

const ACTIVE = ['connecting', 'live', 'paused', 'reconnecting', 'finishing'];

export function voiceFromPreferences(
  voice: Pick<VoiceService, 'state' | 'devices' | 'start' | 'stop'>,
  settings: { get(): Settings },
) {
  return {
    running: () => ACTIVE.includes(voice.state().status),
    async start(): Promise<void> {
      const prefs = settings.get().voice;
      if (prefs.targetLangs.length === 0) {
        throw new ValidationError([{ field: 'targetLangs', message: 'Live captions have no language chosen yet.' }], {
          nextStep: 'Open Glossa → Live captions once to choose the languages.',
        });
      }
      const { devices, problem } = await voice.devices();
      const device =
        (prefs.captureSystemAudio ? devices.find((d) => d.kind === 'systemAudio') : undefined) ??
        devices.find((d) => d.isDefault) ??
        devices[0];
      if (!device)
        throw new ValidationError([
          { field: 'device', message: problem ?? 'No microphone or system audio source was found.' },
        ]);
      await voice.start({ deviceId: device.id, sourceLang: prefs.sourceLang, targetLangs: prefs.targetLangs });
    },
    async stop(): Promise<void> {
      await voice.stop();
    },
  };
}
