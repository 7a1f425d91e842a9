import { describe, expect, it } from 'vitest';
import { formatTimestamp, toSrt, toTxt, toVtt } from './subtitles';

const segments = [
  { text: 'Good morning, everyone.', startMs: 500, endMs: 1700 },
  { text: 'Let us start --> now.\nSecond line', startMs: 3_725_010, endMs: 3_727_999 },
];

describe('subtitle export', () => {
  it('formats times as HH:MM:SS with milliseconds', () => {
    expect(formatTimestamp(0, ',')).toBe('00:00:00,000');
    expect(formatTimestamp(3_725_010, '.')).toBe('01:02:05.010');
  });

  it('writes SRT: numbered cues with comma milliseconds, separated by a blank line', () => {
    expect(toSrt(segments)).toBe(
      '1\n00:00:00,500 --> 00:00:01,700\nGood morning, everyone.\n\n2\n01:02:05,010 --> 01:02:07,999\nLet us start --> now.\nSecond line\n',
    );
  });

  it('writes WebVTT: the header, dot milliseconds, and no "-->" inside a cue', () => {
    expect(toVtt(segments)).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.700\nGood morning, everyone.\n\n01:02:05.010 --> 01:02:07.999\nLet us start -> now.\nSecond line\n',
    );
  });

  it('writes plain text with each segment’s times on one line', () => {
    expect(toTxt(segments)).toBe(
      '[00:00:00.500 - 00:00:01.700] Good morning, everyone.\n[01:02:05.010 - 01:02:07.999] Let us start --> now. Second line\n',
    );
  });

  it('never writes an empty cue, which would end the cue early', () => {
    expect(toSrt([{ text: '\n', startMs: 0, endMs: 10 }])).toBe('1\n00:00:00,000 --> 00:00:00,010\n…\n');
  });

  it('escapes what WebVTT reads as markup in a cue (a spoken “<” or “&”)', () => {
    expect(toVtt([{ text: 'R&D < budget', startMs: 0, endMs: 10 }])).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:00.010\nR&amp;D &lt; budget\n',
    );
  });
});

describe('the export of both sides of a call', () => {
  const call = [
    { text: 'Good morning, everyone.', startMs: 500, endMs: 1700, speaker: 'me' as const },
    { text: 'Could you say a few words?', startMs: 2000, endMs: 3500, speaker: 'others' as const },
  ];
  const names = { me: 'Ich', others: 'Andere' };

  it('names the speaker before each SRT cue and text line, in the words of the window’s language', () => {
    expect(toSrt(call, names)).toBe(
      '1\n00:00:00,500 --> 00:00:01,700\nIch: Good morning, everyone.\n\n2\n00:00:02,000 --> 00:00:03,500\nAndere: Could you say a few words?\n',
    );
    expect(toTxt(call, names)).toBe(
      '[00:00:00.500 - 00:00:01.700] Ich: Good morning, everyone.\n[00:00:02.000 - 00:00:03.500] Andere: Could you say a few words?\n',
    );
  });

  it('names the speaker of each WebVTT cue with a voice span, which players show as the speaker', () => {
    expect(toVtt(call, { me: 'Me', others: 'Oth>ers' })).toBe(
      'WEBVTT\n\n00:00:00.500 --> 00:00:01.700\n<v Me>Good morning, everyone.\n\n00:00:02.000 --> 00:00:03.500\n<v Oth ers>Could you say a few words?\n',
    );
  });

  it('names nobody when one source was captioned', () => {
    expect(toSrt(segments, names)).toBe(toSrt(segments));
  });
});
