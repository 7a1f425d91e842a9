import { describe, expect, it } from 'vitest';
import { fitToRequest } from './textLimit';
import { utf8ByteLength } from '../../shared/rules/glossaryEntries';

describe('a selection longer than one request may carry', () => {
  it('is sent whole when it fits', () => {
    expect(fitToRequest('Short text.')).toEqual({ text: 'Short text.', truncated: null });
  });
  it('is cut at the last paragraph within the limit, with a note of how much was sent', () => {
    const paragraph = 'word '.repeat(19).trim() + '.';
    const text = Array.from({ length: 20 }, () => paragraph).join('\n\n');
    const { text: sent, truncated } = fitToRequest(text, 1000);
    expect(utf8ByteLength(sent)).toBeLessThanOrEqual(1000);
    expect(sent.endsWith('.')).toBe(true);
    expect(truncated).toEqual({ sentChars: [...sent].length, totalChars: text.length });
  });
  it('counts bytes, not characters, and never splits a character', () => {
    const text = '日本語の文章'.repeat(100); // 3 bytes a character
    const { text: sent, truncated } = fitToRequest(text, 301);
    expect(utf8ByteLength(sent)).toBeLessThanOrEqual(301);
    expect(sent).toBe(text.slice(0, 100));
    expect(truncated?.totalChars).toBe(600);
  });
});
