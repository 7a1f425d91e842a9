// Wire shapes of the asynchronous voice job (POST /v1/jobs/voice/translate and its status), from the
// published description (the spec names no voice job). Rules: rules/voiceJobs.ts.
import { z } from 'zod';

/** The recording types the service takes (`VoiceTranslateJobSourceContentType`). */
export const RECORDING_CONTENT_TYPES = [
  'audio/mpeg',
  'audio/wav',
  'audio/ogg',
  'audio/flac',
  'audio/mp4',
  'audio/webm',
] as const;
export type RecordingContentType = (typeof RECORDING_CONTENT_TYPES)[number];

/** The result types a target may ask for (`VoiceTranslateJobTargetOutputType`). */
export const VOICE_JOB_OUTPUT_TYPES = [
  'text/plain',
  'application/x-subrip',
  'audio/opus',
  'audio/flac',
  'audio/pcm;encoding=s16le;rate=16000',
  'audio/pcm;encoding=s16le;rate=24000',
  'audio/pcm;encoding=ulaw;rate=8000',
  'audio/pcm;encoding=alaw;rate=8000',
  'audio/x-matroska;codecs=aac',
  'audio/x-matroska;codecs=flac',
  'audio/x-matroska;codecs=opus',
  'audio/x-matroska;codecs=pcm_s16le;rate=16000',
  'audio/x-matroska;codecs=pcm_s16le;rate=24000',
  'video/mp2t;codecs=aac',
  'video/mp2t;codecs=opus',
  'audio/ogg;codecs=flac',
  'audio/ogg;codecs=opus',
  'audio/webm;codecs=opus',
] as const;

const SourceFileSchema = z.object({ name: z.string(), content_type: z.string(), content_length: z.number().int() });
const TargetSchema = z.object({ language: z.string(), type: z.string() });

export const CreateVoiceJobRequestSchema = z.object({
  source_file: SourceFileSchema,
  parameters: z.object({ source_language: z.string().optional() }).optional(),
  targets: z.array(TargetSchema),
});
export type CreateVoiceJobRequest = z.infer<typeof CreateVoiceJobRequestSchema>;

export const CreateVoiceJobResponseSchema = z.looseObject({
  job_id: z.string(),
  upload_url: z.string(),
  signature: z.string(),
  signed_upload_url: z.string().optional(),
});
export type CreateVoiceJobResponse = z.infer<typeof CreateVoiceJobResponseSchema>;

const ResultSchema = z.looseObject({
  /** An unknown future status is kept as a string: the client waits on it like `processing`. */
  status: z.string(),
  download_url: z.string().optional(),
  signature: z.string().optional(),
  signed_download_url: z.string().optional(),
  error: z.looseObject({ message: z.string().optional() }).optional(),
});

export const VoiceJobStatusSchema = z.looseObject({
  job_id: z.string(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
  source_file: z.looseObject({ name: z.string() }).optional(),
  targets: z.array(TargetSchema).optional(),
  results: z.array(ResultSchema),
});
export type VoiceJobStatus = z.infer<typeof VoiceJobStatusSchema>;
