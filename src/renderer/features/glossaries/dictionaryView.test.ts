import { describe, expect, it } from 'vitest';
import { DictionaryModel } from './dictionaryModel';
import { extendView, searchKey, visibleRows, type RowFilter, type RowSort } from './dictionaryView';

describe('the rows shown', () => {
  const model = new DictionaryModel([
    { source: 'Zebra', target: 'zebra' },
    { source: 'apfel', target: 'apple' },
    { source: 'Apfel', target: 'Apple' },
    { source: 'Bank', target: 'bench' },
    { source: 'Bank', target: 'bank' },
    { source: 'Ufer ', target: 'shore' },
  ]);

  it('match the search in either phrase, ignoring case', () => {
    expect(visibleRows(model, 'APP', 'all', 'file')).toEqual([1, 2]);
    expect(visibleRows(model, 'bench', 'all', 'file')).toEqual([3]);
  });

  it('can be only the rows with problems, or only duplicates', () => {
    expect(visibleRows(model, '', 'duplicates', 'file')).toEqual([3, 4]);
    expect(visibleRows(model, '', 'problems', 'file')).toEqual([3, 4, 5]);
  });

  it('sort by source or target in a natural, case-insensitive order, stable for equal phrases', () => {
    expect(visibleRows(model, '', 'all', 'source').map((i) => model.rows[i]!.source)).toEqual([
      'apfel',
      'Apfel',
      'Bank',
      'Bank',
      'Ufer ',
      'Zebra',
    ]);
    expect(visibleRows(model, '', 'all', 'target').map((i) => model.rows[i]!.target)[0]).toBe('apple');
  });
});

describe('the search', () => {
  const model = new DictionaryModel([
    { source: 'Käufer', target: 'buyer' },
    { source: 'Kaufvertrag', target: 'purchase contract' },
    { source: 'Straße', target: 'street' },
    { source: 'café', target: 'Café' },
    { source: 'Haus', target: 'house' },
  ]);

  it('ignores case and accents: "KAUF" finds "Käufer" and "Kaufvertrag"', () => {
    expect(visibleRows(model, 'KAUF', 'all', 'file')).toEqual([0, 1]);
    expect(visibleRows(model, 'KAUFER', 'all', 'file')).toEqual([0]);
  });

  it('finds "Straße" by "strasse" and "CAFE" in either phrase', () => {
    expect(visibleRows(model, 'strasse', 'all', 'file')).toEqual([2]);
    expect(visibleRows(model, 'CAFE', 'all', 'file')).toEqual([3]);
  });

  it('compares folded text', () => {
    expect(searchKey('Äpfel É Ñandú')).toBe('apfel e nandu');
    expect(searchKey('HOUSE')).toBe('house');
  });
});

describe('a view extended while the dictionary arrives in pages', () => {
  const pages = [
    [
      { source: 'Zebra', target: 'zebra' },
      { source: 'Bär', target: 'bear' },
      { source: 'Affe', target: 'ape' },
    ],
    [
      { source: 'Maus', target: 'mouse' },
      { source: 'Bär', target: 'bear (again)' },
      { source: 'ameise', target: 'ant' },
    ],
    [{ source: 'Kuh', target: 'cow' }],
  ];
  const cases: [string, RowFilter, RowSort][] = [
    ['', 'all', 'file'],
    ['', 'all', 'source'],
    ['a', 'all', 'target'],
    ['BAR', 'all', 'source'],
    ['', 'duplicates', 'source'],
    ['', 'problems', 'file'],
  ];
  for (const [query, filter, sort] of cases) {
    it(`is the view of all rows for search "${query}", filter ${filter}, sort ${sort}`, () => {
      const model = new DictionaryModel(pages[0]!);
      let view = visibleRows(model, query, filter, sort);
      for (const page of pages.slice(1)) {
        const from = model.rows.length;
        model.appendLoaded(page);
        view = extendView(model, view, from, query, filter, sort);
      }
      expect(view).toEqual(visibleRows(model, query, filter, sort));
    });
  }
});
