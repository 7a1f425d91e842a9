// Subtitle files from a transcript's concluded segments: SRT, WebVTT and plain text with times.
import type { TranscriptSegment } from './transcripts';

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

export function toSrt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map(
      (s, i) =>
        `${i + 1}\n${formatTimestamp(s.startMs, ',')} --> ${formatTimestamp(s.endMs, ',')}\n${cueText(s.text)}\n`,
    )
    .join('\n');
}

export function toVtt(segments: readonly TranscriptSegment[]): string {
  // "-->" may not appear in a WebVTT cue's text.
  const cues = segments.map(
    (s) =>
      `${formatTimestamp(s.startMs, '.')} --> ${formatTimestamp(s.endMs, '.')}\n${cueText(s.text).replaceAll('-->', '->')}\n`,
  );
  return ['WEBVTT\n', ...cues].join('\n');
}

export function toTxt(segments: readonly TranscriptSegment[]): string {
  return segments
    .map(
      (s) =>
        `[${formatTimestamp(s.startMs, '.')} - ${formatTimestamp(s.endMs, '.')}] ${s.text.replace(/\s*\r?\n\s*/g, ' ').trim()}\n`,
    )
    .join('');
}

export function toSubtitles(format: SubtitleFormat, segments: readonly TranscriptSegment[]): string {
  return format === 'srt' ? toSrt(segments) : format === 'vtt' ? toVtt(segments) : toTxt(segments);
}
