// The editor's dictionary: rows, undo and redo, and the saved step a draft is measured from. Pure and
// incremental: an edit of one cell costs the same for 20 rows as for 250,000 (the totals: dictionaryTally.ts).
import {
  trimPhrase,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
} from '../../../shared/rules/glossaryEntries';
import { DictionaryTally } from './dictionaryTally';
import { changesSince, withDraft, type DraftChanges } from './dictionaryChanges';
import { mergeEntries, planMerge, type MergePlan } from './dictionaryMerge';

export type { DraftChanges } from './dictionaryChanges';
export type { ImportConflict, MergePlan } from './dictionaryMerge';

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
  private tally = new DictionaryTally();

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
    this.tally.reset([]);
    this.tally.addChecked(rows, valid.byteSize);
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
    const added = entries.map((entry) => this.newRow(entry));
    rows.push(...added);
    base.push(...added);
    if (valid) this.tally.addChecked(added, valid.byteSize);
    else for (const row of added) this.tally.add(row);
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
    return changesSince(this.baseRows, this.rows);
  }

  /**
   * Applies a draft's changes to the rows as they are now, as one undoable step (see `withDraft`). Returns how
   * many changes found their entry.
   */
  applyDraft(draft: DraftChanges): { matched: number; unmatched: number } {
    const { entries, matched, unmatched } = withDraft(this.rows, draft);
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
    return this.tally.problemCount;
  }
  /** UTF-8 size as TSV, as the service counts it against 10 MB. */
  get byteSize(): number {
    return this.tally.byteSize;
  }
  get tooLarge(): boolean {
    return this.tally.tooLarge;
  }

  isDuplicate(row: GlossaryEntry): boolean {
    return this.tally.isDuplicate(row);
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
    return planMerge(this.rows, entries);
  }

  /**
   * Imported entries in one undoable step: new sources are added at the end; an existing source keeps its
   * target unless `takeTheirs(source)` says the imported one replaces it.
   */
  merge(
    entries: readonly GlossaryEntry[],
    takeTheirs: (source: string) => boolean,
  ): { added: number; changed: number } {
    const merged = mergeEntries(this.rows, entries, takeTheirs);
    if (merged.added + merged.changed > 0) this.replaceAll(merged.entries);
    return { added: merged.added, changed: merged.changed };
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
    this.tally.remove(old);
    this.rows = this.rows.slice();
    this.rows[index] = row;
    this.tally.add(row);
    this.version++;
  }

  /** Sets each cell to its `before` or `after` phrase in one copy of the rows, then adds `appended` at the end. */
  private applyCells(cells: readonly CellChange[], side: 'before' | 'after', appended: readonly Row[]): void {
    const rows = this.rows.slice();
    for (const cell of side === 'after' ? cells : [...cells].reverse()) {
      const old = rows[cell.index]!;
      this.tally.remove(old);
      const row = { ...old, [cell.field]: cell[side] };
      rows[cell.index] = row;
      this.tally.add(row);
    }
    for (const row of appended) {
      rows.push(row);
      this.tally.add(row);
    }
    this.rows = rows;
    this.version++;
    if (appended.length > 0) this.structureVersion++;
  }

  private undoCells(cells: readonly CellChange[], appended: readonly Row[]): void {
    for (const row of appended) this.tally.remove(row);
    this.rows = this.rows.slice(0, this.rows.length - appended.length);
    this.applyCells(cells, 'before', []);
    if (appended.length > 0) this.structureVersion++;
  }

  private applyInsert(index: number, row: Row): void {
    this.rows = [...this.rows.slice(0, index), row, ...this.rows.slice(index)];
    this.tally.add(row);
    this.version++;
    this.structureVersion++;
  }

  private applyDelete(index: number): void {
    const row = this.rows[index]!;
    this.rows = [...this.rows.slice(0, index), ...this.rows.slice(index + 1)];
    this.tally.remove(row);
    this.version++;
    this.structureVersion++;
  }

  private setRows(rows: Row[]): void {
    this.rows = rows;
    this.tally.reset(rows);
    this.version++;
    this.structureVersion++;
  }
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
