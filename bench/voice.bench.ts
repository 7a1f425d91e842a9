// `npm run bench -- voice` (issue 29), against the simulator: a sentence of the two-voice fixture
// (src/main/voice/testing/callRecording.ts, espeak-ng) played at real time through the app's pipeline (WAV source
// -> encoding -> paced stream session): from the end of each spoken sentence to its caption (the concluded source
// line) and to its synthesized speech starting (the first target_media_chunk), next to the floor the simulator
// sets (its detector concludes a segment after 500 ms of silence, so no client can be faster). Then the audio
// dropped across 10 forced reconnects (goal 0), checked byte for byte against what the simulator received.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startClientsOnSimulator } from '../src/main/api/testing/simulatorClients';
import { WavFileSource } from '../src/main/audio/capture/wavFileSource';
import { makeCallRecording } from '../src/main/voice/testing/callRecording';
import { VoicePipeline } from '../src/main/voice/voicePipeline';
import { SOURCE } from '../src/shared/voice/transcripts';

const SIMULATOR_FLOOR_MS = 500;
const RECONNECTS = 10;

async function main(): Promise<void> {
  const env = await startClientsOnSimulator();
  const folder = await mkdtemp(join(tmpdir(), 'glossa-voice-bench-'));
  const fmt = (ms: number) => `${Math.round(ms)} ms`;
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
  try {
    const call = await makeCallRecording(folder);
    const mine = call.turns.filter((t) => t.speaker === 'me');

    // 1. Sentence end -> caption, and -> synthesized speech starting (the microphone's side: two sentences).
    const captionAt = new Map<number, number>();
    const speechAt: number[] = [];
    const pipeline = new VoicePipeline({
      api: env.pro.voice,
      source: await WavFileSource.open(call.mePath),
      request: {
        source_language: 'en',
        target_languages: ['de'],
        target_media_languages: ['de'],
        target_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
      },
      events: {
        transcript: (change) => {
          if (change.key !== SOURCE) return;
          for (const line of change.concluded) captionAt.set(line.startMs, Date.now());
        },
        media: (media) => {
          if (media.text) speechAt.push(Date.now());
        },
      },
    });
    await pipeline.start();
    await pipeline.stream.done;
    const started = pipeline.startedAt!;
    const captions = [...captionAt].sort(([a], [b]) => a - b).map(([, at]) => at);
    const toCaption = mine.map((turn, i) => captions[i]! - (started + turn.endMs));
    const toSpeech = mine.map((turn, i) => speechAt[i]! - (started + turn.endMs));
    console.log(`sentences: ${mine.length} (espeak-ng, ${Math.round(call.durationMs / 1000)} s fixture, real time)`);
    console.log(
      `end of sentence -> caption: ${toCaption.map(fmt).join(', ')} (median ${fmt(median(toCaption))}); ` +
        `floor ${SIMULATOR_FLOOR_MS} ms (the simulator's silence before it concludes): the app and the socket add ${fmt(median(toCaption) - SIMULATOR_FLOOR_MS)}`,
    );
    console.log(
      `end of sentence -> synthesized speech starts: ${toSpeech.map(fmt).join(', ')} (median ${fmt(median(toSpeech))}); floor ${SIMULATOR_FLOOR_MS} ms`,
    );

    // 2. Audio dropped across 10 forced reconnects (goal 0), and every byte received once.
    const sent: Uint8Array[] = [];
    let droppedMs = 0;
    let armed = 1; // the first connection, below
    let previous = '';
    const dropping = new VoicePipeline({
      api: env.pro.voice,
      source: await WavFileSource.open(call.othersPath),
      request: { target_languages: ['de'] },
      onChunk: (chunk) => sent.push(chunk.bytes),
      events: {
        audioDropped: (drop) => (droppedMs += drop.droppedMs),
        status: (status) => {
          // Each dropped connection's successor is dropped too (after 12 messages), ten drops in all.
          if (status === 'reconnecting' && previous !== 'reconnecting' && armed < RECONNECTS) {
            armed += 1;
            env.simulator.control.voice.dropNextConnectionAfter(12);
          }
          previous = status;
        },
      },
    });
    env.simulator.control.voice.dropNextConnectionAfter(12); // the first connection
    await dropping.start();
    await dropping.stream.done;
    const received = env.simulator.control.voice.receivedAudio(dropping.stream.sessionId!)!;
    const same = Buffer.from(received).equals(Buffer.concat(sent));
    console.log(
      `audio dropped across ${dropping.stream.reconnects} forced reconnects: ${fmt(droppedMs)} (goal 0); ` +
        `the simulator received every byte once, in order: ${same ? 'yes' : 'NO'}`,
    );
    if (dropping.stream.reconnects < RECONNECTS || droppedMs > 0 || !same) process.exitCode = 1;
  } finally {
    await env.close();
    await rm(folder, { recursive: true, force: true });
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
