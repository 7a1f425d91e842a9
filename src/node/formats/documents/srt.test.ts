import { describe, expect, it } from 'vitest';
import { pseudoTranslate } from '../../../simulator/engine/pseudoTranslate';
import { encodeText } from '../text/textDecoding';
import { buildSrt } from './testing/fixtures';
import { translateDocument } from './translateDocument';

const toDutch = (text: string) => pseudoTranslate(text, { targetLang: 'nl', sourceLang: 'en' });
const cues = [['Good morning, team.', 'The meeting starts now.'], ['Thank you for the answer']];

describe('srt', () => {
  it('keeps cue numbers, timecodes, blank lines and CRLF; translates the cue text line by line', async () => {
    const result = await translateDocument({ bytes: buildSrt(cues), fileName: 'talk.srt' }, toDutch);
    const text = new TextDecoder().decode(result.bytes);
    expect(text).toBe(
      `1\r\n00:00:01,000 --> 00:00:04,500\r\n${toDutch('Good morning, team.')}\r\n${toDutch('The meeting starts now.')}\r\n\r\n` +
        `2\r\n00:00:05,000 --> 00:00:08,500\r\n${toDutch('Thank you for the answer')}\r\n`,
    );
    expect(result.characters).toBe(cues.flat().join('').length);
    expect(result.contentType).toBe('application/x-subrip');
  });

  it('translates a cue line that is only a number when it is not followed by a timecode', async () => {
    const srt = '1\n00:00:01,000 --> 00:00:02,000\n2026\nthe team\n';
    const result = await translateDocument({ bytes: new TextEncoder().encode(srt), fileName: 'a.srt' }, toDutch);
    expect(new TextDecoder().decode(result.bytes)).toBe('1\n00:00:01,000 --> 00:00:02,000\n2026\nde team\n');
  });

  it('refuses a file without timecodes, saying it looks damaged', async () => {
    const bytes = new TextEncoder().encode('just some text\nwithout cues\n');
    await expect(translateDocument({ bytes, fileName: 'a.srt' }, toDutch)).rejects.toThrow(
      /"a\.srt" looks damaged: it has no SubRip timecodes/,
    );
  });

  it('translates UTF-16 subtitles without a byte order mark (either byte order) and writes them back the same way', async () => {
    const text = new TextDecoder().decode(buildSrt(cues));
    for (const encoding of ['utf-16le', 'utf-16be'] as const) {
      const bytes = encodeText(text, encoding, false);
      const result = await translateDocument({ bytes, fileName: 'talk.srt' }, toDutch);
      expect(result.bytes[0] === 0xff || result.bytes[0] === 0xfe).toBe(false);
      const back = new TextDecoder(encoding).decode(result.bytes);
      expect(back).toContain('00:00:01,000 --> ');
      expect(back).toContain(toDutch('Good morning, team.'));
    }
  });
});
