// The transcript the windows show and the exports write: one session's, or both sides of a call merged on the
// call's clock, each line labelled "me" or "others". A line of the other side that echoes one of yours
// (rules/callEcho.ts) is left out, in the spoken language and in every translation. Pure: main keeps one.
import { echoOf } from '../rules/callEcho';
import { appendChange, type LanguageTranscript, type Speaker, type TranscriptChange } from './transcripts';

/** One side of a call: who speaks there, and where its stream's clock starts on the call's. */
export interface CallSide {
  speaker: Speaker;
  offsetMs: number;
}

/** Your recent lines an echo is looked for in (an echo is never far behind). */
const RECENT_LINES = 8;

export class CallTranscript {
  private readonly byKey = new Map<string, LanguageTranscript>();
  /** Lines of the other side left out as echoes of yours. */
  echoes = 0;

  /**
   * Applies a change of one session; `side` is set when both sides of a call are captioned. Returns what the
   * windows receive: the change on the call's clock, labelled, without echoes.
   */
  apply(change: TranscriptChange, side?: CallSide): TranscriptChange {
    const transcript = this.transcript(change.key);
    if (!side) {
      appendChange(transcript, change);
      return change;
    }
    const onCall = <T extends { startMs: number; endMs: number }>(segment: T) => ({
      ...segment,
      startMs: segment.startMs + side.offsetMs,
      endMs: segment.endMs + side.offsetMs,
      speaker: side.speaker,
    });
    let concluded = change.concluded.map(onCall);
    let tentative = change.tentative.map(onCall);
    if (side.speaker === 'others') {
      const mine = [
        ...transcript.concluded.filter((s) => s.speaker === 'me').slice(-RECENT_LINES),
        ...transcript.tentative.filter((s) => s.speaker === 'me'),
      ];
      concluded = concluded.filter((line) => {
        const echo = echoOf(line, mine) !== undefined;
        if (echo) this.echoes++;
        return !echo;
      });
      tentative = tentative.filter((line) => echoOf(line, mine, true) === undefined);
    }
    const merged: TranscriptChange = { ...change, concluded, tentative, speaker: side.speaker };
    appendChange(transcript, merged);
    return merged;
  }

  /** A copy of every transcript, for a window that opens mid-session. */
  snapshot(): Record<string, LanguageTranscript> {
    return Object.fromEntries(
      [...this.byKey].map(([key, t]) => [key, { concluded: [...t.concluded], tentative: [...t.tentative] }]),
    );
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
