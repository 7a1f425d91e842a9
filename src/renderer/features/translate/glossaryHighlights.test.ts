import { describe, expect, it } from 'vitest';
import { appliedTerms, entriesFromTsv } from './glossaryHighlights';

describe('glossary terms applied in a translation', () => {
  const entries = entriesFromTsv('contract\tVertragswerk\nbuyer\tKäufer\nseller\tVerkäufer\nagreement\tVertrag\n');

  it('reads the entries of a dictionary', () => {
    expect(entries).toEqual([
      ['contract', 'Vertragswerk'],
      ['buyer', 'Käufer'],
      ['seller', 'Verkäufer'],
      ['agreement', 'Vertrag'],
    ]);
  });

  it('marks each target phrase whose source phrase is in the source, as whole words, ignoring case', () => {
    const translation = 'Das Vertragswerk wird vom Käufer unterschrieben. Der käufer zahlt.';
    const { terms, ranges } = appliedTerms(
      entries,
      'The Contract is signed by the buyer. The buyer pays.',
      translation,
    );
    expect(terms.map(([s]) => s)).toEqual(['contract', 'buyer']);
    expect(ranges.map(([s, e]) => translation.slice(s, e))).toEqual(['Vertragswerk', 'Käufer', 'käufer']);
  });

  it('does not mark a term inside a longer word, nor one whose source is not in the source text', () => {
    const translation = 'Der Verkäufer und der Vertrag.';
    const { terms, ranges } = appliedTerms(entries, 'The seller and the deal.', translation);
    expect(terms.map(([s]) => s)).toEqual(['seller']);
    expect(ranges.map(([s, e]) => translation.slice(s, e))).toEqual(['Verkäufer']);
  });
});
