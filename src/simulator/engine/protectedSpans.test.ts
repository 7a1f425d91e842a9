import { describe, expect, it } from 'vitest';
import { splitProtectedSpans } from './protectedSpans';
import type { WorkCounter } from '../../node/formats/markup/workCounter';

const protectedParts = (text: string) =>
  splitProtectedSpans(text)
    .filter((span) => span.isProtected)
    .map((span) => span.text);

describe('splitProtectedSpans', () => {
  it('gives back the whole text, protected and free spans in order', () => {
    const text = 'Dear {name}, see <b>https://example.com/a</b> &amp; write to team@example.com!';
    expect(
      splitProtectedSpans(text)
        .map((span) => span.text)
        .join(''),
    ).toBe(text);
    expect(protectedParts(text)).toEqual([
      '{name}',
      '<b>',
      'https://example.com/a',
      '</b>',
      '&amp;',
      'team@example.com',
    ]);
  });

  it.each([
    ['%sfoo@bar.com', ['%s', 'foo@bar.com']], // an address right after a placeholder
    ['a@b.com+x@y.com', ['a@b.com', '+x@y.com']], // an address right after an address
    ['name.surname+tag@example.co.uk,', ['name.surname+tag@example.co.uk']],
    ['https://example.com/a.', ['https://example.com/a']], // trailing punctuation is text
    ['<a   b="1">', ['<a   b="1">']],
    ['<a \n>', ['<a \n>']],
    ['<a/>', ['<a/>']],
    ['<a//>', []],
    ['&amp;&bogus &#x41;', ['&amp;', '&#x41;']],
    ['<![CDATA[a]]>b]]>', ['<![CDATA[a]]>']],
  ])('finds exactly the protected spans of %j', (text, expected) => {
    expect(protectedParts(text)).toEqual(expected);
  });

  it('treats a comment or CDATA opener without its closer as text, and keeps looking after it', () => {
    expect(protectedParts('<!-- open <b>bold</b> {0}')).toEqual(['<b>', '</b>', '{0}']);
    expect(protectedParts('<!--a--> <!--b')).toEqual(['<!--a-->']);
    expect(protectedParts('x<![CDATA[y')).toEqual([]);
  });

  it('does work in proportion to the text, even for many unclosed openers or one long run of address characters', () => {
    const workFor = (text: string) => {
      const work: WorkCounter = { steps: 0 };
      splitProtectedSpans(text, work);
      return work.steps;
    };
    for (const unit of ['<!--a', '<![CDATA[', 'a.b+c', 'x@y', '<a b ', '&ab', '{{x', '%1']) {
      const small = workFor(unit.repeat(2_000));
      const large = workFor(unit.repeat(8_000));
      expect(large, unit).toBeLessThanOrEqual(4.2 * small);
      expect(large, unit).toBeLessThanOrEqual(3 * unit.length * 8_000);
    }
  });
});
