// Which rows the editor shows, and in which order: the search (case and accents ignored), the filter and the
// sort. Pure. While a dictionary is still arriving, each page extends the view without redoing what came before.
import type { DictionaryModel, Row } from './dictionaryModel';

export type RowFilter = 'all' | 'problems' | 'duplicates';
export type RowSort = 'file' | 'source' | 'target';

/** Text as the search compares it: lower case, without accents or other marks ("Käufer" → "kaufer", ß → ss). */
export function searchKey(text: string): string {
  for (let i = 0; i < text.length; i++) {
    if (text.charCodeAt(i) > 0x7f)
      return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/ß/g, 'ss');
  }
  return text.toLowerCase();
}

function matcher(model: DictionaryModel, query: string, filter: RowFilter): (row: Row) => boolean {
  const needle = searchKey(query.trim());
  return (row) => {
    if (needle && !searchKey(row.source).includes(needle) && !searchKey(row.target).includes(needle)) return false;
    if (filter === 'duplicates' && !model.isDuplicate(row)) return false;
    if (filter === 'problems' && model.rowIsValid(row)) return false;
    return true;
  };
}

function comparator(model: DictionaryModel, sort: Exclude<RowSort, 'file'>): (a: number, b: number) => number {
  const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });
  const rows = model.rows;
  return (a, b) => collator.compare(rows[a]![sort], rows[b]![sort]) || a - b;
}

/** Row indexes to show, in order: matching the search (either phrase), the filter and the sort. */
export function visibleRows(model: DictionaryModel, query: string, filter: RowFilter, sort: RowSort): number[] {
  return matchingFrom(model, 0, query, filter, sort);
}

function matchingFrom(model: DictionaryModel, from: number, query: string, filter: RowFilter, sort: RowSort): number[] {
  const matches = matcher(model, query, filter);
  const indexes: number[] = [];
  const rows = model.rows;
  for (let i = from; i < rows.length; i++) if (matches(rows[i]!)) indexes.push(i);
  if (sort !== 'file') indexes.sort(comparator(model, sort));
  return indexes;
}

/**
 * The view once rows `from`… have been appended to the model (a page of a dictionary that is still loading):
 * the same as `visibleRows` over every row, at the cost of the new rows (and one merge when sorted). A filter
 * by problems or duplicates is recomputed, since a new row can make an earlier one a duplicate.
 */
export function extendView(
  model: DictionaryModel,
  view: readonly number[],
  from: number,
  query: string,
  filter: RowFilter,
  sort: RowSort,
): number[] {
  if (filter !== 'all') return visibleRows(model, query, filter, sort);
  const added = matchingFrom(model, from, query, filter, sort);
  if (sort === 'file') return view.concat(added);
  const compare = comparator(model, sort);
  const merged: number[] = new Array<number>(view.length + added.length);
  let i = 0;
  let j = 0;
  let k = 0;
  while (i < view.length && j < added.length)
    merged[k++] = compare(view[i]!, added[j]!) <= 0 ? view[i++]! : added[j++]!;
  while (i < view.length) merged[k++] = view[i++]!;
  while (j < added.length) merged[k++] = added[j++]!;
  return merged;
}
