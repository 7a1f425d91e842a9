// The heavy part of saving the editor's dictionary, run in the work pool (workers/workTasks.ts), never on
// main's thread (issue 25): the editor's TSV (up to 10 MB) read under the entry rules, the difference from
// the service's copy, the smallest request that makes it (PATCH adds and changes; only a PUT removes), and,
// after the request, whether the service's copy read back holds exactly the editor's entries; and a dictionary
// swapped into its reverse pair. Inputs and outputs are strings and counts, so only text crosses between the threads.
import { diffDictionary, sameEntries } from '../../shared/rules/glossaryDiff';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';
import { CheckedEntries } from '../../node/glossaries/checkedEntries';
import { editorEntries } from './editorEntries';

export interface SavePlan {
  method: 'none' | 'PUT' | 'PATCH';
  added: number;
  changed: number;
  deleted: number;
  /** The checked entries to send (every entry for a PUT, the added and changed ones for a PATCH), as TSV. */
  sendTsv: string;
  sendCount: number;
}

/** Checks the editor's entries (a ValidationError names the lines that break a rule) and plans the request. */
export function planDictionarySave({ entriesTsv, baseTsv }: { entriesTsv: string; baseTsv: string }): SavePlan {
  const after = editorEntries(entriesTsv).entries;
  // Lines a rule rejects cannot have come from the service; they are not part of the base.
  const before = parseGlossaryEntries(baseTsv).entries;
  const changes = diffDictionary(before, after);
  const counts = { added: changes.added.length, changed: changes.changed.length, deleted: changes.deleted.length };
  if (changes.deleted.length > 0)
    return { method: 'PUT', ...counts, sendTsv: serializeEntriesTsv(after), sendCount: after.length };
  const sent = [...changes.changed, ...changes.added];
  if (sent.length > 0)
    return { method: 'PATCH', ...counts, sendTsv: serializeEntriesTsv(sent), sendCount: sent.length };
  return { method: 'none', ...counts, sendTsv: '', sendCount: 0 };
}

/** Whether the service's copy read back holds the editor's entries; when not, what it holds (for the editor). */
export function confirmDictionarySave({ heldTsv, entriesTsv }: { heldTsv: string; entriesTsv: string }): {
  confirmed: boolean;
  heldEntriesTsv?: string;
} {
  const held = parseGlossaryEntries(heldTsv).entries;
  const confirmed = sameEntries(held, parseGlossaryEntries(entriesTsv).entries);
  return confirmed ? { confirmed } : { confirmed, heldEntriesTsv: serializeEntriesTsv(held) };
}

/** The editor's entries checked under the rules, as the TSV sent (a ValidationError names the lines that break one). */
export function checkedDictionary({ entriesTsv, field }: { entriesTsv: string; field?: string }): {
  tsv: string;
  count: number;
} {
  const checked = editorEntries(entriesTsv, field);
  return { tsv: checked.toTsv(), count: checked.count };
}

/** A dictionary as the service sent it, as the TSV to send, when every line passes the rules; null when one does not. */
export function allEntriesChecked({ tsv }: { tsv: string }): { tsv: string; count: number } | null {
  const checked = CheckedEntries.of(parseGlossaryEntries(tsv));
  return checked ? { tsv: checked.toTsv(), count: checked.count } : null;
}

/**
 * The service's TSV of a dictionary swapped into the reverse pair, checked under the rules as a new dictionary.
 * Targets may repeat where sources may not: of entries with the same target, the first becomes the reversed
 * entry and the others are counted as skipped.
 */
export function reverseDictionary({ tsv }: { tsv: string }): { tsv: string; count: number; skippedDuplicates: number } {
  // Lines a rule rejects cannot have come from the service; they are dropped rather than swapped.
  const entries = parseGlossaryEntries(tsv).entries;
  const seen = new Set<string>();
  const reversed: { source: string; target: string }[] = [];
  for (const entry of entries) {
    if (seen.has(entry.target)) continue;
    seen.add(entry.target);
    reversed.push({ source: entry.target, target: entry.source });
  }
  const checked = editorEntries(serializeEntriesTsv(reversed));
  return { tsv: checked.toTsv(), count: checked.count, skippedDuplicates: entries.length - reversed.length };
}
