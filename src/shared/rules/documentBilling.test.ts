import { describe, expect, it } from 'vitest';
import { billingPreview, billingSentences, retranslationWarning } from './documentBilling';

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

  it('says what a 1 KB docx will cost before it is sent, once per target language', () => {
    expect(billingSentences(billingPreview(['memo.docx']))).toEqual([
      "memo.docx is billed at least 50,000 characters, however short (the service's minimum for Word, PowerPoint, Excel and PDF files): at least 50,000 characters in all.",
    ]);
    const two = billingSentences(billingPreview(['memo.docx', 'notes.txt'], 3));
    expect(two[0]).toContain('into each of 3 languages');
    expect(two[0]).toContain('at least 150,000 characters in all');
    expect(two[1]).toBe('notes.txt is billed by the characters it holds.');
  });

  it('has nothing to warn about for files billed by their characters only', () => {
    expect(billingSentences(billingPreview(['notes.txt', 'page.html']))).toEqual([]);
  });

  it('warns that "Translate again" bills again', () => {
    expect(retranslationWarning('memo.docx')).toBe(
      'Translating memo.docx again uploads it once more and bills it again: at least 50,000 characters, the minimum for a .docx file.',
    );
    expect(retranslationWarning('notes.txt')).toBe(
      'Translating notes.txt again uploads it once more and bills it again, by the characters it holds.',
    );
  });
});
