// Requests and answers of the `voiceJobs` IPC area (declared in contract.ts): recordings translated as an
// asynchronous voice job. Rules: src/shared/rules/voiceJobs.ts.
import { z } from 'zod';
import { UiMessageSchema } from '../i18n/catalogue';
import { STAGING_CHUNK_BYTES } from '../rules/documents';
import { MAX_RECORDING_LANGUAGES, VOICE_JOB_RESULT_KIND_LIST, type VoiceJobResultKind } from '../rules/voiceJobs';

const StagingId = z
  .string()
  .max(32)
  .regex(/^[a-f0-9]{32}$/);
const ResultKind = z.enum(VOICE_JOB_RESULT_KIND_LIST as [VoiceJobResultKind, ...VoiceJobResultKind[]]);

export const VOICE_JOB_STATES = ['waiting', 'uploading', 'processing', 'saving', 'done', 'stopped'] as const;

/** Why a job stopped: English (and older journals' words) with the catalogue's messages, which the window prefers. */
const ErrorViewSchema = z.object({
  message: z.string(),
  nextStep: z.string().optional(),
  serverMessage: z.string().optional(),
  uiMessage: UiMessageSchema.optional(),
  uiNextStep: UiMessageSchema.optional(),
});

const VoiceJobResultViewSchema = z.object({
  language: z.string(),
  kind: ResultKind,
  /** The service's word (`pending` … `complete`), `saved` once beside the recording, or `failed`. */
  status: z.string(),
  outputPath: z.string().optional(),
  /** Why it failed: the service's own words, or Glossa's (`errorSays`, which the window prefers). */
  error: z.string().optional(),
  errorSays: UiMessageSchema.optional(),
});

const VoiceJobViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  size: z.number(),
  state: z.enum(VOICE_JOB_STATES),
  /** Bytes of the recording sent in the current upload. */
  uploaded: z.number(),
  /** Where the results are saved: the recording's folder, or the chosen one for a dropped file. */
  folder: z.string(),
  results: z.array(VoiceJobResultViewSchema),
  error: ErrorViewSchema.optional(),
  createdAt: z.number(),
});
export type VoiceJobView = z.infer<typeof VoiceJobViewSchema>;

export const VoiceJobsStateSchema = z.object({
  jobs: z.array(VoiceJobViewSchema),
  /** Damage found in the journal at start: what could not be read, and where the file was kept. */
  notice: UiMessageSchema.optional(),
});
export type VoiceJobsState = z.infer<typeof VoiceJobsStateSchema>;

export const AddRecordingSchema = z.object({
  file: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('path'), path: z.string().min(1).max(4096) }),
    z.object({ kind: z.literal('staged'), stagingId: StagingId }),
  ]),
  /** The spoken language; absent: the service detects it. */
  sourceLanguage: z.string().max(20).optional(),
  targets: z
    .array(z.object({ language: z.string().min(1).max(20), kinds: z.array(ResultKind).min(1).max(3) }))
    .min(1)
    .max(MAX_RECORDING_LANGUAGES),
  /** Where the results go; required for a dropped file without a path (it has no folder of its own). */
  outputFolder: z.string().min(1).max(4096).optional(),
});
export type AddRecording = z.infer<typeof AddRecordingSchema>;

export const StageRecordingSchema = z.object({ name: z.string().min(1).max(1024), size: z.number().int().min(0) });
export const StageRecordingChunkSchema = z.object({
  stagingId: StagingId,
  offset: z.number().int().min(0),
  base64: z.string().max(Math.ceil(STAGING_CHUNK_BYTES / 3) * 4 + 4),
});
export const VoiceJobRefSchema = z.object({ jobId: z.string().min(1).max(64) });
