import { describe, expect, it } from 'vitest';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { DocumentFormatError } from './documentFormatError';
import { buildDocx, buildTxt } from './testing/fixtures';
import { sampleDocumentText, translateDocument } from './translateDocument';

const toGerman = (text: string) => pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en' });
const anyBytes: Uint8Array = new Uint8Array([1, 2, 3, 4]);

async function failure(fileName: string, outputFormat?: string, bytes = anyBytes): Promise<DocumentFormatError> {
  const error = await translateDocument({ bytes, fileName, ...(outputFormat ? { outputFormat } : {}) }, toGerman).catch(
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFormatError);
  return error as DocumentFormatError;
}

describe('translateDocument', () => {
  it.each(['report.doc', 'scan.jpeg', 'photo.JPG', 'diagram.png'])(
    'explains that the simulator cannot rewrite %s, and that the real service can',
    async (fileName) => {
      const error = await failure(fileName);
      expect(error.problem).toBe('unsupported');
      expect(error.message).toContain(`"${fileName}" was not translated`);
      expect(error.message).toContain('The real service translates this format');
    },
  );

  it('refuses a type the service does not support', async () => {
    expect((await failure('notes.odt')).message).toMatch(/"notes\.odt" is not a supported document type/);
  });

  it('converts only pdf to docx', async () => {
    const error = await failure(
      'contract.docx',
      'pdf',
      buildDocx({ paragraphs: [['x']], header: 'h', footer: 'f', footnote: 'n' }),
    );
    expect(error.problem).toBe('conversion');
    expect(error.message).toMatch(/A \.docx file cannot be returned as \.pdf: the only conversion is from PDF to Word/);
  });

  it('accepts the input format itself as output format, case-insensitively', async () => {
    const result = await translateDocument(
      { bytes: buildTxt(['the team']), fileName: 'Notes.TXT', outputFormat: 'TXT' },
      toGerman,
    );
    expect(new TextDecoder().decode(result.bytes)).toBe('die Team');
    expect(result.fileName).toBe('Notes.TXT');
  });

  it('does not send blank or symbol-only text to the translator, nor bill it', async () => {
    const seen: string[] = [];
    const result = await translateDocument(
      { bytes: buildTxt(['the team', '   ', '---', '42']), fileName: 'a.txt' },
      (text) => {
        seen.push(text);
        return toGerman(text);
      },
    );
    expect(seen).toEqual(['the team', '42']);
    expect(result.characters).toBe(10);
  });
});

describe('sampleDocumentText', () => {
  it('gives the text the translation would see, joined by line breaks, to detect the language once', async () => {
    const bytes = buildTxt(['Guten Morgen', '', 'Der Vertrag ist bereit']);
    expect(await sampleDocumentText({ bytes, fileName: 'brief.txt' })).toBe('Guten Morgen\nDer Vertrag ist bereit');
  });

  it('stops reading once it has enough text', async () => {
    const bytes = buildTxt(Array.from({ length: 1_000 }, (_, index) => `Line ${index}`));
    const sample = await sampleDocumentText({ bytes, fileName: 'long.txt' }, 50);
    expect(sample.startsWith('Line 0\nLine 1\n')).toBe(true);
    expect(sample.split('\n').length).toBeLessThan(10);
  });

  it('reports a damaged document as translating it would', async () => {
    await expect(sampleDocumentText({ bytes: anyBytes, fileName: 'broken.docx' })).rejects.toBeInstanceOf(
      DocumentFormatError,
    );
  });
});
