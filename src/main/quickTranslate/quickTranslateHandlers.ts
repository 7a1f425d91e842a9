// The `quickTranslate` contract area.
import type { Contract } from '../../shared/contract';
import type { Handlers } from '../../shared/ipc/define';
import type { QuickTranslateService } from './quickTranslateService';

export function quickTranslateHandlers(quick: QuickTranslateService): Handlers<Contract>['quickTranslate'] {
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
