// Using a translation memory in a translation (text, documents): Pro only, the memory must be the account's,
// for the request's source language and one of its targets (shared/rules/translateOptions: checkMemoryUse);
// the segments it gives are matched per text by engine/memoryMatch.ts at the request's threshold.
import { badRequest, forbidden, notFound } from '../http/serviceError';
import { checkMemoryUse, MEMORY_THRESHOLD } from '../../shared/rules/translateOptions';
import type { MemorySegment } from '../engine/memoryMatch';
import type { AccountId, SimulatorStore } from '../state/simulatorStore';

export interface MemoryInUse {
  segments: readonly MemorySegment[];
  threshold: number;
}

/** The memory a request names, checked for its languages; undefined when it names none. */
export function memoryForUse(
  store: SimulatorStore,
  plan: AccountId,
  fields: { translation_memory_id?: unknown; translation_memory_threshold?: unknown },
  sourceLang: string | undefined,
  targetLang: string,
): MemoryInUse | undefined {
  const id = fields.translation_memory_id;
  if (typeof id !== 'string' || id === '') return undefined;
  if (plan !== 'pro')
    throw forbidden(
      'Translation memories are available only to Pro subscribers.',
      'Leave translation_memory_id out, or use a Pro key.',
    );
  const memory = store.memories.get(id);
  if (!memory) throw notFound('Translation memory not found.', 'Check the translation_memory_id.');
  const [issue] = checkMemoryUse(memory, sourceLang, targetLang);
  if (issue) throw badRequest(issue.message);
  const threshold = Number(fields.translation_memory_threshold ?? MEMORY_THRESHOLD.default);
  return { segments: memory.segments, threshold };
}
