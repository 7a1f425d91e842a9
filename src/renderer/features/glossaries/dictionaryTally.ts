// The running totals of a dictionary the toolbar shows (problems, size), kept per row added or removed, so an
// edit of one cell costs the same for 20 rows as for 250,000.
import {
  GLOSSARY_LIMITS,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
} from '../../../shared/rules/glossaryEntries';

export class DictionaryTally {
  private sourceCounts = new Map<string, number>();
  /** Rows whose own phrases break a rule. */
  private invalidRows = 0;
  /** Rows beyond the first with the same source. */
  private duplicateRows = 0;
  /** UTF-8 bytes of all phrases (tabs and newlines are added in `byteSize`). */
  private phraseBytes = 0;
  private rowCount = 0;

  /** Starts again from `rows`, checking each. */
  reset(rows: readonly GlossaryEntry[]): void {
    this.sourceCounts = new Map();
    this.invalidRows = 0;
    this.duplicateRows = 0;
    this.phraseBytes = 0;
    this.rowCount = 0;
    for (const row of rows) this.add(row);
  }

  /**
   * Adds rows main has checked against every rule (no second check): `byteSize` is their UTF-8 size as TSV,
   * and a source repeated among them or with rows already counted still counts as a duplicate.
   */
  addChecked(rows: readonly GlossaryEntry[], byteSize: number): void {
    if (rows.length === 0) return;
    for (const row of rows) this.countSource(row.source);
    this.phraseBytes += byteSize - (rows.length * 2 - 1);
    this.rowCount += rows.length;
  }

  add(row: GlossaryEntry): void {
    this.countSource(row.source);
    if (breaksRule(row)) this.invalidRows++;
    this.phraseBytes += utf8ByteLength(row.source) + utf8ByteLength(row.target);
    this.rowCount++;
  }

  remove(row: GlossaryEntry): void {
    const seen = this.sourceCounts.get(row.source) ?? 0;
    if (seen <= 1) this.sourceCounts.delete(row.source);
    else {
      this.sourceCounts.set(row.source, seen - 1);
      this.duplicateRows--;
    }
    if (breaksRule(row)) this.invalidRows--;
    this.phraseBytes -= utf8ByteLength(row.source) + utf8ByteLength(row.target);
    this.rowCount--;
  }

  isDuplicate(row: GlossaryEntry): boolean {
    return (this.sourceCounts.get(row.source) ?? 0) > 1;
  }

  get problemCount(): number {
    return this.invalidRows + this.duplicateRows;
  }

  /** UTF-8 size as TSV, as the service counts it against 10 MB. */
  get byteSize(): number {
    return this.rowCount === 0 ? 0 : this.phraseBytes + this.rowCount * 2 - 1;
  }

  get tooLarge(): boolean {
    return this.byteSize > GLOSSARY_LIMITS.dictionaryBytes;
  }

  private countSource(source: string): void {
    const seen = this.sourceCounts.get(source) ?? 0;
    this.sourceCounts.set(source, seen + 1);
    if (seen > 0) this.duplicateRows++;
  }
}

function breaksRule(row: GlossaryEntry): boolean {
  return validateSourcePhrase(row.source).length > 0 || validateTargetPhrase(row.target).length > 0;
}
