import { describe, expect, it } from 'vitest';
import { batchBill, billingPreview, retranslationWarning, segmentCharacters } from './documentBilling';
import { englishText } from '../i18n/english';

describe('the billing shown before documents are uploaded', () => {
  it('counts at least 50,000 characters for each pptx, docx, doc, xlsx and pdf, and nothing fixed for other types', () => {
    const preview = billingPreview([
      'a.pptx',
      'b.DOCX',
      'c.doc',
      'd.xlsx',
      'e.pdf',
      'f.txt',
      'g.html',
      'h.xlf',
      'i.srt',
    ]);
    expect(preview.minimumFiles).toEqual(['a.pptx', 'b.DOCX', 'c.doc', 'd.xlsx', 'e.pdf']);
    expect(preview.byContentFiles).toEqual(['f.txt', 'g.html', 'h.xlf', 'i.srt']);
    expect(preview.leastCharacters).toBe(250_000);
  });

  it('warns that "Translate again" bills again', () => {
    expect(englishText(retranslationWarning('memo.docx'))).toBe(
      'Translating memo.docx again uploads it once more and bills it again: at least 50,000 characters, the minimum for a .docx file.',
    );
    expect(englishText(retranslationWarning('notes.txt'))).toBe(
      'Translating notes.txt again uploads it once more and bills it again, by the characters it holds.',
    );
  });
});

describe('the characters a document bills, counted before sending', () => {
  it('counts a segment by its code points, whitespace included, and a segment without a letter or digit as nothing', () => {
    expect(segmentCharacters('Hello, world ')).toBe(13);
    expect(segmentCharacters('Grüße 😀')).toBe(7);
    expect(segmentCharacters('2026')).toBe(4);
    expect(segmentCharacters(' — • ')).toBe(0);
  });

  it('raises an Office file or PDF to the 50,000 minimum and says so, and bills the rest by their count', () => {
    const bill = batchBill([
      { name: 'memo.docx', characters: 1_234 },
      { name: 'book.pdf', characters: 81_216 },
      { name: 'notes.txt', characters: 300 },
    ]);
    expect(bill.files.map((f) => [f.billed, f.minimumApplies])).toEqual([
      [50_000, true],
      [81_216, false],
      [300, false],
    ]);
    expect(bill).toMatchObject({ complete: true, total: 131_516 });
  });

  it('bills each file once per target language', () => {
    expect(batchBill([{ name: 'notes.srt', characters: 1_000 }], 3).total).toBe(3_000);
  });

  it('gives the least an uncounted file bills, and says the total is not complete', () => {
    const bill = batchBill([
      { name: 'scan.png', note: { id: 'documents.count.image' } },
      { name: 'old.doc', note: { id: 'documents.count.oldWord', values: { minimum: 50_000 } } },
      { name: 'page.html' },
    ]);
    expect(bill.files.map((f) => f.least)).toEqual([0, 50_000, 0]);
    expect(bill).toMatchObject({ complete: false, total: 50_000 });
  });
});
