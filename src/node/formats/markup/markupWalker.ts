// The one markup walker of the simulator: text translation with `tag_handling` (xml, html) and the html and
// xliff documents read markup through it. It cuts a text into tokens (character data, start and end tags, and
// markup kept byte for byte: comments, CDATA, processing instructions, declarations and doctypes, and the raw
// text of html script and style) and knows which element each token is in, so a caller can leave alone what
// sits inside `translate="no"` or an ignored tag.
//
// Linear in the input on any text: every construct is found by one forward search from the current position;
// a search that finds no closer is remembered (nothing after it can close either), so an unclosed `<!--` or
// `<a` costs one scan, not one per later `<`; a stray end tag is dropped in O(1) (count of open names).

import { count, type WorkCounter } from './workCounter';

export type MarkupMode = 'xml' | 'html';

export type MarkupToken =
  /** Character data, entity references included (they are part of the text, kept as written). */
  | { kind: 'text'; start: number; end: number }
  /** Comment, CDATA section, processing instruction, declaration or doctype, raw script/style text. */
  | { kind: 'markup'; start: number; end: number }
  | { kind: 'open'; start: number; end: number; name: string; selfClosing: boolean }
  | { kind: 'close'; start: number; end: number; name: string };

/** Elements whose content is raw text in html (never markup, never translated). */
const RAW_TEXT_ELEMENTS = new Set(['script', 'style']);
/** Html elements without an end tag. */
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

const NAME_START = /[A-Za-z_:]/;
const NAME = /[^\s/>]*/y;

/** Where the `>` ending the tag at `start` is (quoted values may hold `>`), or -1 when none follows. */
function tagEnd(source: string, start: number, work: WorkCounter | undefined): number {
  let quote = '';
  for (let index = start + 1; index < source.length; index++) {
    count(work, 1);
    const char = source[index];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

/** `indexOf` that remembers a failed search: after it, every later search fails at once. */
function forwardSearch(
  source: string,
  needle: string,
  caseInsensitive: boolean,
  work: WorkCounter | undefined,
): (from: number) => number {
  let noneAfter = Infinity;
  const haystack = caseInsensitive ? undefined : source;
  const pattern = caseInsensitive ? new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'gi') : undefined;
  return (from) => {
    if (from >= noneAfter) return -1;
    let found: number;
    if (haystack !== undefined) found = haystack.indexOf(needle, from);
    else {
      pattern!.lastIndex = from;
      found = pattern!.exec(source)?.index ?? -1;
    }
    if (found === -1) noneAfter = from;
    count(work, (found === -1 ? source.length : found) - from + 1); // the characters the search looked at
    return found;
  };
}

/** The tokens of `source`, in order; together they cover every character exactly once. */
export function* markupTokens(source: string, mode: MarkupMode, work?: WorkCounter): Generator<MarkupToken> {
  const closers = new Map<string, (from: number) => number>();
  const closer = (needle: string, caseInsensitive = false) => {
    const key = `${caseInsensitive ? 'i' : 's'}${needle}`;
    let search = closers.get(key);
    if (!search) closers.set(key, (search = forwardSearch(source, needle, caseInsensitive, work)));
    return search;
  };
  const nextLt = forwardSearch(source, '<', false, work);
  let tagEndsAfter = Infinity; // a tag opened at or after this never ends: the rest is text
  let textStart = 0;
  let index = 0;
  while (index < source.length) {
    const lt = nextLt(index);
    if (lt === -1) break;
    const next = source[lt + 1] ?? '';
    let token: MarkupToken | undefined;
    let rawUntil: string | undefined;
    if (source.startsWith('<!--', lt)) {
      const close = closer('-->')(lt + 4);
      token = { kind: 'markup', start: lt, end: close === -1 ? source.length : close + 3 };
    } else if (source.startsWith('<![CDATA[', lt)) {
      const close = closer(']]>')(lt + 9);
      token = { kind: 'markup', start: lt, end: close === -1 ? source.length : close + 3 };
    } else if (next === '?') {
      const close = closer('?>')(lt + 2);
      token = { kind: 'markup', start: lt, end: close === -1 ? source.length : close + 2 };
    } else if ((next === '!' || next === '/' || NAME_START.test(next)) && lt < tagEndsAfter) {
      const gt = tagEnd(source, lt, work);
      if (gt === -1) {
        tagEndsAfter = lt;
      } else if (next === '!') {
        token = { kind: 'markup', start: lt, end: gt + 1 };
      } else if (next === '/') {
        NAME.lastIndex = lt + 2;
        const name = NAME.exec(source)?.[0] ?? '';
        token = { kind: 'close', start: lt, end: gt + 1, name: mode === 'html' ? name.toLowerCase() : name };
      } else {
        NAME.lastIndex = lt + 1;
        const written = NAME.exec(source)?.[0] ?? '';
        const name = mode === 'html' ? written.toLowerCase() : written;
        const selfClosing = source[gt - 1] === '/' || (mode === 'html' && VOID_ELEMENTS.has(name));
        token = { kind: 'open', start: lt, end: gt + 1, name, selfClosing };
        if (mode === 'html' && !selfClosing && RAW_TEXT_ELEMENTS.has(name)) rawUntil = `</${name}`;
      }
    }
    if (!token) {
      index = lt + 1; // a "<" in text, as in "a < b"
      continue;
    }
    if (token.start > textStart) yield { kind: 'text', start: textStart, end: token.start };
    yield token;
    index = token.end;
    if (rawUntil) {
      const close = closer(rawUntil, true)(index);
      const rawEnd = close === -1 ? source.length : close;
      if (rawEnd > index) yield { kind: 'markup', start: index, end: rawEnd };
      index = rawEnd;
    }
    textStart = index;
  }
  if (textStart < source.length) yield { kind: 'text', start: textStart, end: source.length };
}

/** The value of attribute `name` in a start tag, or undefined. */
const attributePatterns = new Map<string, RegExp>();
export function attributeOf(tag: string, name: string): string | undefined {
  let pattern = attributePatterns.get(name);
  if (!pattern)
    attributePatterns.set(
      name,
      (pattern = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'i')),
    );
  const found = pattern.exec(tag);
  return found ? (found[1] ?? found[2] ?? found[3]) : undefined;
}

/**
 * The open elements while walking: which token is inside content to keep (an element with `translate="no"` or
 * a name in `keepInside`). Closing an element closes the ones opened inside it that were never closed.
 */
export class ElementStack {
  private readonly names: string[] = [];
  private readonly openCounts = new Map<string, number>();
  /** Depth at which kept content began, or -1. */
  private keepFrom = -1;

  constructor(
    private readonly source: string,
    private readonly keepInside: ReadonlySet<string> = new Set(),
  ) {}

  /** Whether the current position is inside kept content. */
  get keeping(): boolean {
    return this.keepFrom !== -1;
  }

  /** Updates the stack for a tag token (other tokens do not change it). */
  step(token: MarkupToken, work?: WorkCounter): void {
    count(work, 1);
    if (token.kind === 'open') {
      if (token.selfClosing) return;
      if (
        this.keepFrom === -1 &&
        (this.keepInside.has(token.name) ||
          attributeOf(this.source.slice(token.start, token.end), 'translate')?.toLowerCase() === 'no')
      ) {
        this.keepFrom = this.names.length;
      }
      this.names.push(token.name);
      this.openCounts.set(token.name, (this.openCounts.get(token.name) ?? 0) + 1);
    } else if (token.kind === 'close') {
      if (!this.openCounts.get(token.name)) return; // a stray end tag
      for (;;) {
        count(work, 1);
        const name = this.names.pop() as string;
        this.openCounts.set(name, (this.openCounts.get(name) ?? 1) - 1);
        if (this.keepFrom >= this.names.length) this.keepFrom = -1;
        if (name === token.name) break;
      }
    }
  }
}
