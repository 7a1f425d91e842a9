import { describe, expect, it } from 'vitest';
import { OFFICE_TEXT_RULE } from '../office/officeTextParts';
import { rewriteElementText, XmlSyntaxError } from './elementText';
import { encodeXmlText, xmlAllowedText } from './xmlCharacters';

const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const upper = (text: string) => text.toUpperCase();

describe('rewriting the text of chosen elements', () => {
  it('finds an element by its namespace, whatever prefix the file gives it', async () => {
    const prefixed = `<x:sst xmlns:x="${S}"><x:si><x:t>first</x:t></x:si><x:si><x:t xml:space="preserve"> second</x:t></x:si></x:sst>`;
    expect(await rewriteElementText(prefixed, OFFICE_TEXT_RULE, upper)).toBe(
      `<x:sst xmlns:x="${S}"><x:si><x:t>FIRST</x:t></x:si><x:si><x:t xml:space="preserve"> SECOND</x:t></x:si></x:sst>`,
    );
    const plain = `<sst xmlns="${S}"><si><t>first</t></si></sst>`;
    expect(await rewriteElementText(plain, OFFICE_TEXT_RULE, upper)).toBe(
      `<sst xmlns="${S}"><si><t>FIRST</t></si></sst>`,
    );
  });

  it('leaves an element of the same name in another namespace alone', async () => {
    const xml = `<root xmlns="urn:other" xmlns:s="${S}"><t>keep</t><s:t>change</s:t></root>`;
    expect(await rewriteElementText(xml, OFFICE_TEXT_RULE, upper)).toBe(
      `<root xmlns="urn:other" xmlns:s="${S}"><t>keep</t><s:t>CHANGE</s:t></root>`,
    );
  });

  it('keeps every byte outside the texts: declaration, attributes with ">" in them, comments, entities it did not touch', async () => {
    const xml =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\r\n<!-- <t>not this</t> -->` +
      `<sst xmlns="${S}"  count="2"><si a="x>y"><t>a &amp; b</t></si><si><t>123</t></si></sst>`;
    const out = await rewriteElementText(xml, OFFICE_TEXT_RULE, (text) => (/[a-z]/.test(text) ? upper(text) : text));
    expect(out).toBe(xml.replace('a &amp; b', 'A &amp; B'));
  });

  it('skips phonetic guides and elements that hold markup rather than text', async () => {
    const xml = `<sst xmlns="${S}"><si><t>漢字</t><rPh sb="0" eb="2"><t>かんじ</t></rPh></si><si><t>a<!-- c -->b</t></si><si><t/></si></sst>`;
    const out = await rewriteElementText(xml, OFFICE_TEXT_RULE, (text) => `[${text}]`);
    expect(out).toBe(xml.replace('<t>漢字</t>', '<t>[漢字]</t>'));
  });

  it('translates a chart cache only where it holds names, never the numbers', async () => {
    const C = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
    const xml = `<c:chartSpace xmlns:c="${C}"><c:strCache><c:pt idx="0"><c:v>North</c:v></c:pt></c:strCache><c:numCache><c:pt idx="0"><c:v>12</c:v></c:pt></c:numCache></c:chartSpace>`;
    expect(await rewriteElementText(xml, OFFICE_TEXT_RULE, upper)).toBe(xml.replace('North', 'NORTH'));
  });

  it('writes a translation under XML 1.0 character rules, and a carriage return as a reference', async () => {
    const xml = `<sst xmlns="${S}"><si><t>x</t></si></sst>`;
    const out = await rewriteElementText(xml, OFFICE_TEXT_RULE, () => 'a\u0002b\r\n<c>');
    expect(out).toBe(`<sst xmlns="${S}"><si><t>ab&#13;\n&lt;c&gt;</t></si></sst>`);
  });

  it('reads a part fed in slices as one, giving a turn between slices', async () => {
    const xml = `<sst xmlns="${S}">${'<si><t>word</t></si>'.repeat(200)}</sst>`;
    let turns = 0;
    const out = await rewriteElementText(xml, OFFICE_TEXT_RULE, upper, {
      sliceCharacters: 7,
      turn: async () => {
        turns++;
      },
    });
    expect(out).toBe(xml.replace(/word/g, 'WORD'));
    expect(turns).toBeGreaterThan(100);
  });

  it('refuses a part that is not well-formed, with its line', async () => {
    const error = await rewriteElementText(`<sst xmlns="${S}">\n<si><t>a</si></sst>`, OFFICE_TEXT_RULE, upper).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(XmlSyntaxError);
    expect((error as XmlSyntaxError).line).toBe(2);
  });
});

describe("XML 1.0's characters", () => {
  it('drops control characters, U+FFFE/U+FFFF and unpaired surrogates, and keeps tab, line breaks and astral characters', () => {
    expect(xmlAllowedText('a\u0000b\u0002c\u001fd\ufffe\uffffe\ud800f\udc00g')).toBe('abcdefg');
    expect(xmlAllowedText('tab\tLF\nCR\r😀')).toBe('tab\tLF\nCR\r😀');
    expect(encodeXmlText('1 < 2 & 3 > 2')).toBe('1 &lt; 2 &amp; 3 &gt; 2');
  });
});
