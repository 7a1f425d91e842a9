// Recordings as voice jobs through the browser shell against the simulator, with the recorded fixture
// (e2e/fixtures/recordings): a format the service does not take is refused before anything is sent; a dropped
// recording (MP3) is uploaded, translated into two languages in one job and each one's text, subtitles and
// speech saved in the chosen folder; a dead network mid-upload stops the job with what to do and Retry finishes
// it; a restart mid-job finishes it too, each without a second job or upload.
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type ShellProcess, expect, openSection, startShell, test } from './fixtures';
import { dropFiles } from './dropFiles';
import { type DemoOnSimulator, demoEnv, startShellOnSimulator } from './textTools';

const RECORDINGS = '[data-testid="recording-dropzone"]';

const FIXTURE = join(__dirname, 'fixtures', 'recordings', 'two-sentences.wav');
let demo: DemoOnSimulator | undefined;
let restarted: ShellProcess | undefined;
test.afterEach(async () => {
  await restarted?.stop();
  restarted = undefined;
  await demo?.stop();
});

async function choose(page: Page, folder: string, languages = ['German']) {
  await openSection(page, 'Recordings');
  for (const name of languages) await page.getByRole('button', { name, exact: true }).click();
  await page.getByRole('checkbox', { name: 'Speech (WAV)' }).check();
  await page.getByLabel(/^Save results in/).fill(folder);
}

const creates = (d: DemoOnSimulator) =>
  d.service.control.requests().filter((r) => r.method === 'POST' && r.path === '/v1/jobs/voice/translate').length;

test('an MP3 recording becomes one voice job into two languages whose results are saved; a wrong format is refused before sending', async ({
  page,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'glossa-e2e-recordings-'));
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await choose(page, folder, ['German', 'French']);
  await expect(page.getByRole('button', { name: 'French', exact: true })).toHaveAttribute('aria-pressed', 'true');

  await dropFiles(page, [{ name: 'board meeting.aiff', bytes: Buffer.from('FORM....AIFF') }], RECORDINGS);
  await expect(page.getByRole('alert')).toContainText('Not sent.');
  await expect(page.getByRole('alert')).toContainText('Use WAV, MP3, M4A, OGG, WebM or FLAC');
  expect(creates(demo)).toBe(0);

  await dropFiles(
    page,
    [{ name: 'two-sentences.mp3', bytes: readFileSync(FIXTURE.replace(/\.wav$/, '.mp3')) }],
    RECORDINGS,
  );
  const job = page.getByTestId('recording-job').filter({ hasText: 'two-sentences.mp3' });
  await expect(job.getByTestId('recording-state')).toHaveText('Done', { timeout: 30_000 });
  await expect(job.getByTestId('recording-result')).toHaveCount(6);
  await expect(job).toContainText(`Saved as ${join(folder, 'two-sentences.de.srt')}`);
  await expect(job).toContainText(`French · Speech (WAV)`);
  expect(readdirSync(folder).sort()).toEqual(
    ['de.srt', 'de.txt', 'de.wav', 'fr.srt', 'fr.txt', 'fr.wav'].map((end) => `two-sentences.${end}`),
  );
  for (const language of ['de', 'fr']) {
    const text = readFileSync(join(folder, `two-sentences.${language}.txt`), 'utf8')
      .trim()
      .split('\n');
    expect(text).toHaveLength(2);
    expect(readFileSync(join(folder, `two-sentences.${language}.srt`), 'utf8')).toContain(text[0]!);
  }
  expect(creates(demo)).toBe(1);
});

test('a dead network mid-upload stops the job with what to do; Retry finishes the same job', async ({ page }) => {
  const folder = mkdtempSync(join(tmpdir(), 'glossa-e2e-recordings-'));
  demo = await startShellOnSimulator();
  demo.service.control.addFault({ path: '/v1/assets/voice-jobs/:job_id/source', method: 'PUT', drop: true, count: 50 });
  await page.goto(demo.shell.url);
  await choose(page, folder);
  await dropFiles(page, [{ name: 'call.wav', bytes: readFileSync(FIXTURE) }], RECORDINGS);
  const job = page.getByTestId('recording-job').filter({ hasText: 'call.wav' });
  await expect(job.getByTestId('recording-state')).toHaveText('Stopped', { timeout: 45_000 });
  await expect(job.getByRole('alert')).toContainText('press Retry: the job goes on where it stopped');
  demo.service.control.clearFaults();
  await job.getByRole('button', { name: 'Retry' }).click();
  await expect(job.getByTestId('recording-state')).toHaveText('Done', { timeout: 30_000 });
  expect(creates(demo)).toBe(1);
});

test('a restart while the service works on the recording: the job finishes after it, once', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'glossa-e2e-recordings-'));
  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-e2e-recordings-data-'));
  demo = await startShellOnSimulator({}, { userDataDir });
  demo.service.control.setVoiceJobProcessing(6000);
  await page.goto(demo.shell.url);
  await choose(page, folder);
  await dropFiles(page, [{ name: 'standup.wav', bytes: readFileSync(FIXTURE) }], RECORDINGS);
  const job = page.getByTestId('recording-job').filter({ hasText: 'standup.wav' });
  await expect(job.getByTestId('recording-state')).toHaveText('Being translated by the service');
  await demo.shell.stop();
  restarted = await startShell({ env: demoEnv(demo.service), userDataDir });
  await page.goto(restarted.url);
  await openSection(page, 'Recordings');
  await expect(job.getByTestId('recording-state')).toHaveText('Done', { timeout: 60_000 });
  expect(readdirSync(folder)).toContain('standup.de.txt');
  expect(creates(demo)).toBe(1);
  expect(
    demo.service.control.requests().filter((r) => r.method === 'PUT' && r.path.includes('/voice-jobs/')).length,
  ).toBe(1);
});
