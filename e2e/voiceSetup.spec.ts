// The live captions set-up as a meeting participant leaves it and finds it again: the overlay's boxes tick
// the languages it shows, and a chosen recording (and the choice of a recording) survives a reload.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { devicesListed, expect, test } from './fixtures';

test('the overlay boxes tick what the overlay shows, and the recording is remembered after a reload', async ({
  app,
}) => {
  const folder = mkdtempSync(join(tmpdir(), 'glossa-voice-setup-'));
  const wavPath = join(folder, 'board meeting.wav');
  writeFileSync(wavPath, Buffer.alloc(64));
  try {
    await app.getByRole('button', { name: 'Live captions' }).click();
    await expect(app.getByRole('heading', { name: 'Live captions' })).toBeVisible();
    await app.getByRole('button', { name: 'German', exact: true }).click();
    await app.getByRole('button', { name: 'French', exact: true }).click();

    // Nothing chosen yet: the overlay shows the first language, German, and says so with its box.
    const overlay = app.getByRole('region', { name: 'Caption overlay' });
    await expect(overlay.getByRole('checkbox', { name: 'German' })).toBeChecked();
    await expect(overlay.getByRole('checkbox', { name: 'French' })).not.toBeChecked();
    await expect(overlay.getByRole('checkbox', { name: 'Spoken' })).not.toBeChecked();
    // It shows at least one language: the only ticked box cannot be unticked.
    await expect(overlay.getByRole('checkbox', { name: 'German' })).toBeDisabled();
    await overlay.getByRole('checkbox', { name: 'French' }).check();
    await expect(overlay.getByRole('checkbox', { name: 'German' })).toBeChecked();
    await expect(overlay.getByRole('checkbox', { name: 'German' })).toBeEnabled();

    await devicesListed(app);
    await app.getByRole('combobox', { name: 'Audio source' }).selectOption('file');
    await app.getByRole('textbox', { name: 'Recording' }).fill(wavPath);
    // Typing pauses, the path is kept in settings; then the window reloads.
    await app.waitForTimeout(800);
    await app.reload();
    await app.getByRole('button', { name: 'Live captions' }).click();
    await expect(app.getByRole('combobox', { name: 'Audio source' })).toHaveValue('file');
    await expect(app.getByRole('textbox', { name: 'Recording' })).toHaveValue(wavPath);
    const after = app.getByRole('region', { name: 'Caption overlay' });
    await expect(after.getByRole('checkbox', { name: 'German' })).toBeChecked();
    await expect(after.getByRole('checkbox', { name: 'French' })).toBeChecked();
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
});
