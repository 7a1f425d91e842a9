// The browser shell's frame sizes and how a message is cut into frames and joined again, in both directions:
// no zod, so the renderer's bridge can import it without pulling the schemas into the window's first script.
import type { IpcResult } from './define';
import { jsonPieces } from './jsonPieces';

/** One part of a long message carries this many UTF-16 units of its JSON text. */
export const PART_CHARS = 512 * 1024;
/**
 * The largest frame either side sends (the server's ws `maxPayload`). A part is at most PART_CHARS units, and
 * JSON writes one unit as at most 6 bytes (`\u001f`), so a part with its envelope always fits.
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

/** What the shell sends a window: an answer, an event, or one part of a long one of those. */
export type ShellMessage =
  | { type: 'result'; id: number; result: IpcResult<unknown> }
  | { type: 'event'; channel: string; payload: unknown }
  | AnswerPart;

/** One part of a long message's JSON text. Parts of one message come in order, with nothing between them. */
export interface Part {
  type: 'part';
  /** The call's id (calls), or the message's number on its connection (the shell's messages). */
  id: number;
  final: boolean;
  text: string;
}
export type AnswerPart = Part;

/**
 * A message's frames, each made only when asked for: its JSON text is written piece by piece (jsonPieces.ts) and
 * cut into parts of PART_CHARS units one part at a time, so a long answer (10 MB of a dictionary's entries) is
 * encoded frame by frame as the socket takes them, never whole at once on the thread that answers every window
 * (issue 25). A text of at most PART_CHARS units is one frame: the message itself.
 */
export interface LazyFrames {
  /** About how many UTF-16 units the frames not made yet hold (the text's own; escapes may add some). */
  units: number;
  /** True once the last frame has been made. */
  readonly done: boolean;
  /** The next frame (only while not `done`). */
  next(): string;
}

/** `extra` goes into each part (a call's secret). */
function lazyFrames(value: unknown, id: number, extra: object = {}): LazyFrames {
  const { units, pieces } = jsonPieces(value);
  let buffer = '';
  let exhausted = false;
  let made = 0;
  const frames: LazyFrames = {
    units,
    done: false,
    next() {
      while (!exhausted && buffer.length <= PART_CHARS) {
        const piece = pieces.next();
        if (piece.done) exhausted = true;
        else buffer += piece.value;
      }
      const final = exhausted && buffer.length <= PART_CHARS;
      const text = final ? buffer : buffer.slice(0, PART_CHARS);
      buffer = final ? '' : buffer.slice(PART_CHARS);
      frames.units = Math.max(0, frames.units - text.length);
      (frames as { done: boolean }).done = final;
      const whole = final && made === 0;
      made++;
      if (whole) return text;
      return JSON.stringify({ type: 'part', ...extra, id, final, text });
    },
  };
  return frames;
}

/** The frames that carry one call: the call itself when it is short, otherwise its JSON text in parts. */
export function framesOfCall(call: OutgoingCall, secret: string): string[] {
  const frames = lazyFrames({ ...call, secret }, call.id, { secret });
  const all: string[] = [];
  while (!frames.done) all.push(frames.next());
  return all;
}

/** The frames that carry one of the shell's messages, made as they are sent; `number` tells its parts from another message's. */
export function framesOfMessage(message: Exclude<ShellMessage, AnswerPart>, number: number): LazyFrames {
  return lazyFrames(message, number);
}

/** Joins the parts of one message as they arrive; refuses parts out of order or beyond `maxChars`. */
export class PartJoiner {
  private id: number | null = null;
  private parts: string[] = [];
  private chars = 0;

  constructor(private readonly maxChars = MAX_CALL_CHARS) {}

  /** The whole message's text after its final part, null while more parts are due, or an error. */
  add(part: Pick<Part, 'id' | 'final' | 'text'>): { text: string } | { error: string } | null {
    if (this.id !== null && this.id !== part.id)
      return { error: 'A part of another message arrived before the last one ended.' };
    this.chars += part.text.length;
    if (this.chars > this.maxChars) return { error: `A message longer than ${this.maxChars} characters.` };
    this.id = part.id;
    this.parts.push(part.text);
    if (!part.final) return null;
    const text = this.parts.join('');
    this.id = null;
    this.parts = [];
    this.chars = 0;
    return { text };
  }

  /** True while a message's parts are still due. */
  get joining(): boolean {
    return this.id !== null;
  }
}

/**
 * The window's side: reads the shell's frames, each at most MAX_FRAME_BYTES, and gives back whole messages,
 * their parts joined. A frame that breaks these rules is an error (the bridge then drops the connection).
 */
export class ShellMessageReader {
  private readonly joiner = new PartJoiner(Number.MAX_SAFE_INTEGER);

  read(frame: string): { message: Exclude<ShellMessage, AnswerPart> } | { error: string } | null {
    // A frame's UTF-8 is never shorter than its UTF-16 length, so this is within the byte bound's reach.
    if (frame.length > MAX_FRAME_BYTES) return { error: `A frame larger than ${MAX_FRAME_BYTES} bytes.` };
    let parsed: ShellMessage;
    try {
      parsed = JSON.parse(frame) as ShellMessage;
    } catch {
      return { error: 'A frame that is not JSON.' };
    }
    if (parsed.type !== 'part') {
      if (this.joiner.joining) return { error: 'A message arrived between the parts of another.' };
      return { message: parsed };
    }
    const joined = this.joiner.add(parsed);
    if (joined === null) return null;
    if ('error' in joined) return joined;
    try {
      const message = JSON.parse(joined.text) as ShellMessage;
      return message.type === 'part' ? { error: 'A part inside a part.' } : { message };
    } catch {
      return { error: 'Parts that do not join into JSON.' };
    }
  }
}
