import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../../shared/errors';
import { NotUnicodeError, decodeGlossaryText, decodeText, encodeText, normalizeLineEnds } from './textDecoding';

const utf16 = (text: string, endian: 'le' | 'be', bom: boolean) => {
  const bytes: number[] = bom ? (endian === 'le' ? [0xff, 0xfe] : [0xfe, 0xff]) : [];
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    bytes.push(...(endian === 'le' ? [code & 0xff, code >> 8] : [code >> 8, code & 0xff]));
  }
  return Uint8Array.from(bytes);
};

describe('decoding a glossary text file', () => {
  it('reads UTF-8 with and without a BOM, dropping the BOM', () => {
    const body = new TextEncoder().encode('Straße\tstreet\n');
    expect(decodeGlossaryText(body)).toEqual({ text: 'Straße\tstreet\n', encoding: 'utf-8' });
    expect(decodeGlossaryText(Uint8Array.from([0xef, 0xbb, 0xbf, ...body]))).toEqual({
      text: 'Straße\tstreet\n',
      encoding: 'utf-8-bom',
    });
  });

  it('reads UTF-16 little and big endian by their BOM, and without one by the NUL pattern', () => {
    expect(decodeGlossaryText(utf16('東京\tTokyo\r\n', 'le', true))).toEqual({
      text: '東京\tTokyo\r\n',
      encoding: 'utf-16le',
    });
    expect(decodeGlossaryText(utf16('Haus\thouse', 'be', true))).toEqual({ text: 'Haus\thouse', encoding: 'utf-16be' });
    expect(decodeGlossaryText(utf16('Haus\thouse\nKatze\tcat', 'le', false)).encoding).toBe('utf-16le');
  });

  it('falls back to Windows-1252 (Latin-1) when the bytes are not valid UTF-8', () => {
    const latin1 = Uint8Array.from(
      [...'Stra', 0xdf, ...'e\tstreet\ncaf', 0xe9, ...'\tcoffee\n', 0x80, '\t', ...'euro'].map((c) =>
        typeof c === 'number' ? c : c.charCodeAt(0),
      ),
    );
    expect(decodeGlossaryText(latin1)).toEqual({
      text: 'Straße\tstreet\ncafé\tcoffee\n€\teuro',
      encoding: 'windows-1252',
    });
  });

  it('refuses binary data with a sentence naming the file', () => {
    const garbage = Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 256);
    expect(() => decodeGlossaryText(garbage, 'photo.tsv')).toThrow(ValidationError);
    expect(() => decodeGlossaryText(garbage, 'photo.tsv')).toThrow(/photo\.tsv.*binary/);
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    expect(() => decodeGlossaryText(png)).toThrow(ValidationError);
  });

  it('gives a file with only CR line ends LF ones, and leaves CRLF to the parser', () => {
    expect(normalizeLineEnds('a\tb\rc\td\r')).toBe('a\tb\nc\td\n');
    expect(normalizeLineEnds('a\tb\r\nc\td')).toBe('a\tb\r\nc\td');
  });
});

describe('decoding a document as Unicode', () => {
  it('reads UTF-16 without a byte order mark, either byte order, and writes it back the same way', () => {
    const text = '1\n00:00:01,000 --> 00:00:02,000\nGood morning\n';
    for (const endian of ['le', 'be'] as const) {
      const decoded = decodeText(utf16(text, endian, false));
      expect(decoded).toEqual({ text, encoding: `utf-16${endian}`, byteOrderMark: false });
      expect(encodeText(decoded.text, decoded.encoding, false)).toEqual(utf16(text, endian, false));
    }
  });

  it('tells the byte order of text without a Latin letter by its line breaks', () => {
    const text = '第一行\n第二行\n';
    expect(decodeText(utf16(text, 'le', false))).toMatchObject({ text, encoding: 'utf-16le' });
    expect(decodeText(utf16(text, 'be', false))).toMatchObject({ text, encoding: 'utf-16be' });
  });

  it('refuses UTF-16 without a byte order mark whose order cannot be told, saying it may be UTF-16', () => {
    const error = (() => {
      try {
        decodeText(utf16('第一行', 'le', false));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(NotUnicodeError);
    expect((error as NotUnicodeError).maybeUtf16).toBe(true);
  });
});
