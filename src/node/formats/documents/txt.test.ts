import { describe, expect, it } from 'vitest';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { buildTxt } from './testing/fixtures';
import { translateDocument } from './translateDocument';

const toGerman = (text: string) => pseudoTranslate(text, { targetLang: 'de', sourceLang: 'en' });
const lines = ['Good morning, the contract is ready.', '', '   Please sign it by {date}.', 'Thank you!'];
const decode = (bytes: Uint8Array) => new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);

describe('txt', () => {
  it('translates each line and keeps the line structure exactly', async () => {
    const result = await translateDocument({ bytes: buildTxt(lines), fileName: 'letter.txt' }, toGerman);
    expect(decode(result.bytes)).toBe(lines.map(toGerman).join('\n'));
    expect(decode(result.bytes).split('\n')).toHaveLength(4);
    expect(decode(result.bytes)).toContain('   Bitte ');
    expect(result.contentType).toBe('text/plain; charset=utf-8');
    expect(result.fileName).toBe('letter.txt');
  });

  it('keeps Windows line breaks', async () => {
    const result = await translateDocument(
      { bytes: buildTxt(lines, { lineBreak: '\r\n' }), fileName: 'letter.txt' },
      toGerman,
    );
    expect(decode(result.bytes)).toBe(lines.map(toGerman).join('\r\n'));
  });

  it('keeps a UTF-8 byte order mark when there was one, and adds none otherwise', async () => {
    const withMark = await translateDocument(
      { bytes: buildTxt(lines, { byteOrderMark: true }), fileName: 'a.txt' },
      toGerman,
    );
    expect([...withMark.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(decode(withMark.bytes.subarray(3))).toBe(lines.map(toGerman).join('\n'));
    const without = await translateDocument({ bytes: buildTxt(lines), fileName: 'a.txt' }, toGerman);
    expect(without.bytes[0]).not.toBe(0xef);
  });

  it('reads and writes UTF-16 files with their byte order mark', async () => {
    const text = 'Good morning\r\nthe team';
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xff, 0xfe]);
    for (let index = 0; index < text.length; index++) bytes[2 + index * 2] = text.charCodeAt(index);
    const result = await translateDocument({ bytes, fileName: 'a.txt' }, toGerman);
    expect([...result.bytes.subarray(0, 2)]).toEqual([0xff, 0xfe]);
    expect(new TextDecoder('utf-16le').decode(result.bytes.subarray(2))).toBe('Guten Morgen\r\ndie Team');
  });

  it('counts the characters of the non-blank lines', async () => {
    const result = await translateDocument({ bytes: buildTxt(lines), fileName: 'a.txt' }, toGerman);
    expect(result.characters).toBe(lines.join('').length);
  });

  it('refuses text that is not Unicode, with what to do', async () => {
    const latin1 = Uint8Array.from([0x43, 0x61, 0x66, 0xe9, 0x20, 0x6f, 0x6b]); // "Café ok" in ISO-8859-1
    await expect(translateDocument({ bytes: latin1, fileName: 'old.txt' }, toGerman)).rejects.toThrow(
      /Save it with UTF-8 encoding/,
    );
  });
});
