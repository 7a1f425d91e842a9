// A meeting's own terms and tone, as a participant sets them up: a glossary, a less formal tone and a saved
// meeting profile reach the captions (the simulator applies the glossary's terms and marks the tone), the
// profile is there again after a reload, and a fixed spoken language is kept although English is heard.
// Every message of each stream, both ways, is checked against the published voice.asyncapi.yaml.
// The audio is two English sentences said by espeak-ng (e2e/espeak.ts).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, openSection, test } from './fixtures';
import { chooseRecording, MEETING_SENTENCES, spokenRecording } from './espeak';
import { type DemoOnSimulator, serviceCall, startShellOnSimulator } from './textTools';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';

const shotsDir = process.env['GLOSSA_SHOTS_DIR'] ?? join(tmpdir(), 'glossa-voice-shots');
let demo: DemoOnSimulator;
let folder: string;
test.afterEach(async () => {
  await demo?.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** The newest voice session's messages, checked against the description: no problem, and both directions. */
function checkNewestStream(): void {
  const sessions = demo.service.control.voice.sessions();
  const log = demo.service.control.voice.messages(sessions[sessions.length - 1]!.session_id) ?? [];
  expect(log.filter((m) => m.direction === 'client').length).toBeGreaterThan(10);
  expect(log.filter((m) => m.direction === 'server').length).toBeGreaterThan(5);
  expect(checkVoiceStreamLog(log)).toEqual([]);
}

/** The meeting's two English sentences as a WAV in this test's folder. */
function meetingRecording(prefix: string, name: string): string {
  folder = mkdtempSync(join(tmpdir(), prefix));
  return spokenRecording(folder, name, MEETING_SENTENCES);
}

/** Opens Live captions in the demo's window with `wavPath` as the recording to caption. */
async function captionRecording(page: Page, wavPath: string): Promise<void> {
  await page.goto(demo.shell.url);
  await chooseRecording(page, wavPath);
}

/** Opens the set-up when it is folded (it is folded while captions are on screen). */
async function openSetup(page: Page): Promise<void> {
  const toggle = page.locator('button.voice-setup-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
}

/** The set-up at both sizes, light and dark, for a person to look at. */
async function shoot(page: Page, name: string, toSetup = true): Promise<void> {
  mkdirSync(shotsDir, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
    for (const size of [
      { width: 1366, height: 768 },
      { width: 1024, height: 640 },
    ]) {
      await page.setViewportSize(size);
      if (toSetup) await page.getByRole('group', { name: 'Meeting terms and tone' }).scrollIntoViewIfNeeded();
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
      expect(sideways, `${name} at ${size.width}×${size.height} scrolls sideways`).toBe(false);
      await page.screenshot({ path: join(shotsDir, `${name}-${size.width}x${size.height}-${theme}.png`) });
    }
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a glossary, a less formal tone and a meeting profile reach the captions; a fixed language refuses English', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const wavPath = meetingRecording('glossa-voice-meeting-', 'board meeting.wav');
  demo = await startShellOnSimulator();
  await serviceCall(demo.service, 'POST', '/v3/glossaries', {
    name: 'Board',
    dictionaries: [
      { source_lang: 'en', target_lang: 'de', entries: 'everyone\tdie ganze Runde', entries_format: 'tsv' },
    ],
  });
  await captionRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('button', { name: 'French', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken language/ }).selectOption({ label: 'English' });

  const meeting = page.getByRole('group', { name: 'Meeting terms and tone' });
  await meeting.getByLabel('Glossary').selectOption({ label: 'Board (EN→DE)' });
  // The pairs it holds decide where it applies, and the set-up says so.
  await expect(page.getByTestId('voice-glossary-coverage')).toHaveText(
    'The glossary is used for German. It has no pair from English into French: it is translated without it.',
  );
  await meeting.getByLabel('Formality').selectOption({ label: 'Less formal' });
  await meeting.getByLabel('New profile').fill('Board meeting');
  await meeting.getByRole('button', { name: 'Save as profile' }).click();
  await expect(meeting.getByRole('combobox', { name: 'Meeting profile' })).toHaveValue('Board meeting');
  await shoot(page, 'voice-setup-meeting');

  await page.setViewportSize({ width: 1366, height: 768 });
  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', { timeout: 30_000 });
  const german = page.getByRole('region', { name: 'German' }).locator('.transcript-concluded');
  await expect(german).toHaveCount(2);
  await expect(german.first()).toContainText('die ganze Runde');
  await expect(german.first()).toContainText('Danke dir'); // less formal ("Vielen Dank" by default)
  // French has no pair in the glossary: the term is not replaced there.
  await expect(page.getByRole('region', { name: 'French' }).locator('.transcript-concluded').first()).not.toContainText(
    'die ganze Runde',
  );
  // English was a hint, and English is what was heard.
  await expect(page.getByRole('region', { name: 'Spoken (English)' })).toBeVisible();
  checkNewestStream();

  // The profile and its settings come back after a reload.
  await page.reload();
  await openSection(page, 'Live captions');
  await openSetup(page);
  const again = page.getByRole('group', { name: 'Meeting terms and tone' });
  await expect(again.getByRole('combobox', { name: 'Meeting profile' })).toHaveValue('Board meeting');
  await expect(again.getByLabel('Formality')).toHaveValue('informal');
  await expect(again.getByLabel('Glossary')).toContainText('Board (EN→DE)');

  // German, fixed: the simulator hears English but keeps German, and writes the spoken column in it.
  await page.getByRole('combobox', { name: /^Spoken language/ }).selectOption({ label: 'German' });
  await again.getByRole('checkbox', { name: /^Always German/ }).check();
  await again.getByLabel('Glossary').selectOption({ label: 'No glossary' });
  await page.getByRole('button', { name: 'Start captions' }).click();
  // The first session's lines are on screen (main kept them through the reload): starting asks to clear them.
  await page.getByRole('button', { name: 'Clear and start' }).click();
  // This session's end, not the first one's "Ended" still shown while this one starts.
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText(/Ended.*heard: German/, {
    timeout: 30_000,
  });
  const spoken = page.getByRole('region', { name: 'Spoken (German)' }).locator('.transcript-concluded');
  await expect(spoken.first()).toContainText('Guten Morgen');
  checkNewestStream();
  // The change was kept in the chosen profile.
  await page.reload();
  await openSection(page, 'Live captions');
  await openSetup(page);
  await expect(page.getByRole('checkbox', { name: /^Always German/ })).toBeChecked();
  await shoot(page, 'voice-setup-fixed');
});

test('a window reloaded during a session shows, once the session ends, the languages chosen for the next one', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wavPath = meetingRecording('glossa-voice-reload-', 'standup.wav');
  demo = await startShellOnSimulator();
  await captionRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken language/ }).selectOption({ label: 'English' });
  await page.getByRole('button', { name: 'Start captions' }).click();
  const status = page.getByRole('status').and(page.locator('.voice-status'));
  await expect(status).toContainText('Live');

  await page.reload();
  await openSection(page, 'Live captions');
  await expect(status).toContainText('Ended', { timeout: 30_000 });
  await openSetup(page);
  await expect(page.getByRole('combobox', { name: /^Spoken language/ }).locator('option:checked')).toHaveText(
    'English',
  );
  await expect(page.getByRole('group', { name: /^Translate into/ })).toHaveAccessibleName(/· 1 chosen$/);
  await expect(page.getByRole('button', { name: 'German', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('hears the German translation spoken in a female voice as 24 kHz PCM, sentence by sentence, beside the captions', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const wavPath = meetingRecording('glossa-voice-speech-', 'call.wav');
  demo = await startShellOnSimulator();
  await captionRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken translation/ }).selectOption({ label: 'German' });
  await page.getByRole('combobox', { name: /^Voice/ }).selectOption('female');
  await page
    .getByRole('combobox', { name: /^Sound format/ })
    .selectOption({ label: 'PCM, 24 kHz — best quality, largest' });
  await page.getByRole('slider', { name: /^Speech volume/ }).fill('0.5');
  await expect(page.getByRole('combobox', { name: /^Play on/ })).toHaveValue('');
  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', { timeout: 30_000 });
  const german = page.getByRole('region', { name: 'German' }).locator('.transcript-concluded');
  await expect(german).toHaveCount(2);
  // The last sentence spoken is the last German caption: speech and text in step.
  const last = (await german.last().innerText()).replace(/^\d+:\d\d\s*/, '');
  await expect(page.getByTestId('voice-speaking')).toHaveText(`Speaking: ${last}`);
  await expect(page.getByTestId('voice-speech-problem')).toHaveCount(0);
  checkNewestStream();
  const sessions = demo.service.control.voice.sessions();
  const media = (demo.service.control.voice.messages(sessions[sessions.length - 1]!.session_id) ?? []).filter(
    (m) => 'target_media_chunk' in m.message,
  );
  expect(media.length).toBeGreaterThan(0);
  await shoot(page, 'voice-speech-live', false);

  // Kept with the meeting's settings: after a reload the same language, voice, format and volume are chosen.
  await page.reload();
  await openSection(page, 'Live captions');
  await openSetup(page);
  await expect(page.getByRole('combobox', { name: /^Spoken translation/ })).toHaveValue('de');
  await expect(page.getByRole('combobox', { name: /^Voice/ })).toHaveValue('female');
  await expect(page.getByRole('combobox', { name: /^Sound format/ })).toHaveValue(
    'audio/pcm;encoding=s16le;rate=24000',
  );
  await expect(page.getByRole('slider', { name: /^Speech volume/ })).toHaveValue('0.5');
});
