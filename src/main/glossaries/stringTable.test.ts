import { describe, expect, it } from 'vitest';
import { StringTable } from './stringTable';

describe('a compact table of strings', () => {
  it('gives back each string as it was pushed: empty, accented, outside the BMP, markup characters', () => {
    const table = new StringTable();
    const strings = ['', 'Haus', 'Straße', 'über 😀 emoji', '<a & b>', 'x'.repeat(40)];
    for (const s of strings) table.push(s);
    expect(table.length).toBe(strings.length);
    expect(strings.map((_, i) => table.get(i))).toEqual(strings);
  });

  it('gives back strings that cross a block edge (1 MiB), even one cut inside a multi-byte character', () => {
    const table = new StringTable();
    const filler = 'a'.repeat((1 << 20) - 3);
    const crossing = 'ßüö€😀 crossing';
    const large = 'é'.repeat(1_500_000); // larger than a block
    for (const s of [filler, crossing, large, 'after']) table.push(s);
    expect(table.get(0)).toBe(filler);
    expect(table.get(1)).toBe(crossing);
    expect(table.get(2)).toBe(large);
    expect(table.get(3)).toBe('after');
  });

  it('keeps a million strings in order as it grows', () => {
    const table = new StringTable();
    for (let i = 0; i < 1_000_000; i++) table.push(`term ${i}`);
    expect([table.get(0), table.get(4095), table.get(999_999)]).toEqual(['term 0', 'term 4095', 'term 999999']);
  });

  it('keeps a string with a lone surrogate (which UTF-8 cannot hold) as it is', () => {
    const table = new StringTable();
    for (const s of ['before', 'lone \ud800 high', '\udc00 low first', 'pair 😀 ok']) table.push(s);
    expect([0, 1, 2, 3].map((i) => table.get(i))).toEqual(['before', 'lone \ud800 high', '\udc00 low first', 'pair 😀 ok']);
  });

  it('has no string for an index outside it, negative or not whole', () => {
    const table = new StringTable();
    table.push('one');
    expect([table.get(1), table.get(-1), table.get(0.5), table.get(Number.NaN)]).toEqual([undefined, undefined, undefined, undefined]);
  });
});
