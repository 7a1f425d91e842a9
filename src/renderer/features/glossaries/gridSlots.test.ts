// How the grid's rows are keyed while it scrolls: an entry scrolling in reuses the row of the one scrolling
// out, keys never repeat, and the focused row keeps its key until its entry scrolls away.
import { describe, expect, it } from 'vitest';
import { slotKeys } from './gridSlots';

const range = (start: number, count: number) => Array.from({ length: count }, (_, i) => start + i);

describe('slot keys', () => {
  it('gives the row scrolling in the key of the row scrolling out', () => {
    const before = slotKeys(range(10, 5), range(100, 5), null);
    const after = slotKeys(range(11, 5), range(101, 5), null);
    expect(new Set(after)).toEqual(new Set(before));
    expect(after.at(-1)).toBe(before[0]);
    expect(after.slice(0, -1)).toEqual(before.slice(1));
  });

  it('reuses every row after a jump far down the list', () => {
    const before = slotKeys(range(0, 20), range(0, 20), null);
    const after = slotKeys(range(123_457, 20), range(123_457, 20), null);
    expect(new Set(after)).toEqual(new Set(before));
  });

  it('never gives two rows in sight the same key', () => {
    for (const start of [0, 1, 7, 999]) {
      const keys = slotKeys(range(start, 13), range(start, 13), null);
      expect(new Set(keys).size).toBe(13);
    }
  });

  it('keeps the focused row on its key while the grid scrolls, and gives another row a key of its own', () => {
    const pinned = { rowId: 12, key: slotKeys(range(10, 5), range(10, 5), null)[2]! };
    const keys = slotKeys(range(11, 5), range(11, 5), pinned);
    expect(keys[1]).toBe(pinned.key);
    expect(new Set(keys).size).toBe(5);
  });

  it('leaves the focused key unused once the focused entry has scrolled away, so its row goes', () => {
    const pinned = { rowId: 12, key: 's2' };
    const keys = slotKeys(range(50, 5), range(50, 5), pinned);
    expect(keys).not.toContain('s2');
    expect(new Set(keys).size).toBe(5);
  });
});
