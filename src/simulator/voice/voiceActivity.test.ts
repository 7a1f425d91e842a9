import { describe, expect, it } from 'vitest';
import { VoiceActivityDetector, type VoiceEvent } from './voiceActivity';

const RATE = 16_000;
function audio(totalMs: number, spans: [number, number][], noise = 0): Int16Array {
  const samples = new Int16Array((totalMs * RATE) / 1000);
  let seed = 7;
  for (let i = 0; i < samples.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    samples[i] = Math.round(noise * ((seed / 0x7fffffff) * 2 - 1));
  }
  for (const [start, end] of spans)
    for (let i = (start * RATE) / 1000; i < (end * RATE) / 1000; i++)
      samples[i] = samples[i]! + Math.round(8000 * Math.sin((2 * Math.PI * 300 * i) / RATE));
  return samples;
}

const closed = (events: VoiceEvent[]) => events.filter((e) => e.kind === 'close').map((e) => [e.startMs, e.endMs]);

describe('VoiceActivityDetector', () => {
  it('finds each stretch of speech with its start and end to the 10 ms frame', () => {
    const vad = new VoiceActivityDetector({ sampleRate: RATE });
    const events = [
      ...vad.push(
        audio(5000, [
          [500, 1700],
          [2600, 3400],
        ]),
      ),
      ...vad.finish(),
    ];
    expect(closed(events)).toEqual([
      [500, 1700],
      [2600, 3400],
    ]);
  });

  it('keeps short pauses between words inside one segment', () => {
    const vad = new VoiceActivityDetector({ sampleRate: RATE });
    const events = [
      ...vad.push(
        audio(3000, [
          [200, 800],
          [1000, 1600],
        ]),
      ),
      ...vad.finish(),
    ];
    expect(closed(events)).toEqual([[200, 1600]]);
  });

  it('ignores steady background noise and still hears speech above it', () => {
    const vad = new VoiceActivityDetector({ sampleRate: RATE });
    const events = [...vad.push(audio(4000, [[2000, 3000]], 300)), ...vad.finish()];
    const segments = closed(events);
    expect(segments.length).toBe(1);
    expect(Math.abs(segments[0]![0]! - 2000)).toBeLessThanOrEqual(20);
    expect(Math.abs(segments[0]![1]! - 3000)).toBeLessThanOrEqual(20);
  });

  it('opens a segment as soon as speech starts and reports it growing, in any block size', () => {
    const vad = new VoiceActivityDetector({ sampleRate: RATE });
    const samples = audio(2000, [[300, 2000]]);
    const events: VoiceEvent[] = [];
    for (let i = 0; i < samples.length; i += 1600) events.push(...vad.push(samples.subarray(i, i + 1600)));
    expect(events.find((e) => e.kind === 'open')).toEqual({ kind: 'open', startMs: 300 });
    expect(events.filter((e) => e.kind === 'extend').length).toBeGreaterThan(5);
    expect(vad.isOpen).toBe(true);
  });
});
