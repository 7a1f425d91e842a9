// The browser shell's frame sizes and how a call is cut into frames: no zod, so the renderer's bridge can
// import it without pulling the schemas into the window's first script.

/** One part of a long call carries this many UTF-16 units of its JSON text. */
export const PART_CHARS = 512 * 1024;
/**
 * The largest frame the server takes (ws `maxPayload`). A part is at most PART_CHARS units, and JSON writes
 * one unit as at most 6 bytes (`\u001f`), so a part with its envelope always fits.
 */
export const MAX_FRAME_BYTES = 4 * 1024 * 1024;
/**
 * The longest call, joined from its parts: above the largest legal call (a 100 MB glossary file as base64,
 * 140 M characters, with its envelope; a new glossary's 24 M characters of entries, or 20 M of texts to
 * translate, even when JSON writes every character as six). callBounds.test.ts walks every call's schema.
 */
export const MAX_CALL_CHARS = 150_000_000;

/** A call as the renderer sends it (the server checks it with its schema in shellProtocol.ts). */
export interface OutgoingCall {
  type: 'call';
  id: number;
  channel: string;
  payload?: unknown;
  callId?: string;
}

/** The frames that carry one call: the call itself when it is short, otherwise its JSON text in parts. */
export function framesOfCall(call: OutgoingCall, secret: string): string[] {
  const text = JSON.stringify({ ...call, secret });
  if (text.length <= PART_CHARS) return [text];
  const frames: string[] = [];
  for (let at = 0; at < text.length; at += PART_CHARS) {
    const part = { type: 'part', secret, id: call.id, final: at + PART_CHARS >= text.length, text: text.slice(at, at + PART_CHARS) };
    frames.push(JSON.stringify(part));
  }
  return frames;
}

