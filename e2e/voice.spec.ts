// Live captions as a person uses them: caption a recording into two languages (through the offline demo's
// simulator), watch tentative text turn into finished lines, stop, and export subtitles that match.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, snap, test } from './fixtures';
import { chooseRecording, spokenRecording } from './espeak';

test('captions a recording in German and French and exports matching SRT', async ({ app }) => {
  const folder = mkdtempSync(join(tmpdir(), 'glossa-voice-e2e-'));
  const wavPath = spokenRecording(folder, 'meeting.wav', [
    'Good morning everyone this is a test of live captions',
    'Let us begin with the first item on the agenda',
  ]);
  try {
    await chooseRecording(app, wavPath);
    await app.getByRole('button', { name: 'German', exact: true }).click();
    await app.getByRole('button', { name: 'French', exact: true }).click();
    // The demo says its captions are simulated.
    await expect(app.getByTestId('voice-demo-note')).toContainText('these captions are simulated');
    await app.getByRole('button', { name: 'Start captions' }).click();

    const spoken = app.getByRole('region', { name: /^Spoken/ });
    const german = app.getByRole('region', { name: 'German' });
    await expect(app.getByRole('status')).toContainText('Live');
    // Tentative text shows first, in its own style.
    await expect(spoken.locator('.transcript-tentative').first()).toBeVisible({ timeout: 15_000 });
    // Captions first while live: the set-up is folded into one line, and the captions start near the top.
    await expect(app.getByRole('combobox', { name: 'Audio source' })).toHaveCount(0);
    await expect(app.getByTestId('voice-summary')).toContainText('meeting.wav');
    await expect(app.getByTestId('voice-summary')).toContainText('German, French');
    expect((await spoken.boundingBox())!.y).toBeLessThan(300);
    await snap(app, 'voice-live');
    // At the end of the recording the session finishes by itself: every line is concluded.
    await expect(app.getByRole('status')).toContainText('Ended', { timeout: 20_000 });
    await expect(spoken.locator('.transcript-concluded')).toHaveCount(2);
    await expect(spoken.locator('.transcript-tentative')).toHaveCount(0);
    await expect(german.locator('.transcript-concluded')).toHaveCount(2);
    await expect(app.getByRole('region', { name: 'French' }).locator('.transcript-concluded')).toHaveCount(2);
    await snap(app, 'voice-ended');

    const lines = await german.locator('.transcript-concluded').allInnerTexts();
    const download = app.waitForEvent('download');
    // Each export button names its language.
    await expect(german.getByRole('button', { name: 'Save the German captions as VTT' })).toBeVisible();
    await german.getByRole('button', { name: 'Save the German captions as SRT' }).click();
    const file = await (await download).path();
    const srt = readFileSync(file, 'utf8');
    const cues = srt
      .trim()
      .split('\n\n')
      .map((cue) => cue.split('\n'));
    expect(cues).toHaveLength(2);
    // Each cue's text is the line on screen (which shows its start time first).
    cues.forEach((cue, i) => expect(lines[i]).toContain(cue.slice(2).join(' ')));
    expect(cues[0]![1]).toMatch(/^00:00:\d\d,\d{3} --> 00:00:\d\d,\d{3}$/);

    // The overlay page (the desktop app floats it on top) shows the chosen languages' latest lines.
    await app.getByRole('button', { name: 'Audio, languages and overlay…' }).click();
    const overlayControls = app.getByRole('region', { name: 'Caption overlay' });
    await overlayControls.getByRole('checkbox', { name: 'German' }).check();
    await overlayControls.getByRole('checkbox', { name: 'French' }).check();
    // In the browser shell the overlay is a second browser window, opened from the captions view.
    const [overlay] = await Promise.all([
      app.waitForEvent('popup'),
      overlayControls.getByRole('button', { name: 'Open overlay window' }).click(),
    ]);
    await expect(overlay.getByRole('region', { name: 'German' })).toContainText(lines[1]!.replace(/^\d+:\d\d\s*/, ''));
    await expect(overlay.getByRole('region', { name: 'French' })).toBeVisible();
    await snap(overlay, 'voice-overlay');
    await overlay.close();

    // Reading mode hides nothing that is finished.
    await app.getByLabel('Reading mode (finished lines only)').check();
    await expect(german.locator('.transcript-concluded')).toHaveCount(2);

    // A new start would clear the transcript: it asks first, and keeping it keeps every line.
    await app.getByRole('button', { name: 'Start captions' }).click();
    const ask = app.getByRole('alertdialog', { name: 'Start a new session?' });
    await expect(ask).toContainText('Starting again clears the 2 lines of the last session');
    await ask.getByRole('button', { name: 'Keep the transcript' }).click();
    await expect(ask).toHaveCount(0);
    await expect(german.locator('.transcript-concluded')).toHaveCount(2);

    // The chosen languages are remembered after a reload.
    await app.reload();
    await app.getByRole('button', { name: 'Live captions' }).click();
    const setup = app.getByRole('button', { name: 'Audio, languages and overlay…' });
    // The section loads on demand: wait for it, then unfold the set-up if the ended session folded it.
    await expect(setup.or(app.getByRole('button', { name: 'German', exact: true })).first()).toBeVisible();
    if (await setup.isVisible()) await setup.click();
    await expect(app.getByRole('button', { name: 'German', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(app.getByRole('button', { name: 'French', exact: true })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
