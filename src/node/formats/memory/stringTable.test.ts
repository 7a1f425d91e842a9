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

  it('keeps strings in order as it grows past many blocks and index chunks', () => {
    const table = new StringTable();
    const phrase = (i: number) => `term ${i} ${'x'.repeat(40)}`;
    for (let i = 0; i < 100_000; i++) table.push(phrase(i)); // 5 MB: several blocks, several 64 KiB index chunks
    expect([table.get(0), table.get(16_383), table.get(16_384), table.get(99_999)]).toEqual([
      phrase(0),
      phrase(16_383),
      phrase(16_384),
      phrase(99_999),
    ]);
  });

  it('keeps a string with a lone surrogate (which UTF-8 cannot hold) as it is', () => {
    const table = new StringTable();
    for (const s of ['before', 'lone \ud800 high', '\udc00 low first', 'pair 😀 ok']) table.push(s);
    expect([0, 1, 2, 3].map((i) => table.get(i))).toEqual([
      'before',
      'lone \ud800 high',
      '\udc00 low first',
      'pair 😀 ok',
    ]);
  });

  it('has no string for an index outside it, negative or not whole', () => {
    const table = new StringTable();
    table.push('one');
    expect([table.get(1), table.get(-1), table.get(0.5), table.get(Number.NaN)]).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('writes a block again once every string in it was let go, and only then', () => {
    // Few, long strings: 18 MB of text in 4,000 pushes, so the test stays quick on a busy machine.
    const term = (i: number) => `Begriff ${i} ${'ü'.repeat(2_000 + (i % 300))}`;
    const count = 4_000;
    const table = new StringTable();
    // Strings used once each, about in order, with a few read ahead: as a sheet uses its shared strings.
    const wrong: number[] = [];
    for (let i = 0; i < count; i++) {
      table.push(term(i));
      if (i >= 10) {
        if (table.get(i - 10) !== term(i - 10)) wrong.push(i - 10);
        table.release(i - 10);
      }
    }
    expect(wrong).toEqual([]);
    expect(table.allocatedBlocks).toBeLessThanOrEqual(3); // 18 MB of text, held about 45 KB at a time
    expect(table.get(count - 1)).toBe(term(count - 1));

    const kept = new StringTable();
    for (let i = 0; i < count; i++) kept.push(term(i));
    const firstPass = kept.allocatedBlocks; // 18 MB of text
    expect(firstPass).toBeGreaterThan(15);
    for (let i = 1; i < count; i++) kept.release(i); // the first string holds the first block
    for (let i = 0; i < count; i++) kept.push(term(i));
    expect(kept.get(0)).toBe(term(0));
    expect(kept.get(count + 123)).toBe(term(123));
    expect(kept.allocatedBlocks).toBeLessThanOrEqual(firstPass + 2); // not twice as many: only the blocks still holding the first string and the latest are not written again
  });

  it('refuses to give back a string whose block was written again', () => {
    const table = new StringTable();
    table.push('a'.repeat(1 << 20)); // fills the first block
    table.push('next');
    table.release(0);
    table.push('b'.repeat(1 << 20)); // moves on to a third block, taking the first one's buffer
    expect(() => table.get(0)).toThrow(/after it was let go/);
    expect(table.get(1)).toBe('next');
    expect(table.get(2)).toBe('b'.repeat(1 << 20));
  });
});
