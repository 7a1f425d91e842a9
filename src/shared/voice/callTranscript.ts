// The transcript the windows show and the exports write: one session's, or both sides of a call merged on the
// call's clock, each line labelled "me" or "others". A line of the other side that echoes one of yours
// (rules/callEcho.ts) is left out, in the spoken language and in every translation, whichever side concludes first:
// a line of theirs that may echo one of yours still being said waits (shown as tentative) for yours. Pure: main
// keeps one.
import { echoOf, mayEchoLineInProgress } from '../rules/callEcho';
import {
  appendChange,
  type LanguageTranscript,
  type Speaker,
  type TranscriptChange,
  type TranscriptSegment,
} from './transcripts';

/** One side of a call: who speaks there, and where its stream's clock starts on the call's. */
export interface CallSide {
  speaker: Speaker;
  offsetMs: number;
}

/** Your recent lines an echo is looked for in (an echo is never far behind). */
const RECENT_LINES = 8;

export class CallTranscript {
  private readonly byKey = new Map<string, LanguageTranscript>();
  /** Per language: lines of the other side that concluded while a line of yours that may be their source goes on. */
  private readonly held = new Map<string, TranscriptSegment[]>();
  /** Per language: what the other side is saying now, as its session last said. */
  private readonly othersSaying = new Map<string, TranscriptSegment[]>();
  /** Lines of the other side left out as echoes of yours. */
  echoes = 0;

  /**
   * Applies a change of one session; `side` is set when both sides of a call are captioned. Returns what the
   * windows receive: the change on the call's clock, labelled, without echoes, and, when a line of yours has
   * concluded, the other side's lines that waited for it (its echoes left out).
   */
  apply(change: TranscriptChange, side?: CallSide): TranscriptChange[] {
    const transcript = this.transcript(change.key);
    if (!side) {
      appendChange(transcript, change);
      return [change];
    }
    const onCall = <T extends { startMs: number; endMs: number }>(segment: T) => ({
      ...segment,
      startMs: segment.startMs + side.offsetMs,
      endMs: segment.endMs + side.offsetMs,
      speaker: side.speaker,
    });
    const concluded = change.concluded.map(onCall);
    const tentative = change.tentative.map(onCall);
    if (side.speaker === 'others') {
      const { concluded: mine, inProgress } = this.mine(transcript);
      const held = this.heldIn(change.key);
      const shown: TranscriptSegment[] = [];
      for (const line of concluded) {
        if (echoOf(line, [...mine, ...inProgress]) !== undefined) this.echoes++;
        else if (mayEchoLineInProgress(line, inProgress)) held.push(line);
        else shown.push(line);
      }
      const saying = tentative.filter((line) => echoOf(line, [...mine, ...inProgress], true) === undefined);
      this.othersSaying.set(change.key, saying);
      const merged: TranscriptChange = {
        ...change,
        concluded: shown,
        tentative: [...held, ...saying],
        speaker: 'others',
      };
      appendChange(transcript, merged);
      return [merged];
    }
    const merged: TranscriptChange = { ...change, concluded, tentative, speaker: side.speaker };
    appendChange(transcript, merged);
    const settled = this.settle(change.key, transcript, false);
    return settled ? [merged, settled] : [merged];
  }

  /** The end of the call: the other side's lines still waiting are judged against your lines as they are. */
  release(): TranscriptChange[] {
    return [...this.held.keys()].flatMap((key) => this.settle(key, this.transcript(key), true) ?? []);
  }

  /** A copy of every transcript, for a window that opens mid-session. */
  snapshot(): Record<string, LanguageTranscript> {
    return Object.fromEntries(
      [...this.byKey].map(([key, t]) => [key, { concluded: [...t.concluded], tentative: [...t.tentative] }]),
    );
  }

  /** Your recent concluded lines, and those still being said. */
  private mine(transcript: LanguageTranscript): { concluded: TranscriptSegment[]; inProgress: TranscriptSegment[] } {
    return {
      concluded: transcript.concluded.filter((s) => s.speaker === 'me').slice(-RECENT_LINES),
      inProgress: transcript.tentative.filter((s) => s.speaker === 'me'),
    };
  }

  /**
   * The other side's waiting lines of a language judged again: an echo of a line of yours is left out, a line
   * nothing of yours may still echo is shown (all of them at the end). Undefined when nothing changed.
   */
  private settle(key: string, transcript: LanguageTranscript, end: boolean): TranscriptChange | undefined {
    const held = this.held.get(key);
    if (!held || held.length === 0) return undefined;
    const { concluded: mine, inProgress } = this.mine(transcript);
    const waiting: TranscriptSegment[] = [];
    const shown: TranscriptSegment[] = [];
    for (const line of held) {
      if (echoOf(line, end ? [...mine, ...inProgress] : mine) !== undefined) this.echoes++;
      else if (!end && mayEchoLineInProgress(line, inProgress)) waiting.push(line);
      else shown.push(line);
    }
    if (waiting.length === held.length) return undefined;
    this.held.set(key, waiting);
    const change: TranscriptChange = {
      key,
      concluded: shown,
      tentative: [...waiting, ...(this.othersSaying.get(key) ?? [])],
      speaker: 'others',
    };
    appendChange(transcript, change);
    return change;
  }

  private heldIn(key: string): TranscriptSegment[] {
    let held = this.held.get(key);
    if (!held) {
      held = [];
      this.held.set(key, held);
    }
    return held;
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
