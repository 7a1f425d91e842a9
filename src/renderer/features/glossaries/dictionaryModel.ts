// The editor's dictionary: rows, undo and redo, and the running totals the toolbar shows (problems, size).
// Pure and incremental: an edit of one cell costs the same for 20 rows as for 250,000.
import {
  GLOSSARY_LIMITS,
  trimPhrase,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
} from '../../../shared/rules/glossaryEntries';

export type Field = 'source' | 'target';

export interface Row extends GlossaryEntry {
  /** Stable identity for React keys and focus; never reused. */
  id: number;
}

/** Every step has an id, so the step the saved state ends with can be found again after undo and redo. */
type Operation = { id: number } & (
  | { kind: 'edit'; index: number; field: Field; before: string; after: string; at: number; sealed?: boolean }
  | { kind: 'insert'; index: number; row: Row }
  | { kind: 'delete'; index: number; row: Row }
  | { kind: 'replace'; before: Row[]; after: Row[] }
  /** A paste: cells changed and rows added at the end, undone as one step. */
  | { kind: 'cells'; cells: CellChange[]; appended: Row[] }
);
interface CellChange {
  index: number;
  field: Field;
  before: string;
  after: string;
}
type NewOperation = Operation extends infer O ? (O extends Operation ? Omit<O, 'id'> : never) : never;

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

/** Unsaved changes as a draft keeps them: entries of the saved state (`at` their position) and what they became. */
export interface DraftChanges {
  changed: { at: number; source: string; target: string; after: GlossaryEntry | null }[];
  added: GlossaryEntry[];
}

/** Keystrokes in one cell within this time are one undo step. */
const COALESCE_MS = 1200;

export class DictionaryModel {
  rows: Row[] = [];
  /** Bumped on every change; stores use it to re-render. */
  version = 0;
  /** Bumped when rows are inserted, deleted or replaced (views of row indexes must be rebuilt). */
  structureVersion = 0;
  private nextId = 1;
  private nextOperationId = 1;
  /** The id of the last step of the saved state (0: no step, as loaded). */
  private savedStep = 0;
  /** The rows of the saved state (as loaded, or as last saved): what a draft is measured from. */
  private baseRows: Row[] = [];
  private savingRows: Row[] = [];
  private undoStack: Operation[] = [];
  private redoStack: Operation[] = [];
  private sourceCounts = new Map<string, number>();
  /** Rows whose own phrases break a rule. */
  private invalidRows = 0;
  /** Rows beyond the first with the same source. */
  private duplicateRows = 0;
  /** UTF-8 bytes of all phrases (tabs and newlines are added in `byteSize`). */
  private phraseBytes = 0;

  /** @param valid pass the parse result's size when the entries passed every rule: loading skips re-checking them. */
  constructor(entries: readonly GlossaryEntry[] = [], valid?: { byteSize: number }) {
    this.load(entries, valid);
  }

  load(entries: readonly GlossaryEntry[], valid?: { byteSize: number }): void {
    this.rows = [];
    this.undoStack = [];
    this.redoStack = [];
    this.savedStep = 0;
    const rows = entries.map((entry) => this.newRow(entry));
    this.baseRows = rows;
    if (!valid) return this.setRows(rows);
    this.rows = rows;
    this.sourceCounts = new Map();
    for (const row of rows) this.sourceCounts.set(row.source, 1);
    this.invalidRows = 0;
    this.duplicateRows = 0;
    this.phraseBytes = rows.length === 0 ? 0 : valid.byteSize - (rows.length * 2 - 1);
    this.version++;
    this.structureVersion++;
  }

  /**
   * Appends entries of the dictionary that arrive after the first screen (a dictionary loads in pages).
   * They are part of the saved state: no undo step, and `dirty` does not change. A source repeated across pages
   * still counts as a duplicate. `valid`: the page's UTF-8 size when main checked every entry (no second check).
   */
  appendLoaded(entries: readonly GlossaryEntry[], valid?: { byteSize: number }): void {
    if (entries.length === 0) return;
    const rows = this.rows.slice();
    const base = this.baseRows.slice();
    for (const entry of entries) {
      const row = this.newRow(entry);
      rows.push(row);
      base.push(row);
      if (valid) this.countSource(row.source);
      else this.count(row);
    }
    // Entries that passed every rule: their phrases' bytes are the page's size without tabs and line breaks.
    if (valid) this.phraseBytes += valid.byteSize - (entries.length * 2 - 1);
    this.rows = rows;
    this.baseRows = base;
    this.version++;
    this.structureVersion++;
  }

  /** True when the rows differ from the saved state, however they got there (undo back to it is clean). */
  get dirty(): boolean {
    return this.currentStep() !== this.savedStep;
  }

  /**
   * The state a save is about to send; pass it to `markSaved` once the service confirmed it. Typing on in the
   * same cell after this starts a new step, so undo can come back to exactly this state.
   */
  saveMark(): number {
    const last = this.undoStack[this.undoStack.length - 1];
    if (last?.kind === 'edit') last.sealed = true;
    this.savingRows = this.rows;
    return this.currentStep();
  }

  markSaved(mark: number): void {
    this.savedStep = mark;
    this.baseRows = this.savingRows;
  }

  /**
   * What changed since the saved state, entry by entry, for a draft. Rows keep their id through edits, so each
   * row is found in the saved state by id (binary search: the saved state's ids increase).
   */
  draftChanges(): DraftChanges {
    const base = this.baseRows;
    const seen = new Uint8Array(base.length);
    // Ids increase unless rows were inserted in the middle before a save: then a map finds them.
    let increasing = true;
    for (let i = 1; i < base.length && increasing; i++) increasing = base[i - 1]!.id < base[i]!.id;
    const byId = increasing ? null : new Map(base.map((row, i) => [row.id, i]));
    const changed: DraftChanges['changed'] = [];
    const added: GlossaryEntry[] = [];
    for (const row of this.rows) {
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
   * Applies a draft's changes to the rows as they are now, as one undoable step. An entry is found at its old
   * position when it still reads the same there, else by its old source; one that is gone (changed elsewhere
   * since) keeps the draft's version as a new entry. Returns how many changes found their entry.
   */
  applyDraft(draft: DraftChanges): { matched: number; unmatched: number } {
    const next: (GlossaryEntry | null)[] = this.rows.map(({ source, target }) => ({ source, target }));
    let bySource: Map<string, number[]> | null = null;
    const find = (at: number, source: string, target: string): number => {
      const there = next[at];
      if (there && there.source === source && there.target === target) return at;
      if (!bySource) {
        bySource = new Map();
        for (const [i, row] of this.rows.entries()) {
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
    if (draft.changed.length > 0 || draft.added.length > 0) this.replaceAll(entries);
    return { matched, unmatched };
  }

  get canUndo(): boolean {
    return this.undoStack.length > 0;
  }
  get canRedo(): boolean {
    return this.redoStack.length > 0;
  }
  get problemCount(): number {
    return this.invalidRows + this.duplicateRows;
  }
  /** UTF-8 size as TSV, as the service counts it against 10 MB. */
  get byteSize(): number {
    return this.rows.length === 0 ? 0 : this.phraseBytes + this.rows.length * 2 - 1;
  }
  get tooLarge(): boolean {
    return this.byteSize > GLOSSARY_LIMITS.dictionaryBytes;
  }

  isDuplicate(row: GlossaryEntry): boolean {
    return (this.sourceCounts.get(row.source) ?? 0) > 1;
  }

  rowIsValid(row: GlossaryEntry): boolean {
    return (
      validateSourcePhrase(row.source).length === 0 &&
      validateTargetPhrase(row.target).length === 0 &&
      !this.isDuplicate(row)
    );
  }

  entries(): GlossaryEntry[] {
    return this.rows.map(({ source, target }) => ({ source, target }));
  }

  edit(index: number, field: Field, value: string, now = Date.now()): void {
    const row = this.rows[index];
    if (!row || row[field] === value) return;
    const last = this.undoStack[this.undoStack.length - 1];
    if (
      last?.kind === 'edit' &&
      !last.sealed &&
      last.index === index &&
      last.field === field &&
      now - last.at >= 0 &&
      now - last.at < COALESCE_MS
    ) {
      last.after = value;
      last.at = now;
      this.redoStack = [];
      // Typed back to what the cell held before the step (Escape): no step at all.
      if (last.before === value) this.undoStack.pop();
    } else {
      this.record({ kind: 'edit', index, field, before: row[field], after: value, at: now });
    }
    this.applyEdit(index, field, value);
  }

  /**
   * Pastes a block of phrases (rows of cells, as copied from a spreadsheet) with its top-left at row `index`,
   * column `field`, as one undoable step: rows past the end are added, cells past the target column are
   * dropped. `rowAt(i)` maps the i-th line of the block to a row index (the view's order); null: add a row.
   * Returns the row indexes the block landed on.
   */
  pasteCells(block: readonly (readonly string[])[], field: Field, rowAt: (line: number) => number | null): number[] {
    const fields: Field[] = field === 'source' ? ['source', 'target'] : ['target'];
    const cells: CellChange[] = [];
    const appended: Row[] = [];
    const landed: number[] = [];
    for (const [line, values] of block.entries()) {
      const at = rowAt(line);
      if (at === null || !this.rows[at]) {
        const entry = { source: '', target: '' };
        fields.forEach((f, i) => (entry[f] = values[i] ?? ''));
        appended.push(this.newRow(entry));
        landed.push(this.rows.length + appended.length - 1);
        continue;
      }
      landed.push(at);
      fields.forEach((f, i) => {
        const value = values[i];
        if (value !== undefined && value !== this.rows[at]![f])
          cells.push({ index: at, field: f, before: this.rows[at]![f], after: value });
      });
    }
    if (cells.length === 0 && appended.length === 0) return landed;
    this.record({ kind: 'cells', cells, appended });
    this.applyCells(cells, 'after', appended);
    return landed;
  }

  /** Trims spaces at the start and end of one phrase, as a step of its own: undo brings the spaces back. */
  trim(index: number, field: Field): void {
    const row = this.rows[index];
    if (!row) return;
    const value = trimPhrase(row[field]);
    if (value === row[field]) return;
    this.record({ kind: 'edit', index, field, before: row[field], after: value, at: 0, sealed: true });
    this.applyEdit(index, field, value);
  }

  /** Adds an empty row (or the given entry) at `index`, by default at the end; returns its index. */
  insert(entry: GlossaryEntry = { source: '', target: '' }, index = this.rows.length): number {
    const row = this.newRow(entry);
    this.record({ kind: 'insert', index, row });
    this.applyInsert(index, row);
    return index;
  }

  delete(index: number): void {
    const row = this.rows[index];
    if (!row) return;
    this.record({ kind: 'delete', index, row });
    this.applyDelete(index);
  }

  /** Replaces every row in one undoable step (import, trim all, sort into place). */
  replaceAll(entries: readonly GlossaryEntry[]): void {
    const before = this.rows;
    // A row keeps the id of the one at its place, so a draft measures an import as the changes it made.
    const after = entries.map((entry, i) =>
      i < before.length ? { id: before[i]!.id, source: entry.source, target: entry.target } : this.newRow(entry),
    );
    this.record({ kind: 'replace', before, after });
    this.setRows(after);
  }

  /** What merging `entries` would do: how many are new, and which would change an entry the dictionary has. */
  planMerge(entries: readonly GlossaryEntry[]): MergePlan {
    const targetBySource = this.targetsBySource();
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
   * Imported entries in one undoable step: new sources are added at the end; an existing source keeps its
   * target unless `takeTheirs(source)` says the imported one replaces it.
   */
  merge(
    entries: readonly GlossaryEntry[],
    takeTheirs: (source: string) => boolean,
  ): { added: number; changed: number } {
    const indexBySource = new Map<string, number>();
    this.rows.forEach((row, index) => {
      if (!indexBySource.has(row.source)) indexBySource.set(row.source, index);
    });
    const next = this.rows.map(({ source, target }) => ({ source, target }));
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
    if (added + changed > 0) this.replaceAll(next);
    return { added, changed };
  }

  private targetsBySource(): Map<string, string> {
    const map = new Map<string, string>();
    for (const row of this.rows) if (!map.has(row.source)) map.set(row.source, row.target);
    return map;
  }

  undo(): void {
    const operation = this.undoStack.pop();
    if (!operation) return;
    this.redoStack.push(operation);
    if (operation.kind === 'edit') this.applyEdit(operation.index, operation.field, operation.before);
    else if (operation.kind === 'insert') this.applyDelete(operation.index);
    else if (operation.kind === 'delete') this.applyInsert(operation.index, operation.row);
    else if (operation.kind === 'cells') this.undoCells(operation.cells, operation.appended);
    else this.setRows(operation.before);
  }

  redo(): void {
    const operation = this.redoStack.pop();
    if (!operation) return;
    this.undoStack.push(operation);
    if (operation.kind === 'edit') this.applyEdit(operation.index, operation.field, operation.after);
    else if (operation.kind === 'insert') this.applyInsert(operation.index, operation.row);
    else if (operation.kind === 'delete') this.applyDelete(operation.index);
    else if (operation.kind === 'cells') this.applyCells(operation.cells, 'after', operation.appended);
    else this.setRows(operation.after);
  }

  private record(operation: NewOperation): void {
    this.undoStack.push({ ...operation, id: this.nextOperationId++ } as Operation);
    this.redoStack = [];
  }

  private currentStep(): number {
    return this.undoStack[this.undoStack.length - 1]?.id ?? 0;
  }

  private newRow(entry: GlossaryEntry): Row {
    return { id: this.nextId++, source: entry.source, target: entry.target };
  }

  private applyEdit(index: number, field: Field, value: string): void {
    const old = this.rows[index]!;
    const row = { ...old, [field]: value };
    this.forget(old);
    this.rows = this.rows.slice();
    this.rows[index] = row;
    this.count(row);
    this.version++;
  }

  /** Sets each cell to its `before` or `after` phrase in one copy of the rows, then adds `appended` at the end. */
  private applyCells(cells: readonly CellChange[], side: 'before' | 'after', appended: readonly Row[]): void {
    const rows = this.rows.slice();
    for (const cell of side === 'after' ? cells : [...cells].reverse()) {
      const old = rows[cell.index]!;
      this.forget(old);
      const row = { ...old, [cell.field]: cell[side] };
      rows[cell.index] = row;
      this.count(row);
    }
    for (const row of appended) {
      rows.push(row);
      this.count(row);
    }
    this.rows = rows;
    this.version++;
    if (appended.length > 0) this.structureVersion++;
  }

  private undoCells(cells: readonly CellChange[], appended: readonly Row[]): void {
    for (const row of appended) this.forget(row);
    this.rows = this.rows.slice(0, this.rows.length - appended.length);
    this.applyCells(cells, 'before', []);
    if (appended.length > 0) this.structureVersion++;
  }

  private applyInsert(index: number, row: Row): void {
    this.rows = [...this.rows.slice(0, index), row, ...this.rows.slice(index)];
    this.count(row);
    this.version++;
    this.structureVersion++;
  }

  private applyDelete(index: number): void {
    const row = this.rows[index]!;
    this.rows = [...this.rows.slice(0, index), ...this.rows.slice(index + 1)];
    this.forget(row);
    this.version++;
    this.structureVersion++;
  }

  private setRows(rows: Row[]): void {
    this.rows = rows;
    this.sourceCounts = new Map();
    this.invalidRows = 0;
    this.duplicateRows = 0;
    this.phraseBytes = 0;
    for (const row of rows) this.count(row);
    this.version++;
    this.structureVersion++;
  }

  private countSource(source: string): void {
    const seen = this.sourceCounts.get(source) ?? 0;
    this.sourceCounts.set(source, seen + 1);
    if (seen > 0) this.duplicateRows++;
  }

  private count(row: GlossaryEntry): void {
    this.countSource(row.source);
    if (validateSourcePhrase(row.source).length > 0 || validateTargetPhrase(row.target).length > 0) this.invalidRows++;
    this.phraseBytes += utf8ByteLength(row.source) + utf8ByteLength(row.target);
  }

  private forget(row: GlossaryEntry): void {
    const seen = this.sourceCounts.get(row.source) ?? 0;
    if (seen <= 1) this.sourceCounts.delete(row.source);
    else {
      this.sourceCounts.set(row.source, seen - 1);
      this.duplicateRows--;
    }
    if (validateSourcePhrase(row.source).length > 0 || validateTargetPhrase(row.target).length > 0) this.invalidRows--;
    this.phraseBytes -= utf8ByteLength(row.source) + utf8ByteLength(row.target);
  }
}

/** The position of the row with `id` in rows whose ids increase, or -1. */
function indexOfId(rows: readonly Row[], id: number): number {
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

/**
 * Entries from TSV that main has already checked against every rule (the entries call): a plain split, no
 * second validation, so a 250,000-entry dictionary opens faster.
 */
export function entriesFromCheckedTsv(tsv: string): GlossaryEntry[] {
  const entries: GlossaryEntry[] = [];
  let pos = 0;
  while (pos < tsv.length) {
    let end = tsv.indexOf('\n', pos);
    if (end === -1) end = tsv.length;
    const tab = tsv.indexOf('\t', pos);
    if (tab !== -1 && tab < end) entries.push({ source: tsv.slice(pos, tab), target: tsv.slice(tab + 1, end) });
    pos = end + 1;
  }
  return entries;
}
