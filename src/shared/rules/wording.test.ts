import { describe, expect, it } from 'vitest';
import { countOf } from './wording';

describe('counts in sentences', () => {
  it('one takes the singular, any other number the plural, with thousands separated', () => {
    expect(countOf(1, 'entry', 'entries')).toBe('1 entry');
    expect(countOf(0, 'entry', 'entries')).toBe('0 entries');
    expect(countOf(2, 'file')).toBe('2 files');
    expect(countOf(250_000, 'entry', 'entries')).toBe('250,000 entries');
  });
});
