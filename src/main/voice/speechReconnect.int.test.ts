// Spoken translation across reconnects, against the simulator: the connection is dropped twice while sentences
// are being synthesized, and still each sentence's speech arrives exactly once (its first piece, naming the
// sentence, once; its pieces adding up to the sentence's length, no byte twice), in order, and the target
// captions say the same sentences in the same order.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ServerMessageBody } from '../../shared/api/voice';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testing/simulatorClients';
import { FrameChunker } from '../audio/frameChunker';
import { VoiceStreamSession } from './voiceStreamSession';

let env: ClientsOnSimulator;
beforeAll(async () => {
  env = await startClientsOnSimulator();
});
afterAll(() => env.close());
beforeEach(() => env.simulator.control.reset());

const RATE = 16_000;
/** Three sentences of tone bursts; the simulator concludes each after 500 ms of silence, then speaks it. */
const SPEECH: [number, number][] = [
  [300, 1400],
  [2200, 3100],
  [3900, 4700],
];

function speechChunks(totalMs = 5600) {
  const bytes = new Uint8Array((totalMs * RATE * 2) / 1000);
  const view = new DataView(bytes.buffer);
  for (const [start, end] of SPEECH)
    for (let i = (start * RATE) / 1000; i < (end * RATE) / 1000; i++)
      view.setInt16(i * 2, Math.round(9000 * Math.sin((2 * Math.PI * 300 * i) / RATE)), true);
  return new FrameChunker(RATE, 100).push(bytes);
}

describe.each(['msgpack', 'json'] as const)('spoken translation across reconnects (%s)', (format) => {
  // Both framings in one simulator, one after the other: the second session finds the speech worker warm, so the
  // first sentence's speech is ready while the client reconnects and is sent the moment the new connection opens
  // (lost until the client listened before 'open': voiceStreamSession.firstFrames.int.test.ts).
  it('plays each sentence exactly once, in order, and the captions stay in step', async () => {
    const media: ServerMessageBody<'target_media_chunk'>[] = [];
    // Dropped after the first sentence is concluded and spoken (message 19 of 100 ms audio), and again as the
    // second one is (the re-armed drop, 20 messages into the new connection).
    env.simulator.control.voice.dropNextConnectionAfter(19);
    let rearmed = false;
    const session = new VoiceStreamSession({
      api: env.pro.voice,
      request: {
        source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_languages: ['de'],
        target_media_languages: ['de'],
        target_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        message_format: format,
      },
      events: {
        media: (chunk) => media.push(chunk),
        status: (status) => {
          if (status === 'reconnecting' && !rearmed) {
            rearmed = true;
            env.simulator.control.voice.dropNextConnectionAfter(20);
          }
        },
      },
      reconnectDelayMs: () => 20,
    });
    await session.start();
    for (const chunk of speechChunks()) session.sendAudio(chunk);
    await session.finish();
    expect(session.reconnects).toBe(2);

    // Each sentence: the piece that names it, then its other pieces; their lengths add up to the sentence's.
    const sentences: { text: string; durationMs: number; bytes: number }[] = [];
    for (const piece of media) {
      if (piece.text) sentences.push({ text: piece.text, durationMs: 0, bytes: 0 });
      const current = sentences.at(-1)!;
      current.durationMs += piece.duration;
      current.bytes += piece.data.reduce((sum, item) => sum + item.byteLength, 0);
    }
    expect(sentences).toHaveLength(SPEECH.length);
    sentences.forEach((sentence, i) => {
      const [start, end] = SPEECH[i]!;
      expect(Math.abs(sentence.durationMs - (end - start))).toBeLessThan(150);
      expect(sentence.bytes).toBe((sentence.durationMs * RATE * 2) / 1000);
    });
    expect(new Set(sentences.map((s) => s.text)).size).toBe(SPEECH.length);

    const captions = session.transcripts.get('de').concluded.map((s) => s.text);
    expect(captions).toEqual(sentences.map((s) => s.text));
  });
});
