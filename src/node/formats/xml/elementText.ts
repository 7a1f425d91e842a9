// Rewrites the text of chosen XML elements in place, found by a namespace-aware parser (saxes): an element is
// known by its namespace URI and local name, so `<x:t>`, `<t>` and `<s:t>` bound to SpreadsheetML's namespace
// are the same element, and a `>` inside an attribute or a comment cannot be taken for markup. Only the
// character data of matching elements is replaced; every other byte of the part (declarations, attribute order,
// namespace prefixes, whitespace) stays as it was. The parser checks well-formedness as it goes, so a damaged
// part is refused rather than half rewritten.
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { encodeXmlText } from './xmlCharacters';

/** An element by namespace: any of `ns` (a format's transitional and strict URIs) and its local name. */
export interface ElementName {
  ns: readonly string[];
  local: string;
}

interface TextElement extends ElementName {
  /** Only inside one of these elements (a chart's <c:v> inside a string cache, not a number cache). */
  within?: readonly ElementName[];
}

export interface ElementTextRule {
  /** Elements whose character content is translated. */
  text: readonly TextElement[];
  /** Elements whose whole content is never translated (Excel's phonetic guides). */
  skip?: readonly ElementName[];
}

export type TranslateText = (text: string) => string;

export class XmlSyntaxError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
    this.name = 'XmlSyntaxError';
  }
}

const matches = (tag: SaxesTagNS, name: ElementName) => tag.local === name.local && name.ns.includes(tag.uri);

interface OpenText {
  depth: number;
  start: number;
  end: number;
  text: string;
  onlyText: boolean;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

export interface RewriteOptions {
  /** Characters fed to the parser between two turns (`turn`), so a long part does not hold the thread. */
  sliceCharacters?: number;
  turn?: () => Promise<void>;
}

/**
 * The part with each matching element's text replaced by `translate(text)` (decoded in, encoded out under
 * XML 1.0's character rules). Elements holding child elements, comments or CDATA are left as they are; an
 * unchanged text keeps its exact bytes. Throws XmlSyntaxError when the part is not well-formed.
 */
export async function rewriteElementText(
  xml: string,
  rule: ElementTextRule,
  translate: TranslateText,
  options: RewriteOptions = {},
): Promise<string> {
  const edits: Edit[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: SaxesTagNS[] = [];
  let skipDepth = 0;
  let open: OpenText | undefined;
  let failure: XmlSyntaxError | undefined;

  const inside = (names: readonly ElementName[]) => stack.some((tag) => names.some((name) => matches(tag, name)));
  const isText = (tag: SaxesTagNS) =>
    rule.text.some((name) => matches(tag, name) && (!name.within || inside(name.within)));

  parser.on('opentag', (tag) => {
    if (open) open.onlyText = false;
    stack.push(tag);
    if (rule.skip?.some((name) => matches(tag, name))) skipDepth++;
    if (!open && skipDepth === 0 && !tag.isSelfClosing && isText(tag)) {
      open = { depth: stack.length, start: parser.position, end: -1, text: '', onlyText: true };
    }
  });
  parser.on('text', (text) => {
    if (!open) return;
    open.text += text;
    open.end = parser.position - 1;
  });
  const notOnlyText = () => {
    if (open) open.onlyText = false;
  };
  parser.on('cdata', notOnlyText);
  parser.on('comment', notOnlyText);
  parser.on('processinginstruction', notOnlyText);
  parser.on('closetag', (tag) => {
    if (open && stack.length === open.depth) {
      if (open.onlyText && open.end > open.start) {
        const translated = translate(open.text);
        if (translated !== open.text) edits.push({ start: open.start, end: open.end, text: encodeXmlText(translated) });
      }
      open = undefined;
    }
    if (rule.skip?.some((name) => matches(tag, name))) skipDepth--;
    stack.pop();
  });
  parser.on('error', (error) => {
    failure ??= new XmlSyntaxError(error.message, parser.line);
  });

  const slice = options.sliceCharacters ?? 256 * 1024;
  for (let at = 0; at < xml.length && !failure; at += slice) {
    parser.write(xml.slice(at, at + slice));
    if (options.turn && at + slice < xml.length) await options.turn();
  }
  if (!failure) parser.close();
  if (failure) throw failure;

  const out: string[] = [];
  let copied = 0;
  for (const edit of edits) {
    out.push(xml.slice(copied, edit.start), edit.text);
    copied = edit.end;
  }
  out.push(xml.slice(copied));
  return out.join('');
}
