import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../../shared/i18n/catalogue';
import { billingPreview } from '../../../shared/rules/documentBilling';
import { billingLines } from './billingWords';

const intlIn = async (locale: 'en' | 'de' | 'ja') => createIntl({ locale, messages: await loadCatalogue(locale) });

describe('the billing preview in words, before documents are uploaded', () => {
  it('says what a 1 KB docx will cost before it is sent, once per target language', async () => {
    const en = await intlIn('en');
    expect(billingLines(en, billingPreview(['memo.docx']))).toEqual([
      "memo.docx is billed at least 50,000 characters, however short (the service's minimum for Word, PowerPoint, Excel and PDF files): at least 50,000 characters in all.",
    ]);
    const two = billingLines(en, billingPreview(['memo.docx', 'notes.txt'], 3));
    expect(two[0]).toContain('into each of 3 languages');
    expect(two[0]).toContain('at least 150,000 characters in all');
    expect(two[1]).toBe('notes.txt is billed by the characters it holds.');
  });

  it('names three files and counts the rest, as the language shown lists them', async () => {
    const files = ['a.docx', 'b.pptx', 'c.xlsx', 'd.pdf', 'e.docx'];
    expect(billingLines(await intlIn('en'), billingPreview(files))[0]).toMatch(
      /^a\.docx, b\.pptx, c\.xlsx, and 2 more files are each billed at least 50,000 characters/,
    );
    expect(billingLines(await intlIn('de'), billingPreview(files))[0]).toMatch(
      /^a\.docx, b\.pptx, c\.xlsx und 2 weitere Dateien werden jeweils mit mindestens 50\.000 Zeichen/,
    );
    expect(billingLines(await intlIn('ja'), billingPreview(files))[0]).toMatch(
      /^a\.docx、b\.pptx、c\.xlsx、ほか 2 件 は/,
    );
  });

  it('has nothing to warn about for files billed by their characters only', async () => {
    expect(billingLines(await intlIn('en'), billingPreview(['notes.txt', 'page.html']))).toEqual([]);
  });
});
