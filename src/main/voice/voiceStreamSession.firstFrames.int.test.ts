// A service may send on a connection the moment it opens (what it held while the client reconnected: the
// simulator's spoken translation of the sentence that ended as the socket dropped). Those frames can travel in the
// same packet as the handshake's answer; the client must read them, not lose them before it starts listening.
// A hand-written server writes the 101 answer and two frames in one write, so the case is the same in every run.
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerMessage } from '../../shared/api/voice';
import { VoiceStreamSession } from './voiceStreamSession';

/** RFC 6455 4.2.2: the accept key. */
const acceptKey = (key: string) =>
  createHash('sha1').update(`${key}258EAFA5-E914-47DA-95CA-C5AB0DC85B11`).digest('base64');

/** An unmasked text frame (server to client, RFC 6455 5.2), for payloads under 64 KiB. */
function textFrame(text: string): Buffer {
  const payload = Buffer.from(text, 'utf8');
  const header =
    payload.length < 126
      ? Buffer.from([0x81, payload.length])
      : Buffer.from([0x81, 126, payload.length >> 8, payload.length & 0xff]);
  return Buffer.concat([header, payload]);
}

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A stream endpoint that answers the handshake and sends `first` in the same write. */
async function eagerServer(first: ServerMessage[]): Promise<string> {
  const server = createServer();
  servers.push(server);
  server.on('upgrade', (req, socket: Socket) => {
    sockets.push(socket);
    const key = req.headers['sec-websocket-key'] as string;
    const answer = [
      'HTTP/1.1 101 Switching Protocols',
      'Upgrade: websocket',
      'Connection: Upgrade',
      `Sec-WebSocket-Accept: ${acceptKey(key)}`,
      '',
      '',
    ].join('\r\n');
    socket.write(Buffer.concat([Buffer.from(answer), ...first.map((m) => textFrame(JSON.stringify(m)))]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/v3/voice/realtime/stream`;
}

describe('VoiceStreamSession, frames sent as the connection opens', () => {
  it('reads the frames that come in the same packet as the handshake answer', async () => {
    const spoken: ServerMessage = {
      target_media_chunk: { language: 'de', data: [], duration: 0, text: 'Guten Morgen.' },
    };
    const caption: ServerMessage = {
      target_transcript_update: {
        language: 'de',
        concluded: [{ text: 'Guten Morgen.', start_time: 300, end_time: 1400 }],
        tentative: [],
      },
    };
    const url = await eagerServer([caption, spoken]);
    const received: ServerMessage[] = [];
    const media: string[] = [];
    const session = new VoiceStreamSession({
      api: {
        createSession: () => Promise.resolve({ streaming_url: url, token: 't1', session_id: 's1' }),
        reconnect: () => Promise.reject(new Error('not in this test')),
      },
      request: {
        source_media_content_type: 'audio/pcm;encoding=s16le;rate=16000',
        target_languages: ['de'],
        message_format: 'json',
      },
      events: { message: (m) => received.push(m), media: (m) => media.push(m.text ?? '') },
    });
    await session.start();
    await expect.poll(() => received.length, { timeout: 5000 }).toBe(2);
    expect(media).toEqual(['Guten Morgen.']);
    expect(session.transcripts.get('de').concluded.map((s) => s.text)).toEqual(['Guten Morgen.']);
    session.close();
  });
});
