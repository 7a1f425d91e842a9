// Shapes of the `voice` area of the IPC contract: live captions (devices, start/pause/stop, state, transcript
// updates, the level meter, export). Pure.
import { z } from 'zod';
import { MAX_TARGET_LANGUAGES, MAX_TARGET_MEDIA_LANGUAGES } from '../rules/voice';
import { MeetingTermsSchema } from '../settings';
import { UiMessageSchema } from '../i18n/catalogue';
import { DEFAULT_SPEECH_CONTENT_TYPE, TARGET_MEDIA_CONTENT_TYPES, TARGET_MEDIA_VOICES } from '../api/voice';
import { SUBTITLE_FORMATS } from '../voice/subtitles';

const LanguageCode = z.string().trim().min(2).max(35);

const CaptureDeviceSchema = z.object({
  id: z.number().int(),
  label: z.string(),
  kind: z.enum(['microphone', 'systemAudio']),
  channels: z.number().int(),
  sampleRate: z.number().int(),
  isDefault: z.boolean(),
  loopback: z.boolean(),
});
export type CaptureDeviceView = z.infer<typeof CaptureDeviceSchema>;

export const DeviceListSchema = z.object({
  devices: z.array(CaptureDeviceSchema),
  /** Why nothing can be captured (no device, no native module, no sound server); null when fine. */
  problem: UiMessageSchema.nullable(),
});

export const StartVoiceSchema = z.object({
  /** A capture device id, or null with `filePath` set to caption a WAV recording. */
  deviceId: z.number().int().nullable(),
  filePath: z.string().max(4096).nullable().default(null),
  sourceLang: LanguageCode.nullable(),
  targetLangs: z.array(LanguageCode).max(MAX_TARGET_LANGUAGES),
  /** Languages that also get synthesized speech (played in the window). */
  speechLangs: z.array(LanguageCode).max(MAX_TARGET_MEDIA_LANGUAGES).default([]),
  messageFormat: z.enum(['msgpack', 'json']).default('msgpack'),
  /** The format and voice of spoken translation (the Voice API: target_media_content_type, target_media_voice). */
  speechContentType: z.enum(TARGET_MEDIA_CONTENT_TYPES).default(DEFAULT_SPEECH_CONTENT_TYPE),
  speechVoice: z.enum(TARGET_MEDIA_VOICES).nullable().default(null),
  /**
   * Both sides of a call: your microphone ("me") and the meeting's audio ("others") as two sessions, both billed;
   * `deviceId` and `filePath` are then unused. Spoken translation is asked of the other side only.
   */
  call: z.object({ me: z.number().int(), others: z.number().int() }).nullable().default(null),
  /** The meeting's own terms and tone: glossary, formality, a fixed or hinted spoken language, spoken terms. */
  meeting: MeetingTermsSchema.default(() => MeetingTermsSchema.parse({})),
});
export type StartVoice = z.input<typeof StartVoiceSchema>;

const VOICE_PHASES = ['idle', 'connecting', 'live', 'paused', 'reconnecting', 'finishing', 'ended', 'failed'] as const;
export type VoicePhase = (typeof VOICE_PHASES)[number];

const SpeakerSchema = z.enum(['me', 'others']);

/** A side's or the session's error: the window words `uiMessage` and `uiNextStep` (ids) in the user's language. */
const ErrorShapeSchema = z.object({
  kind: z.string(),
  message: z.string(),
  nextStep: z.string().optional(),
  uiMessage: UiMessageSchema.optional(),
  uiNextStep: UiMessageSchema.optional(),
  serverMessage: z.string().optional(),
});

/** One source of the session: the only one (`speaker` null), or one side of a call. */
const VoiceSideSchema = z.object({
  speaker: SpeakerSchema.nullable(),
  /** The device's own name or the recording's file name (the window words it by `kind`). */
  label: z.string(),
  kind: z.enum(['microphone', 'systemAudio', 'recording']),
  status: z.enum(VOICE_PHASES),
  /** Its device went away: silence is sent until it is back or another one is chosen (the other side goes on). */
  deviceLost: z.boolean(),
  error: ErrorShapeSchema.nullable(),
});
export type VoiceSide = z.infer<typeof VoiceSideSchema>;
/** `speaker` only when both sides of a call are captioned. */
const SegmentSchema = z.object({
  text: z.string(),
  startMs: z.number(),
  endMs: z.number(),
  speaker: SpeakerSchema.optional(),
});
const TranscriptSchema = z.object({ concluded: z.array(SegmentSchema), tentative: z.array(SegmentSchema) });

export const VoiceStateSchema = z.object({
  status: z.enum(VOICE_PHASES),
  sessionId: z.string().nullable(),
  sourceLabel: z.string().nullable(),
  sourceLang: z.string().nullable(),
  detectedLang: z.string().nullable(),
  targetLangs: z.array(z.string()),
  /** `source` and each target language. */
  transcripts: z.record(z.string(), TranscriptSchema),
  /** From audio sent to its text received, the last measured, in ms. */
  latencyMs: z.number().nullable(),
  /** Audio that could not be kept during a reconnect (no captions for it). */
  droppedMs: z.number(),
  reconnects: z.number(),
  /** Each source: one, or both sides of a call. */
  sides: z.array(VoiceSideSchema),
  error: ErrorShapeSchema.nullable(),
});
export type VoiceState = z.infer<typeof VoiceStateSchema>;

/** The state without its transcripts: what the status event carries. */
export const VoiceStatusSchema = VoiceStateSchema.omit({ transcripts: true });
export type VoiceStatus = z.infer<typeof VoiceStatusSchema>;

/** One transcript update, as TranscriptModel reports it. */
export const TranscriptChangeSchema = z.object({
  sessionId: z.string(),
  key: z.string(),
  concluded: z.array(SegmentSchema),
  tentative: z.array(SegmentSchema),
  detectedLanguage: z.string().optional(),
  /** The side whose tentative lines this update replaces (both sides of a call). */
  speaker: SpeakerSchema.optional(),
});

export const LevelSchema = z.object({
  rmsDb: z.number(),
  peakDb: z.number(),
  /** Which side of a call (unset with one source). */
  speaker: SpeakerSchema.optional(),
});

/** Captures a side of the call (or the only source) from another device from now on; the session goes on. */
export const SwitchDeviceSchema = z.object({ speaker: SpeakerSchema.nullable(), deviceId: z.number().int() });

/** One target_media_chunk of synthesized speech as the service sent it (played by the window). */
export const SpeechChunkSchema = z.object({
  language: z.string(),
  /** The data items, base64, in order (the first `headers` of a language's first chunk initialise a decoder). */
  data: z.array(z.string()),
  /** How many of `data`'s first items are the stream's header packets (the service says so on the first chunk). */
  headers: z.number().int().min(0).default(0),
  /** From the language's first chunk (the service names it only there). */
  contentType: z.string(),
  durationMs: z.number(),
  text: z.string().nullable(),
});

export type SpeechChunk = z.infer<typeof SpeechChunkSchema>;

export const ExportTranscriptSchema = z.object({
  key: z.string().min(1).max(35),
  format: z.enum(SUBTITLE_FORMATS as ['srt', 'vtt', 'txt']),
  /** The speakers' names in the window's language, written before each line of a call. */
  speakers: z.object({ me: z.string().max(40), others: z.string().max(40) }).optional(),
});
export const ExportedTranscriptSchema = z.object({
  fileName: z.string(),
  text: z.string(),
  savedPath: z.string().nullable(),
});

/** Whether this host has the overlay window (the desktop app), whether it is open, and the monitors it can go on. */
export const OverlayStateSchema = z.object({
  available: z.boolean(),
  open: z.boolean(),
  displays: z.array(z.object({ id: z.string().max(64), label: z.string().max(200), primary: z.boolean() })).max(16),
});
export type OverlayState = z.infer<typeof OverlayStateSchema>;
