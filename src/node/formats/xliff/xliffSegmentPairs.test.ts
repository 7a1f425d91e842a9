// What a quality check reads from a translated XLIFF: real files of the Okapi Framework's test suites
// (corpus/README.md), XLIFF 1.2 segmented and not, with native codes and alternative translations, and XLIFF 2.0
// with inherited translate="no", ignorables and inline codes.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeText } from '../text/textDecoding';
import { XliffFormatError } from './xliffErrors';
import { readXliffSegmentPairs } from './xliffSegmentPairs';

const corpus = (name: string) => decodeText(readFileSync(join(__dirname, 'corpus', name))).text;

describe('the segment pairs of a translated XLIFF 1.2 file', () => {
  it('pairs each unit, a segmented one by mid even when its target reorders them, and counts units without a target', () => {
    const read = readXliffSegmentPairs(corpus('Test01.xlf'), 'Test01.xlf');
    expect(read.sourceLanguage).toBe('en');
    expect(read.targetLanguage).toBe('fr');
    expect(read.pairs.map((pair) => pair.id)).toEqual(['pre1', '3#s1', '3#s2', '4', '5#s1', '5#s2', '6', '7']);
    expect(read.pairs[0]).toEqual({
      id: 'pre1',
      number: 1,
      source: 'This is an example.',
      target: "c'est une exemple.",
    });
    // Numbered among all the file's segments, those without a target included.
    expect(read.pairs.map((pair) => pair.number)).toEqual([1, 5, 6, 7, 8, 9, 10, 11]);
    expect(read.pairs[4]).toEqual({
      id: '5#s1',
      number: 8,
      source: 'Sentence 1© of p5.',
      target: 'Swapped TrgSentence 1© of p5.',
    });
    // Unit 1 has no target; unit 2 is segmented in two with no target.
    expect(read.unfilled).toBe(3);
  });

  it('leaves native codes (bpt, ept, ph) out and keeps the text around them, trimmed', () => {
    const read = readXliffSegmentPairs(corpus('Test01.xlf'), 'Test01.xlf');
    const byId = new Map(read.pairs.map((pair) => [pair.id, pair]));
    expect(byId.get('7')).toMatchObject({ source: 'Sentence 1 of p7 .', target: 'TrgSentence of p7 .' });
    expect(byId.get('6')?.target).toBe('Sentence 1 of p6 .');
    expect(byId.get('4')).toMatchObject({
      source: 'Sentence 1© of p4 with %d and %s.',
      target: 'TrgSentence 1© of p4 with %% and %s.',
    });
  });

  it('never reads an alternative translation (alt-trans) as the unit’s own', () => {
    const read = readXliffSegmentPairs(corpus('segmentation2.xlf'), 'segmentation2.xlf');
    expect(read.pairs).toEqual([
      { id: '1#1', number: 1, source: 'First sentence.', target: 'Translated first sentence.' },
      { id: '1#2', number: 2, source: 'Second sentence.', target: 'Translated second sentence.' },
    ]);
    expect(read.unfilled).toBe(3);
  });
});

describe('the segment pairs of an XLIFF 2.0 file', () => {
  it('reads each segment of the units to translate, translate="no" inherited from the file and overridden', () => {
    const read = readXliffSegmentPairs(corpus('everything-core-walker.xlf'), 'everything-core-walker.xlf');
    expect(read.sourceLanguage).toBe('en');
    expect(read.targetLanguage).toBe('fr');
    expect(read.pairs).toEqual([
      { id: 'tu1#1', number: 1, source: 'Sample segment.', target: 'Exemple de segment.' },
      { id: 'tu1#2', number: 2, source: "Segment's content.", target: 'Contenu du segment.' },
      { id: 'tu3', number: 3, source: 'Bolded text', target: 'Bolded text' },
      { id: 'tu3end', number: 4, source: 'Extra stuff', target: 'Extra stuff' },
      { id: 'tu2', number: 5, source: 'special text and more\n.', target: 'special text and more\n.' },
    ]);
    expect(read.unfilled).toBe(0);
  });

  it('counts an empty or missing target, skips a unit marked translate="no", and reads <cp> as its character', () => {
    const xml = `<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.0" srcLang="en-US" trgLang="de">
      <file id="f"><unit id="a"><segment><source>One <ph id="1"/>two</source><target>Eins<cp hex="0009"/><sc id="2"/>zwei<ec startRef="2"/></target></segment></unit>
      <unit id="b"><segment><source>Empty</source><target/></segment></unit>
      <unit id="c"><segment><source>None</source></segment></unit>
      <unit id="d" translate="no"><segment><source>Kept</source><target>Kept</target></segment></unit></file></xliff>`;
    const read = readXliffSegmentPairs(xml, 'x.xlf');
    expect(read).toEqual({
      sourceLanguage: 'en-US',
      targetLanguage: 'de',
      pairs: [{ id: 'a', number: 1, source: 'One two', target: 'Eins\tzwei' }],
      unfilled: 2,
    });
  });
});

describe('a file that is no XLIFF to check', () => {
  it('is refused with the line of its first fault when it is not well-formed', () => {
    const error = (() => {
      try {
        readXliffSegmentPairs('<xliff version="1.2"><file><body><trans-unit>', 'cut.xlf');
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(XliffFormatError);
    expect((error as XliffFormatError).says).toMatchObject({ id: 'documents.xliff.notWellFormed' });
  });

  it('is refused naming its root element when it is other XML', () => {
    expect(() => readXliffSegmentPairs('<html><body>Hi</body></html>', 'page.xlf')).toThrow(
      expect.objectContaining({
        says: { id: 'qualityCheck.document.notXliff', values: { name: 'page.xlf', element: '<html>' } },
      }),
    );
  });
});
