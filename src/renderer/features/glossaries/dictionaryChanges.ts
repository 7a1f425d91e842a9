// Unsaved changes of a dictionary as a draft keeps them, measured from the saved state, and applied again to the
// rows as they are when the dictionary opens. Pure: the model turns the result into one undoable step.
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';

/** Unsaved changes as a draft keeps them: entries of the saved state (`at` their position) and what they became. */
export interface DraftChanges {
  changed: { at: number; source: string; target: string; after: GlossaryEntry | null }[];
  added: GlossaryEntry[];
}

/** A row with its stable identity: an edited row keeps its id, so it is found again in the saved state. */
interface IdentifiedEntry extends GlossaryEntry {
  id: number;
}

/**
 * What changed from `base` (the saved state) to `rows`, entry by entry. Each row is found in the saved state by
 * id (binary search: the saved state's ids increase unless rows were inserted in the middle before a save).
 */
export function changesSince(base: readonly IdentifiedEntry[], rows: readonly IdentifiedEntry[]): DraftChanges {
  const seen = new Uint8Array(base.length);
  let increasing = true;
  for (let i = 1; i < base.length && increasing; i++) increasing = base[i - 1]!.id < base[i]!.id;
  const byId = increasing ? null : new Map(base.map((row, i) => [row.id, i]));
  const changed: DraftChanges['changed'] = [];
  const added: GlossaryEntry[] = [];
  for (const row of rows) {
    const at = byId ? (byId.get(row.id) ?? -1) : indexOfId(base, row.id);
    if (at === -1) {
      added.push({ source: row.source, target: row.target });
      continue;
    }
    seen[at] = 1;
    const was = base[at]!;
    if (was !== row && (was.source !== row.source || was.target !== row.target))
      changed.push({ at, source: was.source, target: was.target, after: { source: row.source, target: row.target } });
  }
  for (let at = 0; at < base.length; at++)
    if (!seen[at]) changed.push({ at, source: base[at]!.source, target: base[at]!.target, after: null });
  return { changed, added };
}

/**
 * The entries `rows` become with a draft's changes. An entry is found at its old position when it still reads
 * the same there, else by its old source; one that is gone (changed elsewhere since) keeps the draft's version
 * as a new entry. `matched`: how many changes found their entry.
 */
export function withDraft(
  rows: readonly GlossaryEntry[],
  draft: DraftChanges,
): { entries: GlossaryEntry[]; matched: number; unmatched: number } {
  const next: (GlossaryEntry | null)[] = rows.map(({ source, target }) => ({ source, target }));
  let bySource: Map<string, number[]> | null = null;
  const find = (at: number, source: string, target: string): number => {
    const there = next[at];
    if (there && there.source === source && there.target === target) return at;
    if (!bySource) {
      bySource = new Map();
      for (const [i, row] of rows.entries()) {
        const list = bySource.get(row.source);
        if (list) list.push(i);
        else bySource.set(row.source, [i]);
      }
    }
    return bySource.get(source)?.find((i) => next[i] !== null && next[i]!.source === source) ?? -1;
  };
  let matched = 0;
  let unmatched = 0;
  const extra: GlossaryEntry[] = [];
  for (const change of draft.changed) {
    const i = find(change.at, change.source, change.target);
    if (i === -1) {
      unmatched++;
      if (change.after) extra.push(change.after);
      continue;
    }
    matched++;
    next[i] = change.after ? { ...change.after } : null;
  }
  const entries = [...next.filter((e): e is GlossaryEntry => e !== null), ...extra, ...draft.added];
  return { entries, matched, unmatched };
}

/** The position of the row with `id` in rows whose ids increase, or -1. */
function indexOfId(rows: readonly IdentifiedEntry[], id: number): number {
  let low = 0;
  let high = rows.length - 1;
  while (low <= high) {
    const mid = (low + high) >>> 1;
    const at = rows[mid]!.id;
    if (at === id) return mid;
    if (at < id) low = mid + 1;
    else high = mid - 1;
  }
  return -1;
}
