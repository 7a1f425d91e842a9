// Collecting the entries of one dictionary as a reader finds them, under the content rules, in bounded memory:
// a repeated source is recognised as it arrives (a table of the first entry per source hash) and never kept,
// only the first thousand issues and ignored lines are kept (all are counted), and once the kept entries are
// surely over the 10 MB limit no more are kept. A 99 MB file of one repeated line costs one entry.
import {
  GLOSSARY_LIMITS,
  isWhitespaceCode,
  trimPhrase,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
  type GlossaryIssueReason,
  type GlossaryLineIssue,
} from '../../../shared/rules/glossaryEntries';
import { duplicateIssue, duplicatesReport, laterDuplicates, mergeByLine, sourceHash } from './glossaryDuplicates';
import type { UiMessage } from '../../../shared/i18n/catalogue';
import { englishText } from '../../../shared/i18n/english';
import type { GlossaryParseResult, GlossaryReadReport, GlossaryTsvRead } from './glossaryParsing';
import { Int32Column } from '../memory/int32Column';
import { PackedEntries } from '../memory/packedEntries';

/** Issues and ignored lines kept for the report; the rest are counted. */
export const KEPT_ISSUES = 1000;

/**
 * The UTF-8 size of a phrase that breaks no rule, or -1 when it breaks one (then `validateSourcePhrase` and
 * `validateTargetPhrase` say which). One loop over the characters checks them and counts the bytes.
 */
function validPhraseBytes(phrase: string): number {
  const length = phrase.length;
  if (length === 0) return -1;
  let bytes = 0;
  for (let i = 0; i < length; i++) {
    const code = phrase.charCodeAt(i);
    if (code < 0x80) {
      if (code < 0x20) return -1;
      bytes += 1;
    } else if (code < 0x800) {
      if (code <= 0x9f) return -1;
      bytes += 2;
    } else if (code >= 0xd800 && code <= 0xdbff && i + 1 < length && (phrase.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else {
      if (code === 0x2028 || code === 0x2029) return -1;
      bytes += 3;
    }
  }
  if (bytes > GLOSSARY_LIMITS.phraseBytes || hasBlankEdge(phrase, 0, length)) return -1;
  return bytes;
}

/** Whether text[from, to) starts or ends with whitespace. */
function hasBlankEdge(text: string, from: number, to: number): boolean {
  const first = text.charCodeAt(from);
  const last = text.charCodeAt(to - 1);
  return (
    first === 0x20 ||
    last === 0x20 ||
    (first >= 0x80 && isWhitespaceCode(first)) ||
    (last >= 0x80 && isWhitespaceCode(last))
  );
}

/**
 * Whether text[from, to) is surely a valid phrase, judged without reading its inner characters: the caller
 * knows they hold no control character. A phrase too long to be sure of its byte size without counting is
 * not surely valid, and is checked in full.
 */
export function isCleanPhrase(text: string, from: number, to: number): boolean {
  const length = to - from;
  return length > 0 && length <= CERTAINLY_SHORT_ENOUGH && !hasBlankEdge(text, from, to);
}

/** A phrase of up to this many UTF-16 units is within the byte limit whatever it holds (3 bytes per unit at most). */
const CERTAINLY_SHORT_ENOUGH = Math.floor(GLOSSARY_LIMITS.phraseBytes / 3);

/** Where a collector keeps its entries: as objects (`EntryArray`) or as TSV text (`PackedEntries`). */
interface KeptEntries {
  readonly length: number;
  /** `at`: where `source\ttarget` stands in the text being read, when it does (-1: it does not). */
  push(source: string, target: string, at: number): void;
  hasSource(index: number, source: string): boolean;
  source(index: number): string;
  target(index: number): string;
}

class EntryArray implements KeptEntries {
  readonly list: GlossaryEntry[] = [];
  get length(): number {
    return this.list.length;
  }
  push(source: string, target: string): void {
    this.list.push({ source, target });
  }
  hasSource(index: number, source: string): boolean {
    return this.list[index]!.source === source;
  }
  source(index: number): string {
    return this.list[index]!.source;
  }
  target(index: number): string {
    return this.list[index]!.target;
  }
}

/**
 * Collects the entries of one dictionary in reading order; `result` drops what repeats among hash collisions.
 * `EntryCollector` hands them on as objects, `PackedEntryCollector` as the service's TSV.
 */
export abstract class EntryCollectorBase<Read extends GlossaryReadReport = GlossaryReadReport> {
  /** Non-empty records read; the readers count them. */
  rows = 0;
  /** Entries that passed every rule and repeat no earlier source, kept or not. */
  candidates = 0;
  private readonly issues: GlossaryLineIssue[] = [];
  private issueCount = 0;
  private readonly ignoredLines: number[] = [];
  private ignoredCount = 0;
  /** For each kept entry, its line and the hash of its source. */
  private readonly lines = new Int32Column();
  private readonly hashes = new Int32Column();
  /** Open addressing: for each source hash, the index of the first entry with it (-1: empty slot). */
  private table = new Int32Array(2048).fill(-1);
  private tableUsed = 0;
  /** TSV size of the candidates given to `add`, each with its line end. */
  private bytes = 0;
  /** UTF-16 units of the kept entries as TSV: never more than their UTF-8 size, so above the limit is surely too large. */
  private keptUnits = 0;
  private full = false;
  /** UTF-8 bytes of the spaces trimmed off candidates (readers that size the text whole take them off). */
  trimmedBytes = 0;

  protected constructor(
    private readonly kept: KeptEntries,
    private readonly trimSpaces: boolean,
  ) {}

  /** Checks an entry and keeps it as a candidate when its phrases are valid; says whether it is one. */
  add(line: number, given: string, givenTarget: string, at = -1): boolean {
    const source = this.trimSpaces ? trimPhrase(given) : given;
    const target = this.trimSpaces ? trimPhrase(givenTarget) : givenTarget;
    const sourceBytes = validPhraseBytes(source);
    const targetBytes = validPhraseBytes(target);
    if (sourceBytes < 0 || targetBytes < 0) {
      for (const issue of validateSourcePhrase(source)) this.issue({ ...issue, line, field: 'source' });
      for (const issue of validateTargetPhrase(target)) this.issue({ ...issue, line, field: 'target' });
      return false;
    }
    const trimmed = source.length !== given.length || target.length !== givenTarget.length;
    if (!this.addChecked(line, source, target, sourceHash(source, 0, source.length), trimmed ? -1 : at)) return false;
    this.bytes += sourceBytes + targetBytes + 2;
    if (trimmed) {
      this.trimmedBytes += utf8ByteLength(given) + utf8ByteLength(givenTarget) - sourceBytes - targetBytes;
    }
    return true;
  }

  /**
   * Takes an entry whose phrases are known to be valid (`hash` is the `sourceHash` of its source). Returns false
   * when its source repeats an earlier one (reported here, not kept); true when it is a candidate, kept unless
   * the kept entries are already surely over the limit.
   */
  addChecked(line: number, source: string, target: string, hash: number, at = -1): boolean {
    const mask = this.table.length - 1;
    let slot = hash & mask;
    for (let index = this.table[slot]!; index !== -1; index = this.table[slot]!) {
      if (this.hashes.get(index) === hash) {
        if (this.kept.hasSource(index, source)) {
          this.issue(duplicateIssue(line, this.lines.get(index)));
          return false;
        }
        slot = -1; // a collision: kept, and sorted out by `result`
        break;
      }
      slot = (slot + 1) & mask;
    }
    this.candidates++;
    if (this.full) return true;
    const index = this.kept.length;
    this.hashes.set(index, hash);
    this.lines.set(index, line);
    this.kept.push(source, target, at);
    if (slot !== -1) {
      this.table[slot] = index;
      if (++this.tableUsed * 2 > this.table.length) this.growTable();
    }
    this.keptUnits += source.length + target.length + 2;
    if (this.keptUnits - 1 > GLOSSARY_LIMITS.dictionaryBytes) this.full = true;
    return true;
  }

  private growTable(): void {
    const table = new Int32Array(this.table.length * 2).fill(-1);
    const mask = table.length - 1;
    for (const index of this.table) {
      if (index === -1) continue;
      let slot = this.hashes.get(index) & mask;
      while (table[slot] !== -1) slot = (slot + 1) & mask;
      table[slot] = index;
    }
    this.table = table;
  }

  /** A line the reader cannot take, said as a catalogue message (its English is written only for kept issues). */
  reject(line: number, reason: GlossaryIssueReason, says: UiMessage): void {
    this.issueCount++;
    if (this.issues.length < KEPT_ISSUES)
      this.issues.push({ line, field: 'entry', reason, message: englishText(says), uiMessage: says });
  }

  issue(issue: GlossaryLineIssue): void {
    this.issueCount++;
    if (this.issues.length < KEPT_ISSUES) this.issues.push(issue);
  }

  ignore(line: number): void {
    this.ignoredCount++;
    if (this.ignoredLines.length < KEPT_ISSUES) this.ignoredLines.push(line);
  }

  /**
   * The report of the whole read, and which kept entries repeat an earlier source among hash collisions
   * (`firstOf`, see glossaryDuplicates.ts); called once, at the end. `candidatesSize` is the TSV size of every
   * candidate; it defaults to the size of those given to `add`.
   */
  protected report(candidatesSize = this.bytes === 0 ? 0 : this.bytes - 1): {
    report: GlossaryReadReport;
    firstOf: Int32Array | undefined;
    dropped: number;
  } {
    const { kept, lines } = this;
    const firstOf = laterDuplicates(kept.length, this.hashes, (i) => kept.source(i));
    const dropped =
      firstOf && duplicatesReport(firstOf, lines, (i) => ({ source: kept.source(i), target: kept.target(i) }));
    const byteSize = candidatesSize - (dropped?.bytes ?? 0);
    let issues = dropped ? mergeByLine(this.issues, dropped.issues).slice(0, KEPT_ISSUES) : this.issues;
    let issueCount = this.issueCount + (dropped?.issues.length ?? 0);
    const tooLarge = byteSize > GLOSSARY_LIMITS.dictionaryBytes || this.full;
    if (tooLarge) {
      issues = [tooLargeIssue(byteSize), ...issues.slice(0, KEPT_ISSUES - 1)];
      issueCount++;
    }
    return {
      report: {
        issues,
        issueCount,
        ignoredLines: this.ignoredLines,
        ignoredLineCount: this.ignoredCount,
        rowCount: this.rows,
        byteSize,
        tooLarge,
      },
      firstOf,
      dropped: dropped?.issues.length ?? 0,
    };
  }

  abstract result(candidatesSize?: number): Read;

  /** The first kept entries whose TSV is within the dictionary limit: how many are kept up to there, and the last one's line. */
  protected fitting(firstOf: Int32Array | undefined): {
    keptCount: number;
    entryCount: number;
    lastLine: number;
    byteSize: number;
  } {
    const { kept, lines } = this;
    let byteSize = 0;
    let entryCount = 0;
    let keptCount = 0;
    let lastLine = 0;
    for (let i = 0; i < kept.length; i++) {
      if (firstOf && firstOf[i] !== -1) continue;
      const size = utf8ByteLength(kept.source(i)) + utf8ByteLength(kept.target(i)) + 1 + (entryCount > 0 ? 1 : 0);
      if (byteSize + size > GLOSSARY_LIMITS.dictionaryBytes) break;
      byteSize += size;
      entryCount++;
      keptCount = i + 1;
      lastLine = lines.get(i);
    }
    return { keptCount, entryCount, lastLine, byteSize };
  }
}

/** Hands the entries on as objects. */
export class EntryCollector extends EntryCollectorBase<GlossaryParseResult> {
  private readonly array: EntryArray;

  constructor(trimSpaces = false) {
    const array = new EntryArray();
    super(array, trimSpaces);
    this.array = array;
  }

  result(candidatesSize?: number): GlossaryParseResult {
    const { report, firstOf } = this.report(candidatesSize);
    const entries = this.array.list;
    if (firstOf) {
      let kept = 0;
      for (let i = 0; i < entries.length; i++) if (firstOf[i] === -1) entries[kept++] = entries[i]!;
      entries.length = kept;
    }
    return { entries, ...report };
  }
}

/** Hands the entries on as the service's TSV, never holding an object per entry (packedEntries.ts). */
export class PackedEntryCollector extends EntryCollectorBase<GlossaryTsvRead> {
  private readonly packed: PackedEntries;

  /** `text`: the text being read, when entries may stand in it as `source\ttarget` (TSV). */
  constructor(trimSpaces = false, text = '') {
    const packed = new PackedEntries(text);
    super(packed, trimSpaces);
    this.packed = packed;
  }

  /**
   * When the entries are more than a dictionary holds, the TSV holds the first ones that fit and `fit` says how
   * many, up to which line, and how many valid entries the whole read had; the report then names no line for it.
   */
  result(candidatesSize?: number): GlossaryTsvRead {
    const { report, firstOf, dropped } = this.report(candidatesSize);
    if (!report.tooLarge)
      return { entriesTsv: this.packed.toTsv(firstOf), entryCount: this.packed.length - dropped, ...report };
    const fit = this.fitting(firstOf);
    const issues = report.issues.filter((issue) => issue.reason !== 'dictionaryTooLarge');
    return {
      ...report,
      issues,
      issueCount: report.issueCount - (report.issues.length - issues.length),
      entriesTsv: this.packed.toTsv(firstOf, fit.keptCount),
      entryCount: fit.entryCount,
      fit: {
        entryCount: fit.entryCount,
        lastLine: fit.lastLine,
        byteSize: fit.byteSize,
        fileEntryCount: this.candidates - dropped,
      },
    };
  }
}

function tooLargeIssue(bytes: number): GlossaryLineIssue {
  const says: UiMessage = { id: 'glossaries.line.tooLarge', values: { megabytes: Math.round(bytes / 100_000) / 10 } };
  return { line: 1, field: 'entry', reason: 'dictionaryTooLarge', message: englishText(says), uiMessage: says };
}
