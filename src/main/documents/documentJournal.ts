// The job journal in userData: for each job its file, options, document_id, document_key (sealed) and state,
// so that a crash or a restart loses nothing. Every write is atomic (temp file, fsync, rename); writes are
// serialized so the last state always lands last. The file holds one record per line (a header, then each
// job and batch), so damage costs only the records it touches: each line is read and checked on its own, a
// damaged file is set aside with a timestamp, and what could and could not be read is reported.
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { ErrorViewSchema } from '../../shared/calls/errorView';
import { ERROR_KINDS, type ErrorKind } from '../../shared/errors';
import { writeFileAtomic } from '../../node/atomicFile';
import type { UiMessage } from '../../shared/i18n/catalogue';
import {
  BatchOptionsSchema,
  JOB_STATES,
  UntranslatedPartsSchema,
  type JournalNotice,
} from '../../shared/calls/documents';
import { readTextOrDamage, setAside } from './damagedFiles';
import type { JournalCipher } from './journalCipher';

export const JOURNAL_FILE = 'journal.json';

/** A job's error as the window shows it; a kind this version does not know (an older journal's) reads as internal. */
const ErrorRecordSchema = ErrorViewSchema.extend({
  kind: z
    .string()
    .transform((kind): ErrorKind =>
      (ERROR_KINDS as readonly string[]).includes(kind) ? (kind as ErrorKind) : 'internal',
    ),
});

const JobRecordSchema = z.object({
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
  /** When the service said the translation was ready: it waits there for an unwritable folder only so long. */
  readySince: z.number().optional(),
  /** Where a finished download waits, complete, before it is placed under its final name. */
  partPath: z.string().optional(),
  outputPath: z.string().optional(),
  /** Where a downloaded translation was kept because it could not be placed in the output folder. */
  recoveredPath: z.string().optional(),
  error: ErrorRecordSchema.optional(),
  /** Set when the job stopped with its document still on the service: where "Translate again" resumes. */
  resumeState: z.enum(['queued', 'downloading']).optional(),
  /** What the file holds that nobody translates (a chart's data, embedded objects), found by counting it. */
  untranslated: UntranslatedPartsSchema.optional(),
  createdAt: z.number(),
});
export type JobRecord = z.infer<typeof JobRecordSchema>;

const BatchRecordSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  /** Batches of one drop into several languages share it. */
  group: z.string().optional(),
  finishedAt: z.number().optional(),
  notified: z.boolean().default(false),
});
export type BatchRecord = z.infer<typeof BatchRecordSchema>;

const HeaderSchema = z.object({ version: z.literal(2), paused: ErrorRecordSchema.optional() });
/** The whole-file form of earlier versions, still read. */
const VersionOneSchema = z.object({
  version: z.literal(1),
  jobs: z.array(z.unknown()),
  batches: z.array(z.unknown()),
  paused: ErrorRecordSchema.optional(),
});

export interface JournalSnapshot {
  jobs: JobRecord[];
  batches: BatchRecord[];
  paused?: z.infer<typeof ErrorRecordSchema>;
  /** Set by `load` when the file was damaged: what was read, what was not, where the file was set aside. */
  damage?: JournalNotice;
}

export class DocumentJournal {
  private writing: Promise<void> = Promise.resolve();
  readonly path: string;

  constructor(
    dir: string,
    readonly cipher: JournalCipher,
  ) {
    this.path = join(dir, JOURNAL_FILE);
  }

  /** What was journaled last. Damage never stops the start: it is set aside and reported in `damage`. */
  async load(): Promise<JournalSnapshot> {
    const read = await readTextOrDamage(() => readFile(this.path, 'utf8'));
    if (!read) return { jobs: [], batches: [] };
    if ('error' in read) {
      const aside = await setAside(this.path);
      return {
        jobs: [],
        batches: [],
        damage: notice({
          read: 0,
          unreadable: [],
          whole: { reason: 'unopenable', code: read.error.code ?? 'error' },
          aside,
        }),
      };
    }
    const snapshot = read.text.startsWith('{"version":1') ? readVersionOne(read.text) : readLines(read.text);
    if (snapshot.damage) snapshot.damage.setAside = await setAside(this.path);
    return snapshot;
  }

  /** Writes the whole journal; resolves once it is on disk. */
  save(snapshot: JournalSnapshot): Promise<void> {
    const lines = [JSON.stringify({ version: 2, ...(snapshot.paused ? { paused: snapshot.paused } : {}) })];
    for (const job of snapshot.jobs) lines.push(JSON.stringify({ job }));
    for (const batch of snapshot.batches) lines.push(JSON.stringify({ batch }));
    const text = `${lines.join('\n')}\n`;
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

const LineSchema = z.union([z.object({ job: z.unknown() }), z.object({ batch: z.unknown() })]);

function readLines(text: string): JournalSnapshot {
  const snapshot: JournalSnapshot = { jobs: [], batches: [] };
  const unreadable: Unreadable[] = [];
  let headerRead = false;
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      unreadable.push(nameIn(line));
      return;
    }
    if (index === 0) {
      const header = HeaderSchema.safeParse(value);
      headerRead = header.success;
      if (header.success && header.data.paused) snapshot.paused = header.data.paused;
      if (header.success) return;
    }
    const record = LineSchema.safeParse(value);
    if (record.success && 'job' in record.data) {
      const job = JobRecordSchema.safeParse(record.data.job);
      if (job.success) snapshot.jobs.push(job.data);
      else unreadable.push(nameIn(line));
    } else if (record.success && 'batch' in record.data) {
      const batch = BatchRecordSchema.safeParse(record.data.batch);
      if (batch.success) snapshot.batches.push(batch.data);
      else unreadable.push(BATCH);
    } else unreadable.push(nameIn(line));
  });
  if (headerRead && unreadable.length === 0) return snapshot;
  snapshot.damage = notice({
    read: snapshot.jobs.length,
    unreadable,
    ...(headerRead ? {} : { whole: { reason: 'firstLine' } }),
  });
  return snapshot;
}

function readVersionOne(text: string): JournalSnapshot {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { jobs: [], batches: [], damage: notice({ read: 0, unreadable: [], whole: { reason: 'garbled' } }) };
  }
  const file = VersionOneSchema.safeParse(value);
  if (!file.success)
    return {
      jobs: [],
      batches: [],
      damage: notice({ read: 0, unreadable: [], whole: { reason: 'notJournal' } }),
    };
  const snapshot: JournalSnapshot = {
    jobs: [],
    batches: [],
    ...(file.data.paused ? { paused: file.data.paused } : {}),
  };
  const unreadable: Unreadable[] = [];
  for (const item of file.data.jobs) {
    const job = JobRecordSchema.safeParse(item);
    if (job.success) snapshot.jobs.push(job.data);
    else unreadable.push(nameIn(JSON.stringify(item)));
  }
  for (const item of file.data.batches) {
    const batch = BatchRecordSchema.safeParse(item);
    if (batch.success) snapshot.batches.push(batch.data);
  }
  if (unreadable.length > 0) snapshot.damage = notice({ read: snapshot.jobs.length, unreadable });
  return snapshot;
}

/** A record that could not be read: the document's name when its line still shows it, a batch, or nothing. */
type Unreadable = string | typeof BATCH | undefined;
const BATCH = Symbol('batch');

/** The file name a damaged record still shows, for the notice. */
function nameIn(line: string): string | undefined {
  const match = /"name":"((?:[^"\\]|\\.){1,200})"/.exec(line);
  if (!match) return undefined;
  try {
    return JSON.parse(`"${match[1]}"`) as string;
  } catch {
    return match[1]!;
  }
}

/** Why the whole journal could not be read (`code`: the system's error code when it could not be opened). */
interface WholeDamage {
  reason: 'unopenable' | 'firstLine' | 'garbled' | 'notJournal';
  code?: string;
}

const DETAILS_SHOWN = 20;

function notice(found: { read: number; unreadable: Unreadable[]; whole?: WholeDamage; aside?: string }): JournalNotice {
  const lost = found.unreadable.length;
  const details: UiMessage[] = found.unreadable
    .slice(0, DETAILS_SHOWN)
    .map((name) =>
      name === BATCH
        ? { id: 'documents.journal.batchNotReadable' }
        : name === undefined
          ? { id: 'documents.journal.unnamedNotReadable' }
          : { id: 'documents.journal.notReadable', values: { name } },
    );
  if (lost > DETAILS_SHOWN) details.push({ id: 'documents.journal.more', values: { count: lost - DETAILS_SHOWN } });
  return {
    kind: 'journal',
    says: found.whole
      ? {
          id: 'documents.journal.damagedWhole',
          values: { reason: found.whole.reason, code: found.whole.code ?? '', read: found.read },
        }
      : { id: 'documents.journal.damagedRecords', values: { lost, read: found.read } },
    details,
    nextStep: { id: 'documents.journal.damagedNextStep' },
    ...(found.aside ? { setAside: found.aside } : {}),
  };
}
