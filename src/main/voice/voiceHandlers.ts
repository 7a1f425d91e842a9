// The contract's `voice` area: live captions (devices, one session, export) and the caption overlay.
import type { AreaHandlers } from '../../shared/contract';
import { ValidationError, fieldIssue } from '../../shared/errors';
import type { Host } from '../host';
import type { OverlayPlacer } from './overlayPlacer';
import type { VoiceService } from './voiceService';

export function voiceHandlers(
  voice: VoiceService,
  overlay: OverlayPlacer | undefined,
  dialogs?: Host['dialogs'],
): AreaHandlers<'voice'> {
  const overlayState = () => ({
    available: overlay !== undefined,
    open: overlay?.isOpen() ?? false,
    displays: overlay?.displays() ?? [],
  });
  return {
    devices: () => voice.devices(),
    state: async () => voice.state(),
    start: (request) => voice.start(request),
    pause: async () => voice.pause(),
    resume: async () => voice.resume(),
    stop: () => voice.stop(),
    switchDevice: (request) => voice.switchDevice(request),
    exportTranscript: (request) => voice.exportTranscript(request),
    chooseRecording: async () => {
      if (!dialogs) return { path: null, dialogs: false };
      const [path] = await dialogs.chooseFiles({ title: 'Choose a recording to caption', extensions: ['wav'] });
      return { path: path ?? null, dialogs: true };
    },
    overlayState: async () => overlayState(),
    showOverlay: async ({ open }) => {
      if (!overlay)
        throw new ValidationError([fieldIssue('overlay', { id: 'voice.error.overlayDesktopOnly' })], {
          saysNextStep: { id: 'voice.error.overlayDesktopOnlyNextStep' },
        });
      if (open) overlay.open();
      else overlay.close();
      return overlayState();
    },
  };
}
