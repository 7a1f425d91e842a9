// Voice session set-up: POST /v3/voice/realtime for a new session, and the reconnect call
// GET /v3/voice/realtime?token= for a fresh token of the same session. The stream itself is src/main/voice.
import {
  STREAM_TOKEN_PARAM,
  type VoiceSession,
  type VoiceSessionRequest,
  VoiceSessionRequestSchema,
  VoiceSessionSchema,
} from '../../shared/api/voice';
import { checkVoiceSessionRequest } from '../../shared/rules/voice';
import { parseRequest, refuseIfInvalid } from './checks';
import type { Agent as HttpAgent } from 'node:http';
import { type ProxyConfig, webSocketAgent } from './proxy';
import type { CallOptions, Transport } from './transport';

export class VoiceApi {
  constructor(
    private readonly transport: Transport,
    private readonly proxy?: ProxyConfig,
  ) {}

  /** The agent for the stream's WebSocket: through the same proxy as the client's REST calls, if any. */
  socketAgent(streamUrl: string): HttpAgent | undefined {
    return this.proxy ? webSocketAgent(streamUrl, this.proxy) : undefined;
  }

  /** POST /v3/voice/realtime: the streaming address and a one-time token. */
  async createSession(request: VoiceSessionRequest, options: CallOptions = {}): Promise<VoiceSession> {
    refuseIfInvalid(checkVoiceSessionRequest(request));
    const body = parseRequest(VoiceSessionRequestSchema, request);
    return this.transport.json('POST', '/v3/voice/realtime', {
      body,
      schema: VoiceSessionSchema,
      signal: options.signal,
    });
  }

  /**
   * GET /v3/voice/realtime?token=<latest token>: a fresh token for the same session after a dropped
   * connection. Always pass the newest token; an outdated one ends the session. The token is kept out of logs
   * and error messages.
   */
  async reconnect(latestToken: string, options: CallOptions = {}): Promise<VoiceSession> {
    refuseIfInvalid(
      latestToken.trim() === ''
        ? [{ field: 'token', message: 'The session has no token to reconnect with; start a new session.' }]
        : [],
    );
    return this.transport.json('GET', '/v3/voice/realtime', {
      query: { [STREAM_TOKEN_PARAM]: latestToken },
      schema: VoiceSessionSchema,
      signal: options.signal,
      secrets: [latestToken, encodeURIComponent(latestToken)],
    });
  }
}
