// A sentence is never played twice, checked where it is heard: a meeting's German translation is spoken in the
// window while the simulator drops the voice stream's connection twice mid-meeting (main reconnects by token). What
// the window's player schedules on its AudioContext is recorded beside the target_media_chunk pieces main hands it
// (the voice:onSpeech events on the shell's WebSocket): every sentence arrives once, in order, its pieces adding up
// to the sentence's length and nothing more; and when each sentence starts playing, its caption is already shown.
// The audio is said by espeak-ng (e2e/espeak.ts): three English sentences.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessageBody } from '../src/shared/api/voice';
import { expect, test } from './fixtures';
import { chooseRecording, spokenRecording } from './espeak';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';

let demo: DemoOnSimulator;
let folder: string;
test.afterEach(async () => {
  await demo?.stop();
  rmSync(folder, { recursive: true, force: true });
});

interface Scheduled {
  seconds: number;
  /** The German captions concluded on screen when the buffer was scheduled. */
  captions: string[];
}

interface SpeechPiece {
  language: string;
  text: string | null;
  durationMs: number;
}

test('across two dropped connections, the window plays each sentence once, in order, with its caption shown', async ({
  page,
}) => {
  test.setTimeout(150_000);
  folder = mkdtempSync(join(tmpdir(), 'glossa-voice-reconnect-'));
  const wavPath = spokenRecording(folder, 'meeting.wav', [
    'Good morning everyone and thank you for joining',
    'Let us start with the first item',
    'The budget for next year is approved',
  ]);
  demo = await startShellOnSimulator();

  // What the window's player starts, with the German captions it shows at that moment.
  await page.addInitScript(() => {
    const scheduled: { seconds: number; captions: string[] }[] = [];
    (window as unknown as { scheduled: typeof scheduled }).scheduled = scheduled;
    const start = AudioBufferSourceNode.prototype.start;
    AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
      const column = document.querySelector('section.transcript-column[aria-label="German"]');
      const captions = [...(column?.querySelectorAll('.transcript-concluded') ?? [])].map((line) =>
        (line.textContent ?? '').replace(/^\d+:\d\d\s*/, '').trim(),
      );
      scheduled.push({ seconds: this.buffer!.duration, captions });
      return start.apply(this, args);
    };
  });
  // What main hands the window: each piece of speech, in the order it arrives.
  const pieces: SpeechPiece[] = [];
  await page.routeWebSocket(/.*/, (ws) => {
    const server = ws.connectToServer();
    server.onMessage((message) => {
      if (typeof message === 'string' && message.includes('"voice:onSpeech"')) {
        const frame = JSON.parse(message) as { channel?: string; payload?: SpeechPiece };
        if (frame.channel === 'voice:onSpeech' && frame.payload) pieces.push(frame.payload);
      }
      ws.send(message);
    });
  });

  await page.goto(demo.shell.url);
  await chooseRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
  await page
    .getByRole('combobox', { name: /^Sound format/ })
    .selectOption({ label: 'PCM, 24 kHz — best quality, largest' });

  // Each connection takes its drop when it opens: the first is dropped after 44 messages of 100 ms audio (as the
  // first sentence is concluded and spoken), the second 32 messages into it (as the second one is).
  const voice = demo.service.control.voice;
  voice.dropNextConnectionAfter(44);
  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect.poll(() => voice.sessions().at(-1)?.connections ?? 0, { timeout: 30_000 }).toBe(1);
  voice.dropNextConnectionAfter(32);
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', { timeout: 60_000 });
  const session = voice.sessions().at(-1)!;
  expect(session.connections).toBe(3);

  const german = page.getByRole('region', { name: 'German' }).locator('.transcript-concluded');
  await expect(german).toHaveCount(3);
  const captions = (await german.allInnerTexts()).map((line) => line.replace(/^\d+:\d\d\s*/, '').trim());

  // Each sentence's speech reached the window once, in order, and named the caption it says.
  const spoken = pieces.filter((p) => p.language === 'de');
  expect(spoken.flatMap((p) => (p.text ? [p.text] : []))).toEqual(captions);

  // The sentences' lengths, as the service concluded them (each sentence is spoken for as long as it was said).
  const log = voice.messages(session.session_id) ?? [];
  expect(checkVoiceStreamLog(log)).toEqual([]);
  const concluded = new Map<number, number>();
  for (const { message } of log) {
    const update = (message as { target_transcript_update?: ServerMessageBody<'target_transcript_update'> })
      .target_transcript_update;
    if (update?.language !== 'de') continue;
    for (const segment of update.concluded) concluded.set(segment.start_time, segment.end_time - segment.start_time);
  }
  const lengths = [...concluded.entries()].sort(([a], [b]) => a - b).map(([, ms]) => ms / 1000);
  expect(lengths).toHaveLength(3);

  // What the player scheduled: one buffer per piece, in the order they came; grouped by sentence, each sentence
  // played for its length, no piece twice; and its caption on screen when its first piece started.
  await expect
    .poll(async () => (await page.evaluate(() => (window as unknown as { scheduled: Scheduled[] }).scheduled)).length)
    .toBe(spoken.length);
  const scheduled = await page.evaluate(() => (window as unknown as { scheduled: Scheduled[] }).scheduled);
  const played: number[] = [];
  scheduled.forEach((buffer, i) => {
    const text = spoken[i]!.text;
    if (text) {
      expect(buffer.captions, `when "${text}" started playing`).toContain(text);
      played.push(0);
    }
    played[played.length - 1]! += buffer.seconds;
  });
  expect(played).toHaveLength(3);
  played.forEach((seconds, i) => expect(seconds, `sentence ${i + 1}`).toBeCloseTo(lengths[i]!, 2));
  await expect(page.getByTestId('voice-speech-problem')).toHaveCount(0);
});
