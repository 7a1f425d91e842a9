// A value's JSON text made piece by piece, so a message holding a long string (a dictionary's 15 MB of entries,
// an exported file as base64) is never encoded whole in one go on the thread that answers every window (issue
// 25): its short parts are written at once by JSON.stringify, each long string is escaped a slice at a time as
// the pieces are asked for. Joined, the pieces are exactly JSON.stringify's text (save that a string cut between
// the two halves of a surrogate pair never is). Pure.

/** Strings longer than this are escaped a slice at a time. */
export const LONG_STRING_CHARS = 64 * 1024;

/** Either text ready to go or a long string still to escape. */
type Segment = string | { long: string };

export interface JsonPieces {
  /** About how many UTF-16 units the text holds (the strings' own; escapes may add some). */
  units: number;
  /** The pieces in order, each made when asked for. */
  pieces: Iterator<string>;
}

const skipped = (value: unknown) => value === undefined || typeof value === 'function' || typeof value === 'symbol';

/** A plain object or array JSON.stringify walks itself (no toJSON, no class of its own). */
function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') return false;
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** Marks the containers that hold a long string somewhere inside; true when `value` is or holds one. */
function markLong(value: unknown, holders: Set<object>, depth: number): boolean {
  if (typeof value === 'string') return value.length > LONG_STRING_CHARS;
  if (!isPlainContainer(value) || depth > 64) return false;
  let holds = false;
  for (const item of Array.isArray(value) ? value : Object.values(value))
    if (markLong(item, holders, depth + 1)) holds = true;
  if (holds) holders.add(value);
  return holds;
}

function segmentsOf(value: unknown, holders: Set<object>, out: Segment[]): void {
  if (typeof value === 'string' && value.length > LONG_STRING_CHARS) return void out.push({ long: value });
  if (typeof value !== 'object' || value === null || !holders.has(value)) {
    return void out.push(JSON.stringify(value) ?? 'null');
  }
  if (Array.isArray(value)) {
    out.push('[');
    value.forEach((item, index) => {
      if (index > 0) out.push(',');
      if (skipped(item)) out.push('null');
      else segmentsOf(item, holders, out);
    });
    return void out.push(']');
  }
  out.push('{');
  let first = true;
  for (const [key, item] of Object.entries(value)) {
    if (skipped(item)) continue;
    out.push(`${first ? '' : ','}${JSON.stringify(key)}:`);
    first = false;
    segmentsOf(item, holders, out);
  }
  out.push('}');
}

function* piecesOf(segments: Segment[]): Generator<string> {
  let ready = '';
  for (const segment of segments) {
    if (typeof segment === 'string') {
      ready += segment;
      continue;
    }
    yield `${ready}"`;
    ready = '';
    const text = segment.long;
    for (let at = 0; at < text.length;) {
      let end = Math.min(text.length, at + LONG_STRING_CHARS);
      const last = text.charCodeAt(end - 1);
      if (end < text.length && last >= 0xd800 && last <= 0xdbff) end--; // keep a surrogate pair together
      yield JSON.stringify(text.slice(at, end)).slice(1, -1);
      at = end;
    }
    ready = '"';
  }
  if (ready !== '') yield ready;
}

/** The JSON text of `value` (plain data: what crosses the IPC contract), in pieces made as they are asked for. */
export function jsonPieces(value: unknown): JsonPieces {
  const holders = new Set<object>();
  if (!markLong(value, holders, 0)) {
    const text = JSON.stringify(value) ?? 'null';
    return { units: text.length, pieces: [text][Symbol.iterator]() };
  }
  const segments: Segment[] = [];
  segmentsOf(value, holders, segments);
  let units = 0;
  for (const segment of segments) units += typeof segment === 'string' ? segment.length : segment.long.length + 2;
  return { units, pieces: piecesOf(segments) };
}
