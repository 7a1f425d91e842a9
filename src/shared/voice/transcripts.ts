// The live transcripts of a voice session, one per language (the source, and each target), by the stream's
// rule: concluded segments are final and appended (they arrive once); the tentative segments of an update
// replace the previous tentative ones. Pure: kept in main, mirrored in the renderer.
import type { ServerMessage } from '../api/voice';

/** Who said a line, when both sides of a call are captioned: your microphone, or the meeting's audio. */
export type Speaker = 'me' | 'others';

export interface TranscriptSegment {
  text: string;
  /** Milliseconds from the start of the stream (of the call, when both sides are captioned). */
  startMs: number;
  endMs: number;
  /** Set only when both sides of a call are captioned. */
  speaker?: Speaker;
}

export interface LanguageTranscript {
  concluded: TranscriptSegment[];
  tentative: TranscriptSegment[];
}

/** The key of the source transcript (targets are keyed by their language code). */
export const SOURCE = 'source';

export interface TranscriptChange {
  /** `source` or a target language. */
  key: string;
  /** Segments concluded by this update. */
  concluded: TranscriptSegment[];
  tentative: TranscriptSegment[];
  /** The language the service detected (source updates only). */
  detectedLanguage?: string;
  /** The side whose tentative segments these replace (both sides of a call); the other side's stay. */
  speaker?: Speaker;
}

const toSegment = (s: { text: string; start_time: number; end_time: number }): TranscriptSegment => ({
  text: s.text,
  startMs: s.start_time,
  endMs: s.end_time,
});

export class TranscriptModel {
  private readonly byKey = new Map<string, LanguageTranscript>();
  detectedLanguage: string | undefined;

  constructor(targetLanguages: readonly string[] = []) {
    this.transcript(SOURCE);
    for (const language of targetLanguages) this.transcript(language);
  }

  /** Applies a transcript update; returns what changed, or undefined for other messages. */
  apply(message: ServerMessage): TranscriptChange | undefined {
    if ('source_transcript_update' in message) {
      const update = message.source_transcript_update;
      const detected = update.concluded[0]?.language ?? update.tentative[0]?.language;
      if (detected) this.detectedLanguage = detected;
      return this.update(SOURCE, update.concluded.map(toSegment), update.tentative.map(toSegment), detected);
    }
    if ('target_transcript_update' in message) {
      const update = message.target_transcript_update;
      return this.update(update.language, update.concluded.map(toSegment), update.tentative.map(toSegment));
    }
    return undefined;
  }

  get(key: string): LanguageTranscript {
    return this.transcript(key);
  }

  keys(): string[] {
    return [...this.byKey.keys()];
  }

  /** A copy of every transcript, for a window that opens mid-session. */
  snapshot(): Record<string, LanguageTranscript> {
    return Object.fromEntries(
      [...this.byKey].map(([key, t]) => [key, { concluded: [...t.concluded], tentative: [...t.tentative] }]),
    );
  }

  /** At the end of the stream, what is still tentative stays unconcluded: the caller decides to keep or drop it. */
  private update(
    key: string,
    concluded: TranscriptSegment[],
    tentative: TranscriptSegment[],
    detectedLanguage?: string,
  ): TranscriptChange {
    const transcript = this.transcript(key);
    appendChange(transcript, { concluded, tentative });
    const change: TranscriptChange = { key, concluded, tentative };
    if (detectedLanguage) change.detectedLanguage = detectedLanguage;
    return change;
  }

  private transcript(key: string): LanguageTranscript {
    let transcript = this.byKey.get(key);
    if (!transcript) {
      transcript = { concluded: [], tentative: [] };
      this.byKey.set(key, transcript);
    }
    return transcript;
  }
}

/**
 * The rule, written once: concluded segments are appended (in time order: with both sides of a call, a line of one
 * side may conclude after a later line of the other), the tentative ones replace the previous ones of the same
 * side.
 */
export function appendChange(
  transcript: LanguageTranscript,
  change: Pick<TranscriptChange, 'concluded' | 'tentative' | 'speaker'>,
): void {
  for (const segment of change.concluded) {
    let at = transcript.concluded.length;
    while (at > 0 && transcript.concluded[at - 1]!.startMs > segment.startMs) at--;
    transcript.concluded.splice(at, 0, segment);
  }
  transcript.tentative =
    change.speaker === undefined
      ? change.tentative
      : [...transcript.tentative.filter((s) => s.speaker !== change.speaker), ...change.tentative].sort(
          (a, b) => a.startMs - b.startMs,
        );
}

/**
 * Applies one of main's changes to a window's copy of the transcripts (a new record, as a store needs), by the
 * same rule as the model: windows receive changes and merge nothing of their own.
 */
export function applyChange(
  transcripts: Record<string, LanguageTranscript>,
  change: TranscriptChange,
): Record<string, LanguageTranscript> {
  const current = transcripts[change.key] ?? { concluded: [], tentative: [] };
  const next: LanguageTranscript = { concluded: [...current.concluded], tentative: current.tentative };
  appendChange(next, change);
  return { ...transcripts, [change.key]: next };
}

/**
 * The languages the overlay shows: the chosen ones the session has (SOURCE is the spoken language), or, when
 * none of them is there, the first target (the spoken language without one). The view and its check boxes
 * both read it, so the boxes tick what the overlay shows.
 */
export function overlayLanguagesShown(chosen: readonly string[], targetLangs: readonly string[]): string[] {
  const available = [SOURCE, ...targetLangs];
  const languages = available.filter((key) => chosen.includes(key));
  return languages.length > 0 ? languages : [targetLangs[0] ?? SOURCE];
}
