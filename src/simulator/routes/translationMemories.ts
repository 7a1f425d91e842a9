// Translation memories (GET /v3/translation_memories, Pro): the demo account's memories, paged as style rule
// lists are (page 0-based, page_size 1–25, default 10), in both dialects (the spec is silent, the description
// decides). Applying one to a translation: memoryUse.ts.
import { json } from '../http/exchange';
import { rejectIssues } from '../http/validation';
import { checkStyleRulePaging, resolveStyleRulePaging } from '../../shared/rules/styleRules';
import type { SimulatorModule } from '../context';
import { readInteger } from './styleRules';

export const translationMemoryRoutes: SimulatorModule = ({ routes, store }) => {
  routes.add({
    method: 'GET',
    path: '/v3/translation_memories',
    access: 'pro',
    handle: (exchange) => {
      const query = {
        page_size: readInteger(exchange.query.get('page_size')),
        page: readInteger(exchange.query.get('page')),
      };
      // The same paging as style rule lists: the description gives both the same bounds and defaults.
      rejectIssues(checkStyleRulePaging(query));
      const { page, page_size } = resolveStyleRulePaging(query as { page_size?: number; page?: number });
      const all = [...store.memories.values()];
      return json(200, {
        translation_memories: all.slice(page * page_size, (page + 1) * page_size).map((memory) => ({
          translation_memory_id: memory.translation_memory_id,
          name: memory.name,
          source_language: memory.source_language,
          target_languages: memory.target_languages,
          segment_count: memory.segments.length,
        })),
        total_count: all.length,
      });
    },
  });
};
