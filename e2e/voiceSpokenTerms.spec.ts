// Spoken terms as a meeting participant sets them up: a new list of the meeting's terms, refused while a term is
// repeated, saved on the service (the simulator), chosen for the meeting and remembered in its profile; the
// captions then spell the terms as written. Every message of the stream, both ways, is checked against the
// published voice.asyncapi.yaml. The audio is said by espeak-ng (e2e/espeak.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, openSection, test } from './fixtures';
import { chooseRecording, MEETING_SENTENCES, spokenRecording } from './espeak';
import { shootScreens } from './screens';
import { type DemoOnSimulator, startShellOnSimulator } from './textTools';
import { checkVoiceStreamLog } from '../src/main/api/testing/publishedDescription';

let demo: DemoOnSimulator;
let folder: string;
test.afterEach(async () => {
  await demo?.stop();
  rmSync(folder, { recursive: true, force: true });
});

test('a spoken-term list is made in the set-up, kept in the meeting profile, and its terms spelled in the captions', async ({
  page,
}) => {
  test.setTimeout(150_000);
  folder = mkdtempSync(join(tmpdir(), 'glossa-spoken-terms-'));
  const wavPath = spokenRecording(folder, 'launch.wav', MEETING_SENTENCES);
  demo = await startShellOnSimulator();
  await page.goto(demo.shell.url);
  await chooseRecording(page, wavPath);
  await page.getByRole('button', { name: 'German', exact: true }).click();
  await page.getByRole('combobox', { name: /^Spoken language/ }).selectOption({ label: 'English' });

  await page.getByRole('button', { name: 'New spoken-term list…' }).click();
  const editor = page.getByRole('form', { name: 'Spoken-term list' });
  await editor.getByLabel('List name').fill('Launch terms');
  const terms = editor.getByLabel(/^Terms, one a line/);
  await terms.fill('EVERYONE\nThank-You\nEVERYONE');
  // The rule speaks as the terms are typed, and nothing is sent.
  await expect(editor.getByTestId('voice-spoken-terms-problems')).toHaveText(
    '“EVERYONE” is in the list twice (line 3).',
  );
  await expect(editor.getByRole('button', { name: 'Save the list' })).toBeDisabled();
  await expect(editor).toContainText('27 of 300 characters');
  await shootScreens(page, 'spoken-terms', 'voice-spoken-terms-editor', async () => {
    await editor.scrollIntoViewIfNeeded();
  });
  await page.setViewportSize({ width: 1366, height: 768 });
  await terms.fill('EVERYONE\nThank-You');
  await editor.getByRole('button', { name: 'Save the list' }).click();
  await expect(editor).toHaveCount(0);
  const choice = page.getByRole('combobox', { name: 'Spoken terms' });
  await expect(choice.locator('option:checked')).toHaveText('Launch terms (EN 2)');

  const meeting = page.getByRole('group', { name: 'Meeting terms and tone' });
  await meeting.getByLabel('New profile').fill('Product launch');
  await meeting.getByRole('button', { name: 'Save as profile' }).click();
  await expect(meeting.getByRole('combobox', { name: 'Meeting profile' })).toHaveValue('Product launch');

  await page.getByRole('button', { name: 'Start captions' }).click();
  await expect(page.getByRole('status').and(page.locator('.voice-status'))).toContainText('Ended', { timeout: 40_000 });
  const spoken = page.getByRole('region', { name: /^Spoken/ }).locator('.transcript-concluded');
  await expect(spoken.first()).toContainText('Good morning, EVERYONE, and Thank-You for joining.');
  const sessions = demo.service.control.voice.sessions();
  const log = demo.service.control.voice.messages(sessions.at(-1)!.session_id) ?? [];
  expect(log.filter((m) => m.direction === 'client').length).toBeGreaterThan(10);
  expect(checkVoiceStreamLog(log)).toEqual([]);

  // Remembered in the profile: after a reload the list is chosen again, read afresh from the service.
  await page.reload();
  await openSection(page, 'Live captions');
  const toggle = page.locator('button.voice-setup-toggle');
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(page.getByRole('combobox', { name: 'Spoken terms' }).locator('option:checked')).toHaveText(
    'Launch terms (EN 2)',
  );
  await page.getByRole('button', { name: 'Edit “Launch terms”' }).click();
  await expect(page.getByRole('form', { name: 'Spoken-term list' }).getByLabel(/^Terms, one a line/)).toHaveValue(
    'EVERYONE\nThank-You',
  );
  await shootScreens(page, 'spoken-terms', 'voice-spoken-terms-chosen', async () => {
    await page.getByRole('combobox', { name: 'Spoken terms' }).scrollIntoViewIfNeeded();
  });
});
