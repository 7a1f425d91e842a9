// The rules of glossary content, written once: the simulator rejects bad requests with them, main checks
// a dictionary before it leaves, and the editor and importers show errors as the user types.
// Written for speed: a 10 MB dictionary is parsed in one pass with indexOf, one regex test per phrase.

export const GLOSSARY_LIMITS = {
  /** UTF-8 bytes per source or target phrase, and per glossary name. */
  phraseBytes: 1024,
  nameBytes: 1024,
  /**
   * "10 MB per dictionary", read as 10,000,000 bytes (decimal megabytes, as storage limits are usually
   * stated). It is the stricter reading: a dictionary we accept also fits a 10 MiB limit.
   */
  dictionaryBytes: 10_000_000,
} as const;

export interface GlossaryEntry {
  source: string;
  target: string;
}

export type GlossaryEntriesFormat = 'tsv' | 'csv';

export type GlossaryIssueReason =
  | 'emptyPhrase'
  | 'controlCharacter'
  | 'newline'
  | 'surroundingWhitespace'
  | 'phraseTooLong'
  | 'duplicateSource'
  | 'missingSeparator'
  | 'extraField'
  | 'badQuoting'
  | 'dictionaryTooLarge'
  | 'emptyName'
  | 'nameTooLong';

export interface PhraseIssue {
  reason: GlossaryIssueReason;
  /** A sentence a translator understands. */
  message: string;
}

export interface GlossaryLineIssue extends PhraseIssue {
  /** 1-based line where the entry starts (for an entry list: its index + 1). */
  line: number;
  field: 'source' | 'target' | 'entry';
}

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

const NO_ISSUES: readonly PhraseIssue[] = Object.freeze([]);

// Anything outside printable ASCII: a phrase without it is valid as far as characters go, and its UTF-8
// size is its length. Only the rare rest takes the slower checks.
const NOT_PRINTABLE_ASCII = /[^\x20-\x7e]/;
// C0 and C1 controls (tab, LF, VT, FF, CR and NEL among them) and the Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN_CHARACTER = /[\x00-\x1f\x80-\x9f\u2028\u2029]/;
const NEWLINE_CHARACTERS = new Set([0x0a, 0x0b, 0x0c, 0x0d, 0x85, 0x2028, 0x2029]);
// \s plus the one member of Unicode White_Space that \s lacks, U+0085 (NEL).
const SURROUNDING_WHITESPACE = /^[\s\u0085]+|[\s\u0085]+$/g;

/** UTF-8 size of a string (lone surrogates count as the 3 bytes of U+FFFD, as an encoder writes them). */
export function utf8ByteLength(text: string, stopAbove = Infinity): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00) {
      bytes += 4;
      i++;
    } else bytes += 3;
    if (bytes > stopAbove) return bytes;
  }
  return bytes;
}

/** Unicode White_Space plus U+FEFF, which JavaScript's \s also matches. */
function isWhitespaceCode(code: number): boolean {
  if (code < 0x80) return code === 0x20 || (code >= 0x09 && code <= 0x0d);
  return (
    code === 0x85 ||
    code === 0xa0 ||
    code === 0x1680 ||
    (code >= 0x2000 && code <= 0x200a) ||
    code === 0x2028 ||
    code === 0x2029 ||
    code === 0x202f ||
    code === 0x205f ||
    code === 0x3000 ||
    code === 0xfeff
  );
}

/**
 * The hot path of parsing: the UTF-8 size of a phrase that breaks no rule, or -1 when it breaks one (then
 * `phraseIssues` says which). One loop over the characters checks them and counts the bytes; for phrases
 * of a few words it is cheaper than a regex call.
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
  const first = phrase.charCodeAt(0);
  const last = phrase.charCodeAt(length - 1);
  if (bytes > GLOSSARY_LIMITS.phraseBytes || first === 0x20 || last === 0x20) return -1;
  if ((first >= 0x80 && isWhitespaceCode(first)) || (last >= 0x80 && isWhitespaceCode(last))) return -1;
  return bytes;
}

function describeCharacter(code: number): string {
  const hex = code.toString(16).toUpperCase().padStart(4, '0');
  const names: Record<number, string> = {
    0x09: 'a tab',
    0x0a: 'a line break',
    0x0b: 'a vertical tab',
    0x0c: 'a form feed',
    0x0d: 'a carriage return',
    0x85: 'a next-line character',
    0x2028: 'a line separator',
    0x2029: 'a paragraph separator',
  };
  return `${names[code] ?? 'an invisible control character'} (U+${hex})`;
}

/** All that is wrong with one phrase; `what` names it in messages ("source phrase", "target phrase"). */
function phraseIssues(phrase: string, what: string): readonly PhraseIssue[] {
  const length = phrase.length;
  if (length === 0) return [{ reason: 'emptyPhrase', message: `The ${what} is empty. Type a phrase or delete the entry.` }];
  const plainAscii = !NOT_PRINTABLE_ASCII.test(phrase);
  const first = phrase.charCodeAt(0);
  const last = phrase.charCodeAt(length - 1);
  const edgesClean = first !== 0x20 && last !== 0x20 && (plainAscii || (!isWhitespaceCode(first) && !isWhitespaceCode(last)));
  if (plainAscii && edgesClean && length <= GLOSSARY_LIMITS.phraseBytes) return NO_ISSUES;

  const issues: PhraseIssue[] = [];
  if (!plainAscii) {
    const found = FORBIDDEN_CHARACTER.exec(phrase);
    if (found) {
      const code = found[0].charCodeAt(0);
      const isNewline = NEWLINE_CHARACTERS.has(code);
      issues.push({
        reason: isNewline ? 'newline' : 'controlCharacter',
        message: `The ${what} contains ${describeCharacter(code)}. Phrases must be a single line without control characters.`,
      });
    }
  }
  if (!edgesClean) {
    issues.push({ reason: 'surroundingWhitespace', message: `The ${what} starts or ends with a space or other blank character. Trim it.` });
  }
  if (length * 3 > GLOSSARY_LIMITS.phraseBytes) {
    const bytes = plainAscii ? length : utf8ByteLength(phrase, GLOSSARY_LIMITS.phraseBytes);
    if (bytes > GLOSSARY_LIMITS.phraseBytes) {
      issues.push({
        reason: 'phraseTooLong',
        message: `The ${what} is longer than ${GLOSSARY_LIMITS.phraseBytes} bytes (UTF-8). Shorten it.`,
      });
    }
  }
  return issues.length === 0 ? NO_ISSUES : issues;
}

export const validateSourcePhrase = (phrase: string): readonly PhraseIssue[] => phraseIssues(phrase, 'source phrase');
export const validateTargetPhrase = (phrase: string): readonly PhraseIssue[] => phraseIssues(phrase, 'target phrase');

export function validateGlossaryName(name: string): readonly PhraseIssue[] {
  if (name.trim().length === 0) return [{ reason: 'emptyName', message: 'Give the glossary a name.' }];
  if (name.length * 3 > GLOSSARY_LIMITS.nameBytes && utf8ByteLength(name, GLOSSARY_LIMITS.nameBytes) > GLOSSARY_LIMITS.nameBytes) {
    return [{ reason: 'nameTooLong', message: `The glossary name is longer than ${GLOSSARY_LIMITS.nameBytes} bytes (UTF-8). Shorten it.` }];
  }
  return NO_ISSUES;
}

/** The one-click fix for surrounding whitespace. */
export const trimPhrase = (phrase: string): string => phrase.replace(SURROUNDING_WHITESPACE, '');

/** Source phrases that occur more than once, with the indexes of every occurrence. */
export function findDuplicateSources(entries: readonly GlossaryEntry[]): Map<string, number[]> {
  const firstIndex = new Map<string, number>();
  const duplicates = new Map<string, number[]>();
  for (let i = 0; i < entries.length; i++) {
    const source = entries[i]!.source;
    const first = firstIndex.get(source);
    if (first === undefined) firstIndex.set(source, i);
    else {
      const indexes = duplicates.get(source);
      if (indexes) indexes.push(i);
      else duplicates.set(source, [first, i]);
    }
  }
  return duplicates;
}

/** UTF-8 size of entries as TSV: what the service stores and the editor's meter shows against the limit. */
export function dictionaryByteSize(entries: readonly GlossaryEntry[]): number {
  if (entries.length === 0) return 0;
  let bytes = entries.length * 2 - 1; // a tab per entry, a newline between entries
  for (const { source, target } of entries) bytes += utf8ByteLength(source) + utf8ByteLength(target);
  return bytes;
}

export function serializeEntriesTsv(entries: readonly GlossaryEntry[]): string {
  return entries.map((entry) => `${entry.source}\t${entry.target}`).join('\n');
}

/** Checks an entry list as the editor holds it (line = index + 1); for main before sending. */
export function validateGlossaryEntries(entries: readonly GlossaryEntry[]): GlossaryLineIssue[] {
  const issues: GlossaryLineIssue[] = [];
  const seen = new Map<string, number>();
  let bytes = entries.length > 0 ? entries.length * 2 - 1 : 0;
  for (let i = 0; i < entries.length; i++) {
    const { source, target } = entries[i]!;
    const line = i + 1;
    for (const issue of validateSourcePhrase(source)) issues.push({ line, field: 'source', ...issue });
    for (const issue of validateTargetPhrase(target)) issues.push({ line, field: 'target', ...issue });
    const first = seen.get(source);
    if (first === undefined) seen.set(source, line);
    else if (source.length > 0) issues.push(duplicateIssue(line, first));
    bytes += utf8ByteLength(source) + utf8ByteLength(target);
  }
  if (bytes > GLOSSARY_LIMITS.dictionaryBytes) issues.unshift(tooLargeIssue(bytes));
  return issues;
}

const duplicateIssue = (line: number, first: number): GlossaryLineIssue => ({
  line,
  field: 'source',
  reason: 'duplicateSource',
  message: `This source phrase is already on line ${first}. Keep one of the two.`,
});

const tooLargeIssue = (bytes: number): GlossaryLineIssue => ({
  line: 1,
  field: 'entry',
  reason: 'dictionaryTooLarge',
  message: `The dictionary holds ${(bytes / 1_000_000).toFixed(1)} MB; the limit is 10 MB. Split it into two glossaries.`,
});

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
  } else {
    readTsv(text, start, collector);
  }
  return collector.result();
}

/** Applies the same rules to rows read from elsewhere (a spreadsheet, a TBX file), each with its own line. */
export function checkEntryRows(rows: Iterable<{ line: number; source: string; target: string }>): GlossaryParseResult {
  const collector = new EntryCollector();
  for (const row of rows) collector.add(row.line, row.source, row.target);
  return collector.result();
}

class EntryCollector {
  readonly entries: GlossaryEntry[] = [];
  readonly issues: GlossaryLineIssue[] = [];
  readonly ignoredLines: number[] = [];
  private readonly seen = new Map<string, number>();
  private bytes = 0;

  add(line: number, source: string, target: string): void {
    const sourceBytes = validPhraseBytes(source);
    const targetBytes = validPhraseBytes(target);
    if (sourceBytes < 0 || targetBytes < 0) this.addInvalid(line, source, target);
    else this.addValid(line, source, target, sourceBytes, targetBytes);
  }

  addValid(line: number, source: string, target: string, sourceBytes: number, targetBytes: number): void {
    const first = this.seen.get(source);
    if (first !== undefined) {
      this.issues.push(duplicateIssue(line, first));
      return;
    }
    this.seen.set(source, line);
    this.entries.push({ source, target });
    this.bytes += sourceBytes + targetBytes + 2;
  }

  addInvalid(line: number, source: string, target: string): void {
    for (const issue of validateSourcePhrase(source)) this.issues.push({ line, field: 'source', reason: issue.reason, message: issue.message });
    for (const issue of validateTargetPhrase(target)) this.issues.push({ line, field: 'target', reason: issue.reason, message: issue.message });
  }

  reject(line: number, reason: GlossaryIssueReason, message: string): void {
    this.issues.push({ line, field: 'entry', reason, message });
  }

  result(): GlossaryParseResult {
    const byteSize = this.entries.length === 0 ? 0 : this.bytes - 1;
    const tooLarge = byteSize > GLOSSARY_LIMITS.dictionaryBytes;
    if (tooLarge) this.issues.unshift(tooLargeIssue(byteSize));
    return { entries: this.entries, issues: this.issues, ignoredLines: this.ignoredLines, byteSize, tooLarge };
  }
}

/** The first position of `char` at or after `from`, remembering the last search so a file without it stays linear. */
class CharFinder {
  private searchedFrom = -1;
  private found = -1;
  constructor(
    private readonly text: string,
    private readonly char: string,
  ) {}
  at(from: number): number {
    if (this.searchedFrom !== -1 && from >= this.searchedFrom && (this.found === -1 || this.found >= from)) return this.found;
    this.searchedFrom = from;
    this.found = this.text.indexOf(this.char, from);
    return this.found;
  }
}

function readTsv(text: string, start: number, collector: EntryCollector): void {
  const length = text.length;
  const tabs = new CharFinder(text, '\t');
  let line = 0;
  let pos = start;
  while (pos < length) {
    line++;
    let lineEnd = text.indexOf('\n', pos);
    if (lineEnd === -1) lineEnd = length;
    const next = lineEnd + 1;
    let end = lineEnd;
    if (end > pos && text.charCodeAt(end - 1) === 0x0d) end--;
    if (end === pos) {
      pos = next;
      continue;
    }
    const tab = tabs.at(pos);
    if (tab === -1 || tab >= end) {
      collector.reject(line, 'missingSeparator', 'This line has no tab between the source and the target phrase.');
    } else {
      const source = text.slice(pos, tab);
      const target = text.slice(tab + 1, end);
      const sourceBytes = validPhraseBytes(source);
      const targetBytes = validPhraseBytes(target);
      if (sourceBytes >= 0 && targetBytes >= 0) collector.addValid(line, source, target, sourceBytes, targetBytes);
      else if (target.includes('\t')) collector.reject(line, 'extraField', 'This line has more than one tab. A phrase cannot contain a tab.');
      else collector.addInvalid(line, source, target);
    }
    pos = next;
  }
}

/** CSV per RFC 4180, tolerant of CRLF; a record may span lines inside quotes and is reported on its first line. */
function readCsv(text: string, start: number, collector: EntryCollector, sourceLang?: string, targetLang?: string): void {
  const length = text.length;
  const quotes = new CharFinder(text, '"');
  const commas = new CharFinder(text, ',');
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
