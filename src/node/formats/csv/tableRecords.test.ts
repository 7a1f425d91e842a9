import { describe, expect, it } from 'vitest';
import { forEachTableRecord, type TableFormat } from './tableRecords';

function read(text: string, format: TableFormat, skipComments = false) {
  const records: [number, string[]][] = [];
  const errors: number[] = [];
  const comments: string[] = [];
  forEachTableRecord(text, format, {
    onRecord: (fields, line) => records.push([line, fields]),
    onError: ({ line }) => errors.push(line),
    onComment: skipComments ? (line, text) => comments.push(`${line}:${text}`) : undefined,
  });
  return { records, errors, comments };
}

describe('reading the records of a tabular glossary', () => {
  it('gives every column of a TSV line, with its line number, and skips empty lines', () => {
    expect(read('\ufeffa\tb\tc\r\n\nd\te\n', 'tsv').records).toEqual([
      [1, ['a', 'b', 'c']],
      [3, ['d', 'e']],
    ]);
  });

  it('reads CSV as spreadsheets write it: quotes, doubled quotes, line breaks inside quotes, CRLF', () => {
    const { records } = read('"a, b","say ""hi""",x\r\n"two\nlines",y\nlast,"z"', 'csv');
    expect(records).toEqual([
      [1, ['a, b', 'say "hi"', 'x']],
      [2, ['two\nlines', 'y']],
      [4, ['last', 'z']],
    ]);
  });

  it('takes a space before an opening quote as no part of the field (LingoHub writes `"a", "b"`)', () => {
    expect(read('"","Hooray", "Hurra", "Hurrah"\n', 'csv').records).toEqual([[1, ['', 'Hooray', 'Hurra', 'Hurrah']]]);
  });

  it('reads a CSV whose first line has semicolons and no comma with semicolons', () => {
    expect(read('Quelle;Ziel\nHaus;"house; home"\n', 'csv').records).toEqual([
      [1, ['Quelle', 'Ziel']],
      [2, ['Haus', 'house; home']],
    ]);
  });

  it('reports a quote never closed on its line, and reads on at the next line', () => {
    const { records, errors } = read('a,b\n"open,c\n', 'csv');
    expect(records).toEqual([[1, ['a', 'b']]]);
    expect(errors).toEqual([2]);
    const after = read('"x"y,z\nd,e\n', 'csv');
    expect(after.errors).toEqual([1]);
    expect(after.records).toEqual([[2, ['d', 'e']]]);
  });

  it('hands lines starting with # over as comments when asked, quotes and all, else reads them as records', () => {
    const text = '# en,pt "glossary\nhouse,casa\n#tag,#etiqueta\n';
    expect(read(text, 'csv', true)).toEqual({
      records: [[2, ['house', 'casa']]],
      errors: [],
      comments: ['1:# en,pt "glossary', '3:#tag,#etiqueta'],
    });
    expect(read('#a\tb\nc\td\n', 'tsv', false).records).toEqual([
      [1, ['#a', 'b']],
      [2, ['c', 'd']],
    ]);
  });

  it('stays linear on a long text without a single separator (a search per line would be quadratic)', () => {
    const text = 'word\n'.repeat(200_000);
    let count = 0;
    forEachTableRecord(text, 'csv', { onRecord: () => count++, onError: () => undefined });
    expect(count).toBe(200_000);
  });
});
