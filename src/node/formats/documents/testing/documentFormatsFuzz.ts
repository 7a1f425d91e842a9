// Fuzzing the simulator's document formats: a valid document of each type, damaged at random (bytes changed,
// cut short, bytes inserted), or random bytes under each type's name. The engine answers a translation or a
// typed DocumentFormatError, never another exception, and its output stays within DOCUMENT_BOUNDS. The unit
// project runs a twentieth of the cases (documentFormats.fuzz.test.ts), the integration project all of them
// (documentFormats.fuzz.int.test.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { docx, pdf, pptx, srt, xliff, xlsx } from '../../../../simulator/testing/documentFixtures';
import { DOCUMENT_BOUNDS } from '../documentBounds';
import { DocumentFormatError } from '../documentFormatError';
import { translateDocument } from '../translateDocument';

const PROBLEMS = ['unsupported', 'damaged', 'encoding', 'noText', 'conversion', 'tooLarge'];
const words = fc
  .array(fc.stringMatching(/^[A-Za-z][a-z]{0,9}$/), { minLength: 1, maxLength: 6 })
  .map((w) => w.join(' '));

const seeds: Record<string, (text: string) => Uint8Array | Promise<Uint8Array>> = {
  docx: (text) => docx([text, text]),
  pptx: (text) => pptx([text]),
  xlsx: (text) => xlsx([text, 'Total']),
  pdf: (text) => pdf([text]),
  txt: (text) => new TextEncoder().encode(`${text}\n${text}\n`),
  srt: (text) => new TextEncoder().encode(srt([text, text])),
  html: (text) =>
    new TextEncoder().encode(`<!doctype html><title>${text}</title><p title="${text}">${text}<b>${text}</b></p>`),
  xliff: (text) => new TextEncoder().encode(xliff(text)),
};

const damage = fc.record({
  flips: fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 255 })), { maxLength: 8 }),
  cut: fc.option(fc.nat(), { nil: undefined }),
  insert: fc.option(fc.tuple(fc.nat(), fc.uint8Array({ minLength: 1, maxLength: 64 })), { nil: undefined }),
});

function damaged(
  bytes: Uint8Array,
  {
    flips,
    cut,
    insert,
  }: { flips: [number, number][]; cut: number | undefined; insert: [number, Uint8Array] | undefined },
): Uint8Array {
  let out = Uint8Array.from(bytes);
  for (const [at, value] of flips) out[at % out.length] = value;
  if (insert) {
    const at = insert[0] % (out.length + 1);
    out = Uint8Array.from([...out.subarray(0, at), ...insert[1], ...out.subarray(at)]);
  }
  if (cut !== undefined) out = out.subarray(0, cut % (out.length + 1));
  return out;
}

async function outcome(bytes: Uint8Array, fileName: string): Promise<void> {
  try {
    const result = await translateDocument({ bytes, fileName }, (text) => text.toUpperCase());
    expect(result.bytes.length).toBeLessThanOrEqual(DOCUMENT_BOUNDS.maxInflatedBytes);
    expect(result.characters).toBeLessThanOrEqual(DOCUMENT_BOUNDS.maxCharacters);
  } catch (error) {
    if (!(error instanceof DocumentFormatError)) throw error;
    expect(PROBLEMS).toContain(error.problem);
    expect(error.message).toContain(fileName);
  }
}

/** The fuzz cases, each run `share` times its full count of random inputs (1 runs them all). */
export function fuzzDocumentFormats(share: number): void {
  describe('document formats, fuzzed', () => {
    for (const [extension, seed] of Object.entries(seeds)) {
      const runs = Math.max(4, Math.round((extension === 'pdf' ? 40 : 200) * share));
      it(`${extension}: a damaged document is translated or refused with a typed error`, async () => {
        await fc.assert(
          fc.asyncProperty(words, damage, async (text, harm) =>
            outcome(damaged(await seed(text), harm), `fuzz.${extension}`),
          ),
          { numRuns: runs },
        );
      }, 30_000);

      it(`${extension}: random bytes are translated or refused with a typed error`, async () => {
        await fc.assert(
          fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), async (bytes) => outcome(bytes, `random.${extension}`)),
          { numRuns: Math.ceil(runs / 2) },
        );
      }, 30_000);
    }
  });
}
