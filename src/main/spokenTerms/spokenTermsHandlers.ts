// The contract's `spokenTerms` area: the meeting's spoken-term lists (spokenTermsService.ts).
import type { AreaHandlers } from '../../shared/contract';
import type { SpokenTermsService } from './spokenTermsService';

export function spokenTermsHandlers(spokenTerms: SpokenTermsService): AreaHandlers<'spokenTerms'> {
  return {
    list: () => spokenTerms.list(),
    read: (request) => spokenTerms.read(request),
    save: (request) => spokenTerms.save(request),
    delete: async (request) => {
      await spokenTerms.delete(request);
      return {};
    },
  };
}
