// What an edit did to a dictionary, by source phrase: the editor shows it before saving and main picks the
// smallest request from it (PATCH merges additions and changes; only a PUT can remove an entry).
import type { GlossaryEntry } from './glossaryEntries';

export interface DictionaryChanges {
  /** Sources that are new, with their targets. */
  added: GlossaryEntry[];
  /** Sources that stay, with a new target. */
  changed: GlossaryEntry[];
  /** Sources that are gone (an edited source is a deletion plus an addition). */
  deleted: string[];
}

export function diffDictionary(before: readonly GlossaryEntry[], after: readonly GlossaryEntry[]): DictionaryChanges {
  const old = new Map<string, string>();
  for (const entry of before) old.set(entry.source, entry.target);
  const added: GlossaryEntry[] = [];
  const changed: GlossaryEntry[] = [];
  const kept = new Set<string>();
  for (const entry of after) {
    const target = old.get(entry.source);
    if (target === undefined) added.push(entry);
    else if (target !== entry.target) changed.push(entry);
    kept.add(entry.source);
  }
  const deleted: string[] = [];
  for (const source of old.keys()) if (!kept.has(source)) deleted.push(source);
  return { added, changed, deleted };
}

export const hasChanges = (changes: DictionaryChanges): boolean =>
  changes.added.length + changes.changed.length + changes.deleted.length > 0;

/** Whether two dictionaries hold the same mapping, in any order. */
export function sameEntries(a: readonly GlossaryEntry[], b: readonly GlossaryEntry[]): boolean {
  return a.length === b.length && !hasChanges(diffDictionary(a, b));
}
