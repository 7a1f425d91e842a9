import { describe, expect, it } from 'vitest';
import { Int32Column } from './int32Column';

describe('Int32Column', () => {
  it('keeps every value across its chunks, negative and 32-bit ones too', () => {
    const column = new Int32Column();
    const count = 3 * 16_384 + 5;
    for (let i = 0; i < count; i++) column.set(i, (i * 2_654_435_761) | 0);
    const wrong: number[] = []; // one assertion: 49,157 expect calls take seconds on a busy machine
    for (let i = 0; i < count; i++) if (column.get(i) !== ((i * 2_654_435_761) | 0)) wrong.push(i);
    expect(wrong).toEqual([]);
  });

  it('reads 0 where nothing was set within a grown chunk', () => {
    const column = new Int32Column();
    column.set(20_000, -1);
    expect(column.get(19_999)).toBe(0);
    expect(column.get(0)).toBe(0);
    expect(column.get(20_000)).toBe(-1);
  });
});
