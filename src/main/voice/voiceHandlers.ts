// The contract's `voice` area: live captions (devices, one session, export) and the caption overlay.
import type { AreaHandlers } from '../../shared/contract';
import { ValidationError } from '../../shared/errors';
import type { CaptionOverlayWindow } from './captionOverlay';
import type { VoiceService } from './voiceService';

export function voiceHandlers(voice: VoiceService, overlay: CaptionOverlayWindow | undefined): AreaHandlers<'voice'> {
  const overlayState = () => ({ available: overlay !== undefined, open: overlay?.isOpen() ?? false });
  return {
    devices: () => voice.devices(),
    state: async () => voice.state(),
    start: (request) => voice.start(request),
    pause: async () => voice.pause(),
    resume: async () => voice.resume(),
    stop: () => voice.stop(),
    exportTranscript: (request) => voice.exportTranscript(request),
    overlayState: async () => overlayState(),
    showOverlay: async ({ open }) => {
      if (!overlay) throw new ValidationError([{ field: 'overlay', message: 'The caption overlay is part of the desktop app.' }], { nextStep: 'Open Glossa as a desktop app to float captions over a meeting.' });
      if (open) overlay.open();
      else overlay.close();
      return overlayState();
    },
  };
}
