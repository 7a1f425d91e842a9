// The markup walker: every character in exactly one token, every kind of markup recognised and kept whole,
// unclosed constructs handled without rescanning, and the element stack for translate="no" and ignored tags.
import { describe, expect, it } from 'vitest';
import { ElementStack, attributeOf, markupTokens, type MarkupMode, type MarkupToken } from './markupWalker';

const tokens = (source: string, mode: MarkupMode = 'xml') => [...markupTokens(source, mode)];
const shown = (source: string, mode: MarkupMode = 'xml') =>
  tokens(source, mode).map((token) => [token.kind, source.slice(token.start, token.end)]);

describe('markupTokens', () => {
  it('covers every character exactly once, in order', () => {
    const source =
      '<?xml version="1.0"?>\n<!DOCTYPE doc>\n<doc a="1 > 0">Text &amp; <b>more</b><!-- c --><![CDATA[<x>]]>tail';
    let at = 0;
    for (const token of tokens(source)) {
      expect(token.start).toBe(at);
      at = token.end;
    }
    expect(at).toBe(source.length);
  });

  it('keeps declarations, doctypes, processing instructions, comments and CDATA as single markup tokens', () => {
    expect(shown('<?xml version="1.0"?><!DOCTYPE html><?pi data?><!-- a <b> c --><![CDATA[ <b> ]]>')).toEqual([
      ['markup', '<?xml version="1.0"?>'],
      ['markup', '<!DOCTYPE html>'],
      ['markup', '<?pi data?>'],
      ['markup', '<!-- a <b> c -->'],
      ['markup', '<![CDATA[ <b> ]]>'],
    ]);
  });

  it('reads start, end and self-closing tags with quoted attributes holding ">"', () => {
    expect(tokens('<a title="x > y">t</a><br/>')).toEqual([
      { kind: 'open', start: 0, end: 17, name: 'a', selfClosing: false },
      { kind: 'text', start: 17, end: 18 },
      { kind: 'close', start: 18, end: 22, name: 'a' },
      { kind: 'open', start: 22, end: 27, name: 'br', selfClosing: true },
    ]);
  });

  it('treats a "<" that starts no markup as text, and an unclosed tag or comment as the rest of the text', () => {
    expect(shown('a < b and c<3')).toEqual([['text', 'a < b and c<3']]);
    expect(shown('x <b unclosed')).toEqual([['text', 'x <b unclosed']]);
    expect(shown('x <!-- open')).toEqual([
      ['text', 'x '],
      ['markup', '<!-- open'],
    ]);
  });

  it('in html, lower-cases names, knows void elements and keeps script and style text raw', () => {
    expect(shown('<P>x<BR><script>if (a<b) "</p>";</SCRIPT>', 'html')).toEqual([
      ['open', '<P>'],
      ['text', 'x'],
      ['open', '<BR>'],
      ['open', '<script>'],
      ['markup', 'if (a<b) "</p>";'],
      ['close', '</SCRIPT>'],
    ]);
    expect(tokens('<P>', 'html')[0]).toMatchObject({ name: 'p' });
    expect(tokens('<br>', 'html')[0]).toMatchObject({ selfClosing: true });
  });
});

describe('attributeOf', () => {
  it('reads double, single and bare values in any case', () => {
    expect(attributeOf('<p translate="no">', 'translate')).toBe('no');
    expect(attributeOf("<p TRANSLATE='no'>", 'translate')).toBe('no');
    expect(attributeOf('<p translate=no>', 'translate')).toBe('no');
    expect(attributeOf('<p data-translate="no">', 'translate')).toBeUndefined();
  });
});

describe('ElementStack', () => {
  const keptTexts = (source: string, keep: string[] = []) => {
    const stack = new ElementStack(source, new Set(keep));
    const kept: string[] = [];
    for (const token of markupTokens(source, 'html')) {
      if (token.kind === 'text' && stack.keeping) kept.push(source.slice(token.start, token.end));
      stack.step(token as MarkupToken);
    }
    return kept;
  };

  it('keeps the content of translate="no" and of kept elements, nested ones included, until their end tag', () => {
    expect(keptTexts('<p>a<span translate="no">b<i>c</i>d</span>e</p>')).toEqual(['b', 'c', 'd']);
    expect(keptTexts('<p>a<code>b</code>c</p>', ['code'])).toEqual(['b']);
  });

  it('ignores stray end tags and closes unclosed inner elements with their parent', () => {
    expect(keptTexts('<div translate="no">a<b>b</div>c</i>d')).toEqual(['a', 'b']);
  });
});

describe('work grows in proportion to the input (counted, never timed)', () => {
  const workFor = (source: string, mode: MarkupMode) => {
    const work = { steps: 0 };
    const stack = new ElementStack(source, new Set(['code']));
    for (const token of markupTokens(source, mode, work)) stack.step(token, work);
    return work.steps;
  };
  const INPUTS: Array<[name: string, piece: string, mode: MarkupMode]> = [
    ['ordinary html', '<p class="a">Some <b>text</b> &amp; more <!-- c --></p>\n', 'html'],
    ['unclosed start tags', '<a href="x" ', 'html'],
    ['unclosed comments', '<!-- ', 'xml'],
    ['unclosed CDATA and PIs', '<![CDATA[ <? ', 'xml'],
    ['scripts that never end', '<script>x', 'html'],
    ['stray end tags', '</b></i>', 'html'],
    ['deep nesting, closed at once', '<div translate="no"><span>', 'html'],
    ['a "<" in text again and again', 'a < b ', 'html'],
    ['xliff segments', '<unit id="1"><segment><source>Text <ph id="1"/></source></segment></unit>\n', 'xml'],
  ];
  it.each(INPUTS)('%s', (_name, piece, mode) => {
    const small = workFor(piece.repeat(2_000), mode);
    const large = workFor(piece.repeat(8_000), mode);
    expect(large / small).toBeLessThan(4.4);
  });
});
