// The simulator's own speech in the formats it writes itself (MPEG-TS with Opus, Ogg FLAC), heard in the window:
// German spoken translation in that format, chosen from the set-up's Sound format list as a user does, runs against
// the simulator through the browser shell, and what the window's player schedules on its AudioContext is recorded.
// A format the simulator cannot make (AAC) is said in one sentence with the next step: choose another format.
// Each sentence plays once, for as long as the simulator said it was, audibly; every message of the stream is
// checked against voice.asyncapi.yaml. The audio is said by espeak-ng (e2e/espeak.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessageBody } from '../src/shared/api/voice';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';
import { expect, test } from './fixtures';
import { chooseRecording, MEETING_SENTENCES, spokenRecording } from './espeak';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator | undefined;
let folder: string;
test.afterEach(async () => {
  await demo?.stop();
  demo = undefined;
  rmSync(folder, { recursive: true, force: true });
});

for (const [contentType, label] of <[string, string][]>[
  ['video/mp2t;codecs=opus', 'Opus in MPEG-TS — small, good quality'],
  ['audio/ogg;codecs=flac', 'FLAC in Ogg — lossless, medium size'],
]) {
  test(`the simulator's speech as ${contentType} plays in the window, each sentence once and in full`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    folder = mkdtempSync(join(tmpdir(), 'glossa-simulator-speech-'));
    const wavPath = spokenRecording(folder, 'meeting.wav', MEETING_SENTENCES);
    demo = await startShellOnSimulator({});

    await page.addInitScript(() => {
      const played: { seconds: number; rms: number }[] = [];
      (window as unknown as { played: typeof played }).played = played;
      const start = AudioBufferSourceNode.prototype.start;
      AudioBufferSourceNode.prototype.start = function (...args: Parameters<typeof start>) {
        const data = this.buffer!.getChannelData(0);
        const rms = Math.sqrt(data.reduce((sum, v) => sum + v * v, 0) / Math.max(1, data.length));
        played.push({ seconds: this.buffer!.duration, rms });
        return start.apply(this, args);
      };
    });
    await page.goto(demo.shell.url);
    await chooseRecording(page, wavPath);
    await page.getByRole('button', { name: 'German', exact: true }).click();
    await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
    await page.getByRole('combobox', { name: /^Sound format/ }).selectOption({ label });
    await expect(page.getByRole('combobox', { name: /^Sound format/ })).toHaveValue(contentType);

    await page.getByRole('button', { name: 'Start captions' }).click();
    await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', {
      timeout: 60_000,
    });
    const voice = demo.service.control.voice;
    const session = voice.sessions().at(-1)!;
    const log = voice.messages(session.session_id) ?? [];
    expect(checkVoiceStreamLog(log)).toEqual([]);
    const media = log.flatMap(({ message }) => {
      const chunk = (message as { target_media_chunk?: ServerMessageBody<'target_media_chunk'> }).target_media_chunk;
      return chunk ? [chunk] : [];
    });
    expect(media[0]?.content_type).toBe(contentType);
    const said = media.reduce((sum, chunk) => sum + chunk.duration, 0) / 1000;
    expect(media.filter((chunk) => chunk.text).length).toBe(2);

    // Everything the simulator said is played, once: the total within 60 ms (the closing quiet of a codec that
    // holds back is what the player may still hold when the stream ends), audibly.
    const playedSeconds = async () =>
      (await page.evaluate(() => (window as unknown as { played: { seconds: number }[] }).played)).reduce(
        (sum, p) => sum + p.seconds,
        0,
      );
    await expect.poll(playedSeconds, { timeout: 15_000 }).toBeGreaterThan(said - 0.06);
    expect(await playedSeconds()).toBeLessThan(said + 0.06);
    const loudest = await page.evaluate(() =>
      Math.max(...(window as unknown as { played: { rms: number }[] }).played.map((p) => p.rms)),
    );
    expect(loudest).toBeGreaterThan(0.02);
    await expect(page.getByTestId('voice-speech-problem')).toHaveCount(0);
  });
}

test('a sound format the simulator cannot make is said with the next step, and nothing starts', async ({ page }) => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'glossa-simulator-speech-'));
  const wavPath = spokenRecording(folder, 'meeting.wav', ['Good morning everyone']);
  demo = await startShellOnSimulator({});
  await page.goto(demo.shell.url);
  await chooseRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
  await page
    .getByRole('combobox', { name: /^Sound format/ })
    .selectOption({ label: 'AAC in MPEG-TS — small, good quality' });
  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect(
    page.getByText('The voice service cannot send spoken translation in the sound format you chose.'),
  ).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Choose another sound format under Spoken translation, then start again.')).toBeVisible();
  expect(demo.service.control.voice.sessions()).toHaveLength(0);
});
