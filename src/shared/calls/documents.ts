// What a window and main say to each other about document translation: batch options, jobs and their
// states, and the batch summary. Pure; the queue lives in src/main/documents, the rules in rules/documents.ts.
import { z } from 'zod';
import { FORMALITY_VALUES } from '../api/translate';
import { STAGING_CHUNK_BYTES } from '../rules/documents';
import { ErrorViewSchema } from './errorView';
import { UiMessageSchema } from '../i18n/catalogue';

/** A job's life: waiting -> uploading -> queued -> translating -> downloading -> done, or error, or cancelled. */
export const JOB_STATES = [
  'waiting',
  'uploading',
  'queued',
  'translating',
  'downloading',
  'done',
  'error',
  'cancelled',
] as const;
export type JobState = (typeof JOB_STATES)[number];
const FINISHED_STATES: readonly JobState[] = ['done', 'error', 'cancelled'];
export const isFinished = (state: JobState): boolean => FINISHED_STATES.includes(state);

const LanguageCode = z.string().trim().min(2).max(35);

/** The options of one batch, as the service needs them, plus where the files go. */
export const BatchOptionsSchema = z.object({
  targetLang: LanguageCode,
  /** Absent: the service detects the language. Required with a glossary. */
  sourceLang: LanguageCode.optional(),
  formality: z.enum(FORMALITY_VALUES).optional(),
  glossaryId: z.string().min(1).max(128).optional(),
  /** Further glossaries after `glossaryId`, in priority order (the rules allow 5 in all). */
  moreGlossaryIds: z.array(z.string().min(1).max(128)).max(20).optional(),
  /** A translation memory of the account (Pro) and its least match in percent. */
  memoryId: z.string().min(1).max(200).optional(),
  memoryThreshold: z.number().int().min(0).max(100).optional(),
  /** A client profile (the service's style profile): it stands for the glossaries, style list and memory. */
  styleProfileId: z.string().min(1).max(200).optional(),
  /** A style rule list of the target language (Pro). */
  styleId: z.string().min(1).max(200).optional(),
  /** `docx` turns pdf files into docx; nothing else converts. */
  pdfOutput: z.enum(['pdf', 'docx']).default('pdf'),
  /** Absent: each translated file goes beside its source file. */
  outputFolder: z.string().min(1).max(4096).optional(),
});
export type BatchOptions = z.infer<typeof BatchOptionsSchema>;

/** What a document holds that nobody translates, found when it was counted: its finished row names it. */
export const UntranslatedPartsSchema = z.object({
  /** Charts whose data stays in the original language (their titles and labels are translated). */
  charts: z.number().int().min(0),
  /** The embedded objects' file names. */
  objects: z.array(z.string().max(260)).max(200),
});

const JobViewSchema = z.object({
  id: z.string(),
  batchId: z.string(),
  /** The source file's name, as the user knows it. */
  name: z.string(),
  size: z.number(),
  targetLang: z.string(),
  state: z.enum(JOB_STATES),
  /** While uploading: bytes sent so far. */
  sentBytes: z.number().optional(),
  /** While translating: the service's estimate, in seconds (it can be unreliable). */
  secondsRemaining: z.number().optional(),
  /** A passing condition that does not change the state (offline, retrying), said in the user's language. */
  notice: UiMessageSchema.optional(),
  /** The error a passing condition is about (the network's, while Glossa tries again). */
  noticeError: ErrorViewSchema.optional(),
  billedCharacters: z.number().optional(),
  /** When done: where the translated file is. */
  outputPath: z.string().optional(),
  outputName: z.string().optional(),
  error: ErrorViewSchema.optional(),
  /** Done, but kept in the app's data because the output folder did not take it: "Save as…" puts it elsewhere. */
  recoveredPath: z.string().optional(),
  /** "Translate again" is possible: the source file is still at hand. */
  canRetry: z.boolean(),
  /** What the file holds that nobody translates (a chart's data, embedded objects). */
  untranslated: UntranslatedPartsSchema.optional(),
});
export type JobView = z.infer<typeof JobViewSchema>;

const BatchViewSchema = z.object({
  id: z.string(),
  createdAt: z.number(),
  /** Batches of one drop into several languages share it (absent: the batch stands alone). */
  group: z.string().optional(),
  total: z.number(),
  /** Set once every job of the batch is done, failed or cancelled. */
  finishedAt: z.number().optional(),
  done: z.number(),
  failed: z.number(),
  cancelled: z.number(),
  billedCharacters: z.number(),
});
export type BatchView = z.infer<typeof BatchViewSchema>;

/** Damage found at start (the job journal or its key), and what it cost; shown until dismissed. Words as messages. */
const JournalNoticeSchema = z.object({
  /** journal / journalKey: damage set aside; recovered: translations in the recovery folder no job refers to. */
  kind: z.enum(['journal', 'journalKey', 'recovered']),
  /** What happened and what it cost. */
  says: UiMessageSchema,
  /** What could not be read or fetched, one message each (the first 20, then how many more). */
  details: z.array(UiMessageSchema),
  /** The files kept in the recovery folder (kind `recovered`), the first 20. */
  files: z.array(z.string()).optional(),
  nextStep: UiMessageSchema.optional(),
  /** Where the damaged file was kept, or the recovery folder (kind `recovered`). */
  setAside: z.string().optional(),
});
export type JournalNotice = z.infer<typeof JournalNoticeSchema>;

export const DocumentsStateSchema = z.object({
  jobs: z.array(JobViewSchema),
  batches: z.array(BatchViewSchema),
  /** Set when the service said the quota is used up (456): no new upload starts until resumed. */
  paused: ErrorViewSchema.optional(),
  concurrency: z.number(),
  /** Damage found in the journal or its key at start. */
  notices: z.array(JournalNoticeSchema).optional(),
});
export type DocumentsState = z.infer<typeof DocumentsStateSchema>;

/** A file to translate: a path on this computer, or bytes a window staged (browser drops have no path). */
const FileRefSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
  z.object({
    kind: z.literal('staged'),
    stagingId: z
      .string()
      .max(32)
      .regex(/^[a-f0-9]{32}$/),
    /** The batch gets a copy and the drop stays staged (a drop restored from a draft, into several languages). */
    copy: z.boolean().optional(),
  }),
]);
export type FileRef = z.infer<typeof FileRefSchema>;

const RefusedFileSchema = z.object({
  name: z.string(),
  /** Why, in English (logs); the window prefers `says`. */
  reason: z.string(),
  says: UiMessageSchema.optional(),
});
export type RefusedFile = z.infer<typeof RefusedFileSchema>;

export const AddFilesRequestSchema = z.object({
  files: z.array(FileRefSchema).min(1).max(2000),
  options: BatchOptionsSchema,
  /** The same for the batches of one drop into several languages: the window shows them as one batch. */
  group: z.string().min(1).max(64).optional(),
});
export const AddFilesResultSchema = z.object({
  batchId: z.string().optional(),
  added: z.number(),
  refused: z.array(RefusedFileSchema),
});
export type AddFilesResult = z.infer<typeof AddFilesResultSchema>;

/** Staging: bytes of a dropped file arrive in chunks (base64, at most STAGING_CHUNK_BYTES each). */
export { STAGING_CHUNK_BYTES };
export const StageBeginSchema = z.object({ name: z.string().min(1).max(1024), size: z.number().int().min(0) });
export const StageChunkSchema = z.object({
  stagingId: z
    .string()
    .max(32)
    .regex(/^[a-f0-9]{32}$/),
  offset: z.number().int().min(0),
  base64: z.string().max(Math.ceil(STAGING_CHUNK_BYTES / 3) * 4 + 4),
});

/** A file (or a folder of files) to count before anything is sent: the characters each will bill. */
export const CountFileRequestSchema = z.object({ file: FileRefSchema });
const FileCountSchema = z.object({
  name: z.string(),
  /** The characters its text holds, counted by the rule the service bills by (before any minimum). */
  characters: z.number().int().min(0).optional(),
  /** Why there is no count: an image or an old .doc (its text is read by the service only), or a file that cannot be read. */
  note: UiMessageSchema.optional(),
  /** What it holds that is not translated (a chart's data, embedded objects), in a sentence. */
  untranslated: z.string().max(2000).optional(),
  embedded: UntranslatedPartsSchema.optional(),
});
export const CountFileResultSchema = z.object({ files: z.array(FileCountSchema).max(2000) });
export type CountFileResult = z.infer<typeof CountFileResultSchema>;

/** A staged drop the user decided not to translate: its bytes are removed at once. */
export const UnstageSchema = z.object({
  stagingId: z
    .string()
    .max(32)
    .regex(/^[a-f0-9]{32}$/),
});

export const JobRefSchema = z.object({ jobId: z.string().min(1).max(64) });

/** "Save as…" for a translation kept in the recovery folder: the folder to put it in. */
export const SaveRecoveredSchema = JobRefSchema.extend({ folder: z.string().min(1).max(4096) });
export const SaveRecoveredResultSchema = z.object({ path: z.string() });

/** A glossary the batch may use: its pair matches (a base language covers its variants). */
export const GlossaryChoiceSchema = z.object({ id: z.string(), name: z.string(), pairs: z.array(z.string()) });
export type GlossaryChoice = z.infer<typeof GlossaryChoiceSchema>;

/** What this host can do for documents: native dialogs exist only in the desktop app. */
export const DocumentCapabilitiesSchema = z.object({ fileDialogs: z.boolean(), osNotifications: z.boolean() });

/** An output folder as Settings checks it before any document is dropped. */
export const OutputFolderRequestSchema = z.object({ path: z.string().min(1).max(4096) });
export const OutputFolderStatusSchema = z.object({
  state: z.enum(['ready', 'missing', 'notFolder', 'notWritable', 'notAbsolute']),
  /** The sentence to show (none when ready). */
  message: z.string().optional(),
});
export type OutputFolderStatus = z.infer<typeof OutputFolderStatusSchema>;
