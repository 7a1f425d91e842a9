// For the e2e tests of Live captions: English sentences said by espeak-ng (a GPL-3 program; its output is ours)
// as a WAV recording, and that recording chosen as the set-up's audio, as a user does.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { devicesListed, openSection } from './fixtures';

/** The sentences most recordings say: a greeting, a pause, and the first item. */
export const MEETING_SENTENCES = [
  'Good morning everyone and thank you for joining',
  'Let us start with the first item',
] as const;

/** The sentences said one after another, 1.5 s of silence between them, as `name` in `folder`; its path. */
export function spokenRecording(folder: string, name: string, sentences: readonly string[]): string {
  const path = join(folder, name);
  execFileSync('espeak-ng', ['-m', '-w', path, `<speak>${sentences.join('<break time="1500ms"/>')}</speak>`]);
  return path;
}

/** Opens Live captions and chooses the recording at `path` as what is heard, once the devices are listed. */
export async function chooseRecording(page: Page, path: string): Promise<void> {
  await openSection(page, 'Live captions');
  await devicesListed(page);
  await page.getByRole('combobox', { name: 'Audio source' }).selectOption('file');
  await page.getByRole('textbox', { name: 'Recording' }).fill(path);
}
