// What the queue does with a journal it has just read, before any job runs: jobs whose sealed key can no longer
// be opened end with a sentence (and the notice lists them), part files nobody needs are removed, and
// translations in the recovery folder that no job refers to are listed (never deleted: they were billed).
import { readdir, rm } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { JournalNotice } from '../../shared/calls/documents';
import type { UiMessage } from '../../shared/i18n/catalogue';
import type { DocumentJournal, JobRecord } from './documentJournal';
import { LEFTOVER_IN_DOWNLOADS, LEFTOVER_IN_FOLDER, partPathFor, removeLeftoverParts } from './outputPlacement';
import { glossaSays } from './jobErrors';

/** Jobs whose sealed key cannot be opened (the journal key was damaged) end with a sentence, not a crash later. */
export function dropUnopenableKeys(
  records: readonly JobRecord[],
  journal: Pick<DocumentJournal, 'openKey'>,
  notices: JournalNotice[],
): void {
  const lost: UiMessage[] = [];
  for (const record of records) {
    if (!record.sealedKey) continue;
    try {
      journal.openKey(record.sealedKey);
    } catch {
      record.sealedKey = undefined;
      record.partPath = undefined;
      record.state = 'error';
      record.error = glossaSays(
        'keychain',
        { id: 'documents.error.journalKeyLost' },
        { id: 'documents.error.translateAgain' },
      );
      lost.push({ id: 'documents.journal.cannotBeFetched', values: { name: record.name } });
    }
  }
  if (lost.length === 0) return;
  const keyNotice = notices.find((n) => n.kind === 'journalKey');
  if (!keyNotice) return;
  keyNotice.details.push(...lost.slice(0, 20));
  if (lost.length > 20) keyNotice.details.push({ id: 'documents.journal.more', values: { count: lost.length - 20 } });
}

/** Part files a crash or an older version left behind, in the app's data and in the jobs' folders, that no job needs. */
export async function removeLeftovers(records: readonly JobRecord[], journalPath: string): Promise<void> {
  const folderOf = (r: JobRecord) => r.options.outputFolder ?? dirname(r.sourcePath);
  // A job being placed keeps its hidden copy too: after a crash it tells whether the file already got its name.
  const keep = new Set(records.flatMap((r) => (r.partPath ? [r.partPath, partPathFor(folderOf(r), r.id)] : [])));
  await removeLeftoverParts(records.map(folderOf), LEFTOVER_IN_FOLDER, keep);
  await removeLeftoverParts([join(dirname(journalPath), 'downloads')], LEFTOVER_IN_DOWNLOADS, keep);
}

/** Where translations that could not be placed are kept: `recovered/<job>/<name>` beside the journal. */
export const recoveryFolder = (journalPath: string): string => join(dirname(journalPath), 'recovered');

/**
 * Translations in the recovery folder that no job refers to (a crash between "Save as…" and the removal, an
 * older version, a journal set aside as damaged) are listed in a notice at start and kept: each was billed, and
 * only the user may delete one. Moving or deleting the files ends the notice.
 */
export async function listOrphanedRecoveries(
  records: readonly JobRecord[],
  recovery: string,
  notices: JournalNotice[],
): Promise<void> {
  const referred = new Set(records.flatMap((r) => (r.recoveredPath ? [r.recoveredPath] : [])));
  const orphans: string[] = [];
  for (const folder of await readdir(recovery).catch(() => [] as string[])) {
    const files = await readdir(join(recovery, folder)).catch(() => [] as string[]);
    orphans.push(...files.map((name) => join(recovery, folder, name)).filter((path) => !referred.has(path)));
  }
  if (orphans.length === 0) return;
  notices.push({
    kind: 'recovered',
    says: { id: 'documents.journal.orphans', values: { count: orphans.length } },
    details: orphans.length > 20 ? [{ id: 'documents.journal.more', values: { count: orphans.length - 20 } }] : [],
    files: orphans.slice(0, 20),
    nextStep: { id: 'documents.journal.orphansNextStep' },
    setAside: recovery,
  });
}

/** Removes a translation kept in the recovery folder, with its job's folder; nothing outside that folder. */
export async function removeRecovered(recovery: string, path: string): Promise<void> {
  const inside = relative(recovery, path).split(sep);
  if (inside.length !== 2 || inside[0] === '..' || inside[0] === '') return;
  await rm(join(recovery, inside[0]!), { recursive: true, force: true });
}
