// The client side of one live voice session (the Voice API reference): set-up through the API client, the WebSocket
// with ?token=, paced audio out, transcripts and media in, the end sequence, `error` messages, reconnects on
// a dropped socket (GET ...?token=<latest>, the unsent audio re-sent from the bounded buffer), and a rollover
// to a fresh connection before the service's 1-hour cap.
import type { Agent } from 'node:http';
import WebSocket from 'ws';
import {
  parseServerMessage,
  streamConnectUrl,
  type MessageFormat,
  type ServerMessage,
  type ServerMessageBody,
  type VoiceSession,
  type VoiceSessionRequest,
} from '../../shared/api/voice';
import { VOICE_STREAM_LIMITS } from '../../shared/rules/voice';
import {
  AuthError,
  GlossaError,
  InternalError,
  NetworkError,
  ServiceUnavailableError,
  ValidationError,
  fieldIssue,
  fromErrorData,
  isGlossaError,
} from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { TranscriptModel, type TranscriptChange } from '../../shared/voice/transcripts';
import { decodeFrame, encodeFrame } from '../../node/voiceFraming';
import { ChunkPacer, type PacerClock } from './chunkPacer';
import type { AudioChunk } from '../audio/frameChunker';
import { VOICE_RECONNECT, reconnectWaits } from '../../shared/rules/backoff';
import type { AudioDrop } from './reconnectBuffer';

/** What the session needs from the API client (LanguageServicesClient.voice has both). */
export interface VoiceSessionApi {
  createSession(request: VoiceSessionRequest): Promise<VoiceSession>;
  reconnect(latestToken: string): Promise<VoiceSession>;
  /** The agent to open the stream through (a proxy), when there is one. */
  socketAgent?(streamUrl: string): Agent | undefined;
}

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'finishing' | 'ended' | 'failed';

export interface VoiceStreamEvents {
  status?(status: StreamStatus): void;
  /** Every message from the service, in order (before it is applied). */
  message?(message: ServerMessage): void;
  transcript?(change: TranscriptChange): void;
  media?(media: ServerMessageBody<'target_media_chunk'>): void;
  /** From a chunk leaving to the source text that covers it arriving, in ms. */
  latency?(ms: number): void;
  /** The reconnect buffer was full: this much audio will have no captions. */
  audioDropped?(drop: AudioDrop): void;
  /** The session is over with an error (an `error` message, or reconnecting failed). */
  error?(error: GlossaError): void;
}

export interface VoiceStreamOptions {
  api: VoiceSessionApi;
  /** `message_format` defaults to msgpack: about 1% on the wire, against about 34% for JSON with base64. */
  request: VoiceSessionRequest;
  events?: VoiceStreamEvents;
  /** Reconnect to a fresh connection this long after connecting (before the 1-hour cap). Default 55 min. */
  rolloverAfterMs?: number;
  /** Tries of the reconnect call after a drop. Default 6 (VOICE_RECONNECT, shared/rules/backoff.ts). */
  reconnectAttempts?: number;
  /** Wait after failed reconnect try n (1-based). Default 250 ms doubling, at most 4 s, each +-25%. */
  reconnectDelayMs?: (attempt: number) => number;
  /** The clock the waits run on (tests bring a fake one). */
  sleep?: (ms: number) => Promise<void>;
  /** How much unsent audio is kept during a reconnect. Default 30 s. */
  bufferMs?: number;
  clock?: PacerClock;
}

const DEFAULT_ROLLOVER_MS = VOICE_STREAM_LIMITS.maxConnectionMs - 5 * 60_000;

export class VoiceStreamSession {
  readonly transcripts: TranscriptModel;
  readonly format: MessageFormat;
  status: StreamStatus = 'connecting';
  /** Chunks handed to a socket, and their bytes. */
  sentChunks = 0;
  sentBytes = 0;
  reconnects = 0;
  private session: VoiceSession | undefined;
  private socket: WebSocket | undefined;
  private readonly pacer: ChunkPacer;
  private readonly events: VoiceStreamEvents;
  private endRequested = false;
  private endSent = false;
  private rolloverTimer: ReturnType<typeof setTimeout> | undefined;
  private sentAudioMs = 0;
  /** (stream position after a chunk, when it was sent), for the latency figure. */
  private readonly sendTimes: { endMs: number; at: number }[] = [];
  private settle!: { resolve: () => void; reject: (error: GlossaError) => void };
  /** Resolves after end_of_stream; rejects when the session fails. */
  readonly done: Promise<void>;

  constructor(private readonly options: VoiceStreamOptions) {
    this.format = options.request.message_format ?? 'msgpack';
    this.events = options.events ?? {};
    this.transcripts = new TranscriptModel(targetsOf(options.request));
    this.pacer = new ChunkPacer({
      send: (chunk) => this.sendChunk(chunk),
      onDrop: (drop) => this.events.audioDropped?.(drop),
      ...(options.bufferMs !== undefined ? { bufferMs: options.bufferMs } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
    });
    this.done = new Promise<void>((resolve, reject) => (this.settle = { resolve, reject }));
    this.done.catch(() => undefined); // failures are also reported through events.error
  }

  get sessionId(): string | undefined {
    return this.session?.session_id;
  }

  /** Sets up the session and opens the stream. */
  async start(): Promise<void> {
    this.setStatus('connecting');
    try {
      this.session = await this.options.api.createSession({ ...this.options.request, message_format: this.format });
    } catch (error) {
      // Refused at set-up: the session is over, so a stop that follows does not wait for a stream never opened.
      this.end('failed');
      this.settle.reject(error as GlossaError);
      throw error;
    }
    await this.connect(this.session);
  }

  /** Queues one chunk of audio; it leaves when the socket and the pacing allow. */
  sendAudio(chunk: AudioChunk): void {
    if (this.endRequested || this.isOver) return;
    this.pacer.enqueue(chunk);
  }

  /** Sends what is queued, then end_of_source_media, and waits for end_of_stream. */
  async finish(): Promise<void> {
    this.endRequested = true;
    if (!this.isOver) this.setStatus('finishing');
    this.maybeSendEnd();
    await this.done;
  }

  /** Stops at once (no end sequence). */
  close(): void {
    this.end('ended');
    this.settle.resolve();
  }

  /** Audio waiting to be sent, in ms (grows while reconnecting). */
  get queuedMs(): number {
    return this.pacer.queue.durationMs;
  }

  private get isOver(): boolean {
    return this.status === 'ended' || this.status === 'failed';
  }

  private async connect(session: VoiceSession): Promise<void> {
    const url = streamConnectUrl(session);
    const agent = this.options.api.socketAgent?.(url);
    const socket = new WebSocket(url, { perMessageDeflate: false, ...(agent ? { agent } : {}) });
    this.socket = socket;
    // Listened to before 'open': the service may send at once (what it held while the client reconnected), and those
    // frames can come in the same packet as the handshake's answer, read before an `await` after 'open' resumes.
    socket.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('unexpected-response', (_request, response) => {
        const status = response.statusCode ?? 0;
        const says: UiMessage = { id: 'voice.error.streamRefused', values: { status } };
        reject(status === 401 ? new AuthError({ says, status }) : new ServiceUnavailableError({ says, status }));
        socket.terminate();
      });
      socket.once('error', (error) =>
        reject(new NetworkError({ says: { id: 'voice.error.streamUnreachable' } }, { cause: error })),
      );
    });
    socket.on('close', () => this.onClose(socket));
    socket.on('error', () => undefined); // 'close' follows
    this.setStatus(this.endRequested ? 'finishing' : 'live');
    clearTimeout(this.rolloverTimer);
    this.rolloverTimer = setTimeout(
      () => void this.reconnect('rollover'),
      this.options.rolloverAfterMs ?? DEFAULT_ROLLOVER_MS,
    );
    this.pacer.resume();
    this.maybeSendEnd();
  }

  private sendChunk(chunk: AudioChunk): boolean {
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN || this.isOver) return false;
    const frame = encodeFrame(this.format, { source_media_chunk: { data: chunk.bytes as Uint8Array<ArrayBuffer> } });
    socket.send(frame.data, { binary: frame.binary });
    this.sentChunks += 1;
    this.sentBytes += chunk.bytes.byteLength;
    this.sentAudioMs += chunk.durationMs;
    this.sendTimes.push({ endMs: this.sentAudioMs, at: performance.now() });
    if (this.sendTimes.length > 1200) this.sendTimes.splice(0, 600);
    queueMicrotask(() => this.maybeSendEnd());
    return true;
  }

  private maybeSendEnd(): void {
    if (!this.endRequested || this.endSent || this.pacer.queue.length > 0) return;
    const socket = this.socket;
    if (!socket || socket.readyState !== WebSocket.OPEN) return;
    const frame = encodeFrame(this.format, { end_of_source_media: {} });
    socket.send(frame.data, { binary: frame.binary });
    this.endSent = true;
  }

  /** Frames of a connection being replaced are still read: the service may send on it until it closes. */
  private onFrame(data: Buffer, isBinary: boolean): void {
    if (this.isOver) return;
    const decoded = decodeFrame(this.format, isBinary ? data : data.toString('utf8'), isBinary);
    if (!decoded.ok)
      return this.fail(
        new InternalError({
          says: { id: 'voice.error.unreadableFrame' },
          saysNextStep: { id: 'voice.error.startNew' },
          serverDetail: decoded.detail,
        }),
      );
    const parsed = parseServerMessage(decoded.value);
    if (!parsed.ok) return; // kinds added by the service later are ignored
    const message = parsed.message;
    this.events.message?.(message);
    const change = this.transcripts.apply(message);
    if (change) {
      this.events.transcript?.(change);
      if ('source_transcript_update' in message) this.reportLatency(change);
      return;
    }
    if ('target_media_chunk' in message) this.events.media?.(message.target_media_chunk);
    else if ('error' in message) this.fail(streamError(message.error));
    else if ('end_of_stream' in message) {
      this.end('ended');
      this.settle.resolve();
    }
  }

  private reportLatency(change: TranscriptChange): void {
    const last = [...change.concluded, ...change.tentative].at(-1);
    if (!last || !this.events.latency) return;
    const sent = this.sendTimes.find((s) => s.endMs >= last.endMs);
    if (sent) this.events.latency(performance.now() - sent.at);
  }

  private onClose(socket: WebSocket): void {
    if (socket !== this.socket || this.isOver) return;
    this.pacer.hold();
    void this.reconnect('dropped');
  }

  /** Gets a fresh token for the same session and connects again; the queued audio follows. */
  private async reconnect(why: 'dropped' | 'rollover'): Promise<void> {
    if (this.isOver || !this.session) return;
    if (why === 'dropped') this.setStatus('reconnecting');
    const previous = this.socket;
    const attempts = this.options.reconnectAttempts ?? VOICE_RECONNECT.attempts;
    // Jittered: every client of a server that went away must not come back in the same millisecond.
    const waits = reconnectWaits(Math.random);
    const delay = this.options.reconnectDelayMs ?? ((n: number) => waits[n - 1] ?? VOICE_RECONNECT.maxDelayMs);
    const sleep = this.options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    let lastError: unknown;
    for (let attempt = 1; attempt <= attempts && !this.isOver; attempt++) {
      try {
        // The reconnect call closes the open connection (rollover); frames already sent on it still count.
        this.socket = undefined;
        this.pacer.hold();
        this.session = await this.options.api.reconnect(this.session.token);
        if (previous && previous.readyState === WebSocket.OPEN) previous.close(1000, 'rollover');
        await this.connect(this.session);
        this.reconnects += 1;
        return;
      } catch (error) {
        lastError = error;
        if (isGlossaError(error) && error.status !== undefined && [400, 401, 403, 404, 409, 410].includes(error.status))
          break;
        if (attempt < attempts) await sleep(delay(attempt));
      }
    }
    if (this.isOver) return;
    this.fail(
      isGlossaError(lastError) && lastError.status !== undefined
        ? fromErrorData({
            ...lastError.toData(),
            message: englishText(NOT_RESUMED),
            nextStep: englishText(START_NEW),
            uiMessage: NOT_RESUMED,
            uiNextStep: START_NEW,
          })
        : new NetworkError({ says: { id: 'voice.error.connectionLost' } }),
    );
  }

  private fail(error: GlossaError): void {
    if (this.isOver) return;
    this.end('failed');
    this.events.error?.(error);
    this.settle.reject(error);
  }

  private end(status: 'ended' | 'failed'): void {
    this.setStatus(status);
    clearTimeout(this.rolloverTimer);
    this.pacer.stop();
    const socket = this.socket;
    if (socket && socket.readyState === WebSocket.OPEN) socket.close(1000, 'done');
  }

  private setStatus(status: StreamStatus): void {
    if (this.status === status) return;
    this.status = status;
    this.events.status?.(status);
  }
}

function targetsOf(request: VoiceSessionRequest): string[] {
  return [...new Set([...(request.target_languages ?? []), ...(request.target_media_languages ?? [])])];
}

const NOT_RESUMED: UiMessage = { id: 'voice.error.notResumed' };
const START_NEW: UiMessage = { id: 'voice.error.startNew' };

/** An `error` message as a typed error: the session is over and cannot be reconnected. The service's own words stay. */
function streamError(error: ServerMessageBody<'error'>): GlossaError {
  const says: UiMessage = { id: 'voice.error.serviceEnded', values: { reason: error.error_message } };
  const init = {
    says,
    saysNextStep: START_NEW,
    status: error.error_code,
    serverMessage: error.error_message,
    serverDetail: `${error.request_type} ${error.reason_code}`,
  };
  if (error.error_code === 400) return new ValidationError([fieldIssue(error.request_type, says)], init);
  return error.error_code === 401 || error.error_code === 403 ? new AuthError(init) : new ServiceUnavailableError(init);
}
