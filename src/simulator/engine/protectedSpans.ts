// Splits text into spans a translator must never touch (markup, placeholders, entities, URLs) and free text.
// Tags and placeholders are what CAT tools and apps put in strings; changing one byte of them breaks the file.
//
// Linear on any input: the scan never tries a pattern again over text it already ruled out. Comments and
// CDATA sections are found by their opener and a remembered next closer (an unclosed `<!--` costs nothing
// more), tag attributes are matched without nested repetition, and an e-mail address is only tried where a
// run of address characters starts.

import { count, type WorkCounter } from '../../node/formats/markup/workCounter';

export interface TextSpan {
  text: string;
  isProtected: boolean;
}

const COMMENT_OPEN = '<!--';
const COMMENT_CLOSE = '-->';
const CDATA_OPEN = '<![CDATA[';
const CDATA_CLOSE = ']]>';

const EMAIL_LOCAL_CHAR = /[\w.+-]/;
const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;

const OTHER_PATTERNS = [
  String.raw`<\/?[A-Za-z][\w:.-]*(?:\s[^<>]*)?\/?>`, // <b>, </b>, <x id="1"/>, <ph id="2" disp="x"/>
  String.raw`&(?:[A-Za-z][A-Za-z0-9]*|#\d+|#[xX][0-9A-Fa-f]+);`, // &amp; &#169; &#xA9;
  String.raw`\{\{[^{}]*\}\}`, // {{var}}
  String.raw`[$%]\{[^{}]*\}`, // ${var} %{var}
  String.raw`\{[\w.:-]*\}`, // {0} {name} {}
  String.raw`%(?:\d+\$)?[-+0#]*(?:\d+|\*)?(?:\.\d+)?(?:hh|h|ll|l|L|z|j|t)?[sdiufFeEgGxXoaAcpn@]`, // %s %1$d %.2f
  String.raw`%%`,
  String.raw`https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]`, // URLs, without trailing punctuation
];

// Group 1: a comment opener, group 2: a CDATA opener (their closers are looked up separately).
const OPENERS = String.raw`(<!--)|(<!\[CDATA\[)`;
/** Finds the next span; an e-mail address only where a run of address characters starts. */
const NEXT_SPAN = new RegExp([OPENERS, ...OTHER_PATTERNS, String.raw`(?<![\w.+-])${EMAIL}`].join('|'), 'g');
/** A span exactly here, for a search that starts inside a run of address characters. */
const SPAN_HERE = new RegExp([OPENERS, ...OTHER_PATTERNS, EMAIL].join('|'), 'y');
/** The same without e-mail addresses, for text without an `@` (most text): no word is tried as an address. */
const NEXT_SPAN_NO_EMAIL = new RegExp([OPENERS, ...OTHER_PATTERNS].join('|'), 'g');

/** `text.indexOf(needle, from)`, remembering the answer so the scan never searches the same text twice. */
function closerFinder(text: string, needle: string, work: WorkCounter | undefined): (from: number) => number {
  let found = -2; // not searched yet; -1: none after the last search start
  return (from) => {
    if (found === -1 || (found !== -2 && found >= from)) return found;
    found = text.indexOf(needle, from);
    count(work, (found === -1 ? text.length : found) - from); // the characters indexOf looked at
    return found;
  };
}

export function splitProtectedSpans(text: string, work?: WorkCounter): TextSpan[] {
  const spans: TextSpan[] = [];
  const commentClose = closerFinder(text, COMMENT_CLOSE, work);
  const cdataClose = closerFinder(text, CDATA_CLOSE, work);
  let last = 0; // end of the last protected span
  let searchFrom = 0;
  const hasEmail = text.includes('@');
  const nextSpan = hasEmail ? NEXT_SPAN : NEXT_SPAN_NO_EMAIL;
  while (searchFrom < text.length) {
    let match: RegExpExecArray | null = null;
    if (hasEmail && searchFrom > 0 && EMAIL_LOCAL_CHAR.test(text[searchFrom - 1] as string)) {
      SPAN_HERE.lastIndex = searchFrom;
      match = SPAN_HERE.exec(text);
    }
    if (!match) {
      nextSpan.lastIndex = searchFrom;
      match = nextSpan.exec(text);
    }
    if (!match) {
      count(work, text.length - searchFrom);
      break;
    }
    const start = match.index;
    count(work, 1 + start - searchFrom);
    let end = start + match[0].length;
    if (match[1] !== undefined || match[2] !== undefined) {
      const [opener, closer, findCloser] =
        match[1] !== undefined ? [COMMENT_OPEN, COMMENT_CLOSE, commentClose] : [CDATA_OPEN, CDATA_CLOSE, cdataClose];
      const close = findCloser(start + opener.length);
      if (close === -1) {
        searchFrom = start + 1; // an unclosed opener is plain text
        continue;
      }
      end = close + closer.length;
    }
    if (start > last) spans.push({ text: text.slice(last, start), isProtected: false });
    spans.push({ text: text.slice(start, end), isProtected: true });
    count(work, end - start);
    last = end;
    searchFrom = end;
  }
  if (last < text.length) spans.push({ text: text.slice(last), isProtected: false });
  return spans;
}
