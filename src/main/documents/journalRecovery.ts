// What the queue does with a journal it has just read, before any job runs: jobs whose sealed key can no longer
// be opened end with a sentence (and the notice lists them), and part files nobody needs are removed.
import { dirname, join } from 'node:path';
import type { JournalNotice } from '../../shared/calls/documents';
import type { DocumentJournal, JobRecord } from './documentJournal';
import { LEFTOVER_IN_DOWNLOADS, LEFTOVER_IN_FOLDER, partPathFor, removeLeftoverParts } from './outputPlacement';

/** Jobs whose sealed key cannot be opened (the journal key was damaged) end with a sentence, not a crash later. */
export function dropUnopenableKeys(records: readonly JobRecord[], journal: Pick<DocumentJournal, 'openKey'>, notices: JournalNotice[]): void {
  const lost: string[] = [];
  for (const record of records) {
    if (!record.sealedKey) continue;
    try {
      journal.openKey(record.sealedKey);
    } catch {
      record.sealedKey = undefined;
      record.partPath = undefined;
      record.state = 'error';
      record.error = {
        kind: 'journalKey',
        message: 'The key to fetch this document from the service was lost when the journal key was damaged.',
        nextStep: 'Choose "Translate again" to upload the file once more.',
      };
      lost.push(`Cannot be fetched: ${record.name}`);
    }
  }
  if (lost.length === 0) return;
  const keyNotice = notices.find((n) => n.kind === 'journalKey');
  if (keyNotice) keyNotice.details.push(...lost.slice(0, 20));
}

/** Part files a crash or an older version left behind, in the app's data and in the jobs' folders, that no job needs. */
export async function removeLeftovers(records: readonly JobRecord[], journalPath: string): Promise<void> {
  const folderOf = (r: JobRecord) => r.options.outputFolder ?? dirname(r.sourcePath);
  // A job being placed keeps its hidden copy too: after a crash it tells whether the file already got its name.
  const keep = new Set(records.flatMap((r) => (r.partPath ? [r.partPath, partPathFor(folderOf(r), r.id)] : [])));
  await removeLeftoverParts(records.map(folderOf), LEFTOVER_IN_FOLDER, keep);
  await removeLeftoverParts([join(dirname(journalPath), 'downloads')], LEFTOVER_IN_DOWNLOADS, keep);
}
