// Live captions started from the tray: with the choices saved for captions (languages, system audio or the
// default microphone), as the Live captions section would start them.
import { ValidationError } from '../../shared/errors';
import type { Settings } from '../../shared/settings';
import type { VoiceService } from '../voice/voiceService';

const ACTIVE = ['connecting', 'live', 'paused', 'reconnecting', 'finishing'];

export function captionsFromPreferences(
  captions: Pick<VoiceService, 'state' | 'devices' | 'start' | 'stop'>,
  settings: { get(): Settings },
) {
  return {
    running: () => ACTIVE.includes(captions.state().status),
    async start(): Promise<void> {
      const voice = settings.get().voice;
      if (voice.targetLangs.length === 0) {
        throw new ValidationError([{ field: 'targetLangs', message: 'Live captions have no language chosen yet.' }], {
          nextStep: 'Open Glossa → Live captions once to choose the languages.',
        });
      }
      const { devices, problem } = await captions.devices();
      const device =
        (voice.captureSystemAudio ? devices.find((d) => d.kind === 'systemAudio') : undefined) ??
        devices.find((d) => d.isDefault) ??
        devices[0];
      if (!device)
        throw new ValidationError([
          { field: 'device', message: problem ?? 'No microphone or system audio source was found.' },
        ]);
      await captions.start({ deviceId: device.id, sourceLang: voice.sourceLang, targetLangs: voice.targetLangs });
    },
    async stop(): Promise<void> {
      await captions.stop();
    },
  };
}
