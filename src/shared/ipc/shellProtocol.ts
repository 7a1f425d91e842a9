// The browser shell's wire format, shared by its server and the renderer's WebSocket bridge. Pure.
// Every frame is small (MAX_FRAME_BYTES): a call longer than PART_CHARS travels as numbered parts that the
// server joins, up to MAX_CALL_CHARS, so a glossary file the contract allows never needs a huge frame.
import { z } from 'zod';
import type { IpcResult } from './define';
import { MAX_CALL_CHARS, PART_CHARS } from './shellFrames';

export { MAX_CALL_CHARS, MAX_FRAME_BYTES, PART_CHARS, framesOfCall } from './shellFrames';

const CallSchema = z.object({ type: z.literal('call'), secret: z.string(), id: z.number().int(), channel: z.string(), payload: z.unknown().optional(), callId: z.string().max(100).optional() });
const PartSchema = z.object({
  type: z.literal('part'),
  secret: z.string(),
  /** The call's id; every part of one call has it, and they come in order, without another call between. */
  id: z.number().int(),
  final: z.boolean(),
  text: z.string().max(PART_CHARS),
});
const ClientMessageSchema = z.discriminatedUnion('type', [
  CallSchema,
  PartSchema,
  z.object({ type: z.literal('subscribe'), secret: z.string(), channel: z.string() }),
  z.object({ type: z.literal('unsubscribe'), secret: z.string(), channel: z.string() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
export type CallMessage = z.infer<typeof CallSchema>;
export type PartMessage = z.infer<typeof PartSchema>;

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

/** Joins the parts of one call as they arrive; refuses parts out of order or beyond MAX_CALL_CHARS. */
export class PartJoiner {
  private id: number | null = null;
  private parts: string[] = [];
  private chars = 0;

  /** The whole call's text after its final part, null while more parts are due, or an error. */
  add(part: PartMessage): { text: string } | { error: string } | null {
    if (this.id !== null && this.id !== part.id) return { error: 'A part of another call arrived before the last one ended.' };
    this.chars += part.text.length;
    if (this.chars > MAX_CALL_CHARS) return { error: `A call longer than ${MAX_CALL_CHARS} characters.` };
    this.id = part.id;
    this.parts.push(part.text);
    if (!part.final) return null;
    const text = this.parts.join('');
    this.id = null;
    this.parts = [];
    this.chars = 0;
    return { text };
  }
}
