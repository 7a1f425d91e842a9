// Reading a dictionary, TSV (the service's own format) or CSV, into entries under the content rules of
// glossaryEntries.ts. A dictionary may hold 240,000 entries and is read as the user waits, so reading is
// built for speed: native searches (indexOf, one regex) over the whole text find the few characters that
// need a closer look, so a clean TSV line costs a few constant-time checks, two slices and a hash of its
// source; duplicate sources are then found in one radix-sorted pass over the hashes (glossaryDuplicates.ts).
import { utf8ByteLength, type GlossaryEntry, type GlossaryLineIssue } from '../../../shared/rules/glossaryEntries';
import { sourceHash } from './glossaryDuplicates';
import { EntryCollector, type EntryCollectorBase, PackedEntryCollector, isCleanPhrase } from './glossaryCollector';

export { KEPT_ISSUES } from './glossaryCollector';

type GlossaryEntriesFormat = 'tsv' | 'csv';

export interface GlossaryParseOptions {
  format?: GlossaryEntriesFormat;
  /** Spaces at the start and end of a phrase are trimmed instead of rejecting the line (the user agreed). */
  trimSpaces?: boolean;
  /** The dictionary's pair. CSV entries whose trailing codes name another pair are ignored. */
  sourceLang?: string;
  targetLang?: string;
}

/** What a read found, besides the entries themselves. */
export interface GlossaryReadReport {
  /** The first thousand rejected lines, with why, in ascending order; `issueCount` counts them all. */
  issues: GlossaryLineIssue[];
  issueCount: number;
  /** The first thousand lines skipped because their language codes name another pair (ignored by the service, not errors). */
  ignoredLines: number[];
  ignoredLineCount: number;
  /** Non-empty lines (records) read. */
  rowCount: number;
  /** UTF-8 size of the valid entries as TSV, the form in which they are sent and stored. */
  byteSize: number;
  /** Set when the valid entries exceed the dictionary limit (also listed in `issues`, on line 1). */
  tooLarge: boolean;
}

export interface GlossaryParseResult extends GlossaryReadReport {
  /** Valid entries, in the order they appear (when `tooLarge`, those up to about the limit). */
  entries: GlossaryEntry[];
}

/** A read whose entries are wanted as the service's TSV (an import the window is to edit): never held as objects. */
export interface GlossaryTsvRead extends GlossaryReadReport {
  /** The valid entries as `serializeEntriesTsv` writes them, in the order they appear (when `fit`, those that fit). */
  entriesTsv: string;
  entryCount: number;
  /** When `tooLarge`: the first entries that fit in a dictionary, up to which line, and the read's valid entries. */
  fit?: { entryCount: number; lastLine: number; byteSize: number; fileEntryCount: number };
}

/**
 * Parses TSV or CSV entries and applies every content rule. Empty lines are skipped. A CSV entry may carry
 * its source and target language codes after the phrases; when they do not match `sourceLang`/`targetLang`
 * it is ignored (listed in `ignoredLines`), as the service does.
 */
export function parseGlossaryEntries(text: string, options: GlossaryParseOptions = {}): GlossaryParseResult {
  return readEntries(text, options, new EntryCollector(options.trimSpaces));
}

/** As `parseGlossaryEntries`, with the entries as the service's TSV. */
export function parseGlossaryEntriesToTsv(text: string, options: GlossaryParseOptions = {}): GlossaryTsvRead {
  return readEntries(text, options, new PackedEntryCollector(options.trimSpaces, text));
}

function readEntries<Read extends GlossaryReadReport>(
  text: string,
  options: GlossaryParseOptions,
  collector: EntryCollectorBase<Read>,
): Read {
  const start = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  if ((options.format ?? 'tsv') === 'csv') {
    readCsv(text, start, collector, options.sourceLang?.toLowerCase(), options.targetLang?.toLowerCase());
    return collector.result();
  }
  return collector.result(readTsv(text, start, collector));
}

/** Applies the same rules to rows read from elsewhere (a spreadsheet, a TBX file), each with its own line. */
export function checkEntryRows(
  rows: Iterable<{ line: number; source: string; target: string }>,
  options: { trimSpaces?: boolean } = {},
): GlossaryParseResult {
  const collector = new EntryCollector(options.trimSpaces);
  for (const row of rows) {
    collector.rows++;
    collector.add(row.line, row.source, row.target);
  }
  return collector.result();
}

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
    if (this.searchedFrom !== -1 && from >= this.searchedFrom && (this.found === -1 || this.found >= from))
      return this.found;
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
function readTsv(text: string, start: number, collector: EntryCollectorBase): number {
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
    if (end > pos) {
      collector.rows++;
      if (!readTsvLine(text, pos, end, line, tabs, suspects, collector))
        droppedBytes += utf8ByteLength(text.slice(pos, end));
    }
    pos = lineEnd + 1;
  }
  const candidates = collector.candidates;
  return candidates === 0
    ? 0
    : encodedSize(text, start) - lineEndBytes - droppedBytes - collector.trimmedBytes + candidates - 1;
}

/** One non-empty line, text[pos, end) without its line end; says whether it gave a candidate entry. */
function readTsvLine(
  text: string,
  pos: number,
  end: number,
  line: number,
  tabs: NextMatch,
  suspects: NextMatch,
  collector: EntryCollectorBase,
): boolean {
  const tab = tabs.at(pos);
  if (tab === -1 || tab >= end) {
    collector.reject(line, 'missingSeparator', {
      id: 'glossaries.line.missingSeparator',
      values: { separator: 'tab' },
    });
    return false;
  }
  const nextTab = tabs.at(tab + 1);
  if (nextTab !== -1 && nextTab < end) {
    collector.reject(line, 'extraField', { id: 'glossaries.line.extraTab' });
    return false;
  }
  const suspect = suspects.at(pos);
  if ((suspect === -1 || suspect >= end) && isCleanPhrase(text, pos, tab) && isCleanPhrase(text, tab + 1, end)) {
    return collector.addChecked(line, text.slice(pos, tab), text.slice(tab + 1, end), sourceHash(text, pos, tab), pos);
  }
  return collector.add(line, text.slice(pos, tab), text.slice(tab + 1, end), pos);
}

/** UTF-8 size of text[start..], by the platform's encoder in chunks (native speed, little memory). */
function encodedSize(text: string, start: number): number {
  const chunk = 1 << 16;
  const encoder = new TextEncoder();
  const buffer = new Uint8Array(chunk * 3);
  let bytes = 0;
  for (let from = start; from < text.length;) {
    let to = Math.min(text.length, from + chunk);
    // Never split a surrogate pair: each half alone would be encoded as U+FFFD.
    if (to < text.length && (text.charCodeAt(to - 1) & 0xfc00) === 0xd800) to--;
    bytes += encoder.encodeInto(text.slice(from, to), buffer).written;
    from = to;
  }
  return bytes;
}

/** CSV per RFC 4180, tolerant of CRLF; a record may span lines inside quotes and is reported on its first line. */
function readCsv(
  text: string,
  start: number,
  collector: EntryCollectorBase,
  sourceLang?: string,
  targetLang?: string,
): void {
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
    let error: 'glossaries.line.quoteNotClosed' | 'glossaries.line.textAfterQuote' | undefined;
    // Read one record.
    for (;;) {
      if (text.charCodeAt(pos) === 0x22) {
        let value = '';
        let from = pos + 1;
        for (;;) {
          const quote = quotes.at(from);
          if (quote === -1) {
            error = 'glossaries.line.quoteNotClosed';
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
        error = 'glossaries.line.textAfterQuote';
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
      collector.rows++;
      collector.reject(recordLine, 'badQuoting', { id: error });
      continue;
    }
    if (fields.length === 1 && fields[0] === '') continue; // empty line
    collector.rows++;
    if (fields.length === 1) {
      collector.reject(recordLine, 'missingSeparator', {
        id: 'glossaries.line.missingSeparator',
        values: { separator: 'comma' },
      });
    } else if (fields.length === 2) {
      collector.add(recordLine, fields[0]!, fields[1]!);
    } else if (fields.length === 4) {
      const lineSource = fields[2]!.trim().toLowerCase();
      const lineTarget = fields[3]!.trim().toLowerCase();
      if (
        (sourceLang !== undefined && !sameLanguage(lineSource, sourceLang)) ||
        (targetLang !== undefined && !sameLanguage(lineTarget, targetLang))
      ) {
        collector.ignore(recordLine);
      } else {
        collector.add(recordLine, fields[0]!, fields[1]!);
      }
    } else {
      collector.reject(recordLine, 'extraField', {
        id: 'glossaries.line.extraFields',
        values: { count: fields.length },
      });
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
