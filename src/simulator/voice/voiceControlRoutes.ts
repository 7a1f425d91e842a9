// The voice part of the control API over HTTP (under /_simulator/voice/, like the rest of the control API).
import { z } from 'zod';
import { json, noContent, type Exchange } from '../http/exchange';
import type { Route } from '../http/routeTable';
import { badRequest, notFound } from '../http/serviceError';
import type { VoiceControl } from './voiceModule';

const DropSchema = z.object({ afterMessages: z.number().int().min(1) });
const DelaySchema = z.object({ ms: z.number().int().min(0) });
const LimitsSchema = z.object({
  idleMs: z.number().int().min(1).optional(),
  connectionMs: z.number().int().min(1).optional(),
  pacingSlackMs: z.number().int().min(0).optional(),
});

function parse<T>(schema: z.ZodType<T>, exchange: Exchange): T {
  const result = schema.safeParse(exchange.fields());
  if (!result.success)
    throw badRequest(
      'The control request is not valid.',
      result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
    );
  return result.data;
}

export function voiceControlRoutes(voice: VoiceControl): Route[] {
  const route = (method: Route['method'], path: string, handle: Route['handle']): Route => ({
    method,
    path: `/_simulator/voice${path}`,
    access: 'key',
    handle,
  });
  return [
    route('POST', '/drop-next-connection', (exchange) => {
      voice.dropNextConnectionAfter(parse(DropSchema, exchange).afterMessages);
      return noContent();
    }),
    route('PUT', '/transcript-delay', (exchange) => {
      voice.setTranscriptDelay(parse(DelaySchema, exchange).ms);
      return noContent();
    }),
    route('PUT', '/limits', (exchange) => {
      voice.setStreamLimits(parse(LimitsSchema, exchange));
      return noContent();
    }),
    route('GET', '/sessions', () => json(200, { sessions: voice.sessions() })),
    route('GET', '/sessions/:session_id/audio', (exchange) => {
      const audio = voice.receivedAudio(exchange.params.session_id!);
      if (!audio) throw notFound('There is no such voice session.');
      return { status: 200, bytes: audio, contentType: 'application/octet-stream' };
    }),
    route('GET', '/sessions/:session_id/messages', (exchange) => {
      const messages = voice.messages(exchange.params.session_id!);
      if (!messages) throw notFound('There is no such voice session.');
      return json(200, { messages });
    }),
  ];
}
