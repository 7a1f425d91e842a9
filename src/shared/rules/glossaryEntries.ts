// The rules of glossary content, written once: the simulator rejects bad requests with them, main checks
// a dictionary before it leaves, and the editor and importers show errors as the user types. Reading TSV
// and CSV text into entries under these rules is glossaryParsing.ts.
import type { UiMessage } from '../i18n/catalogue';

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
  /** A sentence a translator understands (English, for logs and reports). */
  message: string;
  /** The same sentence as a message of the catalogue, which the window words in the user's language. */
  uiMessage?: UiMessage;
}

export interface GlossaryLineIssue extends PhraseIssue {
  /** 1-based line where the entry starts (for an entry list: its index + 1). */
  line: number;
  field: 'source' | 'target' | 'entry';
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
export function isWhitespaceCode(code: number): boolean {
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

/** The name of a forbidden character, as the `character` select of `glossaries.phrase.controlCharacter`. */
const CHARACTER_NAMES: Record<number, string> = {
  0x09: 'tab',
  0x0a: 'lineBreak',
  0x0b: 'verticalTab',
  0x0c: 'formFeed',
  0x0d: 'carriageReturn',
  0x85: 'nextLine',
  0x2028: 'lineSeparator',
  0x2029: 'paragraphSeparator',
};

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

/** All that is wrong with one phrase, the source or the target of an entry. */
function phraseIssues(phrase: string, side: 'source' | 'target'): readonly PhraseIssue[] {
  const what = `${side} phrase`;
  const length = phrase.length;
  if (length === 0)
    return [
      {
        reason: 'emptyPhrase',
        message: `The ${what} is empty. Type a phrase or delete the entry.`,
        uiMessage: { id: 'glossaries.phrase.empty', values: { side } },
      },
    ];
  const plainAscii = !NOT_PRINTABLE_ASCII.test(phrase);
  const first = phrase.charCodeAt(0);
  const last = phrase.charCodeAt(length - 1);
  const edgesClean =
    first !== 0x20 && last !== 0x20 && (plainAscii || (!isWhitespaceCode(first) && !isWhitespaceCode(last)));
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
        uiMessage: {
          id: 'glossaries.phrase.controlCharacter',
          values: {
            side,
            character: CHARACTER_NAMES[code] ?? 'other',
            code: code.toString(16).toUpperCase().padStart(4, '0'),
          },
        },
      });
    }
  }
  if (!edgesClean) {
    issues.push({
      reason: 'surroundingWhitespace',
      message: `The ${what} starts or ends with a space or other blank character. Trim it.`,
      uiMessage: { id: 'glossaries.phrase.surroundingWhitespace', values: { side } },
    });
  }
  if (length * 3 > GLOSSARY_LIMITS.phraseBytes) {
    const bytes = plainAscii ? length : utf8ByteLength(phrase, GLOSSARY_LIMITS.phraseBytes);
    if (bytes > GLOSSARY_LIMITS.phraseBytes) {
      issues.push({
        reason: 'phraseTooLong',
        message: `The ${what} is longer than ${GLOSSARY_LIMITS.phraseBytes} bytes (UTF-8). Shorten it.`,
        uiMessage: { id: 'glossaries.phrase.tooLong', values: { side, limit: GLOSSARY_LIMITS.phraseBytes } },
      });
    }
  }
  return issues.length === 0 ? NO_ISSUES : issues;
}

export const validateSourcePhrase = (phrase: string): readonly PhraseIssue[] => phraseIssues(phrase, 'source');
export const validateTargetPhrase = (phrase: string): readonly PhraseIssue[] => phraseIssues(phrase, 'target');

export function validateGlossaryName(name: string): readonly PhraseIssue[] {
  if (name.trim().length === 0)
    return [{ reason: 'emptyName', message: 'Give the glossary a name.', uiMessage: { id: 'glossaries.name.empty' } }];
  if (
    name.length * 3 > GLOSSARY_LIMITS.nameBytes &&
    utf8ByteLength(name, GLOSSARY_LIMITS.nameBytes) > GLOSSARY_LIMITS.nameBytes
  ) {
    return [
      {
        reason: 'nameTooLong',
        message: `The glossary name is longer than ${GLOSSARY_LIMITS.nameBytes} bytes (UTF-8). Shorten it.`,
        uiMessage: { id: 'glossaries.name.tooLong', values: { limit: GLOSSARY_LIMITS.nameBytes } },
      },
    ];
  }
  return NO_ISSUES;
}

/** The one-click fix for surrounding whitespace. */
export const trimPhrase = (phrase: string): string => phrase.replace(SURROUNDING_WHITESPACE, '');

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
