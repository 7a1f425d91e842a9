// What the simulator makes of an uploaded recording: the voice stream's own machinery run over the whole file.
// The recording is decoded in the audio worker (recordingDecoders: every type the service takes but AAC), its speech found by the
// voice activity detector, each segment "heard" as the stream hears it (transcriptScript), then per target: text (one line per segment), SRT subtitles timed like the speech, or
// speech: a clearly audible stand-in per sentence (a voiced buzz with syllables), placed where the segment was.
import { encodeWav16 } from '../../node/formats/audio/wavFile';
import { toSrt } from '../../shared/voice/subtitles';
import { VoiceActivityDetector } from '../voice/voiceActivity';
import { segmentText, textIn } from '../voice/transcriptScript';
import { linearToAlaw, linearToUlaw } from '../../shared/voice/g711';
import { UnreadableRecording, type DecodedRecording } from './recordingDecoders';

export { UnreadableRecording };

interface HeardSegment {
  startMs: number;
  endMs: number;
  english: string;
}

export interface HeardRecording {
  durationMs: number;
  segments: HeardSegment[];
}

/** Where a recording is decoded: the simulator's audio worker (audioWork/audioWork.ts). */
export interface RecordingDecoding {
  decodeRecording(bytes: Uint8Array, contentType: string): Promise<DecodedRecording>;
}

/** Speech segments of a recording, heard as the live stream hears them (decoded off the simulator's thread). */
export async function hearRecording(
  decoding: RecordingDecoding,
  bytes: Uint8Array,
  contentType: string,
): Promise<HeardRecording> {
  const { mono, sampleRate } = await decoding.decodeRecording(bytes, contentType);
  const frames = mono.length;
  const detector = new VoiceActivityDetector({ sampleRate });
  const closed = [...detector.push(mono), ...detector.finish()].filter((e) => e.kind === 'close');
  return {
    durationMs: Math.round((frames / sampleRate) * 1000),
    segments: closed.map((event, index) => ({
      startMs: event.startMs,
      endMs: event.endMs,
      english: segmentText(index, event.endMs - event.startMs, true),
    })),
  };
}

/** One target's result: the bytes the download address serves, and their content type. */
export function renderTarget(heard: HeardRecording, language: string, type: string): Uint8Array {
  const lines = heard.segments.map((s) => ({ ...s, text: textIn(language, s.english) }));
  if (type === 'text/plain') return new TextEncoder().encode(lines.map((l) => l.text).join('\n') + '\n');
  if (type === 'application/x-subrip')
    return new TextEncoder().encode(toSrt(lines.map((l) => ({ startMs: l.startMs, endMs: l.endMs, text: l.text }))));
  const pcm = /^audio\/pcm;encoding=(s16le|ulaw|alaw);rate=(\d+)$/.exec(type);
  if (!pcm) throw new UnreadableRecording(`The simulator does not produce ${type}; ask for text, SRT or PCM speech.`);
  const rate = Number(pcm[2]);
  const samples = speechStandIn(heard, rate);
  if (pcm[1] === 'ulaw') return Uint8Array.from(samples, (s) => linearToUlaw(s));
  if (pcm[1] === 'alaw') return Uint8Array.from(samples, (s) => linearToAlaw(s));
  // Raw little-endian samples: the WAV writer's data chunk without its 44-byte header.
  return encodeWav16(samples, rate).subarray(44);
}

/** The recording's length of audio: a 140 Hz voiced buzz at 5 syllables a second where speech was, else silence. */
function speechStandIn(heard: HeardRecording, rate: number): Int16Array {
  const samples = new Int16Array(Math.round((heard.durationMs * rate) / 1000));
  for (const segment of heard.segments) {
    const from = Math.round((segment.startMs * rate) / 1000);
    const to = Math.min(samples.length, Math.round((segment.endMs * rate) / 1000));
    for (let i = from; i < to; i++) {
      const t = (i - from) / rate;
      const syllable = 0.5 - 0.5 * Math.cos(2 * Math.PI * 5 * t);
      const voice = Math.sin(2 * Math.PI * 140 * t) + 0.4 * Math.sin(2 * Math.PI * 280 * t);
      samples[i] = Math.round(9000 * syllable * voice);
    }
  }
  return samples;
}
