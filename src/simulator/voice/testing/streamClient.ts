// A bare WebSocket client of the voice stream for the simulator's own tests (never the app's client, so the
// simulator is tested against the Voice API reference and not against the client).
import WebSocket from 'ws';
import {
  parseServerMessage,
  streamConnectUrl,
  type ClientMessage,
  type MessageFormat,
  type ServerMessage,
  type VoiceSession,
} from '../../../shared/api/voice';
import { decodeFrame, encodeFrame } from '../../../node/voiceFraming';

export interface TestStream {
  socket: WebSocket;
  /** Every server message so far, in order. */
  messages: ServerMessage[];
  /** Frames that arrived in the wrong framing (should stay empty). */
  wrongFrames: number;
  send(message: ClientMessage): void;
  /** Resolves with the first message of this kind (already received or still to come). */
  next(kind: string, timeoutMs?: number): Promise<ServerMessage>;
  closed: Promise<{ code: number; reason: string }>;
}

export async function openTestStream(
  session: Pick<VoiceSession, 'streaming_url' | 'token'>,
  format: MessageFormat,
): Promise<TestStream> {
  const socket = new WebSocket(streamConnectUrl(session));
  const messages: ServerMessage[] = [];
  const waiters: { kind: string; resolve: (m: ServerMessage) => void }[] = [];
  const stream: TestStream = {
    socket,
    messages,
    wrongFrames: 0,
    send(message) {
      const frame = encodeFrame(format, message);
      socket.send(frame.data, { binary: frame.binary });
    },
    next(kind, timeoutMs = 10_000) {
      const found = messages.find((m) => kind in m);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () =>
            reject(
              new Error(`no ${kind} within ${timeoutMs} ms; got ${messages.map((m) => Object.keys(m)[0]).join(', ')}`),
            ),
          timeoutMs,
        );
        waiters.push({ kind, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    closed: new Promise((resolve) =>
      socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
    ),
  };
  socket.on('message', (data, isBinary) => {
    const decoded = decodeFrame(format, isBinary ? (data as Buffer) : data.toString(), isBinary);
    if (!decoded.ok) {
      stream.wrongFrames += 1;
      return;
    }
    const parsed = parseServerMessage(decoded.value);
    if (!parsed.ok) throw new Error(`invalid server message: ${parsed.detail}`);
    messages.push(parsed.message);
    for (const waiter of waiters.filter((w) => w.kind in parsed.message)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(parsed.message);
    }
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`upgrade refused: ${res.statusCode}`)));
  });
  return stream;
}

/** s16le mono audio: silence with tone bursts ("speech") at the given [startMs, endMs) spans. */
export function speechLikeAudio(rate: number, totalMs: number, spans: [number, number][]): Int16Array {
  const samples = new Int16Array(Math.round((totalMs * rate) / 1000));
  for (const [start, end] of spans) {
    for (let i = Math.round((start * rate) / 1000); i < Math.round((end * rate) / 1000); i++) {
      samples[i] = Math.round(
        9000 * Math.sin((2 * Math.PI * 310 * i) / rate) + 3000 * Math.sin((2 * Math.PI * 1250 * i) / rate),
      );
    }
  }
  return samples;
}

export function s16leBytes(samples: Int16Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(samples.length * 2);
  const view = new DataView(bytes.buffer);
  samples.forEach((s, i) => view.setInt16(i * 2, s, true));
  return bytes;
}

/** Splits bytes into chunks of `chunkBytes`. */
export function chunksOf(bytes: Uint8Array<ArrayBuffer>, chunkBytes: number): Uint8Array<ArrayBuffer>[] {
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  for (let i = 0; i < bytes.length; i += chunkBytes) chunks.push(bytes.subarray(i, i + chunkBytes));
  return chunks;
}
