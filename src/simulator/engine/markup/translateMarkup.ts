// Text translation with `tag_handling` (xml or html): only character data is translated; every tag, attribute,
// comment, CDATA section, processing instruction, declaration, doctype and entity reference comes back byte for
// byte. Text inside an element with `translate="no"`, inside an `ignore_tags` element, or in html script/style
// is kept. Sentences are cut into segments at splitting tags: a segment is translated as one text, so a word
// after a non-splitting tag continues the sentence, and a segment starts a sentence: its first letter is a
// capital, as a translation engine writes a sentence it was given alone (the visible effect of splitting).
import type { SegmentPiece } from '../pseudoTranslate';
import { ElementStack, markupTokens, type MarkupMode } from '../../../node/formats/markup/markupWalker';

export interface MarkupOptions {
  mode: MarkupMode;
  /** Elements whose content is not translated. */
  ignoreTags?: readonly string[];
  /** Elements that never split a sentence. */
  nonSplittingTags?: readonly string[];
  /** Elements that always split a sentence. */
  splittingTags?: readonly string[];
  /**
   * xml only (default true): the structure is detected, here from layout: whitespace holding a line break
   * between tags separates segments. With false, only `splitting_tags` split.
   */
  outlineDetection?: boolean;
}

/** Html elements that start a new block of text (they split sentences unless listed in non_splitting_tags). */
const HTML_BLOCK_ELEMENTS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'body',
  'br',
  'caption',
  'dd',
  'details',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'footer',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'head',
  'header',
  'hr',
  'html',
  'li',
  'main',
  'nav',
  'ol',
  'option',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'title',
  'tr',
  'ul',
]);

const LINE_BREAK_LAYOUT = /^\s*\n\s*$/;
/** The first letter of a text that is not inside an entity or placeholder (`&amp;`, `{name}`, `%s`). */
const FIRST_LETTER = /(?<![&#{%$\p{L}\p{N}_])\p{L}/u;

export function translateMarkup(
  source: string,
  options: MarkupOptions,
  translateSegment: (pieces: readonly SegmentPiece[]) => string[],
): string {
  const { mode } = options;
  const lower = (names: readonly string[] | undefined) =>
    new Set((names ?? []).map((name) => (mode === 'html' ? name.toLowerCase() : name)));
  const nonSplitting = lower(options.nonSplittingTags);
  const splitting = lower(options.splittingTags);
  const outline = options.outlineDetection ?? true;
  const splits = (name: string): boolean => {
    if (nonSplitting.has(name)) return false;
    if (splitting.has(name)) return true;
    return mode === 'html' ? HTML_BLOCK_ELEMENTS.has(name) : false;
  };

  const out: string[] = [];
  /** The open segment: its pieces and their places in `out`. */
  let pieces: SegmentPiece[] = [];
  let places: number[] = [];
  const flush = () => {
    if (places.length === 0) return;
    if (pieces.some((piece) => piece.translate && /\S/.test(piece.text))) {
      const translated = translateSegment(pieces);
      const first = pieces.findIndex(
        (piece, index) => piece.translate && FIRST_LETTER.test(translated[index] as string),
      );
      if (first !== -1)
        translated[first] = (translated[first] as string).replace(FIRST_LETTER, (letter) => letter.toLocaleUpperCase());
      places.forEach((place, index) => (out[place] = translated[index] as string));
    }
    pieces = [];
    places = [];
  };
  const add = (text: string, translate: boolean) => {
    places.push(out.length);
    pieces.push({ text, translate });
    out.push(text);
  };

  const stack = new ElementStack(source, lower(options.ignoreTags));
  for (const token of markupTokens(source, mode)) {
    const text = source.slice(token.start, token.end);
    switch (token.kind) {
      case 'text':
        if (mode === 'xml' && outline && LINE_BREAK_LAYOUT.test(text)) {
          flush();
          out.push(text);
        } else add(text, !stack.keeping);
        break;
      case 'markup':
        // Comments stay in place inside a sentence; CDATA, declarations, processing instructions and raw text end it.
        if (text.startsWith('<!--')) add(text, false);
        else {
          flush();
          out.push(text);
        }
        break;
      case 'open':
      case 'close':
        if (splits(token.name)) {
          flush();
          out.push(text);
        } else add(text, false);
        stack.step(token);
        break;
    }
  }
  flush();
  return out.join('');
}
