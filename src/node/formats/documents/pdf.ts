// PDF: the text is extracted with unpdf (pdf.js, works on Node 20), translated line by line, and written back
// either as a Word document (output_format=docx) or as a simple PDF made with pdf-lib, one page (or more, when
// the translation runs longer) per source page. Layout, images and fonts of the original are not kept.
import { strToU8, zipSync } from 'fflate';
import type { PDFFont } from 'pdf-lib';
import { DOCUMENT_BOUNDS, boundMessages, nextTurn, tooLarge } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { splitLinesKeepingBreaks } from './txt';
import { encodeXmlText, xmlAllowedText } from '../xml/xmlCharacters';
import type { TranslateText } from '../xml/elementText';

/** The text of each page, read one page at a time (pdf.js keeps what a page needs until cleanup). */
export async function extractPdfPages(bytes: Uint8Array, fileName: string): Promise<string[]> {
  const { getDocumentProxy } = await import('unpdf');
  const pages: string[] = [];
  let characters = 0;
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>> | undefined;
  try {
    // pdf.js takes ownership of the buffer it is given, so it gets a copy.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0 });
    if (pdf.numPages > DOCUMENT_BOUNDS.maxPdfPages) throw tooLarge(fileName, boundMessages.pages(pdf.numPages));
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // A text layer may carry control characters (glyph codes without a Unicode mapping): they have no visible
      // form, are not billed, and XML (a docx) may not hold them.
      const text = xmlAllowedText(
        content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''),
      );
      page.cleanup();
      characters += text.length;
      // Twice the translation bound: whitespace and punctuation are read but not translated.
      if (characters > 2 * DOCUMENT_BOUNDS.maxCharacters) throw tooLarge(fileName, boundMessages.characters());
      pages.push(text);
      await nextTurn();
    }
  } catch (error) {
    if (error instanceof DocumentFormatError) throw error;
    if (error instanceof Error && error.name === 'PasswordException') {
      throw new DocumentFormatError(
        'unsupported',
        `"${fileName}" is password-protected. Remove the password and upload it again.`,
        { cause: error },
      );
    }
    throw DocumentFormatError.damaged(fileName, 'it cannot be read as a PDF', error);
  } finally {
    await pdf?.destroy().catch(() => undefined);
  }
  if (!pages.some((page) => /\S/.test(page))) {
    throw new DocumentFormatError(
      'noText',
      `"${fileName}" contains no selectable text (it may be a scanned image). The simulator translates only PDFs with a text layer; run text recognition (OCR) on it first.`,
    );
  }
  return pages;
}

const translateLines = (page: string, translate: TranslateText): string[] =>
  splitLinesKeepingBreaks(page)
    .filter((_, index) => index % 2 === 0)
    .map((line) => translate(line));

const WORD_CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const WORD_PACKAGE_RELATIONSHIPS =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
  '</Relationships>';

/** A minimal valid .docx: one paragraph per line, a page break between pages. */
export function buildWordDocument(pages: ReadonlyArray<ReadonlyArray<string>>): Uint8Array {
  const paragraph = (line: string) =>
    line === '' ? '<w:p/>' : `<w:p><w:r><w:t xml:space="preserve">${encodeXmlText(line)}</w:t></w:r></w:p>`;
  const pageBreak = '<w:p><w:r><w:br w:type="page"/></w:r></w:p>';
  const body = pages.map((lines) => lines.map(paragraph).join('')).join(pageBreak);
  const document =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
    '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    `<w:body>${body}<w:sectPr><w:pgSz w:w="11906" w:h="16838"/></w:sectPr></w:body></w:document>`;
  const time = new Date('2000-01-01T00:00:00Z');
  return zipSync(
    {
      '[Content_Types].xml': [strToU8(WORD_CONTENT_TYPES), { mtime: time }],
      '_rels/.rels': [strToU8(WORD_PACKAGE_RELATIONSHIPS), { mtime: time }],
      'word/document.xml': [strToU8(document), { mtime: time }],
    },
    { level: 6 },
  );
}

const PAGE = { width: 595.28, height: 841.89, margin: 56, fontSize: 11, lineHeight: 15 };

function wrapLine(line: string, font: PDFFont, maxWidth: number): string[] {
  const words = line.split(/(\s+)/);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current + word;
    if (current !== '' && font.widthOfTextAtSize(candidate, PAGE.fontSize) > maxWidth) {
      lines.push(current.trimEnd());
      current = word.trimStart();
    } else {
      current = candidate;
    }
  }
  lines.push(current);
  return lines;
}

/** A simple PDF with the translated text; a source page that overflows continues on the next page. */
async function buildSimplePdf(pages: ReadonlyArray<ReadonlyArray<string>>, fileName: string): Promise<Uint8Array> {
  // Loaded on first use: pdf-lib is most of the document worker's start-up, and most documents are not PDFs.
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const supported = new Set(font.getCharacterSet());
  const printable = pages.map((lines) => lines.map((line) => line.replace(/\s/g, ' ')));
  for (const char of printable.flat().join('').replace(/ /g, '')) {
    if (!supported.has(char.codePointAt(0) ?? 0)) {
      throw new DocumentFormatError(
        'conversion',
        `The translation of "${fileName}" uses characters (such as "${char}") that the simulator's built-in PDF font cannot show. Ask for a Word document instead (output format docx); the real service writes such PDFs.`,
      );
    }
  }
  pdf.setCreationDate(new Date('2000-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2000-01-01T00:00:00Z'));
  const maxWidth = PAGE.width - 2 * PAGE.margin;
  for (const lines of printable) {
    await nextTurn(); // a page at a time, so other calls run in between
    let page = pdf.addPage([PAGE.width, PAGE.height]);
    let y = PAGE.height - PAGE.margin;
    for (const line of lines.flatMap((text) => wrapLine(text, font, maxWidth))) {
      if (y < PAGE.margin) {
        page = pdf.addPage([PAGE.width, PAGE.height]);
        y = PAGE.height - PAGE.margin;
      }
      if (line !== '') page.drawText(line, { x: PAGE.margin, y, size: PAGE.fontSize, font });
      y -= PAGE.lineHeight;
    }
  }
  return pdf.save();
}

export async function translatePdf(
  bytes: Uint8Array,
  fileName: string,
  translate: TranslateText,
  outputFormat: 'pdf' | 'docx',
  write = true,
): Promise<Uint8Array | undefined> {
  const pages = (await extractPdfPages(bytes, fileName)).map((page) => translateLines(page, translate));
  if (!write) return undefined;
  return outputFormat === 'docx' ? buildWordDocument(pages) : buildSimplePdf(pages, fileName);
}
