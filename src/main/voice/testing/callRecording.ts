// A two-voice call for the tests and the voice bench, made here by espeak-ng (a GPL-3 program; the audio it
// writes is ours): "me" (an American male voice) and "others" (a British female voice) take turns saying known
// sentences, the first four phrases the simulator writes for what it hears (simulator/voice/transcriptScript.ts),
// so the transcript says exactly what was spoken, by whom. It is two time-aligned WAV files, one per source:
// the microphone hears "me"; the meeting's audio hears "others", and also "me" coming back 300 ms later at
// -14 dB (the far end's microphone picking up its loudspeaker): the echo the call transcript leaves out.
import { execFile } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { decodeWav, encodeWav16 } from '../../../node/formats/audio/wavFile';
import type { Speaker } from '../../../shared/voice/transcripts';

const run = promisify(execFile);

const CALL_TURNS: readonly { speaker: Speaker; text: string }[] = [
  { speaker: 'me', text: 'Good morning, everyone, and thank you for joining.' },
  { speaker: 'others', text: 'Let us start with the first item on the agenda.' },
  { speaker: 'me', text: 'The new schedule was shared with the team last week.' },
  { speaker: 'others', text: 'Could you say a few words about the budget?' },
];

const VOICES: Record<Speaker, string> = { me: 'en-us+m3', others: 'en-gb+f4' };
const LEAD_MS = 800;
const GAP_MS = 1500;
const ECHO = { delayMs: 300, gain: 0.2 };

export interface CallRecording {
  /** What the microphone hears. */
  mePath: string;
  /** What the meeting's audio carries (with the echo of "me"). */
  othersPath: string;
  sampleRate: number;
  durationMs: number;
  /** Each turn's speech, in ms from the start of both files. */
  turns: { speaker: Speaker; text: string; startMs: number; endMs: number }[];
}

/** Writes the call into `folder` (espeak-ng must be installed: scripts/install-test-deps.sh). */
export async function makeCallRecording(folder: string, turns = CALL_TURNS): Promise<CallRecording> {
  const spoken: { speaker: Speaker; text: string; samples: Float32Array }[] = [];
  let sampleRate = 0;
  for (const [i, turn] of turns.entries()) {
    const path = join(folder, `turn-${i}.wav`);
    await run('espeak-ng', ['-v', VOICES[turn.speaker], '-s', '190', '-w', path, turn.text]);
    const wav = decodeWav(new Uint8Array(await readFile(path)));
    sampleRate = wav.sampleRate;
    spoken.push({ ...turn, samples: trimSilence(wav.samples) });
  }
  const at = (ms: number) => Math.round((ms * sampleRate) / 1000);
  const placed: CallRecording['turns'] = [];
  let cursor = LEAD_MS;
  for (const turn of spoken) {
    const durationMs = (turn.samples.length / sampleRate) * 1000;
    placed.push({ speaker: turn.speaker, text: turn.text, startMs: cursor, endMs: cursor + durationMs });
    cursor += durationMs + GAP_MS;
  }
  const durationMs = cursor + 500;
  const me = new Float32Array(at(durationMs));
  const others = new Float32Array(at(durationMs));
  spoken.forEach((turn, i) => {
    const start = at(placed[i]!.startMs);
    if (turn.speaker === 'me') {
      me.set(turn.samples, start);
      const echo = at(placed[i]!.startMs + ECHO.delayMs);
      turn.samples.forEach((sample, j) => (others[echo + j]! += sample * ECHO.gain));
    } else others.set(turn.samples, start);
  });
  const mePath = join(folder, 'me.wav');
  const othersPath = join(folder, 'others.wav');
  await writeFile(mePath, encodeWav16(toS16(me), sampleRate));
  await writeFile(othersPath, encodeWav16(toS16(others), sampleRate));
  return { mePath, othersPath, sampleRate, durationMs, turns: placed };
}

/** espeak-ng leaves a little silence around its speech: the turn is placed by its sound. */
function trimSilence(samples: Float32Array): Float32Array {
  const loud = (x: number) => Math.abs(x) > 0.01;
  const first = samples.findIndex(loud);
  const last = samples.findLastIndex(loud);
  return first < 0 ? samples : samples.slice(first, last + 1);
}

function toS16(samples: Float32Array): Int16Array {
  return Int16Array.from(samples, (x) => Math.round(Math.max(-1, Math.min(1, x)) * 32767));
}
