// Fuzzing the voice frames: whatever bytes or text a peer sends, decoding answers with a value or a typed
// refusal (never a throw), the decoded value is no larger than the frame (bounded memory), and the message
// parser then answers ok or a typed reason. The unit project runs a tenth of the cases
// (voiceFraming.fuzz.test.ts), the integration project all of them (voiceFraming.fuzz.int.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseClientMessage, parseServerMessage } from '../../shared/api/voice';
import { decodeFrame, encodeFrame } from '../voiceFraming';

/** Nodes of a decoded value: a proxy for the memory it holds, independent of the machine. */
function nodeCount(value: unknown, seen = new Set<unknown>()): number {
  if (typeof value !== 'object' || value === null)
    return typeof value === 'string' ? 1 + Math.ceil(value.length / 8) : 1;
  if (seen.has(value)) return 1;
  seen.add(value);
  if (ArrayBuffer.isView(value)) return 1 + Math.ceil(value.byteLength / 8);
  const children = value instanceof Map ? [...value.keys(), ...value.values()] : Object.entries(value).flat();
  return 1 + children.reduce<number>((sum, child) => sum + nodeCount(child, seen), 0);
}

function checkDecoded(frameBytes: number, decoded: ReturnType<typeof decodeFrame>): void {
  if (!decoded.ok) {
    expect(decoded.detail).toMatch(/^(This session uses|The frame is not valid)/);
    return;
  }
  expect(nodeCount(decoded.value)).toBeLessThanOrEqual(2 * frameBytes + 16);
  for (const parsed of [parseClientMessage(decoded.value), parseServerMessage(decoded.value)]) {
    if (!parsed.ok) expect(['not_single_key', 'unknown_kind', 'invalid_body']).toContain(parsed.reason);
  }
}

// MessagePack headers that claim far more than follows: array32, map32, str32, bin32, ext32.
const lyingHeaders = fc.constantFrom(0xdd, 0xdf, 0xdb, 0xc6, 0xc9).chain((type) =>
  fc
    .tuple(fc.constant(type), fc.integer({ min: 0, max: 0xffffffff }), fc.uint8Array({ maxLength: 64 }))
    .map(([t, length, rest]) => {
      const head = new Uint8Array(5);
      head[0] = t;
      new DataView(head.buffer).setUint32(1, length);
      return Uint8Array.from([...head, ...rest]);
    }),
);

/** The fuzz cases, each run `share` times its full count of random inputs (1 runs them all). */
export function fuzzVoiceFrames(share: number): void {
  const runs = (full: number) => Math.max(10, Math.round(full * share));
  describe('voice frames, fuzzed', () => {
    it('msgpack: any binary frame decodes to a bounded value or a typed refusal', () => {
      fc.assert(
        fc.property(fc.oneof(fc.uint8Array({ maxLength: 2048 }), lyingHeaders), (bytes) =>
          checkDecoded(bytes.length, decodeFrame('msgpack', bytes, true)),
        ),
        { numRuns: runs(1500) },
      );
    }, 30_000);

    it('json: any text frame decodes to a bounded value or a typed refusal', () => {
      const jsonish = fc.oneof(
        fc.string({ maxLength: 512 }),
        fc.json({ maxDepth: 4 }),
        fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify({ source_media_chunk: { data: v } })),
      );
      fc.assert(
        fc.property(jsonish, (text) => checkDecoded(Buffer.byteLength(text), decodeFrame('json', text, false))),
        { numRuns: runs(1500) },
      );
    }, 30_000);

    it('a frame of the other type is refused, whatever it holds', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 256 }), (bytes) => {
          expect(decodeFrame('json', bytes, true)).toEqual({
            ok: false,
            detail: expect.stringContaining('TEXT frame'),
          });
          expect(decodeFrame('msgpack', Buffer.from(bytes).toString('latin1'), false)).toEqual({
            ok: false,
            detail: expect.stringContaining('BINARY frame'),
          });
        }),
        { numRuns: runs(200) },
      );
    });

    it('every message survives both framings unchanged', () => {
      const chunk = fc.record({ source_media_chunk: fc.record({ data: fc.uint8Array({ maxLength: 4096 }) }) });
      fc.assert(
        fc.property(chunk, fc.constantFrom('json' as const, 'msgpack' as const), (message, format) => {
          const frame = encodeFrame(format, message);
          const decoded = decodeFrame(format, frame.data, frame.binary);
          const parsed = decoded.ok ? parseClientMessage(decoded.value) : undefined;
          if (!parsed?.ok || !('source_media_chunk' in parsed.message))
            throw new Error(`not decoded: ${JSON.stringify(parsed)}`);
          expect([...parsed.message.source_media_chunk.data]).toEqual([...message.source_media_chunk.data]);
        }),
        { numRuns: runs(300) },
      );
    });
  });
}
