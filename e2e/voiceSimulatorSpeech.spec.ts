// The simulator's own speech in the formats it writes itself (MPEG-TS with Opus, Ogg FLAC), heard in the window:
// a meeting remembered with German spoken in that format (settings.json, as a profile brings it back) runs against
// the simulator through the browser shell, and what the window's player schedules on its AudioContext is recorded.
// Each sentence plays once, for as long as the simulator said it was, audibly; every message of the stream is
// checked against voice.asyncapi.yaml. The audio is generated here by espeak-ng (GPL-3 program; its output is ours).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerMessageBody } from '../src/shared/api/voice';
import { SETTINGS_VERSION } from '../src/shared/settings';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';

let demo: DemoOnSimulator | undefined;
let folder: string;
test.afterEach(async () => {
  await demo?.stop();
  demo = undefined;
  rmSync(folder, { recursive: true, force: true });
});

for (const contentType of ['video/mp2t;codecs=opus', 'audio/ogg;codecs=flac']) {
  test(`the simulator's speech as ${contentType} plays in the window, each sentence once and in full`, async ({
    page,
  }) => {
    test.setTimeout(150_000);
    folder = mkdtempSync(join(tmpdir(), 'glossa-simulator-speech-'));
    const wavPath = join(folder, 'meeting.wav');
    execFileSync('espeak-ng', [
      '-m',
      '-w',
      wavPath,
      '<speak>Good morning everyone and thank you for joining<break time="1500ms"/>Let us start with the first item</speak>',
    ]);
    const userData = join(folder, 'data');
    mkdirSync(userData);
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ version: SETTINGS_VERSION, voice: { meeting: { speech: { langs: ['de'], contentType } } } }),
    );
    demo = await startShellOnSimulator({}, { userDataDir: userData });

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
    await openSection(page, 'Live captions');
    await page.getByRole('combobox', { name: 'Audio source' }).selectOption('file');
    await page.getByRole('textbox', { name: 'Recording' }).fill(wavPath);
    await page.getByRole('button', { name: 'German', exact: true }).click();
    await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
    // The remembered format is kept, shown by its own name.
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
