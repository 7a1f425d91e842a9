// The browser shell's wire format, shared by its server and the renderer's WebSocket bridge. Pure.
// Every frame is small (MAX_FRAME_BYTES): a call longer than PART_CHARS travels as numbered parts that the
// server joins, up to MAX_CALL_CHARS, so a glossary file the contract allows never needs a huge frame; a long
// answer or event goes to the window the same way (framesOfMessage, joined by ShellMessageReader).
import { z } from 'zod';
import { PART_CHARS } from './shellFrames';

export {
  MAX_CALL_CHARS,
  MAX_FRAME_BYTES,
  PART_CHARS,
  PartJoiner,
  ShellMessageReader,
  framesOfCall,
  type ShellMessage,
} from './shellFrames';

const CallSchema = z.object({
  type: z.literal('call'),
  secret: z.string(),
  id: z.number().int(),
  channel: z.string(),
  payload: z.unknown().optional(),
  callId: z.string().max(100).optional(),
});
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
export type PartMessage = z.infer<typeof PartSchema>;

export function parseClientMessage(text: string): ClientMessage | null {
  try {
    return checkClientMessage(JSON.parse(text));
  } catch {
    return null;
  }
}

/** A message already parsed from its JSON text (a long call is parsed in the work pool), checked. */
export function checkClientMessage(value: unknown): ClientMessage | null {
  const parsed = ClientMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}
