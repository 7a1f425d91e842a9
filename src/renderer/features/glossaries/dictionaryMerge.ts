// Imported entries against the dictionary's own: what merging them would do (new, unchanged, in conflict), and
// the entries the dictionary becomes once the user chose for each conflict. Pure: the model makes it one step.
import type { GlossaryEntry } from '../../../shared/rules/glossaryEntries';

/** An imported entry whose source the dictionary already has, with another target. */
export interface ImportConflict {
  source: string;
  mine: string;
  theirs: string;
}

/** What merging imported entries would do, before anything changes. */
export interface MergePlan {
  added: number;
  /** Imported entries the dictionary already holds exactly. */
  unchanged: number;
  conflicts: ImportConflict[];
}

/** What merging `entries` into `rows` would do: how many are new, and which would change an entry it has. */
export function planMerge(rows: readonly GlossaryEntry[], entries: readonly GlossaryEntry[]): MergePlan {
  const targetBySource = new Map<string, string>();
  for (const row of rows) if (!targetBySource.has(row.source)) targetBySource.set(row.source, row.target);
  const conflicts: ImportConflict[] = [];
  const seen = new Set<string>();
  let added = 0;
  let unchanged = 0;
  for (const entry of entries) {
    const mine = targetBySource.get(entry.source);
    if (mine === undefined) {
      if (!seen.has(entry.source)) added++;
    } else if (mine === entry.target) unchanged++;
    else if (!seen.has(entry.source)) conflicts.push({ source: entry.source, mine, theirs: entry.target });
    seen.add(entry.source);
  }
  return { added, unchanged, conflicts };
}

/**
 * `rows` with `entries` merged: new sources are added at the end; an existing source keeps its target unless
 * `takeTheirs(source)` says the imported one replaces it.
 */
export function mergeEntries(
  rows: readonly GlossaryEntry[],
  entries: readonly GlossaryEntry[],
  takeTheirs: (source: string) => boolean,
): { entries: GlossaryEntry[]; added: number; changed: number } {
  const indexBySource = new Map<string, number>();
  rows.forEach((row, index) => {
    if (!indexBySource.has(row.source)) indexBySource.set(row.source, index);
  });
  const next = rows.map(({ source, target }) => ({ source, target }));
  const existing = next.length;
  let added = 0;
  let changed = 0;
  for (const entry of entries) {
    const index = indexBySource.get(entry.source);
    if (index === undefined) {
      indexBySource.set(entry.source, next.length);
      next.push({ ...entry });
      added++;
    } else if (index < existing && next[index]!.target !== entry.target && takeTheirs(entry.source)) {
      next[index]!.target = entry.target;
      changed++;
    }
  }
  return { entries: next, added, changed };
}
