// One document may cost the simulator only so much: a zip bomb, a pdf of thousands of pages or a text too long
// ends in a clear `tooLarge` error, and hostile markup is read by the parser without being taken for text. The
// cases that build megabytes are in documentBounds.int.test.ts.
import { zipSync, strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { DOCUMENT_BOUNDS } from './documentBounds';
import { DocumentFormatError } from './documentFormatError';
import { buildDocx } from './testing/fixtures';
import { translateDocument } from './translateDocument';
import { OFFICE_TEXT_RULE } from '../office/officeTextParts';
import { rewriteElementText } from '../xml/elementText';
import { inflateZip } from './officeZip';

const same = (text: string) => text;
const damaged = (what: string) => DocumentFormatError.damaged('test.zip', what);

async function refusal(promise: Promise<unknown>): Promise<DocumentFormatError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(DocumentFormatError);
  return error as DocumentFormatError;
}

function wordZip(documentXml: Uint8Array, extra: Record<string, Uint8Array> = {}): Uint8Array {
  return zipSync(
    { '[Content_Types].xml': strToU8('<Types/>'), 'word/document.xml': documentXml, ...extra },
    { level: 9 },
  );
}

describe('an office zip is inflated within bounds', () => {
  it('stops inflating at the total bound, whatever the parts claim', async () => {
    const random = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 2654435761) >>> 24);
    const archive = zipSync({ a: random(300_000), b: random(300_000), c: random(300_000) });
    const bounds = { ...DOCUMENT_BOUNDS, maxInflatedBytes: 700_000 };
    const error = await refusal(inflateZip(archive, 'parts.docx', damaged, bounds));
    expect(error.message).toContain('unpack to more than');
    expect(Object.keys(await inflateZip(archive, 'parts.docx', damaged))).toEqual(['a', 'b', 'c']);
  });

  it('refuses a text part larger than the part bound, naming it', async () => {
    const big = new Uint8Array(DOCUMENT_BOUNDS.maxXmlPartBytes + 1).fill(0x20);
    const types =
      '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>';
    const stored = zipSync({ '[Content_Types].xml': strToU8(types), 'word/document.xml': [big, { level: 0 }] });
    const error = await refusal(translateDocument({ bytes: stored, fileName: 'long.docx' }, same));
    expect(error.message).toContain('its part word/document.xml is larger than 16 MB');
  });

  it('refuses an archive of more entries than the bound before inflating any', async () => {
    const archive = zipSync(Object.fromEntries(Array.from({ length: 30 }, (_, i) => [`part${i}`, strToU8('x')])));
    const error = await refusal(inflateZip(archive, 'many.docx', damaged, { ...DOCUMENT_BOUNDS, maxZipEntries: 20 }));
    expect(error.message).toContain('30 zip entries (at most 20)');
  });

  it('calls a cut or forged archive damaged, not too large', async () => {
    const whole = wordZip(strToU8('<w:document/>'));
    for (const bytes of [whole.subarray(0, whole.length - 30), whole.subarray(10), new Uint8Array(100)]) {
      expect((await refusal(translateDocument({ bytes, fileName: 'cut.docx' }, same))).problem).toBe('damaged');
    }
  });

  it('gives other calls their turn while a document is worked on', async () => {
    const docx = buildDocx({
      paragraphs: Array.from({ length: 200 }, (_, i) => [`Paragraph ${i}`]),
      header: 'Head',
      footer: 'Foot',
      footnote: 'Note',
    });
    let turns = 0;
    let working = true;
    const count = () => {
      if (!working) return;
      turns += 1;
      setImmediate(count);
    };
    setImmediate(count);
    await translateDocument({ bytes: docx, fileName: 'turns.docx' }, same);
    working = false;
    expect(turns).toBeGreaterThan(1);
  });
});

describe('the office text reader keeps hostile shapes as they are and translates only plain text elements', () => {
  // The shapes that once made a hand-written scanner search the same characters again and again; the parser
  // reads each once (its time per doubling is measured by `npm run bench -- formats`).
  const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const hostile: Record<string, string> = {
    'unclosed open tags in a comment': `<!--${'<t '.repeat(2_000)}-->`,
    'elements without their end tag in a comment': `<!--${'<t>a'.repeat(2_000)}-->`,
    'unclosed phonetic guides in a comment': `<!--${'<rPh>'.repeat(2_000)}-->`,
    'phonetic guides before one text': '<rPh><t>k</t></rPh>'.repeat(2_000),
    'longer names that start alike': '<tab/>'.repeat(2_000),
    'texts holding children': '<t>a<b/></t>'.repeat(2_000),
  };
  for (const [name, shape] of Object.entries(hostile)) {
    it(`for ${name}: only the one plain text changes`, async () => {
      const xml = `<sst xmlns="${S}"><si>${shape}<t>last</t></si></sst>`;
      const out = await rewriteElementText(xml, OFFICE_TEXT_RULE, (text) => text.toUpperCase());
      expect(out).toBe(xml.replace('<t>last</t>', '<t>LAST</t>'));
    });
  }
});
