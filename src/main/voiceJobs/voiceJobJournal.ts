// The voice job journal in userData/voiceJobs/journal.json, the documents journal's way: one record per line,
// written atomically (temp file, fsync, rename) on every step and serialized, so the last state lands last.
// The service's job_id is journaled the moment it answers, before a byte is uploaded, and each result's
// download is journaled before it is placed: a restart polls or places, and never loses a billed result.
// A damaged line costs only its job; a damaged file is set aside with a timestamp and reported.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../../node/atomicFile';
import { VOICE_JOB_STATES } from '../../shared/calls/voiceJobs';
import { type UiMessage, UiMessageSchema } from '../../shared/i18n/catalogue';
import { VOICE_JOB_RESULT_KIND_LIST, type VoiceJobResultKind } from '../../shared/rules/voiceJobs';
import { readTextOrDamage, setAside } from '../documents/damagedFiles';

const ResultRecordSchema = z.object({
  language: z.string(),
  kind: z.enum(VOICE_JOB_RESULT_KIND_LIST as [VoiceJobResultKind, ...VoiceJobResultKind[]]),
  status: z.string(),
  /** The complete download in userData, waiting to be placed beside the recording. */
  downloadPath: z.string().optional(),
  outputPath: z.string().optional(),
  /** Why it failed: the service's own words, or Glossa's in English (logs) with `errorSays`, its catalogue message. */
  error: z.string().optional(),
  errorSays: UiMessageSchema.optional(),
});
export type ResultRecord = z.infer<typeof ResultRecordSchema>;

const VoiceJobRecordSchema = z.object({
  id: z.string(),
  sourcePath: z.string(),
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  staged: z.boolean(),
  folder: z.string(),
  sourceLanguage: z.string().optional(),
  accountId: z.string().optional(),
  state: z.enum(VOICE_JOB_STATES),
  /** The service's job, its upload address and the signature to upload with. */
  jobId: z.string().optional(),
  uploadUrl: z.string().optional(),
  signature: z.string().optional(),
  /** Set once the service took the whole recording: it is never uploaded again. */
  uploadedAt: z.number().optional(),
  /** Where a stopped job goes on: the upload, or polling. */
  resumeState: z.enum(['waiting', 'uploading', 'processing']).optional(),
  results: z.array(ResultRecordSchema),
  /** Why it stopped: English (logs, and what older journals hold) and, since 2026-11, the catalogue's messages. */
  error: z
    .object({
      message: z.string(),
      nextStep: z.string().optional(),
      serverMessage: z.string().optional(),
      uiMessage: UiMessageSchema.optional(),
      uiNextStep: UiMessageSchema.optional(),
    })
    .optional(),
  createdAt: z.number(),
});
export type VoiceJobRecord = z.infer<typeof VoiceJobRecordSchema>;

const VOICE_JOB_JOURNAL = 'journal.json';

export class VoiceJobJournal {
  private writing: Promise<void> = Promise.resolve();
  readonly path: string;

  constructor(dir: string) {
    this.path = join(dir, VOICE_JOB_JOURNAL);
  }

  /** The journaled jobs, and a message when some could not be read (the file is then set aside). */
  async load(): Promise<{ jobs: VoiceJobRecord[]; damage?: UiMessage }> {
    const read = await readTextOrDamage(() => readFile(this.path, 'utf8'));
    if (!read) return { jobs: [] };
    if ('error' in read) {
      const aside = await setAside(this.path);
      return { jobs: [], damage: damaged({ reason: 'unopenable', count: 0 }, aside) };
    }
    const jobs: VoiceJobRecord[] = [];
    let unreadable = 0;
    for (const line of read.text.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const parsed = VoiceJobRecordSchema.safeParse(JSON.parse(line));
        if (parsed.success) jobs.push(parsed.data);
        else unreadable++;
      } catch {
        unreadable++;
      }
    }
    if (unreadable === 0) return { jobs };
    const aside = await setAside(this.path);
    return { jobs, damage: damaged({ reason: 'records', count: unreadable }, aside) };
  }

  /** Writes every job; resolves once it is on disk. */
  save(jobs: readonly VoiceJobRecord[]): Promise<void> {
    const text = jobs.map((job) => JSON.stringify(job)).join('\n') + '\n';
    const write = this.writing.catch(() => undefined).then(() => writeFileAtomic(this.path, text));
    this.writing = write;
    return write;
  }
}

/** What the journal's damage cost, and where the damaged file was kept (it stays in place when it cannot move). */
const damaged = (found: { reason: 'unopenable' | 'records'; count: number }, aside: string | undefined): UiMessage => ({
  id: 'voiceJobs.journal.damaged',
  values: { ...found, kept: aside ? 'aside' : 'inPlace', path: aside ?? '' },
});
