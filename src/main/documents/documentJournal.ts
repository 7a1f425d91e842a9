// The job journal in userData: for each job its file, options, document_id, document_key (sealed) and state,
// so that a crash or a restart loses nothing. Every write is atomic (temp file, fsync, rename); writes are
// serialized so the last state always lands last. A record that no longer parses is dropped alone.
import { join } from 'node:path';
import { rename } from 'node:fs/promises';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import { BatchOptionsSchema, JOB_STATES } from '../../shared/calls/documents';
import type { JournalCipher } from './journalCipher';

export const JOURNAL_FILE = 'journal.json';

const ErrorRecordSchema = z.object({
  kind: z.string(),
  message: z.string(),
  nextStep: z.string().optional(),
  serverMessage: z.string().optional(),
});

export const JobRecordSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  /** The file that is uploaded: the user's own, or a staged copy of a dropped file. */
  sourcePath: z.string(),
  name: z.string(),
  size: z.number(),
  staged: z.boolean(),
  options: BatchOptionsSchema,
  /** The connection (account id) that uploaded it: only its key can fetch the document. */
  accountId: z.string().optional(),
  state: z.enum(JOB_STATES),
  documentId: z.string().optional(),
  /** The document_key, sealed with the journal cipher. */
  sealedKey: z.string().optional(),
  billedCharacters: z.number().optional(),
  /** Where a finished download waits, complete, before it is placed under its final name. */
  partPath: z.string().optional(),
  outputPath: z.string().optional(),
  error: ErrorRecordSchema.optional(),
  createdAt: z.number(),
});
export type JobRecord = z.infer<typeof JobRecordSchema>;

export const BatchRecordSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  finishedAt: z.number().optional(),
  notified: z.boolean().default(false),
});
export type BatchRecord = z.infer<typeof BatchRecordSchema>;

const JournalFileSchema = z.object({
  version: z.literal(1),
  jobs: z.array(z.unknown()),
  batches: z.array(z.unknown()),
  paused: ErrorRecordSchema.optional(),
});

export interface JournalSnapshot {
  jobs: JobRecord[];
  batches: BatchRecord[];
  paused?: z.infer<typeof ErrorRecordSchema>;
}

export class DocumentJournal {
  private writing: Promise<void> = Promise.resolve();
  private readonly path: string;

  constructor(
    dir: string,
    readonly cipher: JournalCipher,
  ) {
    this.path = join(dir, JOURNAL_FILE);
  }

  /** What was journaled last; an unreadable file is set aside (renamed) and the queue starts empty. */
  async load(): Promise<JournalSnapshot> {
    const stored = await readJsonFile(this.path);
    if (!stored) return { jobs: [], batches: [] };
    const file = stored.corrupt ? undefined : JournalFileSchema.safeParse(stored.value);
    if (!file?.success) {
      await rename(this.path, `${this.path}.unreadable-${Date.now()}`).catch(() => undefined);
      return { jobs: [], batches: [] };
    }
    const jobs = file.data.jobs.flatMap((item) => {
      const parsed = JobRecordSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const batches = file.data.batches.flatMap((item) => {
      const parsed = BatchRecordSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    return { jobs, batches, ...(file.data.paused ? { paused: file.data.paused } : {}) };
  }

  /** Writes the whole journal; resolves once it is on disk. */
  save(snapshot: JournalSnapshot): Promise<void> {
    const text = JSON.stringify({ version: 1, ...snapshot });
    const write = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.path, text));
    this.writing = write;
    return write;
  }

  sealKey(documentKey: string): string {
    return this.cipher.seal(documentKey);
  }

  openKey(sealed: string): string {
    return this.cipher.open(sealed);
  }
}
