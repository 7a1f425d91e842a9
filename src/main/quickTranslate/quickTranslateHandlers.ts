// The `quickTranslate` contract area: the popup's calls (quick translate's service) and the shortcut, tray and
// login preferences Settings shows under "Translate anywhere" (the desktop's).
import type { AreaHandlers } from '../../shared/contract';
import type { DesktopService } from '../desktop/desktopService';
import type { QuickTranslateService } from './quickTranslateService';

export function quickTranslateHandlers(
  quick: QuickTranslateService,
  desktop: DesktopService,
): AreaHandlers<'quickTranslate'> {
  return {
    status: async () => desktop.status(),
    setPreferences: (preferences) => desktop.setPreferences(preferences),
    state: async () => quick.state(),
    translate: ({ text, sourceLang }) => quick.translateText(text, sourceLang ?? null),
    setTarget: ({ targetLang }) => quick.setTarget(targetLang),
    swap: () => quick.swap(),
    setChoices: (choices) => quick.setChoices(choices),
    openInMain: async () => (quick.openInMain(), { ok: true }),
    closePopup: async () => (quick.closePopup(), { ok: true }),
  };
}
