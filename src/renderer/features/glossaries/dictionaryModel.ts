// The editor's dictionary: rows, undo and redo, and the running totals the toolbar shows (problems, size).
// Pure and incremental: an edit of one cell costs the same for 20 rows as for 250,000.
import {
  GLOSSARY_LIMITS,
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

type Operation =
  | { kind: 'edit'; index: number; field: Field; before: string; after: string; at: number }
  | { kind: 'insert'; index: number; row: Row }
  | { kind: 'delete'; index: number; row: Row }
  | { kind: 'replace'; before: Row[]; after: Row[] };

/** Keystrokes in one cell within this time are one undo step. */
const COALESCE_MS = 1200;

export class DictionaryModel {
  rows: Row[] = [];
  /** Bumped on every change; stores use it to re-render. */
  version = 0;
  /** Bumped when rows are inserted, deleted or replaced (views of row indexes must be rebuilt). */
  structureVersion = 0;
  private nextId = 1;
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
    const rows = entries.map((entry) => this.newRow(entry));
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
    return validateSourcePhrase(row.source).length === 0 && validateTargetPhrase(row.target).length === 0 && !this.isDuplicate(row);
  }

  entries(): GlossaryEntry[] {
    return this.rows.map(({ source, target }) => ({ source, target }));
  }

  edit(index: number, field: Field, value: string, now = Date.now()): void {
    const row = this.rows[index];
    if (!row || row[field] === value) return;
    const last = this.undoStack[this.undoStack.length - 1];
    if (last?.kind === 'edit' && last.index === index && last.field === field && now - last.at < COALESCE_MS) {
      last.after = value;
      last.at = now;
    } else {
      this.undoStack.push({ kind: 'edit', index, field, before: row[field], after: value, at: now });
    }
    this.redoStack = [];
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
    const after = entries.map((entry) => this.newRow(entry));
    this.record({ kind: 'replace', before, after });
    this.setRows(after);
  }

  /** Imported entries: new sources are added at the end, existing ones get the imported target. */
  merge(entries: readonly GlossaryEntry[]): { added: number; changed: number } {
    const indexBySource = new Map<string, number>();
    this.rows.forEach((row, index) => {
      if (!indexBySource.has(row.source)) indexBySource.set(row.source, index);
    });
    const next = this.rows.map(({ source, target }) => ({ source, target }));
    let added = 0;
    let changed = 0;
    for (const entry of entries) {
      const index = indexBySource.get(entry.source);
      if (index === undefined) {
        indexBySource.set(entry.source, next.length);
        next.push({ ...entry });
        added++;
      } else if (next[index]!.target !== entry.target) {
        next[index]!.target = entry.target;
        changed++;
      }
    }
    if (added + changed > 0) this.replaceAll(next);
    return { added, changed };
  }

  undo(): void {
    const operation = this.undoStack.pop();
    if (!operation) return;
    this.redoStack.push(operation);
    if (operation.kind === 'edit') this.applyEdit(operation.index, operation.field, operation.before);
    else if (operation.kind === 'insert') this.applyDelete(operation.index);
    else if (operation.kind === 'delete') this.applyInsert(operation.index, operation.row);
    else this.setRows(operation.before);
  }

  redo(): void {
    const operation = this.redoStack.pop();
    if (!operation) return;
    this.undoStack.push(operation);
    if (operation.kind === 'edit') this.applyEdit(operation.index, operation.field, operation.after);
    else if (operation.kind === 'insert') this.applyInsert(operation.index, operation.row);
    else if (operation.kind === 'delete') this.applyDelete(operation.index);
    else this.setRows(operation.after);
  }

  private record(operation: Operation): void {
    this.undoStack.push(operation);
    this.redoStack = [];
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

  private count(row: GlossaryEntry): void {
    const seen = this.sourceCounts.get(row.source) ?? 0;
    this.sourceCounts.set(row.source, seen + 1);
    if (seen > 0) this.duplicateRows++;
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

export type RowFilter = 'all' | 'problems' | 'duplicates';
export type RowSort = 'file' | 'source' | 'target';

/** Row indexes to show, in order: matching the search (either phrase, case-insensitive), the filter and the sort. */
export function visibleRows(model: DictionaryModel, query: string, filter: RowFilter, sort: RowSort): number[] {
  const needle = query.trim().toLocaleLowerCase();
  const indexes: number[] = [];
  const rows = model.rows;
  for (let i = 0; i < rows.length; i++) {
    const row = rows[i]!;
    if (needle && !row.source.toLocaleLowerCase().includes(needle) && !row.target.toLocaleLowerCase().includes(needle)) continue;
    if (filter === 'duplicates' && !model.isDuplicate(row)) continue;
    if (filter === 'problems' && model.rowIsValid(row)) continue;
    indexes.push(i);
  }
  if (sort !== 'file') {
    const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
    indexes.sort((a, b) => collator.compare(rows[a]![sort], rows[b]![sort]) || a - b);
  }
  return indexes;
}
