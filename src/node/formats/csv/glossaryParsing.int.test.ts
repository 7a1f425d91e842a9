// Reading dictionaries at the size limits: a whole 10 MB dictionary, a million lines. Each case takes seconds
// on a busy machine, so they live in the integration project; the rules themselves are unit-tested in
// glossaryParsing.test.ts.
import { describe, expect, it } from 'vitest';
import { GLOSSARY_LIMITS } from '../../../shared/rules/glossaryEntries';
import { KEPT_ISSUES, parseGlossaryEntries } from './glossaryParsing';

describe('the size of a dictionary', () => {
  it('is at most 10,000,000 bytes', () => {
    const phrase = 'x'.repeat(1000);
    // 9,997 entries of 1000+1+1000 bytes joined by newlines: 9,997 * 2002 - 1 bytes.
    const entryCount = Math.floor((GLOSSARY_LIMITS.dictionaryBytes + 1) / 2002);
    const fits = Array.from({ length: entryCount }, (_, i) => `${i}${phrase.slice(String(i).length)}\t${phrase}`).join(
      '\n',
    );
    const fitsResult = parseGlossaryEntries(fits);
    expect(fitsResult.byteSize).toBeLessThanOrEqual(GLOSSARY_LIMITS.dictionaryBytes);
    expect(fitsResult.tooLarge).toBe(false);

    const tooLarge = `${fits}\nlast\t${'y'.repeat(1000)}`;
    const result = parseGlossaryEntries(tooLarge);
    expect(result.tooLarge).toBe(true);
    expect(result.issues[0]).toMatchObject({ line: 1, field: 'entry', reason: 'dictionaryTooLarge' });
  });
});

describe('reading a hostile dictionary in bounded memory', () => {
  it('keeps one entry of a line repeated a million times, and reports the repeats as duplicates of its line', () => {
    const result = parseGlossaryEntries('Haus\thouse\n'.repeat(1_000_000));
    expect(result.entries).toEqual([{ source: 'Haus', target: 'house' }]);
    expect(result.issueCount).toBe(999_999);
    expect(result.issues).toHaveLength(KEPT_ISSUES);
    expect(result.issues[0]).toMatchObject({
      line: 2,
      reason: 'duplicateSource',
      message: expect.stringContaining('line 1'),
    });
    expect(result.byteSize).toBe(10);
  }, 30_000);

  it('stops keeping entries once they are surely over the 10 MB limit, and says it is too large', () => {
    const text = Array.from({ length: 700_000 }, (_, i) => `term number ${i}\tBegriff ${i}`).join('\n');
    const result = parseGlossaryEntries(text);
    expect(result.tooLarge).toBe(true);
    expect(result.byteSize).toBeGreaterThan(GLOSSARY_LIMITS.dictionaryBytes);
    expect(result.entries.length).toBeLessThan(700_000);
    expect(result.issues[0]).toMatchObject({ reason: 'dictionaryTooLarge' });
  }, 30_000);
});
