import { describe, expect, it, vi } from 'vitest';
import { LONG_STRING_CHARS, jsonPieces } from './jsonPieces';

const all = (value: unknown) => {
  const { pieces } = jsonPieces(value);
  const out: string[] = [];
  for (let next = pieces.next(); !next.done; next = pieces.next()) out.push(next.value);
  return out;
};

const long = (unit: string, chars: number) => unit.repeat(Math.ceil(chars / unit.length)).slice(0, chars);

describe('a value written as JSON piece by piece', () => {
  it('joins into exactly what JSON.stringify writes, escapes and all', () => {
    const values: unknown[] = [
      { type: 'result', id: 1, result: { ok: true, value: { entriesTsv: long('Haus\tHäuser "x" \\ \n', 300_000) } } },
      [long('a\u0001b\u2028c', 200_000), undefined, () => 1, null, 2, { skip: undefined, keep: long('é', 70_000) }],
      long('\r\n', LONG_STRING_CHARS + 1),
      { small: 'x', when: new Date(0), nested: [[{ deep: long('z', LONG_STRING_CHARS * 3 + 7) }]] },
      Object.assign(Object.create(null) as object, { text: long('q', LONG_STRING_CHARS + 10) }),
      { short: 'no long string here', n: [1, 2, 3] },
    ];
    for (const value of values) expect(all(value).join('')).toBe(JSON.stringify(value));
  });

  it('never cuts a surrogate pair between two pieces', () => {
    // An emoji straddles every slice boundary when the text is shifted by one unit.
    const text = `x${long('😀', LONG_STRING_CHARS * 3)}`;
    const joined = all({ text }).join('');
    expect(joined).toBe(JSON.stringify({ text }));
    expect(joined).not.toContain('\\ud');
  });

  it('escapes a long string a slice at a time, only as the pieces are asked for', () => {
    const text = long('Begriff\tterm\n', 40 * LONG_STRING_CHARS);
    const stringify = vi.spyOn(JSON, 'stringify');
    try {
      const { units, pieces } = jsonPieces({ type: 'result', id: 7, result: { ok: true, value: { text } } });
      expect(units).toBeGreaterThanOrEqual(text.length);
      const written = () => stringify.mock.results.reduce((sum, r) => sum + String(r.value ?? '').length, 0);
      expect(written()).toBeLessThan(1000); // the short parts only
      pieces.next();
      pieces.next();
      expect(written()).toBeLessThan(3 * LONG_STRING_CHARS);
    } finally {
      stringify.mockRestore();
    }
  });
});
