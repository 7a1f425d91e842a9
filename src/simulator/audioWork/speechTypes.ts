// Which spoken-translation content types the simulator encodes: the description's list less AAC (in MPEG-TS and
// in Matroska: no AAC encoder fit to ship, README.md). Read on the simulator's thread at set-up,
// without loading an encoder (those load in the audio worker only).
import { normalizeContentType } from '../../shared/rules/voice';

export const SPEECH_ENCODED_TYPES = [
  'audio/flac',
  'audio/ogg',
  'audio/ogg;codecs=opus',
  'audio/ogg;codecs=flac',
  'audio/opus',
  'audio/webm',
  'audio/webm;codecs=opus',
  'audio/x-matroska;codecs=opus',
  'audio/x-matroska;codecs=flac',
  'video/mp2t;codecs=opus',
  'audio/pcm;encoding=alaw;rate=8000',
  'audio/pcm;encoding=ulaw;rate=8000',
  'audio/pcm;encoding=s16le;rate=16000',
  'audio/pcm;encoding=s16le;rate=24000',
] as const;

export const encodesSpeechAs = (contentType: string): boolean =>
  (SPEECH_ENCODED_TYPES as readonly string[]).includes(normalizeContentType(contentType));
