// One WebSocket connection of a voice session: framing, the stream's limits, and the session's messages.
import type WebSocket from 'ws';
import { parseClientMessage, type ServerMessage } from '../../shared/api/voice';
import { decodeFrame, encodeFrame } from '../../node/voiceFraming';
import { checkSourceChunk, exceedsRealTime, VOICE_STREAM_LIMITS } from '../../shared/rules/voice';
import type { VoiceSession } from './voiceSession';

/** The time limits of the stream (the control API shortens them for tests). Sizes: the shared rules. */
export interface StreamLimits {
  /** The first chunk must come this soon after connecting, and no gap between chunks may be longer. */
  idleMs: number;
  /** A connection is closed after this long; the client reconnects to go on. */
  connectionMs: number;
  /** Burst allowance for the pacing rule, in ms of audio (network and event-loop jitter). */
  pacingSlackMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = {
  idleMs: VOICE_STREAM_LIMITS.idleTimeoutMs,
  connectionMs: VOICE_STREAM_LIMITS.maxConnectionMs,
  pacingSlackMs: 250,
};

/** Reason codes are not documented by the service; these are the simulator's (see README). */
export const REASON = {
  protocol: 4000400,
  formatUnsupported: 4000403,
  chunkTooLarge: 4000413,
  partialFrame: 4000422,
  tooFast: 4000429,
  afterEnd: 4000409,
  idle: 4080000,
  tokenReused: 4010001,
} as const;

/** WebSocket close codes used by the simulator (the service does not document its own). */
export const CLOSE = { normal: 1000, error: 1008, replaced: 4001, connectionCap: 4002, dropped: 4003 } as const;

export interface ConnectionOptions {
  limits: StreamLimits;
  /** Close the socket after this many client messages (control API), as if the network dropped it. */
  dropAfterMessages?: number;
  /** Called when the session must end because no audio came in time. */
  onIdle: () => void;
}

export class StreamConnection {
  private messages = 0;
  private firstChunkAt: number | undefined;
  private audioMsBefore = 0;
  private closing = false;
  private readonly capTimer: ReturnType<typeof setTimeout>;
  private idleTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly socket: WebSocket,
    private readonly session: VoiceSession,
    private readonly options: ConnectionOptions,
  ) {
    const sink = {
      deliver: (message: ServerMessage) => this.deliver(message),
      ended: (reason: string) =>
        this.close(
          reason === 'end_of_stream' ? CLOSE.normal : CLOSE.error,
          reason === 'end_of_stream' ? 'end of stream' : 'session ended',
        ),
    };
    session.attach(sink);
    this.armIdleTimer();
    this.capTimer = setTimeout(
      () => this.close(CLOSE.connectionCap, 'connection time limit reached: reconnect'),
      options.limits.connectionMs,
    );
    socket.on('message', (data, isBinary) => this.onFrame(data as Buffer, isBinary));
    socket.on('close', () => {
      this.closing = true;
      clearTimeout(this.capTimer);
      if (this.idleTimer) clearTimeout(this.idleTimer);
      session.detach(sink);
    });
    socket.on('error', () => undefined);
  }

  /** Closes this connection, e.g. because a reconnect replaced it. Frames already on their way are still read. */
  close(code: number, reason: string): void {
    if (this.closing) return;
    this.closing = true;
    this.socket.close(code, reason);
  }

  private deliver(message: ServerMessage): boolean {
    if (this.closing || this.socket.readyState !== this.socket.OPEN) return false;
    const frame = encodeFrame(this.session.setup.request.message_format ?? 'json', message);
    this.socket.send(frame.data, { binary: frame.binary });
    this.session.log('server', message);
    return true;
  }

  private armIdleTimer(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(() => this.options.onIdle(), this.options.limits.idleMs);
  }

  private onFrame(data: Buffer, isBinary: boolean): void {
    const session = this.session;
    if (session.state === 'ended') return;
    this.messages += 1;
    const format = session.setup.request.message_format ?? 'json';
    const decoded = decodeFrame(format, isBinary ? data : data.toString('utf8'), isBinary);
    if (!decoded.ok) return session.fail('unknown', 400, REASON.protocol, decoded.detail);
    session.log('client', decoded.value as object);
    const parsed = parseClientMessage(decoded.value);
    if (!parsed.ok) return session.fail(parsed.kind ?? 'unknown', 400, REASON.protocol, parsed.detail);
    const message = parsed.message;

    if ('end_of_source_media' in message) {
      if (session.state !== 'streaming')
        return session.fail('end_of_source_media', 400, REASON.afterEnd, 'end_of_source_media was already sent.');
      if (this.idleTimer) clearTimeout(this.idleTimer);
      session.finish();
    } else {
      this.onChunk(message.source_media_chunk.data);
    }
    if (this.options.dropAfterMessages !== undefined && this.messages === this.options.dropAfterMessages) {
      this.close(CLOSE.dropped, 'dropped by the simulator');
    }
  }

  private onChunk(bytes: Uint8Array): void {
    const session = this.session;
    const { limits } = this.options;
    const kind = 'source_media_chunk';
    if (session.state !== 'streaming')
      return session.fail(kind, 400, REASON.afterEnd, 'A chunk came after end_of_source_media.');
    if (!session.setup.sourceFormat)
      return session.fail(kind, 400, REASON.formatUnsupported, 'Audio format not supported');
    const issues = checkSourceChunk(session.setup.request.source_media_content_type, bytes.byteLength);
    if (issues.length > 0) {
      const reason = issues[0]!.message.includes('whole samples') ? REASON.partialFrame : REASON.chunkTooLarge;
      return session.fail(kind, 400, reason, issues.map((issue) => issue.message).join(' '));
    }
    const durationMs = session.durationOf(bytes.byteLength);
    // Pacing over the connection, with slack for jitter: a late chunk must not make the next one look early.
    const now = performance.now();
    this.firstChunkAt ??= now;
    if (exceedsRealTime(this.audioMsBefore - limits.pacingSlackMs, now - this.firstChunkAt)) {
      return session.fail(
        kind,
        400,
        REASON.tooFast,
        'Audio is arriving faster than 2x real time; send each chunk at least half its duration after the previous one.',
      );
    }
    this.audioMsBefore += durationMs;
    this.armIdleTimer();
    session.receiveChunk(bytes);
  }
}
