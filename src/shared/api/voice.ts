// Wire shapes of voice: the session call (POST/GET /v3/voice/realtime) and the message catalog of the live
// stream (the Voice API reference). Bytes are Uint8Array here; in `json` framing they travel as base64 strings
// (see toJsonFrame/fromJsonFrame), in `msgpack` framing as raw bytes. Limits and value checks: rules/voice.ts.
import { z } from 'zod';

export const MESSAGE_FORMATS = ['json', 'msgpack'] as const;
export type MessageFormat = (typeof MESSAGE_FORMATS)[number];

export const SOURCE_LANGUAGE_MODES = ['auto', 'fixed'] as const;

export const VOICE_FORMALITY_VALUES = ['default', 'formal', 'more', 'informal', 'less'] as const;

export const TARGET_MEDIA_VOICES = ['male', 'female'] as const;

/** Source audio formats (one channel). PCM needs explicit encoding and rate. */
export const SOURCE_MEDIA_CONTENT_TYPES = [
  'audio/auto',
  'audio/flac',
  'audio/mpeg',
  'audio/ogg',
  'audio/webm',
  'audio/x-matroska',
  'audio/ogg;codecs=flac',
  'audio/ogg;codecs=opus',
  'audio/pcm;encoding=alaw;rate=8000',
  'audio/pcm;encoding=ulaw;rate=8000',
  'audio/pcm;encoding=s16le;rate=8000',
  'audio/pcm;encoding=s16le;rate=16000',
  'audio/pcm;encoding=s16le;rate=44100',
  'audio/pcm;encoding=s16le;rate=48000',
  'audio/webm;codecs=opus',
  'audio/x-matroska;codecs=aac',
  'audio/x-matroska;codecs=flac',
  'audio/x-matroska;codecs=mp3',
  'audio/x-matroska;codecs=opus',
] as const;

/** Synthesized-audio formats (early access). */
export const TARGET_MEDIA_CONTENT_TYPES = [
  'audio/flac',
  'video/mp2t;codecs=aac',
  'video/mp2t;codecs=opus',
  'audio/ogg',
  'audio/ogg;codecs=opus',
  'audio/opus',
  'audio/webm',
  'audio/webm;codecs=opus',
  'audio/x-matroska;codecs=opus',
  'audio/ogg;codecs=flac',
  'audio/x-matroska;codecs=flac',
  'audio/x-matroska;codecs=aac',
  'audio/pcm;encoding=alaw;rate=8000',
  'audio/pcm;encoding=ulaw;rate=8000',
  'audio/pcm;encoding=s16le;rate=16000',
  'audio/pcm;encoding=s16le;rate=24000',
] as const;

/** PCM at 16 kHz: every player decodes it, and the simulator synthesizes it. */
export const DEFAULT_SPEECH_CONTENT_TYPE = 'audio/pcm;encoding=s16le;rate=16000';

export const DEFAULT_TARGET_MEDIA_CONTENT_TYPE = 'audio/webm;codecs=opus';

/** POST /v3/voice/realtime. Only `source_media_content_type` is required. */
export const VoiceSessionRequestSchema = z.object({
  source_media_content_type: z.string(),
  message_format: z.enum(MESSAGE_FORMATS).optional(),
  source_language: z.string().optional(),
  source_language_mode: z.enum(SOURCE_LANGUAGE_MODES).optional(),
  target_languages: z.array(z.string()).optional(),
  /** Early access: languages that also get synthesized speech; they are added to target_languages. */
  target_media_languages: z.array(z.string()).optional(),
  /** Early access; default `audio/webm;codecs=opus`; only with target_media_languages. */
  target_media_content_type: z.string().optional(),
  /** Early access; the default depends on the language. */
  target_media_voice: z.enum(TARGET_MEDIA_VOICES).optional(),
  /** Beta: a spoken terms list that informs transcription. */
  spoken_terms_id: z.string().optional(),
  glossary_id: z.string().optional(),
  formality: z.enum(VOICE_FORMALITY_VALUES).optional(),
});
export type VoiceSessionRequest = z.infer<typeof VoiceSessionRequestSchema>;

/** Response of POST /v3/voice/realtime and of the reconnect call GET /v3/voice/realtime?token=. */
export const VoiceSessionSchema = z.looseObject({
  streaming_url: z.string(),
  token: z.string(),
  session_id: z.string(),
});
export type VoiceSession = z.infer<typeof VoiceSessionSchema>;

/** The query parameter that carries the token, both on the stream URL and on the reconnect call. */
export const STREAM_TOKEN_PARAM = 'token';

/** The address to open: `streaming_url?token=<token>`. */
export function streamConnectUrl(session: Pick<VoiceSession, 'streaming_url' | 'token'>): string {
  const separator = session.streaming_url.includes('?') ? '&' : '?';
  return `${session.streaming_url}${separator}${STREAM_TOKEN_PARAM}=${encodeURIComponent(session.token)}`;
}

// ---- Stream messages. Every message is an object with exactly one key: the message kind. ----

const BytesSchema = z.instanceof(Uint8Array);

/** A source segment. Times are integer milliseconds from the start of the stream. */
const SourceSegmentSchema = z.looseObject({
  language: z.string(),
  text: z.string(),
  start_time: z.number(),
  end_time: z.number(),
});

const TargetSegmentSchema = z.looseObject({
  text: z.string(),
  start_time: z.number(),
  end_time: z.number(),
});

/** Bodies of client -> server messages, by kind. */
const clientMessageBodies = {
  /** One chunk of source audio in the session's source_media_content_type. */
  source_media_chunk: z.object({ data: BytesSchema }),
  /** No more audio follows; a chunk after this is an error. */
  end_of_source_media: z.object({}),
} as const;

/** Bodies of server -> client messages, by kind. Unknown fields are kept. */
const serverMessageBodies = {
  /** Append `concluded` (final, sent once); `tentative` replaces the previous tentative segments. */
  source_transcript_update: z.looseObject({
    concluded: z.array(SourceSegmentSchema),
    tentative: z.array(SourceSegmentSchema),
  }),
  /** Same rule as the source, kept per target language. */
  target_transcript_update: z.looseObject({
    language: z.string(),
    concluded: z.array(TargetSegmentSchema),
    tentative: z.array(TargetSegmentSchema),
  }),
  /** Synthesized speech. `content_type` and `headers` only on a language's first chunk. */
  target_media_chunk: z.looseObject({
    language: z.string(),
    data: z.array(BytesSchema),
    /** Milliseconds. */
    duration: z.number(),
    content_type: z.string().optional(),
    /** How many leading `data` items are decoder initialization packets. */
    headers: z.number().int().optional(),
    /** Set on the first chunk of a new spoken segment, null otherwise. */
    text: z.string().nullable().optional(),
  }),
  end_of_source_transcript: z.looseObject({}),
  end_of_target_transcript: z.looseObject({ language: z.string() }),
  end_of_target_media: z.looseObject({ language: z.string() }),
  /** Always the last message. */
  end_of_stream: z.looseObject({}),
  /** The session is over and cannot be reconnected. */
  error: z.looseObject({
    request_type: z.string(),
    error_code: z.number(),
    reason_code: z.number(),
    error_message: z.string(),
  }),
} as const;

type Bodies = Record<string, z.ZodType>;
type MessageOf<B extends Bodies> = { [K in keyof B]: { [P in K]: z.infer<B[P]> } }[keyof B];

export type ClientMessageKind = keyof typeof clientMessageBodies;
export type ServerMessageKind = keyof typeof serverMessageBodies;
export type ClientMessage = MessageOf<typeof clientMessageBodies>;
export type ServerMessage = MessageOf<typeof serverMessageBodies>;
export type ServerMessageBody<K extends ServerMessageKind> = z.infer<(typeof serverMessageBodies)[K]>;

export const CLIENT_MESSAGE_KINDS = Object.keys(clientMessageBodies) as ClientMessageKind[];
export const SERVER_MESSAGE_KINDS = Object.keys(serverMessageBodies) as ServerMessageKind[];

export type ParsedMessage<M> =
  | { ok: true; kind: string; message: M }
  | { ok: false; kind: string | null; reason: 'not_single_key' | 'unknown_kind' | 'invalid_body'; detail: string };

function parseMessage<B extends Bodies>(bodies: B, value: unknown): ParsedMessage<MessageOf<B>> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, kind: null, reason: 'not_single_key', detail: 'A message must be an object.' };
  }
  const keys = Object.keys(value);
  const kind = keys[0];
  if (keys.length !== 1 || kind === undefined) {
    return { ok: false, kind: null, reason: 'not_single_key', detail: 'A message must have exactly one key.' };
  }
  const schema = Object.hasOwn(bodies, kind) ? bodies[kind] : undefined;
  if (!schema) return { ok: false, kind, reason: 'unknown_kind', detail: `Unknown message kind "${kind}".` };
  const parsed = schema.safeParse((value as Record<string, unknown>)[kind]);
  if (!parsed.success) {
    return { ok: false, kind, reason: 'invalid_body', detail: parsed.error.issues.map((i) => i.message).join('; ') };
  }
  return { ok: true, kind, message: { [kind]: parsed.data } as MessageOf<B> };
}

/** Parses a decoded client message (used by the simulator). */
export const parseClientMessage = (value: unknown): ParsedMessage<ClientMessage> =>
  parseMessage(clientMessageBodies, value);
/** Parses a decoded server message. Clients ignore `unknown_kind` results: the service may add kinds. */
export const parseServerMessage = (value: unknown): ParsedMessage<ServerMessage> =>
  parseMessage(serverMessageBodies, value);

/** The kind of a message object: its one key. */
export function messageKind<M extends object>(message: M): keyof M & string {
  return Object.keys(message)[0] as keyof M & string;
}

// ---- JSON framing: bytes <-> base64 for the binary fields of the catalog. ----

/** Base64 for the binary fields. Node passes its native codec (src/node/voiceFraming.ts); this file's is pure. */
export interface Base64Codec {
  encode(bytes: Uint8Array): string;
  /** null when the text is not valid base64. */
  decode(text: string): Uint8Array | null;
}

const BASE64_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

// Table-driven: btoa over a binary string is several times slower for 100 KB chunks.
function bytesToBase64(bytes: Uint8Array): string {
  const parts: string[] = [];
  let line = '';
  const whole = bytes.length - (bytes.length % 3);
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    line +=
      BASE64_ALPHABET[n >>> 18]! +
      BASE64_ALPHABET[(n >>> 12) & 63]! +
      BASE64_ALPHABET[(n >>> 6) & 63]! +
      BASE64_ALPHABET[n & 63]!;
    if (line.length >= 8192) {
      parts.push(line);
      line = '';
    }
  }
  const rest = bytes.length - whole;
  if (rest > 0) {
    const n = (bytes[whole]! << 16) | (rest === 2 ? bytes[whole + 1]! << 8 : 0);
    line +=
      BASE64_ALPHABET[n >>> 18]! +
      BASE64_ALPHABET[(n >>> 12) & 63]! +
      (rest === 2 ? BASE64_ALPHABET[(n >>> 6) & 63]! : '=') +
      '=';
  }
  parts.push(line);
  return parts.join('');
}

function base64ToBytes(text: string): Uint8Array | null {
  try {
    const binary = atob(text);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

export const pureBase64: Base64Codec = { encode: bytesToBase64, decode: base64ToBytes };

/** Maps the binary fields (`source_media_chunk.data`, `target_media_chunk.data[]`) of a message object. */
function mapBinaryFields(value: unknown, map: (field: unknown) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  const message = value as Record<string, unknown>;
  const chunk = message.source_media_chunk;
  if (typeof chunk === 'object' && chunk !== null && 'data' in chunk) {
    return { source_media_chunk: { ...chunk, data: map((chunk as { data: unknown }).data) } };
  }
  const media = message.target_media_chunk;
  if (typeof media === 'object' && media !== null && Array.isArray((media as { data?: unknown }).data)) {
    return { target_media_chunk: { ...media, data: (media as { data: unknown[] }).data.map(map) } };
  }
  return value;
}

/** Encodes a message as the text of a JSON frame (bytes become base64). */
export function toJsonFrame(message: ClientMessage | ServerMessage, base64: Base64Codec = pureBase64): string {
  return JSON.stringify(
    mapBinaryFields(message, (field) => (field instanceof Uint8Array ? base64.encode(field) : field)),
  );
}

/** Decodes the text of a JSON frame (base64 becomes bytes); pass the result to parse*Message. Throws on bad JSON. */
export function fromJsonFrame(text: string, base64: Base64Codec = pureBase64): unknown {
  // Invalid base64 is left as the string, so the message schema reports the field as invalid.
  return mapBinaryFields(JSON.parse(text), (field) =>
    typeof field === 'string' ? (base64.decode(field) ?? field) : field,
  );
}
