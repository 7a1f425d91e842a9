// One document may cost the simulator only so much: a zip bomb past the 16 MB under which a part is not judged
// by its ratio, a pdf of more pages or a text of more characters than the bound ends in a clear `tooLarge`
// error. Building each takes a second or more on a busy machine, so these cases are integration tests; the
// other bounds are unit-tested in documentBounds.test.ts.
import { zipSync, strToU8 } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BOUNDS } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { translateDocument } from './translateDocument';

const same = (text: string) => text;

async function refusal(promise: Promise<unknown>): Promise<DocumentFormatError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFormatError);
  return error as DocumentFormatError;
}

function wordZip(documentXml: Uint8Array): Uint8Array {
  return zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': documentXml }, { level: 9 });
}

describe('an office zip is inflated within bounds', () => {
  it('refuses a zip bomb (a part unpacking to far more than its packed size) as too large, naming it', async () => {
    const bomb = wordZip(new Uint8Array(24 * 1024 * 1024).fill(0x61));
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(24 * 1024 * 1024).toBeGreaterThan(DOCUMENT_BOUNDS.ratioFloorBytes);
    const error = await refusal(translateDocument({ bytes: bomb, fileName: 'bomb.docx' }, same));
    expect(error.problem).toBe('tooLarge');
    expect(error.message).toContain('"bomb.docx" is too large for the simulator');
    expect(error.message).toContain('word/document.xml unpacks to more than 100 times its packed size');
  });
});

describe('pdf and text are bounded', () => {
  it(`refuses a pdf of more than ${DOCUMENT_BOUNDS.maxPdfPages} pages before reading its pages`, async () => {
    const pdf = await PDFDocument.create();
    for (let i = 0; i <= DOCUMENT_BOUNDS.maxPdfPages; i++) pdf.addPage([100, 100]);
    const error = await refusal(translateDocument({ bytes: await pdf.save(), fileName: 'long.pdf' }, same));
    expect(error.problem).toBe('tooLarge');
    expect(error.message).toContain(
      `it has ${DOCUMENT_BOUNDS.maxPdfPages + 1} pages (at most ${DOCUMENT_BOUNDS.maxPdfPages})`,
    );
  });

  it('refuses a document with more characters of text than the bound, before translating them', async () => {
    let translated = 0;
    const text = strToU8('word '.repeat(DOCUMENT_BOUNDS.maxCharacters / 4));
    const error = await refusal(
      translateDocument({ bytes: text, fileName: 'long.txt' }, (t) => ((translated += t.length), t)),
    );
    expect(error.message).toContain('more than 5,000,000 characters of text');
    expect(translated).toBe(0);
  });
});
