// Captioning the meeting's audio through the app: a private PulseAudio with a null sink (the machine guide's
// recipe, started and stopped by PID here), espeak-ng speech played into it, captured from its monitor
// ("System audio") by the browser shell's services, and shown in the source and two targets.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { snap, startShell, type ShellProcess } from './fixtures';
import { spokenRecording } from './espeak';

let runtimeDir: string;
let pulse: ChildProcess;
let keepAlive: ChildProcess;
let env: Record<string, string>;

test.beforeAll(async () => {
  runtimeDir = mkdtempSync(join(tmpdir(), 'glossa-pulse-'));
  env = { XDG_RUNTIME_DIR: runtimeDir };
  const withEnv = { ...process.env, ...env };
  pulse = spawn(
    'pulseaudio',
    [
      '-n',
      '--exit-idle-time=-1',
      '--system=false',
      '--load=module-native-protocol-unix',
      '--load=module-null-sink sink_name=virt',
      `--log-target=file:${join(runtimeDir, 'pulse.log')}`,
    ],
    {
      env: withEnv,
      stdio: 'ignore',
    },
  );
  for (let i = 0; i < 100 && !existsSync(join(runtimeDir, 'pulse', 'native')); i++)
    await new Promise((r) => setTimeout(r, 100));
  execFileSync('pactl', ['set-default-source', 'virt.monitor'], { env: withEnv });
  // An idle null sink delivers its monitor in 2 s bursts; a silent player keeps it flowing.
  keepAlive = spawn(
    'pacat',
    [
      '--playback',
      '--latency-msec=20',
      '-d',
      'virt',
      '--format=s16le',
      '--rate=16000',
      '--channels=1',
      '--raw',
      '/dev/zero',
    ],
    { env: withEnv, stdio: 'ignore' },
  );
});

test.afterAll(async () => {
  keepAlive?.kill();
  pulse?.kill();
  await new Promise((r) => setTimeout(r, 300));
  rmSync(runtimeDir, { recursive: true, force: true });
});

test('captions system audio in the source and two languages, and the SRT export matches', async ({ page }) => {
  const wavPath = spokenRecording(runtimeDir, 'speech.wav', [
    'Good morning everyone this is a test of live captions',
    'Let us begin with the first item on the agenda',
  ]);
  let shell: ShellProcess | undefined;
  try {
    shell = await startShell({ env });
    await page.goto(shell.url);
    await page.getByRole('button', { name: 'Live captions' }).click();
    const audio = page.getByRole('combobox', { name: 'Audio source' });
    await expect(audio.locator('option:checked')).toHaveText(/System audio: Null Output/);
    await page.getByRole('button', { name: 'German', exact: true }).click();
    await page.getByRole('button', { name: 'French', exact: true }).click();
    await page.getByRole('button', { name: 'Start captions' }).click();
    await expect(page.getByRole('status')).toContainText('Live');

    execFileSync('paplay', ['--latency-msec=20', '-d', 'virt', wavPath], { env: { ...process.env, ...env } });
    const spoken = page.getByRole('region', { name: /^Spoken/ });
    await expect(spoken.locator('.transcript-concluded')).toHaveCount(2, { timeout: 15_000 });
    await expect(page.getByRole('meter', { name: 'Input level' })).toBeVisible();
    await page.getByRole('button', { name: 'Stop' }).click();
    await expect(page.getByRole('status')).toContainText('Ended');
    for (const language of ['German', 'French']) {
      await expect(page.getByRole('region', { name: language }).locator('.transcript-concluded')).toHaveCount(2);
    }
    await snap(page, 'voice-system-audio');

    const lines = await spoken.locator('.transcript-concluded').allInnerTexts();
    const download = page.waitForEvent('download');
    await spoken.getByRole('button', { name: 'SRT' }).click();
    const cues = readFileSync(await (await download).path(), 'utf8')
      .trim()
      .split('\n\n')
      .map((cue) => cue.split('\n'));
    expect(cues.map((cue) => cue.slice(2).join(' '))).toEqual(
      lines.map((line) => line.replace(/^\d+:\d\d\s*/, '').replace(/\n/g, ' ')),
    );
  } finally {
    await shell?.stop();
    if (shell) rmSync(shell.userDataDir, { recursive: true, force: true });
  }
});
