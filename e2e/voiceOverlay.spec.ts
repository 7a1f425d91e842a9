// The caption overlay as a participant keeps it on: its look set from the overlay itself (font, size, colours,
// background, lines, position; the monitor is the desktop app's, and the browser window says so), remembered
// after a reload, and captions that do not flicker: a tentative line turning final is the same line on screen,
// updated in place. The audio is said by espeak-ng (e2e/espeak.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { chooseRecording, spokenRecording } from './espeak';
import { shootScreens } from './screens';

let folder: string;
test.afterEach(() => rmSync(folder, { recursive: true, force: true }));

async function openOverlay(app: Page): Promise<Page> {
  const setup = app.getByRole('button', { name: 'Audio, languages and overlay…' });
  if (await setup.isVisible()) await setup.click();
  const [overlay] = await Promise.all([
    app.waitForEvent('popup'),
    app.getByRole('region', { name: 'Caption overlay' }).getByRole('button', { name: 'Open overlay window' }).click(),
  ]);
  await expect(overlay.getByText('Glossa captions appear here when you start them.')).toBeVisible();
  return overlay;
}

test('the overlay is set from itself and remembered, and a partial line becomes final in place', async ({ app }) => {
  test.setTimeout(120_000);
  folder = mkdtempSync(join(tmpdir(), 'glossa-overlay-e2e-'));
  const wavPath = spokenRecording(folder, 'standup.wav', [
    'Good morning everyone this is the weekly planning meeting',
    'We start with the budget for next year',
  ]);
  await chooseRecording(app, wavPath);
  await app.getByRole('button', { name: 'German', exact: true }).click();
  await expect(app.getByRole('region', { name: 'Caption overlay' })).toContainText('set in the overlay itself');

  let overlay = await openOverlay(app);
  await overlay.setViewportSize({ width: 960, height: 200 });
  await overlay.hover('main');
  await overlay.getByRole('button', { name: 'Overlay settings' }).click();
  const settings = overlay.getByRole('form', { name: 'Overlay settings' });
  await settings.getByLabel('Font').selectOption({ label: 'Serif' });
  await settings.getByLabel('Text size').fill('40');
  await expect(settings.getByText('40 px')).toBeVisible();
  await settings.getByLabel('Text colour').fill('#ffee00');
  await settings.getByLabel('Background colour').fill('#102040');
  await settings.getByLabel('Background opacity').fill('35');
  await expect(settings.getByText('35%')).toBeVisible();
  await settings.getByLabel('Lines per language').selectOption('3');
  await settings.getByLabel('Position').selectOption({ label: 'Top of the screen' });
  // The browser's overlay is a window the user moves; choosing a monitor is the desktop app's.
  await expect(settings.getByLabel('Monitor')).toBeDisabled();
  await expect(settings).toContainText('The desktop app puts the overlay on the monitor');
  await shootScreens(overlay, 'overlay', 'overlay-settings');
  await overlay.setViewportSize({ width: 960, height: 200 });
  await settings.getByRole('button', { name: 'Done' }).click();

  // Remembered: a new overlay window has the same look.
  await overlay.close();
  overlay = await openOverlay(app);
  const band = overlay.locator('main.voice-overlay');
  await expect(band).toHaveCSS('font-size', '40px');
  await expect(band).toHaveCSS('color', 'rgb(255, 238, 0)');
  await expect(band).toHaveCSS('background-color', 'rgba(16, 32, 64, 0.35)');
  await expect(band).toHaveCSS('justify-content', 'flex-start');
  expect(await band.evaluate((el) => getComputedStyle(el).fontFamily)).toContain('Georgia');
  await overlay.hover('main');
  await overlay.getByRole('button', { name: 'Overlay settings' }).click();
  await expect(overlay.getByLabel('Lines per language')).toHaveValue('3');
  await overlay.getByRole('button', { name: 'Done' }).click();

  // Captions: the first tentative line is marked where it is on screen; when it becomes final, the very same
  // element holds the final text (a replaced element would have lost the mark, and flickered).
  await app.getByRole('button', { name: 'Start captions' }).click();
  const german = overlay.getByRole('region', { name: 'German' });
  const partial = german.locator('p.overlay-tentative').first();
  await expect(partial).toBeVisible({ timeout: 20_000 });
  await partial.evaluate((el) => el.setAttribute('data-probe', 'first partial'));
  const probed = german.locator('[data-probe="first partial"]');
  await expect(probed).not.toHaveClass(/overlay-tentative/, { timeout: 20_000 });
  await expect(probed).toHaveCount(1);
  const finalText = await probed.innerText();
  await expect(app.getByRole('status')).toContainText('Ended', { timeout: 30_000 });
  const concluded = app.getByRole('region', { name: 'German' }).locator('.transcript-concluded').first();
  await expect(concluded).toContainText(finalText.trim());
  // Both finished lines are shown (three lines are kept), none of them tentative.
  await expect(german.locator('p.overlay-line')).toHaveCount(2);
  await expect(german.locator('p.overlay-tentative')).toHaveCount(0);
  await shootScreens(overlay, 'overlay', 'overlay-captions');
});
