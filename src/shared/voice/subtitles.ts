// Subtitle files from a transcript's concluded segments: SRT, WebVTT and plain text with times. With both sides of
// a call, each cue names its speaker ("Me: …" in SRT and text, a WebVTT voice span `<v Me>` in VTT), in the
// words the window passes (its language).
import type { Speaker, TranscriptSegment } from './transcripts';

/** The speakers' names as the reader sees them. */
export type SpeakerNames = Record<Speaker, string>;

const named = (text: string, segment: TranscriptSegment, names?: SpeakerNames) =>
  segment.speaker && names ? `${names[segment.speaker]}: ${text}` : text;

export type SubtitleFormat = 'srt' | 'vtt' | 'txt';
export const SUBTITLE_FORMATS: readonly SubtitleFormat[] = ['srt', 'vtt', 'txt'];

/** HH:MM:SS followed by the separator and milliseconds (`,` for SRT, `.` for VTT). */
export function formatTimestamp(ms: number, separator: ',' | '.'): string {
  const total = Math.max(0, Math.round(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor(total / 60_000) % 60;
  const seconds = Math.floor(total / 1000) % 60;
  const millis = total % 1000;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(hours)}:${two(minutes)}:${two(seconds)}${separator}${String(millis).padStart(3, '0')}`;
}

/** A cue's text: one line per line, and never an empty line (it would end the cue). */
const cueText = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join('\n') || '…';

export function toSrt(segments: readonly TranscriptSegment[], names?: SpeakerNames): string {
  return segments
    .map(
      (s, i) =>
        `${i + 1}\n${formatTimestamp(s.startMs, ',')} --> ${formatTimestamp(s.endMs, ',')}\n${named(cueText(s.text), s, names)}\n`,
    )
    .join('\n');
}

/** A WebVTT voice span's annotation may hold neither `>` nor a line break. */
const voiceSpan = (segment: TranscriptSegment, names?: SpeakerNames) =>
  segment.speaker && names ? `<v ${names[segment.speaker].replace(/[>\r\n]/g, ' ').trim()}>` : '';

/** Cue text is markup in WebVTT: `&` and `<` are written as entities. */
const escapeVtt = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');

export function toVtt(segments: readonly TranscriptSegment[], names?: SpeakerNames): string {
  // "-->" may not appear in a WebVTT cue's text.
  const cues = segments.map(
    (s) =>
      `${formatTimestamp(s.startMs, '.')} --> ${formatTimestamp(s.endMs, '.')}\n${voiceSpan(s, names)}${escapeVtt(cueText(s.text)).replaceAll('-->', '->')}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}

export function toTxt(segments: readonly TranscriptSegment[], names?: SpeakerNames): string {
  return segments
    .map(
      (s) =>
        `[${formatTimestamp(s.startMs, '.')} - ${formatTimestamp(s.endMs, '.')}] ${named(s.text.replace(/\s*\r?\n\s*/g, ' ').trim(), s, names)}\n`,
    )
    .join('');
}

export function toSubtitles(
  format: SubtitleFormat,
  segments: readonly TranscriptSegment[],
  names?: SpeakerNames,
): string {
  return format === 'srt' ? toSrt(segments, names) : format === 'vtt' ? toVtt(segments, names) : toTxt(segments, names);
}
