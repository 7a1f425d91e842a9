// The screens issue 29's jobs, overlay and speech-limit work changed, at 1366×768 and 1024×640, light and dark,
// for a person to look at (GLOSSA_SHOTS_DIR, or e2e/screenshots/meetings): each also checks nothing scrolls sideways.
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSection, test } from './fixtures';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';

const shotsDir = process.env['GLOSSA_SHOTS_DIR'] ?? join(__dirname, 'screenshots', 'meetings');
const SIZES = [
  { width: 1366, height: 768 },
  { width: 1024, height: 640 },
];
let demo: DemoOnSimulator | undefined;
test.afterEach(async () => demo?.stop());

/** Shoots the page in both sizes and themes; `arrange` brings the part to look at into view each time. */
async function shoot(page: Page, name: string, arrange: () => Promise<void> = async () => undefined) {
  mkdirSync(shotsDir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    for (const size of SIZES) {
      await page.setViewportSize(size);
      await arrange();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${size.width}×${size.height} scrolls sideways`).toBe(false);
      await page.screenshot({ path: join(shotsDir, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
}

test('Developer keys: the speech limit beside the character limit, in the list and the limit editor', async ({
  page,
}) => {
  demo = await startShellOnSimulator();
  const admin = demo.service.keys.admin;
  const made = await serviceCall<{ key_id: string }>(demo.service, 'POST', '/v2/admin/developer-keys', {}, admin);
  await serviceCall(
    demo.service,
    'PUT',
    '/v2/admin/developer-keys/limits',
    { key_id: made.key_id, characters: 250_000, speech_to_text_milliseconds: 36_000_000 },
    admin,
  );
  await page.goto(demo.shell.url);
  await openSection(page, 'Developer keys');
  await expect(page.getByTestId('key-speech-limit')).toHaveText('600 minutes of speech per month');
  await page.getByRole('button', { name: /^Change the limit of/ }).click();
  await shoot(page, 'developer-keys-speech-limit', async () => {
    await page.getByRole('form', { name: /^Limit of/ }).scrollIntoViewIfNeeded();
  });
});

test('Recordings: the choices, a refused file, a finished job and a stopped one', async ({ page }) => {
  test.setTimeout(120_000);
  const folder = mkdtempSync(join(tmpdir(), 'glossa-shots-recordings-'));
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await openSection(page, 'Recordings');
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('button', { name: 'Japanese', exact: true }).click();
  await page.getByRole('checkbox', { name: 'Speech (WAV)' }).check();
  await page.getByLabel(/^Save results in/).fill(folder);
  const drop = async (name: string, bytes: Buffer) => {
    const transfer = await page.evaluateHandle(
      ({ name, data }) => {
        const t = new DataTransfer();
        t.items.add(new File([Uint8Array.from(data)], name));
        return t;
      },
      { name, data: [...bytes] },
    );
    await page.dispatchEvent('[data-testid="recording-dropzone"]', 'drop', { dataTransfer: transfer });
  };
  const wav = readFileSync(join(__dirname, 'fixtures', 'recordings', 'two-sentences.wav'));
  await drop('weekly sync with the Lisbon team, recorded on Tuesday.wav', wav);
  await expect(page.getByTestId('recording-state').first()).toHaveText('Done', { timeout: 30_000 });
  demo.service.control.addFault({ path: '/v1/assets/voice-jobs/:job_id/source', method: 'PUT', drop: true, count: 50 });
  await drop('board.wav', wav);
  await expect(page.getByTestId('recording-state').first()).toHaveText('Stopped', { timeout: 45_000 });
  await drop('notes.aiff', Buffer.from('FORM'));
  await expect(page.getByText('Not sent.')).toBeVisible();
  await shoot(page, 'recordings');
  await shoot(page, 'recordings-jobs', async () => {
    await page.getByTestId('recording-job').last().scrollIntoViewIfNeeded();
  });
});
