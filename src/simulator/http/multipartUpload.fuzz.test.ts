// Fuzzing the simulator's multipart parser: whatever body arrives (random bytes, a valid form cut or
// mutated anywhere, lying lengths, chunked at random), it answers one of its typed outcomes, never throws,
// keeps no more than its caps, and leaves no file behind unless the answer holds it.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { receiveMultipart } from './multipartUpload';

const dir = mkdtempSync(join(tmpdir(), 'glossa-multipart-fuzz-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const MAX_BYTES = 64 * 1024;

/** A request as the parser reads it: headers, the body in the given chunks, and whether it was complete. */
function fakeRequest(headers: Record<string, string>, chunks: Uint8Array[], complete: boolean): IncomingMessage {
  const stream = Readable.from(
    chunks.map((chunk) => Buffer.from(chunk)),
    { objectMode: false },
  ) as unknown as IncomingMessage & { complete: boolean };
  stream.headers = headers;
  stream.complete = complete;
  return stream;
}

function splitAt(bytes: Uint8Array, cuts: number[]): Uint8Array[] {
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const chunks: Uint8Array[] = [];
  let from = 0;
  for (const point of [...points, bytes.length]) {
    if (point > from) chunks.push(bytes.subarray(from, point));
    from = point;
  }
  return chunks;
}

function validForm(boundary: string, fields: [string, string][], file: Uint8Array, fileName: string): Uint8Array {
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.from(file),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return new Uint8Array(Buffer.concat(parts));
}

const boundaryArb = fc.stringMatching(/^[A-Za-z0-9'()+_,./:=?-]{1,40}$/);
const fieldArb = fc.tuple(fc.stringMatching(/^[a-z_]{1,12}$/), fc.string({ maxLength: 80 }));

const bodyArb = fc.oneof(
  // A valid form, possibly mutated, cut short, or with a lying content-length.
  fc
    .record({
      boundary: boundaryArb,
      fields: fc.array(fieldArb, { maxLength: 6 }),
      file: fc.uint8Array({ maxLength: 3000 }),
      fileName: fc.string({ maxLength: 40 }),
      flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 4 }),
      cutAt: fc.option(fc.nat(), { nil: undefined }),
    })
    .map(({ boundary, fields, file, fileName, flips, cutAt }) => {
      const body = validForm(boundary, fields, file, fileName);
      for (const [at, value] of flips) if (body.length > 0) body[at % body.length] = value;
      return {
        boundary,
        body: cutAt === undefined ? body : body.subarray(0, cutAt % (body.length + 1)),
        complete: cutAt === undefined,
      };
    }),
  // Bytes that were never a form, under a plausible or a broken content type.
  fc.record({ boundary: boundaryArb, body: fc.uint8Array({ maxLength: 4000 }), complete: fc.boolean() }),
  // A body over the cap.
  fc.record({
    boundary: boundaryArb,
    body: fc.integer({ min: MAX_BYTES + 1, max: MAX_BYTES + 5000 }).map((n) => new Uint8Array(n).fill(0x41)),
    complete: fc.constant(true),
  }),
);

describe('the multipart parser, fuzzed', () => {
  it("reads a valid form sent in any chunks (the fuzzer's starting point is sound)", async () => {
    await fc.assert(
      fc.asyncProperty(
        boundaryArb,
        fc.uint8Array({ maxLength: 3000 }),
        fc.array(fc.nat(), { maxLength: 6 }),
        async (boundary, file, cuts) => {
          const body = validForm(boundary, [['target_lang', 'de']], file, 'a.txt');
          const result = await receiveMultipart(
            fakeRequest({ 'content-type': `multipart/form-data; boundary="${boundary}"` }, splitAt(body, cuts), true),
            { dir, maxBytes: MAX_BYTES, fileField: 'file', onBytes: () => undefined },
          );
          expect(result).toMatchObject({
            kind: 'form',
            fields: { target_lang: 'de' },
            file: { bytes: file.length, fileName: 'a.txt' },
          });
          if (result.kind === 'form' && result.file) rmSync(result.file.path);
        },
      ),
      { numRuns: 100 },
    );
  });

  it('answers a typed outcome for any body, within its caps, leaving only the file it answers with', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyArb,
        fc.array(fc.nat(), { maxLength: 6 }),
        fc.constantFrom(
          'multipart/form-data; boundary=',
          'multipart/form-data; boundary="',
          'text/plain; boundary=',
          'multipart/form-data',
        ),
        fc.option(fc.integer({ min: 0, max: 10 * MAX_BYTES }), { nil: undefined }),
        async ({ boundary, body, complete }, cuts, typePrefix, lyingLength) => {
          const headers: Record<string, string> = {
            'content-type': typePrefix.endsWith('"')
              ? `${typePrefix}${boundary}"`
              : typePrefix.endsWith('=')
                ? `${typePrefix}${boundary}`
                : typePrefix,
          };
          if (lyingLength !== undefined) headers['content-length'] = String(lyingLength);
          let reported = 0;
          const result = await receiveMultipart(fakeRequest(headers, splitAt(body, cuts), complete), {
            dir,
            maxBytes: MAX_BYTES,
            fileField: 'file',
            onBytes: (n) => (reported = n),
          });
          expect(['form', 'tooLarge', 'malformed', 'cut']).toContain(result.kind);
          expect(reported).toBeLessThanOrEqual(body.length);
          const left = readdirSync(dir);
          if (result.kind === 'form') {
            for (const value of Object.values(result.fields)) expect(value.length).toBeLessThanOrEqual(64 * 1024);
            expect(Object.keys(result.fields).length).toBeLessThanOrEqual(100);
            if (result.file) {
              expect(left).toEqual([result.file.path.split('/').pop()]);
              expect(statSync(result.file.path).size).toBe(result.file.bytes);
              expect(result.file.bytes).toBeLessThanOrEqual(MAX_BYTES);
              rmSync(result.file.path);
            } else {
              expect(left).toEqual([]);
            }
          } else {
            expect(left).toEqual([]);
          }
        },
      ),
      { numRuns: 400 },
    );
  }, 30_000);
});
