// Rules of the asynchronous voice job (POST /v1/jobs/voice/translate): which recordings it takes (by
// extension, the content type sent), the published size limit, the targets, and the names of the results
// saved beside a recording. Used by the window as files are dropped, by main before anything is sent, and by
// the simulator to refuse a bad request.
import { fieldIssue, type FieldIssue } from '../errors';
import { RECORDING_CONTENT_TYPES, VOICE_JOB_OUTPUT_TYPES, type RecordingContentType } from '../api/voiceJobs';
import { checkLanguage } from './languages';
import { isFilled } from './issues';

/** The published limit of a recording: 1 GB (1,073,741,824 bytes). */
export const MAX_RECORDING_BYTES = 1_073_741_824;
/** Languages of one recording's job (the live stream's five). */
export const MAX_RECORDING_LANGUAGES = 5;
/** Targets of one job: the live stream's five languages, each with up to three results. */
const MAX_VOICE_JOB_TARGETS = 15;

/** A recording's extension and the content type it is sent as. */
const RECORDING_EXTENSIONS: Record<string, RecordingContentType> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  mp4: 'audio/mp4',
  aac: 'audio/mp4',
  ogg: 'audio/ogg',
  oga: 'audio/ogg',
  opus: 'audio/ogg',
  webm: 'audio/webm',
  flac: 'audio/flac',
};
export const RECORDING_EXTENSION_LIST = Object.keys(RECORDING_EXTENSIONS);

const extensionOf = (name: string) => /\.([^./\\]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/** The content type a recording is sent as, or undefined for a file the service does not take. */
export const recordingContentType = (name: string): RecordingContentType | undefined =>
  RECORDING_EXTENSIONS[extensionOf(name)];

/** A recording before upload: a type the service takes, not empty, and at most 1 GB. */
export function checkRecording(file: { name: string; size: number }, field = 'file'): FieldIssue[] {
  const name = file.name;
  if (!recordingContentType(name))
    return [fieldIssue(field, { id: 'voiceJobs.refusal.notRecording', values: { name } })];
  if (file.size <= 0) return [fieldIssue(field, { id: 'voiceJobs.refusal.empty', values: { name } })];
  if (file.size > MAX_RECORDING_BYTES)
    return [
      fieldIssue(field, {
        id: 'voiceJobs.refusal.tooLarge',
        values: { name, megabytes: Math.round(file.size / 100_000) / 10, maxBytes: MAX_RECORDING_BYTES },
      }),
    ];
  return [];
}

/** The results a window offers for each language, with the output type asked for and the extension saved. */
export const VOICE_JOB_RESULT_KINDS = {
  text: { type: 'text/plain', extension: 'txt', label: 'Text' },
  subtitles: { type: 'application/x-subrip', extension: 'srt', label: 'Subtitles (SRT)' },
  /** Raw 16 kHz PCM from the service, saved as a WAV file anyone can play. */
  audio: { type: 'audio/pcm;encoding=s16le;rate=16000', extension: 'wav', label: 'Speech (WAV)' },
} as const;
export type VoiceJobResultKind = keyof typeof VOICE_JOB_RESULT_KINDS;
export const VOICE_JOB_RESULT_KIND_LIST = Object.keys(VOICE_JOB_RESULT_KINDS) as VoiceJobResultKind[];

/** `meeting.wav` into German subtitles: `meeting.de.srt` (the placing never overwrites: see outputPlacement). */
export function voiceJobResultName(recording: string, language: string, kind: VoiceJobResultKind): string {
  const base = recording.replace(/\.[^./\\]+$/, '');
  return `${base}.${language.toLowerCase()}.${VOICE_JOB_RESULT_KINDS[kind].extension}`;
}

/** The create request as the service checks it (the simulator; main builds it from checked parts). */
export function checkCreateVoiceJob(request: {
  source_file?: { name?: unknown; content_type?: unknown; content_length?: unknown };
  parameters?: { source_language?: unknown };
  targets?: unknown;
}): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const file = request.source_file;
  if (!file || !isFilled(file.name)) issues.push({ field: 'source_file/name', message: 'Name the recording.' });
  if (!RECORDING_CONTENT_TYPES.includes(file?.content_type as RecordingContentType))
    issues.push({
      field: 'source_file/content_type',
      message: `The recording's content type must be one of ${RECORDING_CONTENT_TYPES.join(', ')}.`,
    });
  const length = file?.content_length;
  if (typeof length !== 'number' || !Number.isSafeInteger(length) || length < 1 || length > MAX_RECORDING_BYTES)
    issues.push({
      field: 'source_file/content_length',
      message: 'The recording must be 1 byte to 1 GB (1,073,741,824 bytes).',
    });
  issues.push(...checkLanguage('parameters/source_language', request.parameters?.source_language, 'voice', 'source'));
  const targets = request.targets;
  if (!Array.isArray(targets) || targets.length === 0 || targets.length > MAX_VOICE_JOB_TARGETS) {
    issues.push({ field: 'targets', message: `Ask for 1 to ${MAX_VOICE_JOB_TARGETS} targets.` });
    return issues;
  }
  targets.forEach((target: { language?: unknown; type?: unknown } | null, index) => {
    issues.push(...checkLanguage(`targets/${index}/language`, target?.language, 'voice', 'target', { required: true }));
    if (!VOICE_JOB_OUTPUT_TYPES.includes(target?.type as (typeof VOICE_JOB_OUTPUT_TYPES)[number]))
      issues.push({ field: `targets/${index}/type`, message: `/targets/${index}/type: Value is not valid` });
  });
  return issues;
}
