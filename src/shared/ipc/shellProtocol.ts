// The browser shell's wire format, shared by its server and the renderer's WebSocket bridge. Pure.
import { z } from 'zod';
import type { IpcResult } from './define';

const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('call'), secret: z.string(), id: z.number().int(), channel: z.string(), payload: z.unknown().optional(), callId: z.string().max(100).optional() }),
  z.object({ type: z.literal('subscribe'), secret: z.string(), channel: z.string() }),
  z.object({ type: z.literal('unsubscribe'), secret: z.string(), channel: z.string() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;

export type ShellMessage =
  | { type: 'result'; id: number; result: IpcResult<unknown> }
  | { type: 'event'; channel: string; payload: unknown };

export function parseClientMessage(text: string): ClientMessage | null {
  try {
    const parsed = ClientMessageSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
