import { describe, expect, it } from 'vitest';
import { tbxOf } from '../../../../scripts/hostileGlossaries';
import { forEachTbxConcept } from './tbxConcepts';

describe('reading a large TBX file', () => {
  it('reads a 30 MB TBX written on one line in linear time (a line count searched to the end per concept froze the app for 41 s)', () => {
    const bytes = tbxOf(160_000, { oneLine: true });
    expect(bytes.length).toBeGreaterThan(29_000_000);
    let count = 0;
    let last: { line: number; term?: string } = { line: 0 };
    forEachTbxConcept(new TextDecoder().decode(bytes), 'big.tbx', (concept) => {
      count++;
      last = { line: concept.line, term: concept.terms.get('de')?.[0]?.text };
    });
    expect(count).toBe(160_000);
    expect(last).toEqual({ line: 1, term: 'Begriff Nummer 159999' });
  }, 60_000);
});
