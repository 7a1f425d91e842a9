// The voice area of the simulator: POST /v3/voice/realtime (set-up), GET /v3/voice/realtime?token= (reconnect),
// the WebSocket stream at /v3/voice/stream?token=, one-time tokens, and the voice part of the control API.
import { randomBytes, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { sessionTerms } from '../routes/spokenTerms';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  VoiceSessionRequestSchema,
  DEFAULT_TARGET_MEDIA_CONTENT_TYPE,
  type VoiceSession as VoiceSessionReply,
} from '../../shared/api/voice';
import {
  checkVoiceSessionRequest,
  effectiveTargetLanguages,
  pcmFormat,
  normalizeContentType,
} from '../../shared/rules/voice';
import { normalizeLanguageCode } from '../../shared/rules/languages';
import { encodeFrame } from '../../node/voiceFraming';
import { json, type Exchange } from '../http/exchange';
import { ServiceError, badRequest, forbidden, notFound } from '../http/serviceError';
import { entriesForPair, glossaryForUse } from '../routes/glossaryUse';
import { parseWith, rejectIssues } from '../http/validation';
import type { SimulatorContext, SimulatorModule } from '../context';
import type { Plan } from '../http/exchange';
import { CLOSE, DEFAULT_STREAM_LIMITS, REASON, StreamConnection, type StreamLimits } from './streamConnection';
import { MeetingRooms } from './meetingRoom';
import { encodesSpeechAs, SPEECH_ENCODED_TYPES } from '../audioWork/speechTypes';
import { VoiceSession, type LoggedMessage, type SessionSetup } from './voiceSession';
import type { TranslationSettings } from './transcriptScript';
import type { Formality } from '../engine/pseudoTranslate';

const STREAM_PATH = '/v3/voice/stream';
/** The language the simulator's phrases are in, reported as detected unless the session fixes another. */
const HEARD_LANGUAGE = 'en';

interface VoiceSessionInfo {
  session_id: string;
  state: 'streaming' | 'finishing' | 'ended';
  endReason?: string;
  connections: number;
  receivedBytes: number;
}

/** The voice part of the control API. */
export interface VoiceControl {
  /** The next connection opened is closed by the simulator after it received `messages` client messages. */
  dropNextConnectionAfter(messages: number): void;
  /** Holds every transcript and media message this long before sending it (0 = at once). */
  setTranscriptDelay(ms: number): void;
  /** Shortens the stream's time limits (idle, connection cap) for tests; omitted fields are reset. */
  setStreamLimits(limits: Partial<StreamLimits>): void;
  sessions(): VoiceSessionInfo[];
  /** Every source byte a session received, in order. */
  receivedAudio(sessionId: string): Uint8Array | undefined;
  /** Every message of a session both ways, in order, as JSON (binary fields base64). */
  messages(sessionId: string): LoggedMessage[] | undefined;
}

interface TokenRecord {
  session: VoiceSession;
  used: boolean;
}

const FORMALITY: Record<string, Formality> = {
  default: 'default',
  formal: 'more',
  more: 'more',
  informal: 'less',
  less: 'less',
};

class VoiceService implements VoiceControl {
  private readonly sessionsById = new Map<string, VoiceSession>();
  /** The sessions of each account streaming at the same time hear one room (both sides of a call). */
  private readonly rooms = new MeetingRooms();
  private readonly tokens = new Map<string, TokenRecord>();
  private readonly latestToken = new Map<string, string>();
  private readonly connections = new Map<string, StreamConnection>();
  private readonly orphanTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly forgetTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly wss = new WebSocketServer({ noServer: true, maxPayload: 4 * 1024 * 1024 });
  private transcriptDelayMs = 0;
  private dropAfter: number | undefined;
  private limits: StreamLimits = { ...DEFAULT_STREAM_LIMITS };

  constructor(private readonly context: SimulatorContext) {}

  // ---- HTTP ----

  create(exchange: Exchange, plan: Plan): VoiceSessionReply {
    const fields = exchange.fields();
    rejectIssues(checkVoiceSessionRequest(fields));
    const request = parseWith(VoiceSessionRequestSchema, fields);
    const mediaLanguages = (request.target_media_languages ?? []).map(normalizeLanguageCode);
    const mediaContentType =
      mediaLanguages.length > 0 ? (request.target_media_content_type ?? DEFAULT_TARGET_MEDIA_CONTENT_TYPE) : undefined;
    if (mediaContentType && !encodesSpeechAs(mediaContentType)) {
      throw badRequest(
        `The simulator cannot encode spoken translation as "${mediaContentType}" (the service itself sends it): it has no well-kept AAC encoder.`,
        `Set target_media_content_type to one of ${SPEECH_ENCODED_TYPES.join(', ')}.`,
      );
    }
    // The simulator "hears" English (its phrases are English). A hinted language gives way to it; a fixed one
    // is kept even so, and the transcript is written in it: the fixed language refuses the one heard.
    const sourceLanguage =
      request.source_language && request.source_language_mode === 'fixed'
        ? normalizeLanguageCode(request.source_language)
        : HEARD_LANGUAGE;
    const translation: TranslationSettings = {};
    if (request.formality) translation.formality = FORMALITY[request.formality]!;
    const targetLanguages = effectiveTargetLanguages(request);
    if (request.glossary_id)
      translation.glossaries = this.glossaryEntries(request.glossary_id, exchange, sourceLanguage, targetLanguages);
    const setup: SessionSetup = {
      id: randomUUID(),
      request,
      key: exchange.caller.key,
      sourceFormat: pcmFormat(request.source_media_content_type) ?? undefined,
      sourceLanguage,
      targetLanguages,
      mediaLanguages,
      mediaContentType: mediaContentType && normalizeContentType(mediaContentType),
      translation,
      spokenTerms: request.spoken_terms_id ? this.spokenTerms(request.spoken_terms_id, exchange, sourceLanguage) : [],
    };
    const session = new VoiceSession(
      setup,
      () => this.transcriptDelayMs,
      (ended) => {
        this.rooms.leave(ended.setup.key, ended.id);
        this.forgetLater(ended);
      },
      this.rooms.join(setup.key, setup.id),
      this.context.audio,
    );
    // Inside the app nobody may read the captured audio, so it is not kept at all.
    session.keepsAudio = this.context.endedVoiceSessionRetentionMs > 0;
    this.sessionsById.set(session.id, session);
    this.armOrphanTimer(session);
    return this.reply(session, plan);
  }

  reconnect(exchange: Exchange, plan: Plan): VoiceSessionReply {
    const token = exchange.query.get('token');
    if (!token) throw badRequest('The reconnect call needs the latest stream token in the "token" query parameter.');
    const record = this.tokens.get(token);
    if (!record) throw notFound('This stream token is unknown.', 'Start a new voice session.');
    const session = record.session;
    if (session.setup.key !== exchange.caller.key) throw forbidden('This voice session belongs to another API key.');
    if (session.state === 'ended')
      throw new ServiceError(410, 'This voice session is over.', 'Start a new voice session.');
    if (this.latestToken.get(session.id) !== token) {
      this.end(
        session,
        'reconnect',
        REASON.tokenReused,
        'An outdated stream token was used to reconnect, so the session ended.',
      );
      throw new ServiceError(
        409,
        'This stream token is outdated, so the session ended.',
        'Always reconnect with the newest token. Start a new voice session.',
      );
    }
    this.connections.get(session.id)?.close(CLOSE.replaced, 'replaced by a reconnect');
    return this.reply(session, plan);
  }

  private reply(session: VoiceSession, plan: Plan): VoiceSessionReply {
    const token = randomBytes(24).toString('base64url');
    this.tokens.set(token, { session, used: false });
    this.latestToken.set(session.id, token);
    const base = this.context.urls()[plan].replace(/^http/, 'ws');
    return { streaming_url: `${base}${STREAM_PATH}`, token, session_id: session.id };
  }

  /** The terms of the spoken language in a spoken-term collection of the caller's account (404 when unknown). */
  private spokenTerms(id: string, exchange: Exchange, sourceLanguage: string): string[] {
    const terms = sessionTerms(this.context.store, id, exchange.caller.plan, sourceLanguage);
    if (!terms) throw notFound('There are no spoken terms with this spoken_terms_id.');
    return terms;
  }

  /** Entries of the glossary for each target language (source: the session's language). */
  private glossaryEntries(
    glossaryId: string,
    exchange: Exchange,
    sourceLanguage: string,
    targets: string[],
  ): Map<string, [string, string][]> {
    const glossary = glossaryForUse(this.context.store, exchange.caller.plan, glossaryId);
    return new Map(targets.map((target) => [target.toLowerCase(), entriesForPair(glossary, sourceLanguage, target)]));
  }

  // ---- WebSocket ----

  upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname !== STREAM_PATH) return false;
    const token = url.searchParams.get('token') ?? '';
    const record = this.tokens.get(token);
    if (!record || record.session.state === 'ended') {
      refuseUpgrade(
        socket,
        record ? 410 : 401,
        record ? 'This voice session is over. Start a new one.' : 'Unknown stream token.',
      );
      return true;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.accept(ws, token, record));
    return true;
  }

  private accept(ws: WebSocket, token: string, record: TokenRecord): void {
    const session = record.session;
    if (record.used || this.latestToken.get(session.id) !== token) {
      // A token works once: using it again ends the session, for this socket and any open one.
      const message = 'This stream token was already used, so the session ended. Start a new voice session.';
      const frame = encodeFrame(session.setup.request.message_format ?? 'json', {
        error: { request_type: 'connect', error_code: 401, reason_code: REASON.tokenReused, error_message: message },
      });
      ws.send(frame.data, { binary: frame.binary }, () => ws.close(CLOSE.error, 'token reused'));
      this.end(session, 'connect', REASON.tokenReused, message);
      return;
    }
    record.used = true;
    this.connections.get(session.id)?.close(CLOSE.replaced, 'replaced by a newer connection');
    this.clearOrphanTimer(session);
    const dropAfterMessages = this.dropAfter;
    this.dropAfter = undefined;
    const connection = new StreamConnection(ws, session, {
      limits: this.limits,
      ...(dropAfterMessages !== undefined ? { dropAfterMessages } : {}),
      onIdle: () =>
        this.end(
          session,
          'source_media_chunk',
          REASON.idle,
          'No audio arrived for 30 seconds, so the session ended. Start a new one.',
        ),
    });
    this.connections.set(session.id, connection);
    ws.on('close', () => {
      if (this.connections.get(session.id) === connection) this.connections.delete(session.id);
      if (session.state !== 'ended') this.armOrphanTimer(session);
    });
  }

  /** A session nobody is connected to ends after the idle limit, like one that gets no audio. */
  private armOrphanTimer(session: VoiceSession): void {
    this.clearOrphanTimer(session);
    this.orphanTimers.set(
      session.id,
      setTimeout(() => session.expire('No connection and no audio for 30 seconds.'), this.limits.idleMs),
    );
  }

  /**
   * An ended session, its captured audio and its tokens are forgotten after the retention time (at once
   * inside the app, where nobody may read them).
   */
  private forgetLater(session: VoiceSession): void {
    const forget = () => {
      this.forgetTimers.delete(session.id);
      this.sessionsById.delete(session.id);
      this.latestToken.delete(session.id);
      for (const [token, record] of this.tokens) if (record.session === session) this.tokens.delete(token);
      session.received.length = 0;
      session.messageLog.length = 0;
    };
    if (this.context.endedVoiceSessionRetentionMs <= 0) return forget();
    const timer = setTimeout(forget, this.context.endedVoiceSessionRetentionMs);
    timer.unref();
    this.forgetTimers.set(session.id, timer);
  }

  private clearOrphanTimer(session: VoiceSession): void {
    clearTimeout(this.orphanTimers.get(session.id));
    this.orphanTimers.delete(session.id);
  }

  private end(session: VoiceSession, requestType: string, reason: number, message: string): void {
    session.fail(requestType, 400, reason, message);
    this.clearOrphanTimer(session);
  }

  // ---- control ----

  dropNextConnectionAfter(messages: number): void {
    this.dropAfter = messages;
  }

  setTranscriptDelay(ms: number): void {
    this.transcriptDelayMs = ms;
  }

  setStreamLimits(limits: Partial<StreamLimits>): void {
    this.limits = { ...DEFAULT_STREAM_LIMITS, ...limits };
  }

  sessions(): VoiceSessionInfo[] {
    return [...this.sessionsById.values()].map((s) => ({
      session_id: s.id,
      state: s.state,
      ...(s.endReason ? { endReason: s.endReason } : {}),
      connections: s.connections,
      receivedBytes: s.receivedBytes,
    }));
  }

  receivedAudio(sessionId: string): Uint8Array | undefined {
    const session = this.sessionsById.get(sessionId);
    return session && Buffer.concat(session.received);
  }

  messages(sessionId: string): LoggedMessage[] | undefined {
    return this.sessionsById.get(sessionId)?.messageLog;
  }

  reset(): void {
    this.close();
    this.sessionsById.clear();
    this.tokens.clear();
    this.latestToken.clear();
    this.transcriptDelayMs = 0;
    this.dropAfter = undefined;
    this.limits = { ...DEFAULT_STREAM_LIMITS };
  }

  close(): void {
    for (const connection of this.connections.values()) connection.close(CLOSE.normal, 'simulator closing');
    for (const ws of this.wss.clients) ws.terminate();
    for (const timer of this.orphanTimers.values()) clearTimeout(timer);
    this.orphanTimers.clear();
    for (const timer of this.forgetTimers.values()) clearTimeout(timer);
    this.forgetTimers.clear();
    for (const session of this.sessionsById.values()) session.dispose();
  }
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  const statusText = status === 401 ? 'Unauthorized' : 'Gone';
  socket.end(
    `HTTP/1.1 ${status} ${statusText}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

const services = new WeakMap<SimulatorContext, VoiceService>();

/** The voice control of a simulator instance (registered by voiceRoutes). */
export function voiceControlOf(context: SimulatorContext): VoiceControl {
  const service = services.get(context);
  if (!service) throw new Error('The voice module is not registered.');
  return service;
}

export const voiceRoutes: SimulatorModule = (context) => {
  const service = new VoiceService(context);
  services.set(context, service);
  context.routes.add(
    {
      method: 'POST',
      path: '/v3/voice/realtime',
      access: 'key',
      handle: (exchange) => json(200, service.create(exchange, exchange.plan)),
    },
    {
      method: 'GET',
      path: '/v3/voice/realtime',
      access: 'key',
      handle: (exchange) => json(200, service.reconnect(exchange, exchange.plan)),
    },
  );
  context.onUpgrade((_plan, req, socket, head) => service.upgrade(req, socket, head));
  context.onReset(() => service.reset());
  context.onClose(() => service.close());
};
