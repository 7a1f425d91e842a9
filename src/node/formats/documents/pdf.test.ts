import { describe, expect, it } from 'vitest';
import { unzipSync } from 'fflate';
import { xmlProblem } from '../xml/testing/wellFormed';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { DocumentFormatError } from './documentFormatError';
import { buildPdf } from './testing/fixtures';
import { buildWordDocument, extractPdfPages } from './pdf';
import { translateDocument } from './translateDocument';

const toGerman = (text: string) => pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en' });
const pages = [['Good morning, the contract is ready.', 'Please sign the invoice.'], ['Thank you for the payment.']];

describe('pdf', () => {
  it('returns a PDF with the translated text and the page breaks kept', async () => {
    const result = await translateDocument({ bytes: await buildPdf(pages), fileName: 'contract.pdf' }, toGerman);
    expect(result.fileName).toBe('contract.pdf');
    expect(result.contentType).toBe('application/pdf');
    const translatedPages = await extractPdfPages(result.bytes, 'contract.pdf');
    expect(translatedPages).toEqual(pages.map((lines) => lines.map(toGerman).join('\n')));
    expect(result.characters).toBe(pages.flat().join('').length);
  });

  it('returns a Word document when asked for docx, with a page break between pages', async () => {
    const result = await translateDocument(
      { bytes: await buildPdf(pages), fileName: 'contract.pdf', outputFormat: 'docx' },
      toGerman,
    );
    expect(result.fileName).toBe('contract.docx');
    expect(result.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    const parts = unzipSync(result.bytes);
    expect(Object.keys(parts)).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    const document = new TextDecoder().decode(parts['word/document.xml']);
    for (const part of Object.values(parts)) expect(xmlProblem(new TextDecoder().decode(part))).toBeUndefined();
    const paragraphs = [...document.matchAll(/<w:t xml:space="preserve">([^<]*)<\/w:t>|<w:br w:type="page"\/>/g)].map(
      (match) => match[1] ?? 'PAGE BREAK',
    );
    expect(paragraphs).toEqual([
      toGerman(pages[0]?.[0] as string),
      toGerman(pages[0]?.[1] as string),
      'PAGE BREAK',
      toGerman(pages[1]?.[0] as string),
    ]);
  });

  it('refuses a PDF whose translation the built-in PDF font cannot show, suggesting docx', async () => {
    const toRussian = (text: string) => pseudoTranslate(text, { targetLang: 'ru', sourceLang: 'en' });
    const error = await translateDocument({ bytes: await buildPdf(pages), fileName: 'contract.pdf' }, toRussian).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocumentFormatError);
    expect((error as Error).message).toMatch(/Ask for a Word document instead \(output format docx\)/);
    const docx = await translateDocument(
      { bytes: await buildPdf(pages), fileName: 'contract.pdf', outputFormat: 'docx' },
      toRussian,
    );
    expect(new TextDecoder().decode(unzipSync(docx.bytes)['word/document.xml'])).toContain(
      toRussian('Thank you for the payment.'),
    );
  });

  it('refuses a PDF without a text layer, explaining OCR', async () => {
    await expect(
      translateDocument({ bytes: await buildPdf([[], []]), fileName: 'scan.pdf' }, toGerman),
    ).rejects.toThrow(/contains no selectable text/);
  });

  it('refuses a damaged PDF', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.7\nthis is not really a pdf');
    await expect(translateDocument({ bytes, fileName: 'broken.pdf' }, toGerman)).rejects.toThrow(
      /"broken\.pdf" looks damaged/,
    );
  });

  it("writes a docx under XML 1.0's character rules, whatever control characters the text layer carried", () => {
    const document = unzipSync(buildWordDocument([['3HQ\u0003Čå\u0001Qt', 'a\u0000b']]))['word/document.xml']!;
    const xml = new TextDecoder().decode(document);
    expect(xmlProblem(xml)).toBeUndefined();
    expect(xml).toContain('>3HQČåQt<');
    expect(xml).toContain('>ab<');
  });
});
