import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { serializeEntriesTsv } from '../../../shared/rules/glossaryEntries';
import { parseGlossaryEntries, parseGlossaryEntriesToTsv, type GlossaryParseOptions } from '../csv/glossaryParsing';
import { PackedEntries } from './packedEntries';

/** What the object read gives, in the form the packed read gives it. */
function asTsvRead({ entries, ...report }: ReturnType<typeof parseGlossaryEntries>) {
  return { entriesTsv: serializeEntriesTsv(entries), entryCount: entries.length, ...report };
}

describe('entries kept as text', () => {
  it('give back the lines that stand in the text read, and those appended, in their order', () => {
    const base = 'Haus\thouse\n\nKatze\tcat\nHund\tdog';
    const entries = new PackedEntries(base);
    entries.push('Haus', 'house', 0);
    entries.push('Maus', 'mouse'); // appended, between two lines of the text
    entries.push('Katze', 'cat', 12);
    entries.push('Hund', 'dog', 22); // the last line of the text, with no line end after it
    entries.push('Vogel', 'bird');
    expect(entries.toTsv()).toBe('Haus\thouse\nMaus\tmouse\nKatze\tcat\nHund\tdog\nVogel\tbird');
    expect([0, 1, 2, 3, 4].map((i) => [entries.source(i), entries.target(i)])).toEqual([
      ['Haus', 'house'],
      ['Maus', 'mouse'],
      ['Katze', 'cat'],
      ['Hund', 'dog'],
      ['Vogel', 'bird'],
    ]);
  });

  it('never take what stands between two lines of the text for a line end', () => {
    const entries = new PackedEntries('a\tb;c\td');
    entries.push('a', 'b', 0);
    entries.push('c', 'd', 4);
    expect(entries.toTsv()).toBe('a\tb\nc\td');
  });

  it('leave out the entries marked as dropped, wherever they are in a run', () => {
    const base = 'a\t1\nb\t2\nc\t3\nd\t4';
    const entries = new PackedEntries(base);
    for (let i = 0; i < 4; i++) entries.push('abcd'[i]!, String(i + 1), i * 4);
    entries.push('e', '5');
    entries.push('f', '6');
    expect(entries.toTsv(Int32Array.from([-1, 0, -1, -1, 2, -1]))).toBe('a\t1\nc\t3\nd\t4\nf\t6');
    expect(entries.toTsv(Int32Array.from([0, 0, 0, 0, 0, 0]))).toBe('');
    expect(new PackedEntries().toTsv()).toBe('');
  });

  it('find a source whether its line is still being gathered or already joined', () => {
    const entries = new PackedEntries();
    entries.push('first', 'x');
    expect(entries.hasSource(0, 'first')).toBe(true);
    expect(entries.hasSource(0, 'firs')).toBe(false);
    for (let i = 1; i < 20_000; i++) entries.push(`source ${i}`, `target ${i}`);
    expect(entries.hasSource(0, 'first')).toBe(true);
    expect(entries.hasSource(19_999, 'source 19999')).toBe(true);
    expect(entries.hasSource(12_345, 'source 12346')).toBe(false);
    expect(entries.target(12_345)).toBe('target 12345');
    expect(entries.toTsv().split('\n')).toHaveLength(20_000);
  });
});

describe('a read whose entries come as TSV', () => {
  // Random texts of lines the readers judge differently: clean, with spaces to trim, repeated sources (also
  // a pair whose hashes collide), wrong separators, empty lines, CRLF; long enough to span many joined pieces.
  const lines = [
    'Haus\thouse',
    'Katze\tcat',
    ' Hund \t dog',
    'mizehida\tx',
    'saponevimi\ty',
    'a\tb\tc',
    'no tab',
    '',
    'Straße\t😀 street',
    'x\t',
    '"q,1",r',
    'k,v',
    'k,v,de,en',
    'k,v,fr,en',
  ];
  let seed = 11;
  const random = (n: number) => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const randomText = (count: number) => {
    let text = random(4) === 0 ? '\ufeff' : '';
    for (let i = 0; i < count; i++) {
      const line = lines[random(lines.length)]!;
      text += random(5) === 0 ? `${line} ${i}` : line;
      text += random(6) === 0 ? '\r\n' : '\n';
    }
    return random(2) === 0 ? text.slice(0, -1) : text;
  };

  it.each<[string, GlossaryParseOptions]>([
    ['TSV', {}],
    ['TSV, trimming spaces', { trimSpaces: true }],
    ['CSV', { format: 'csv', sourceLang: 'de', targetLang: 'en' }],
    ['CSV, trimming spaces', { format: 'csv', trimSpaces: true }],
  ])('gives what the read into objects gives (%s)', (_, options) => {
    for (let round = 0; round < 60; round++) {
      const text = randomText(round < 50 ? 1 + random(40) : 6_000 + random(6_000));
      const [packed, read] = [parseGlossaryEntriesToTsv(text, options), asTsvRead(parseGlossaryEntries(text, options))];
      // toEqual walks thousands of entries slowly: it runs (and shows the difference) only when they differ.
      if (!isDeepStrictEqual(packed, read)) expect(packed, JSON.stringify(text.slice(0, 200))).toEqual(read);
    }
  });
});
