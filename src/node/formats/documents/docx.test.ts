import { describe, expect, it } from 'vitest';
import { strToU8, unzipSync, zipSync } from 'fflate';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { DocumentFormatError } from './documentFormatError';
import { buildDocx, officePackageProblems, readZipText, TINY_PNG } from './fixtures';
import { translateDocument } from './translateDocument';
import { encodeXmlText } from '../xml/xmlCharacters';

const toGerman = (text: string) => pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en' });

const content = {
  paragraphs: [
    ['Good morning, ', 'the contract is ready'],
    ['Please sign the invoice before Friday.'],
    ['Terms & conditions <draft> apply'],
  ],
  header: 'Confidential agreement',
  footer: 'Page footer of the company',
  footnote: 'The price includes the service.',
};
const sources = [...content.paragraphs.flat(), content.header, content.footer, content.footnote];

async function translateDocx(bytes = buildDocx(content), translate = toGerman) {
  return translateDocument({ bytes, fileName: 'Contract.docx' }, translate);
}

describe('docx', () => {
  it('comes back as a sound Word package: same entries, same content types, binary parts byte-identical', async () => {
    const original = buildDocx(content);
    const result = await translateDocx(original);
    expect(officePackageProblems(original, result.bytes, 'docx')).toEqual([]);
    expect(unzipSync(result.bytes)['word/media/image1.png']).toEqual(TINY_PNG);
    expect(result.fileName).toBe('Contract.docx');
    expect(result.contentType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
  });

  it('translates every text run of the body, header, footer and footnotes; no source string is left', async () => {
    const parts = readZipText((await translateDocx()).bytes);
    const allText = ['word/document.xml', 'word/header1.xml', 'word/footer1.xml', 'word/footnotes.xml']
      .map((name) => parts[name])
      .join('');
    for (const source of sources) {
      expect(allText).toContain(`>${encodeXmlText(toGerman(source))}</w:t>`);
      expect(allText).not.toContain(`>${encodeXmlText(source)}</w:t>`);
    }
    expect(parts['word/header1.xml']).toContain(encodeXmlText(toGerman(content.header)));
    expect(parts['word/footnotes.xml']).toContain(encodeXmlText(toGerman(content.footnote)));
  });

  it('keeps formatting, field codes and the paragraph structure', async () => {
    const before = readZipText(buildDocx(content))['word/document.xml'] as string;
    const after = readZipText((await translateDocx()).bytes)['word/document.xml'] as string;
    const skeleton = (xml: string) => xml.replace(/(<w:t(?:\s[^>]*)?>)[^<]*(<\/w:t>)/g, '$1$2');
    expect(skeleton(after)).toBe(skeleton(before));
    expect(after).toContain('<w:instrText xml:space="preserve"> PAGE </w:instrText>');
  });

  it('counts the characters of the text it translated', async () => {
    const pageFieldResult = 1; // the "1" shown by the PAGE field is a text run too
    const expected = sources.reduce((sum, source) => sum + [...source].length, 0) + pageFieldResult;
    expect((await translateDocx()).characters).toBe(expected);
  });

  it('shows a glossary at work', async () => {
    const glossary = [['contract', 'Rahmenvertrag']] as const;
    const result = await translateDocx(buildDocx(content), (text) =>
      pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en', glossary }),
    );
    expect(readZipText(result.bytes)['word/document.xml']).toContain('Rahmenvertrag');
  });

  it('refuses a file that is not a zip, saying it looks damaged', async () => {
    const error = await translateDocx(strToU8('this is plain text, not a Word file')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DocumentFormatError);
    expect((error as DocumentFormatError).problem).toBe('damaged');
    expect((error as DocumentFormatError).message).toMatch(/"Contract\.docx" looks damaged/);
  });

  it('refuses a zip that is not a Word document', async () => {
    const notWord = zipSync({ '[Content_Types].xml': strToU8('<Types/>'), 'hello.txt': strToU8('hi') });
    await expect(translateDocx(notWord)).rejects.toThrow(/word\/document\.xml is missing/);
  });

  it('refuses malformed XML, naming the broken part', async () => {
    const parts = unzipSync(buildDocx(content));
    parts['word/document.xml'] = strToU8('<w:document><w:body><w:p></w:body>');
    await expect(translateDocx(zipSync(parts))).rejects.toThrow(
      /looks damaged: its part word\/document\.xml is not well-formed XML/,
    );
  });

  it('refuses a password-protected (or old binary) Office file with a way forward', async () => {
    const compoundFile = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
    await expect(translateDocx(compoundFile)).rejects.toThrow(
      /password-protected or saved in the old binary Office format/,
    );
  });
});
