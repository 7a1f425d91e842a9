// What the user dropped or picked, turned into files to translate: folders contribute their supported
// files (hidden ones skipped), and anything else is refused at once with the reason from the shared rules.
import { readdir, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { RefusedFile } from '../../shared/calls/documents';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { unsupportedFileIssue } from '../../shared/rules/documents';
import type { QueuedFile } from './documentQueue';

const MAX_FILES = 2000;
const MAX_DEPTH = 8;

export interface Intake {
  accepted: QueuedFile[];
  refused: RefusedFile[];
}

/** Expands paths (files or folders) into supported files; `staged` marks copies made from dropped bytes. */
export async function takeIn(paths: readonly { path: string; name?: string; staged?: boolean }[]): Promise<Intake> {
  const intake: Intake = { accepted: [], refused: [] };
  for (const item of paths) await visit(item.path, item.name ?? basename(item.path), item.staged === true, 0, intake);
  return intake;
}

async function visit(path: string, name: string, staged: boolean, depth: number, intake: Intake): Promise<void> {
  let info;
  try {
    info = await stat(path);
  } catch {
    refuse(intake, name, { id: 'documents.refused.unreadable' });
    return;
  }
  if (info.isDirectory()) {
    if (depth >= MAX_DEPTH) return;
    const entries = (await readdir(path)).filter((entry) => !entry.startsWith('.')).sort();
    for (const entry of entries) await visit(join(path, entry), entry, false, depth + 1, intake);
    return;
  }
  if (!info.isFile()) {
    refuse(intake, name, { id: 'documents.refused.notAFile' });
    return;
  }
  const refusal = unsupportedFileIssue(name)?.uiMessage;
  if (refusal) {
    // Inside a dropped folder, other files are simply not taken; a file dropped on its own gets its reason.
    refuse(intake, name, refusal);
    return;
  }
  if (info.size === 0) {
    refuse(intake, name, { id: 'documents.refused.empty' });
    return;
  }
  if (intake.accepted.length >= MAX_FILES) {
    refuse(intake, name, { id: 'documents.refused.tooMany', values: { max: MAX_FILES } });
    return;
  }
  intake.accepted.push({ path, name, size: info.size, staged });
}

/** A refused file, its reason in English (logs) and as the message the window words. */
function refuse(intake: Intake, name: string, says: UiMessage): void {
  intake.refused.push({ name, reason: englishText(says), says });
}
