// Both sides of a call through the app, on real audio: a private PulseAudio (started and stopped by PID here)
// with the meeting's sink "Meeting" (its monitor is the system audio) and a microphone "Desk_microphone" (a
// source remapped from a second sink). The two-voice recording (src/main/voice/testing/callRecording.ts,
// espeak-ng) is played into both at once: "me" into the microphone, "others" and the echo of "me" into the
// meeting. The window must show each sentence once, labelled Me or Others, in the order said; the SRT names them;
// each session's messages, both ways, fit voice.asyncapi.yaml; and a microphone unplugged mid-meeting pauses
// its side with a sentence, and comes back.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSection, test } from './fixtures';
import { startShellOnSimulator, type DemoOnSimulator } from './textTools';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';
import { makeCallRecording, type CallRecording } from '../src/main/voice/testing/callRecording';

const shotsDir = process.env['GLOSSA_SHOTS_DIR'] ?? join(tmpdir(), 'glossa-voice-shots');
let runtimeDir: string;
let pulse: ChildProcess;
const keepAlive: ChildProcess[] = [];
let env: Record<string, string>;
let call: CallRecording;
let demo: DemoOnSimulator | undefined;

const pactl = (...args: string[]) =>
  execFileSync('pactl', args, { env: { ...process.env, ...env } })
    .toString()
    .trim();
const MIC = [
  'module-remap-source',
  'master=micline.monitor',
  'source_name=deskmic',
  'source_properties=device.description=Desk_microphone',
];

test.beforeAll(async () => {
  runtimeDir = mkdtempSync(join(tmpdir(), 'glossa-pulse-call-'));
  env = { XDG_RUNTIME_DIR: runtimeDir };
  pulse = spawn(
    'pulseaudio',
    [
      '-n',
      '--exit-idle-time=-1',
      '--system=false',
      '--load=module-native-protocol-unix',
      `--log-target=file:${join(runtimeDir, 'pulse.log')}`,
    ],
    { env: { ...process.env, ...env }, stdio: 'ignore' },
  );
  for (let i = 0; i < 100 && !existsSync(join(runtimeDir, 'pulse', 'native')); i++)
    await new Promise((r) => setTimeout(r, 100));
  pactl('load-module', 'module-null-sink', 'sink_name=meeting', 'sink_properties=device.description=Meeting');
  pactl('load-module', 'module-null-sink', 'sink_name=micline', 'sink_properties=device.description=Mic_line');
  pactl('load-module', ...MIC);
  // An idle null sink delivers its monitor in 2 s bursts; a silent player keeps each flowing.
  for (const sink of ['meeting', 'micline'])
    keepAlive.push(
      spawn(
        'pacat',
        [
          '--playback',
          '--latency-msec=20',
          '-d',
          sink,
          '--format=s16le',
          '--rate=16000',
          '--channels=1',
          '--raw',
          '/dev/zero',
        ],
        {
          env: { ...process.env, ...env },
          stdio: 'ignore',
        },
      ),
    );
  call = await makeCallRecording(runtimeDir);
});

test.afterAll(async () => {
  for (const child of keepAlive) child.kill();
  pulse?.kill();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(runtimeDir, { recursive: true, force: true });
});

test.afterEach(async () => {
  await demo?.stop();
  if (demo) rmSync(demo.shell.userDataDir, { recursive: true, force: true });
});

/** The page at both sizes, light and dark, for a person to look at. */
async function shoot(page: Page, name: string): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 640 },
    ]) {
      await page.setViewportSize(size);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${size.width}×${size.height} scrolls sideways`).toBe(false);
      await page.screenshot({ path: join(shotsDir, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 1366, height: 768 });
}

test('captions both sides of a call as Me and Others, once each, and pauses a side whose microphone is unplugged', async ({
  page,
}) => {
  test.setTimeout(180_000);
  demo = await startShellOnSimulator(env);
  await page.goto(demo.shell.url);
  await openSection(page, 'Live captions');
  await page.getByRole('checkbox', { name: /^Both sides of the call/ }).check();
  await page.getByLabel('Me: your microphone').selectOption({ label: 'Microphone: Desk_microphone' });
  await page.getByLabel('Others: the meeting’s audio').selectOption({ label: 'System audio: Meeting' });
  await expect(page.getByTestId('voice-call-billing')).toContainText('both are billed');
  // The choice is kept with the meeting's settings: a reload brings back both sides and each side's device.
  await page.reload();
  await openSection(page, 'Live captions');
  await expect(page.getByRole('checkbox', { name: /^Both sides of the call/ })).toBeChecked();
  await expect(page.getByLabel('Me: your microphone').locator('option:checked')).toHaveText(
    'Microphone: Desk_microphone',
  );
  await expect(page.getByLabel('Others: the meeting’s audio').locator('option:checked')).toHaveText(
    'System audio: Meeting',
  );
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken language/ }).selectOption({ label: 'English' });
  await shoot(page, 'voice-call-setup');

  const sessionsBefore = demo.service.control.voice.sessions().length;
  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Live');
  await expect(page.getByRole('meter', { name: 'Input level: Me' })).toBeVisible();
  await expect(page.getByRole('meter', { name: 'Input level: Others' })).toBeVisible();
  const sound = { env: { ...process.env, ...env } };
  // A 1 s buffer each: on a busy machine a 20 ms one runs dry mid-sentence, the sink plays silence in the gap, and
  // the simulator hears two sentences where one was said (a fifth line, with the script's next phrase).
  const players = [
    spawn('paplay', ['--latency-msec=1000', '-d', 'micline', call.mePath], sound),
    spawn('paplay', ['--latency-msec=1000', '-d', 'meeting', call.othersPath], sound),
  ];
  await Promise.all(players.map((p) => new Promise((resolve) => p.once('exit', resolve))));

  // Each sentence once (the echo of "me" in the meeting's audio left out), by its speaker, in the order said.
  const spoken = page.getByRole('region', { name: /^Spoken/ }).locator('.transcript-concluded');
  await expect(spoken.nth(call.turns.length - 1)).toBeVisible({ timeout: 15_000 });
  await page.waitForTimeout(1500);
  const said = await spoken.evaluateAll((lines) =>
    lines.map((l) => `${l.getAttribute('data-speaker')}: ${l.querySelector('.transcript-text')?.textContent}`),
  );
  expect(said).toEqual(call.turns.map((t) => `${t.speaker}: ${t.text}`));
  await expect(spoken.first().locator('.transcript-speaker')).toHaveText('Me');
  await expect(spoken.nth(1).locator('.transcript-speaker')).toHaveText('Others');
  await expect(page.getByRole('region', { name: 'German' }).locator('.transcript-concluded')).toHaveCount(4);
  await shoot(page, 'voice-call-captions');

  // The microphone is unplugged: its side pauses with a sentence, the session stays live; it is back, it resumes.
  const micModule = pactl('list', 'short', 'modules')
    .split('\n')
    .find((line) => line.includes('source_name=deskmic'))!
    .split('\t')[0]!;
  pactl('unload-module', micModule);
  const lost = page.getByRole('alert').filter({ hasText: 'Your microphone “Desk_microphone” is gone' });
  await expect(lost).toBeVisible({ timeout: 10_000 });
  await expect(lost).toContainText('the other side goes on');
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Live');
  await shoot(page, 'voice-call-device-lost');
  pactl('load-module', ...MIC);
  await expect(lost).toBeHidden({ timeout: 10_000 });

  await page.getByRole('button', { name: 'Stop' }).click();
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', { timeout: 20_000 });
  const download = page.waitForEvent('download');
  await page
    .getByRole('region', { name: /^Spoken/ })
    .getByRole('button', { name: /as SRT$/ })
    .click();
  const srt = readFileSync(await (await download).path(), 'utf8');
  for (const turn of call.turns) expect(srt).toContain(`${turn.speaker === 'me' ? 'Me' : 'Others'}: ${turn.text}`);

  // Two sessions, each checked both ways against the published description.
  const sessions = demo.service.control.voice.sessions().slice(sessionsBefore);
  expect(sessions).toHaveLength(2);
  for (const session of sessions) {
    const log = demo.service.control.voice.messages(session.session_id) ?? [];
    expect(log.filter((m) => m.direction === 'client').length).toBeGreaterThan(10);
    expect(log.filter((m) => m.direction === 'server').length).toBeGreaterThan(5);
    expect(checkVoiceStreamLog(log)).toEqual([]);
  }
});
