// The `quickTranslate` contract area.
import type { AreaHandlers } from '../../shared/contract';
import type { QuickTranslateService } from './quickTranslateService';

export function quickTranslateHandlers(quick: QuickTranslateService): AreaHandlers<'quickTranslate'> {
  return {
    status: async () => quick.status(),
    setPreferences: (preferences) => quick.setPreferences(preferences),
    state: async () => quick.state(),
    translate: ({ text, sourceLang }) => quick.translateText(text, sourceLang ?? null),
    setTarget: ({ targetLang }) => quick.setTarget(targetLang),
    swap: () => quick.swap(),
    openInMain: async () => (quick.openInMain(), { ok: true }),
    closePopup: async () => (quick.closePopup(), { ok: true }),
  };
}
