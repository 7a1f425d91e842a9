// Rules of voice: the session request (POST /v3/voice/realtime) and the limits of the live stream
// (the Voice API reference; where it and the API spec disagree, the API spec wins). Each problem is a catalogue
// message (`voice.rule.*`), worded in the user's language.
import { fieldIssue, type FieldIssue } from '../errors';
import type { MessageId } from '../i18n/catalogue';
import {
  MESSAGE_FORMATS,
  SOURCE_LANGUAGE_MODES,
  SOURCE_MEDIA_CONTENT_TYPES,
  TARGET_MEDIA_CONTENT_TYPES,
  TARGET_MEDIA_VOICES,
  VOICE_FORMALITY_VALUES,
} from '../api/voice';
import { checkLanguage, featureAvailable, isUsable, normalizeLanguageCode } from './languages';
import { isFilled, quotedList, stringOrUndefined } from './issues';

export const MAX_TARGET_LANGUAGES = 5;
export const MAX_TARGET_MEDIA_LANGUAGES = 5;

/** Limits of the live stream. */
export const VOICE_STREAM_LIMITS = {
  /** 100 KB per chunk. */
  maxChunkBytes: 100_000,
  maxChunkMs: 1000,
  recommendedChunkMs: { min: 50, max: 250 },
  /** The gap after a chunk is at least this fraction of its duration (which keeps audio within 2x real time). */
  minGapFractionOfPreviousChunk: 0.5,
  maxGapMs: 30_000,
  maxRealTimeFactor: 2,
  firstChunkWithinMs: 30_000,
  /** 30 s without data ends the session. */
  idleTimeoutMs: 30_000,
  /** A connection is closed after 1 hour; reconnect to go on. */
  maxConnectionMs: 60 * 60 * 1000,
} as const;

/** Content types compare without case and spaces (`audio/PCM; encoding=s16le` = `audio/pcm;encoding=s16le`). */
export const normalizeContentType = (contentType: string): string => contentType.replace(/\s+/g, '').toLowerCase();

const sourceTypes = new Set<string>(SOURCE_MEDIA_CONTENT_TYPES);
const targetTypes = new Set<string>(TARGET_MEDIA_CONTENT_TYPES);

export interface PcmFormat {
  encoding: 's16le' | 'alaw' | 'ulaw';
  sampleRate: number;
  bytesPerSample: number;
}

/** The PCM layout of a content type (`audio/pcm;encoding=s16le;rate=16000`), or null for other formats. */
export function pcmFormat(contentType: string): PcmFormat | null {
  const [mime, ...params] = normalizeContentType(contentType).split(';');
  if (mime !== 'audio/pcm') return null;
  const values = new Map(params.map((param) => param.split('=') as [string, string | undefined]));
  const encoding = values.get('encoding');
  const sampleRate = Number(values.get('rate'));
  if (!Number.isInteger(sampleRate) || sampleRate <= 0) return null;
  if (encoding === 's16le') return { encoding, sampleRate, bytesPerSample: 2 };
  if (encoding === 'alaw' || encoding === 'ulaw') return { encoding, sampleRate, bytesPerSample: 1 };
  return null;
}

/** Duration in milliseconds of a PCM chunk (mono); null when the format is not PCM. */
export function chunkDurationMs(contentType: string, byteLength: number): number | null {
  const pcm = pcmFormat(contentType);
  return pcm ? (byteLength / pcm.bytesPerSample / pcm.sampleRate) * 1000 : null;
}

/** One source chunk: at most 100 KB and 1 s of audio; PCM in whole frames. */
export function checkSourceChunk(contentType: string, byteLength: number): FieldIssue[] {
  const field = 'source_media_chunk.data';
  const issues: FieldIssue[] = [];
  if (byteLength > VOICE_STREAM_LIMITS.maxChunkBytes) {
    issues.push(
      fieldIssue(field, {
        id: 'voice.rule.chunkTooLarge',
        values: { max: VOICE_STREAM_LIMITS.maxChunkBytes, size: byteLength },
      }),
    );
  }
  const pcm = pcmFormat(contentType);
  if (pcm) {
    if (byteLength % pcm.bytesPerSample !== 0) {
      issues.push(
        fieldIssue(field, {
          id: 'voice.rule.chunkWholeSamples',
          values: { encoding: pcm.encoding, bytes: pcm.bytesPerSample },
        }),
      );
    }
    const duration = chunkDurationMs(contentType, byteLength) ?? 0;
    if (duration > VOICE_STREAM_LIMITS.maxChunkMs) {
      issues.push(fieldIssue(field, { id: 'voice.rule.chunkTooLong', values: { ms: Math.round(duration) } }));
    }
  }
  return issues;
}

/** Whether audio sent before now exceeds 2x real time: `audioMsBefore` ms of audio in `elapsedMs` since the first chunk. */
export const exceedsRealTime = (audioMsBefore: number, elapsedMs: number): boolean =>
  audioMsBefore > VOICE_STREAM_LIMITS.maxRealTimeFactor * elapsedMs;

/** Whether a language can get synthesized speech (by the service or an external partner). */
export function isMediaLanguage(code: string): boolean {
  return (
    featureAvailable('voice', 'translated_speech', undefined, code) ||
    featureAvailable('voice', 'translated_speech_external', undefined, code)
  );
}

/** The target languages a session produces: target_languages plus target_media_languages, without repeats. */
export function effectiveTargetLanguages(request: {
  target_languages?: readonly string[];
  target_media_languages?: readonly string[];
}): string[] {
  const all = [...(request.target_languages ?? []), ...(request.target_media_languages ?? [])].map(
    normalizeLanguageCode,
  );
  return [...new Set(all)];
}

export interface VoiceSessionDraft {
  source_media_content_type?: unknown;
  message_format?: unknown;
  source_language?: unknown;
  source_language_mode?: unknown;
  target_languages?: unknown;
  target_media_languages?: unknown;
  target_media_content_type?: unknown;
  target_media_voice?: unknown;
  glossary_id?: unknown;
  formality?: unknown;
}

function checkOneOf(field: string, value: unknown, allowed: readonly string[], says: MessageId): FieldIssue[] {
  if (value === undefined || value === null) return [];
  return typeof value === 'string' && allowed.includes(value)
    ? []
    : [fieldIssue(field, { id: says, values: { allowed: quotedList(allowed) } })];
}

function checkLanguageList(
  field: string,
  value: unknown,
  max: number,
  list: 'text' | 'spoken',
  valid: (code: string) => boolean,
): FieldIssue[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return [fieldIssue(field, { id: 'voice.rule.languagesNotList', values: { list } })];
  const issues: FieldIssue[] = [];
  if (value.length > max)
    issues.push(fieldIssue(field, { id: 'voice.rule.tooManyLanguages', values: { list, max, count: value.length } }));
  value.forEach((code, index) => {
    if (typeof code !== 'string' || !valid(code))
      issues.push(
        fieldIssue(`${field}.${index}`, { id: 'voice.rule.languageUnavailable', values: { list, code: String(code) } }),
      );
  });
  return issues;
}

/** Every rule of a voice session request. */
export function checkVoiceSessionRequest(request: VoiceSessionDraft): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const contentType = stringOrUndefined(request.source_media_content_type);
  if (!isFilled(contentType)) {
    issues.push(fieldIssue('source_media_content_type', { id: 'voice.rule.formatMissing' }));
  } else if (!sourceTypes.has(normalizeContentType(contentType))) {
    issues.push(
      fieldIssue('source_media_content_type', { id: 'voice.rule.formatUnsupported', values: { type: contentType } }),
    );
  }
  issues.push(...checkLanguage('source_language', request.source_language, 'voice', 'source'));
  issues.push(
    ...checkOneOf(
      'source_language_mode',
      request.source_language_mode,
      SOURCE_LANGUAGE_MODES,
      'voice.rule.sourceModeInvalid',
    ),
  );
  if (request.source_language_mode === 'fixed' && !isFilled(request.source_language)) {
    issues.push(fieldIssue('source_language', { id: 'voice.rule.fixedNeedsSource' }));
  }
  issues.push(
    ...checkLanguageList('target_languages', request.target_languages, MAX_TARGET_LANGUAGES, 'text', (code) =>
      isUsable('voice', 'target', code),
    ),
  );
  issues.push(
    ...checkLanguageList(
      'target_media_languages',
      request.target_media_languages,
      MAX_TARGET_MEDIA_LANGUAGES,
      'spoken',
      (code) => isMediaLanguage(code),
    ),
  );
  const targetType = stringOrUndefined(request.target_media_content_type);
  if (
    request.target_media_content_type !== undefined &&
    (!isFilled(targetType) || !targetTypes.has(normalizeContentType(targetType)))
  ) {
    issues.push(
      fieldIssue('target_media_content_type', {
        id: 'voice.rule.speechFormatUnsupported',
        values: { type: String(request.target_media_content_type) },
      }),
    );
  }
  issues.push(
    ...checkOneOf('target_media_voice', request.target_media_voice, TARGET_MEDIA_VOICES, 'voice.rule.voiceInvalid'),
  );
  issues.push(...checkOneOf('formality', request.formality, VOICE_FORMALITY_VALUES, 'voice.rule.formalityInvalid'));
  issues.push(
    ...checkOneOf('message_format', request.message_format, MESSAGE_FORMATS, 'voice.rule.messageFormatInvalid'),
  );
  if (request.glossary_id !== undefined && request.glossary_id !== null && typeof request.glossary_id !== 'string') {
    issues.push(fieldIssue('glossary_id', { id: 'voice.rule.glossaryNotId' }));
  }
  return issues;
}

/** The phases of a session that is under way (started and not yet ended or failed). */
const RUNNING_PHASES: ReadonlySet<string> = new Set(['connecting', 'live', 'paused', 'reconnecting', 'finishing']);

/** Whether a session in this phase is running: the tray's dot, the window's controls, a second start refused. */
export const isVoiceRunning = (phase: string): boolean => RUNNING_PHASES.has(phase);

/**
 * The device captions start from when none was picked: system audio when the saved choice is system audio (the
 * meeting's sound), else the default microphone, else the first device.
 */
export function preferredDevice<D extends { kind: string; isDefault: boolean }>(
  devices: readonly D[],
  captureSystemAudio: boolean,
): D | undefined {
  return (
    (captureSystemAudio ? devices.find((d) => d.kind === 'systemAudio') : undefined) ??
    devices.find((d) => d.isDefault) ??
    devices[0]
  );
}

/**
 * The session request's fields for a meeting's settings: the glossary and the formality when chosen, and the
 * spoken language's mode (fixed only means something with a spoken language, so without one it is left out).
 */
export function meetingRequestFields(
  meeting: {
    glossaryId: string | null;
    formality: 'default' | 'formal' | 'informal';
    sourceLanguageMode: 'auto' | 'fixed';
    spokenTermsId?: string | null;
  },
  sourceLang: string | null,
): {
  glossary_id?: string;
  formality?: 'formal' | 'informal';
  source_language_mode?: 'auto' | 'fixed';
  spoken_terms_id?: string;
} {
  return {
    ...(meeting.glossaryId ? { glossary_id: meeting.glossaryId } : {}),
    ...(meeting.spokenTermsId ? { spoken_terms_id: meeting.spokenTermsId } : {}),
    ...(meeting.formality !== 'default' ? { formality: meeting.formality } : {}),
    ...(sourceLang ? { source_language_mode: meeting.sourceLanguageMode } : {}),
  };
}

/**
 * The chosen targets a glossary serves for a spoken language: one of its dictionaries goes from that language
 * (or, with none chosen, from any) to the target's base language (`en-GB` is served by an `en` dictionary).
 */
export function targetsServedByGlossary(
  dictionaries: readonly { sourceLang: string; targetLang: string }[],
  sourceLang: string | null,
  targets: readonly string[],
): { served: string[]; unserved: string[] } {
  const base = (code: string) => code.toLowerCase().split('-')[0]!;
  const fromSource = dictionaries.filter((d) => sourceLang === null || base(d.sourceLang) === base(sourceLang));
  const served = targets.filter((t) => fromSource.some((d) => base(d.targetLang) === base(t)));
  return { served, unserved: targets.filter((t) => !served.includes(t)) };
}
