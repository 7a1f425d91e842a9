// Reading a dictionary, TSV (the service's own format) or CSV, into entries under the content rules of
// glossaryEntries.ts. A dictionary may hold 240,000 entries and is read as the user waits, so reading is
// built for speed: native searches (indexOf, one regex) over the whole text find the few characters that
// need a closer look, so a clean TSV line costs a few constant-time checks, two slices and a hash of its
// source; duplicate sources are then found in one radix-sorted pass over the hashes (glossaryDuplicates.ts).
import {
  GLOSSARY_LIMITS,
  isWhitespaceCode,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
  type GlossaryIssueReason,
  type GlossaryLineIssue,
} from './glossaryEntries';
import { dropLaterDuplicates, mergeByLine, sourceHash } from './glossaryDuplicates';

export type GlossaryEntriesFormat = 'tsv' | 'csv';

export interface GlossaryParseOptions {
  format?: GlossaryEntriesFormat;
  /** The dictionary's pair. CSV entries whose trailing codes name another pair are ignored. */
  sourceLang?: string;
  targetLang?: string;
}

export interface GlossaryParseResult {
  /** Valid entries, in the order they appear. */
  entries: GlossaryEntry[];
  /** Every rejected line, with why. Lines are in ascending order. */
  issues: GlossaryLineIssue[];
  /** Lines skipped because their language codes name another pair (ignored by the service, not errors). */
  ignoredLines: number[];
  /** UTF-8 size of the valid entries as TSV, the form in which they are sent and stored. */
  byteSize: number;
  /** Set when the valid entries exceed the dictionary limit (also listed in `issues`, on line 1). */
  tooLarge: boolean;
}

/**
 * Parses TSV or CSV entries and applies every content rule. Empty lines are skipped. A CSV entry may carry
 * its source and target language codes after the phrases; when they do not match `sourceLang`/`targetLang`
 * it is ignored (listed in `ignoredLines`), as the service does.
 */
export function parseGlossaryEntries(text: string, options: GlossaryParseOptions = {}): GlossaryParseResult {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const collector = new EntryCollector();
  if ((options.format ?? 'tsv') === 'csv') {
    readCsv(text, start, collector, options.sourceLang?.toLowerCase(), options.targetLang?.toLowerCase());
    return collector.result();
  }
  return collector.result(readTsv(text, start, collector));
}

/** Applies the same rules to rows read from elsewhere (a spreadsheet, a TBX file), each with its own line. */
export function checkEntryRows(rows: Iterable<{ line: number; source: string; target: string }>): GlossaryParseResult {
  const collector = new EntryCollector();
  for (const row of rows) collector.add(row.line, row.source, row.target);
  return collector.result();
}

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
  return first === 0x20 || last === 0x20 || (first >= 0x80 && isWhitespaceCode(first)) || (last >= 0x80 && isWhitespaceCode(last));
}

/**
 * Whether text[from, to) is surely a valid phrase, judged without reading its inner characters: the caller
 * knows they hold no control character. A phrase too long to be sure of its byte size without counting is
 * not surely valid, and is checked in full.
 */
function isCleanPhrase(text: string, from: number, to: number): boolean {
  const length = to - from;
  return length > 0 && length <= CERTAINLY_SHORT_ENOUGH && !hasBlankEdge(text, from, to);
}

/** A phrase of up to this many UTF-16 units is within the byte limit whatever it holds (3 bytes per unit at most). */
const CERTAINLY_SHORT_ENOUGH = Math.floor(GLOSSARY_LIMITS.phraseBytes / 3);

/**
 * Collects the entries of one dictionary in reading order. Valid entries are candidates until `result`,
 * which drops the later occurrences of a source phrase (see `laterDuplicates`).
 */
class EntryCollector {
  readonly entries: GlossaryEntry[] = [];
  readonly issues: GlossaryLineIssue[] = [];
  readonly ignoredLines: number[] = [];
  private readonly lines: number[] = [];
  private hashes = new Int32Array(1024);
  /** TSV size of the candidates given to `add`, each with its line end. */
  private bytes = 0;

  /** Checks an entry and keeps it as a candidate when its phrases are valid; says whether it did. */
  add(line: number, source: string, target: string): boolean {
    const sourceBytes = validPhraseBytes(source);
    const targetBytes = validPhraseBytes(target);
    if (sourceBytes < 0 || targetBytes < 0) {
      for (const issue of validateSourcePhrase(source)) this.issues.push({ line, field: 'source', reason: issue.reason, message: issue.message });
      for (const issue of validateTargetPhrase(target)) this.issues.push({ line, field: 'target', reason: issue.reason, message: issue.message });
      return false;
    }
    this.addChecked(line, source, target, sourceHash(source, 0, source.length));
    this.bytes += sourceBytes + targetBytes + 2;
    return true;
  }

  /** Keeps an entry whose phrases are known to be valid; `hash` is the `sourceHash` of its source. */
  addChecked(line: number, source: string, target: string, hash: number): void {
    const index = this.entries.length;
    if (index === this.hashes.length) {
      const grown = new Int32Array(index * 2);
      grown.set(this.hashes);
      this.hashes = grown;
    }
    this.hashes[index] = hash;
    this.entries.push({ source, target });
    this.lines.push(line);
  }

  reject(line: number, reason: GlossaryIssueReason, message: string): void {
    this.issues.push({ line, field: 'entry', reason, message });
  }

  /**
   * Drops duplicates and reports them; called once, at the end. `candidatesSize` is the TSV size of every candidate; it defaults
   * to the size of those given to `add`.
   */
  result(candidatesSize = this.entries.length === 0 ? 0 : this.bytes - 1): GlossaryParseResult {
    const { entries, lines } = this;
    const dropped = dropLaterDuplicates(entries, lines, this.hashes);
    const byteSize = candidatesSize - (dropped?.bytes ?? 0);
    const issues = dropped ? mergeByLine(this.issues, dropped.issues) : this.issues;
    const tooLarge = byteSize > GLOSSARY_LIMITS.dictionaryBytes;
    if (tooLarge) issues.unshift(tooLargeIssue(byteSize));
    return { entries, issues, ignoredLines: this.ignoredLines, byteSize, tooLarge };
  }
}

const tooLargeIssue = (bytes: number): GlossaryLineIssue => ({
  line: 1,
  field: 'entry',
  reason: 'dictionaryTooLarge',
  message: `The dictionary holds ${(bytes / 1_000_000).toFixed(1)} MB; the limit is 10 MB. Split it into two glossaries.`,
});

/**
 * The first match at or after a position, remembering the last search: asked in ascending order, as the
 * readers do, the whole text is searched about once, so a file without a single match stays linear.
 */
class NextMatch {
  private searchedFrom = -1;
  private found = -1;
  private constructor(private readonly search: (from: number) => number) {}

  static ofChar(text: string, char: string): NextMatch {
    return new NextMatch((from) => text.indexOf(char, from));
  }

  /** `pattern` must have the global flag; it is used by this finder alone. */
  static ofPattern(text: string, pattern: RegExp): NextMatch {
    return new NextMatch((from) => {
      pattern.lastIndex = from;
      return pattern.exec(text)?.index ?? -1;
    });
  }

  /** The position, or -1 when there is none. */
  at(from: number): number {
    if (this.searchedFrom !== -1 && from >= this.searchedFrom && (this.found === -1 || this.found >= from)) return this.found;
    this.searchedFrom = from;
    this.found = this.search(from);
    return this.found;
  }
}

// What a TSV line may not hold outside its single tab and line end: C0 and C1 controls, the Unicode line and
// paragraph separators, and a carriage return not ending the line. A line without any is judged in O(1).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const SUSPECT_IN_TSV = /[\x00-\x08\x0b\x0c\x0e-\x1f\x80-\x9f\u2028\u2029]|\r(?!\n)/g;

/**
 * TSV, one entry per line, CRLF allowed. Reports into `collector` and returns the UTF-8 size, as TSV, of the
 * candidate entries. That size is not summed phrase by phrase: it is the text's encoded size less what gave no
 * candidate (line ends, the rare rejected line), so a clean line is never read character by character.
 */
function readTsv(text: string, start: number, collector: EntryCollector): number {
  const length = text.length;
  const tabs = NextMatch.ofChar(text, '\t');
  const suspects = NextMatch.ofPattern(text, new RegExp(SUSPECT_IN_TSV));
  let line = 0;
  let pos = start;
  let lineEndBytes = 0;
  let droppedBytes = 0;
  while (pos < length) {
    line++;
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd === -1) lineEnd = length;
    else lineEndBytes++;
    let end = lineEnd;
    if (end > pos && text.charCodeAt(end - 1) === 0x0d) {
      end--;
      lineEndBytes++;
    }
    if (end > pos && !readTsvLine(text, pos, end, line, tabs, suspects, collector)) droppedBytes += utf8ByteLength(text.slice(pos, end));
    pos = lineEnd + 1;
  }
  const candidates = collector.entries.length;
  return candidates === 0 ? 0 : encodedSize(text, start) - lineEndBytes - droppedBytes + candidates - 1;
}

/** One non-empty line, text[pos, end) without its line end; says whether it gave a candidate entry. */
function readTsvLine(text: string, pos: number, end: number, line: number, tabs: NextMatch, suspects: NextMatch, collector: EntryCollector): boolean {
  const tab = tabs.at(pos);
  if (tab === -1 || tab >= end) {
    collector.reject(line, 'missingSeparator', 'This line has no tab between the source and the target phrase.');
    return false;
  }
  const nextTab = tabs.at(tab + 1);
  if (nextTab !== -1 && nextTab < end) {
    collector.reject(line, 'extraField', 'This line has more than one tab. A phrase cannot contain a tab.');
    return false;
  }
  const suspect = suspects.at(pos);
  if ((suspect === -1 || suspect >= end) && isCleanPhrase(text, pos, tab) && isCleanPhrase(text, tab + 1, end)) {
    collector.addChecked(line, text.slice(pos, tab), text.slice(tab + 1, end), sourceHash(text, pos, tab));
    return true;
  }
  return collector.add(line, text.slice(pos, tab), text.slice(tab + 1, end));
}

/** UTF-8 size of text[start..], by the platform's encoder in chunks (native speed, little memory). */
function encodedSize(text: string, start: number): number {
  const chunk = 1 << 16;
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(chunk * 3);
  let bytes = 0;
  for (let from = start; from < text.length; ) {
    let to = Math.min(text.length, from + chunk);
    // Never split a surrogate pair: each half alone would be encoded as U+FFFD.
    if (to < text.length && (text.charCodeAt(to - 1) & 0xfc00) === 0xd800) to--;
    bytes += encoder.encodeInto(text.slice(from, to), buffer).written;
    from = to;
  }
  return bytes;
}

/** CSV per RFC 4180, tolerant of CRLF; a record may span lines inside quotes and is reported on its first line. */
function readCsv(text: string, start: number, collector: EntryCollector, sourceLang?: string, targetLang?: string): void {
  const length = text.length;
  const quotes = NextMatch.ofChar(text, '"');
  const commas = NextMatch.ofChar(text, ',');
  const fields: string[] = [];
  let line = 0;
  let pos = start;
  while (pos < length) {
    line++;
    const recordLine = line;
    fields.length = 0;
    let error: string | undefined;
    // Read one record.
    for (;;) {
      if (text.charCodeAt(pos) === 0x22) {
        let value = '';
        let from = pos + 1;
        for (;;) {
          const quote = quotes.at(from);
          if (quote === -1) {
            error = 'A quoted phrase is never closed. Add the closing double quote.';
            break;
          }
          value += text.slice(from, quote);
          if (text.charCodeAt(quote + 1) === 0x22) {
            value += '"';
            from = quote + 2;
          } else {
            pos = quote + 1;
            break;
          }
        }
        if (error !== undefined) {
          // No quote follows, so resuming on the next line cannot meet another open quote: stays linear.
          const lineEnd = text.indexOf('\n', pos);
          pos = lineEnd === -1 ? length : lineEnd + 1;
          break;
        }
        line += countNewlines(value);
        fields.push(value);
        const after = text.charCodeAt(pos);
        if (after === 0x2c) {
          pos++;
          continue;
        }
        if (pos >= length || after === 0x0a || (after === 0x0d && text.charCodeAt(pos + 1) === 0x0a)) {
          pos += pos >= length ? 0 : after === 0x0a ? 1 : 2;
          break;
        }
        error = 'Text follows a closing double quote. Double any quote inside a quoted phrase ("").';
        const lineEnd = text.indexOf('\n', pos);
        pos = lineEnd === -1 ? length : lineEnd + 1;
        break;
      }
      // Unquoted field: up to the next comma or line end.
      let lineEnd = text.indexOf('\n', pos);
      if (lineEnd === -1) lineEnd = length;
      const comma = commas.at(pos);
      if (comma !== -1 && comma < lineEnd) {
        fields.push(text.slice(pos, comma));
        pos = comma + 1;
        continue;
      }
      const end = lineEnd > pos && text.charCodeAt(lineEnd - 1) === 0x0d ? lineEnd - 1 : lineEnd;
      fields.push(text.slice(pos, end));
      pos = lineEnd + 1;
      break;
    }
    if (error !== undefined) {
      collector.reject(recordLine, 'badQuoting', error);
      continue;
    }
    if (fields.length === 1 && fields[0] === '') continue; // empty line
    if (fields.length === 1) {
      collector.reject(recordLine, 'missingSeparator', 'This line has no comma between the source and the target phrase.');
    } else if (fields.length === 2) {
      collector.add(recordLine, fields[0]!, fields[1]!);
    } else if (fields.length === 4) {
      const lineSource = fields[2]!.trim().toLowerCase();
      const lineTarget = fields[3]!.trim().toLowerCase();
      if ((sourceLang !== undefined && !sameLanguage(lineSource, sourceLang)) || (targetLang !== undefined && !sameLanguage(lineTarget, targetLang))) {
        collector.ignoredLines.push(recordLine);
      } else {
        collector.add(recordLine, fields[0]!, fields[1]!);
      }
    } else {
      collector.reject(
        recordLine,
        'extraField',
        `This line has ${fields.length} fields; expected a source and a target phrase, optionally followed by both language codes. Enclose a phrase with a comma in double quotes.`,
      );
    }
  }
}

/** A glossary applies to a language, not a variant: `en-US` matches `en`. */
function sameLanguage(code: string, expected: string): boolean {
  const base = (value: string) => {
    const dash = value.indexOf('-');
    return dash === -1 ? value : value.slice(0, dash);
  };
  return base(code) === base(expected);
}

function countNewlines(value: string): number {
  let count = 0;
  for (let i = value.indexOf('\n'); i !== -1; i = value.indexOf('\n', i + 1)) count++;
  return count;
}
