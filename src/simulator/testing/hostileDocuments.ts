// Hostile and largest-accepted documents, made in memory so no large binary is ever committed. Used by the
// document bench (bench/document-bounds.bench.ts) and by scripts/hostile-files.mjs, which writes them to a
// folder for trying by hand (drop them on the app in the offline demo).
import { Deflate, strToU8, zipSync } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { DOCUMENT_BOUNDS } from '../../node/formats/documents/documentBounds';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"></Types>';
const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const SENTENCE = 'The quarterly report shows steady growth in every region. ';

/** Deflates `chunk` repeated `times` times without ever holding the whole: the raw deflate stream. */
function deflateRepeated(head: Uint8Array, chunk: Uint8Array, times: number, tail: Uint8Array): Uint8Array {
  const out: Uint8Array[] = [];
  const deflate = new Deflate({ level: 9 }, (data) => out.push(data));
  deflate.push(head);
  for (let i = 0; i < times; i++) deflate.push(chunk);
  deflate.push(tail, true);
  return concat(out);
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** A zip with one deflated entry given as its raw deflate stream (sizes as claimed), and stored others. */
function zipWithRawEntry(
  name: string,
  deflated: Uint8Array,
  inflatedSize: number,
  others: Record<string, Uint8Array>,
): Uint8Array {
  const files = zipSync(Object.fromEntries(Object.entries(others).map(([n, d]) => [n, [d, { level: 0 }]])));
  // Append the raw entry by hand: local header, data, then a central directory covering every entry.
  const u16 = (n: number) => [n & 0xff, (n >>> 8) & 0xff];
  const u32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  const nameBytes = strToU8(name);
  const end = files.length - 22;
  const directoryOffset =
    files[end + 16]! | (files[end + 17]! << 8) | (files[end + 18]! << 16) | (files[end + 19]! << 24);
  const count = files[end + 10]! | (files[end + 11]! << 8);
  const body = files.subarray(0, directoryOffset);
  const directory = files.subarray(directoryOffset, end);
  const claimed = Math.min(inflatedSize, 0xffffffff);
  const local = Uint8Array.from([
    ...u32(0x04034b50),
    ...u16(20),
    ...u16(0),
    ...u16(8),
    ...u16(0),
    ...u16(0),
    ...u32(0),
    ...u32(deflated.length),
    ...u32(claimed),
    ...u16(nameBytes.length),
    ...u16(0),
    ...nameBytes,
  ]);
  const central = Uint8Array.from([
    ...u32(0x02014b50),
    ...u16(20),
    ...u16(20),
    ...u16(0),
    ...u16(8),
    ...u16(0),
    ...u16(0),
    ...u32(0),
    ...u32(deflated.length),
    ...u32(claimed),
    ...u16(nameBytes.length),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u16(0),
    ...u32(0),
    ...u32(body.length),
    ...nameBytes,
  ]);
  const newDirectoryOffset = body.length + local.length + deflated.length;
  const newDirectory = concat([directory, central]);
  const endRecord = Uint8Array.from([
    ...u32(0x06054b50),
    ...u16(0),
    ...u16(0),
    ...u16(count + 1),
    ...u16(count + 1),
    ...u32(newDirectory.length),
    ...u32(newDirectoryOffset),
    ...u16(0),
  ]);
  return concat([body, local, deflated, newDirectory, endRecord]);
}

/** A docx whose body unpacks to `inflatedBytes` (a zip bomb when that is far above its size). */
export function zipBombDocx(inflatedBytes: number): Uint8Array {
  const head = strToU8(`<?xml version="1.0"?><w:document ${W}><w:body><w:p><w:r><w:t>`);
  const tail = strToU8('</w:t></w:r></w:p></w:body></w:document>');
  const chunk = new Uint8Array(1024 * 1024).fill(0x61);
  const times = Math.ceil(inflatedBytes / chunk.length);
  const deflated = deflateRepeated(head, chunk, times, tail);
  return zipWithRawEntry('word/document.xml', deflated, head.length + times * chunk.length + tail.length, {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
  });
}

/** A small xlsx that the old patterns took quadratic time on: `count` unclosed <is> and <t  in a comment. */
export function quadraticXlsx(count: number): Uint8Array {
  const sheet = `<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><!--${'<is><t <rPh '.repeat(count)}--><sheetData/></worksheet>`;
  return zipSync(
    {
      '[Content_Types].xml': strToU8(CONTENT_TYPES),
      'xl/workbook.xml': strToU8('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    },
    { level: 9 },
  );
}

/** Text of about `characters` characters, in numbered sentences (as varied as a real report's rows). */
export function prose(characters: number): string[] {
  return Array.from(
    { length: Math.floor(characters / (SENTENCE.length + 6)) },
    (_, i) => `${SENTENCE.replace('quarterly', i % 2 ? 'monthly' : 'quarterly')}(${i}) `,
  );
}

/** The largest docx the bounds accept: just under the character bound, one paragraph per sentence. */
export function largestDocx(characters = DOCUMENT_BOUNDS.maxCharacters * 0.95): Uint8Array {
  const body = prose(characters)
    .map(
      (s) =>
        `<w:p><w:pPr><w:spacing w:after="120"/></w:pPr><w:r><w:rPr><w:lang w:val="en-GB"/></w:rPr><w:t xml:space="preserve">${s}</w:t></w:r></w:p>`,
    )
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'word/document.xml': strToU8(`<?xml version="1.0"?><w:document ${W}><w:body>${body}</w:body></w:document>`),
  });
}

export function largestXlsx(characters = DOCUMENT_BOUNDS.maxCharacters * 0.95): Uint8Array {
  const strings = prose(characters)
    .map((s) => `<si><t xml:space="preserve">${s}</t></si>`)
    .join('');
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'xl/workbook.xml': strToU8('<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>'),
    'xl/sharedStrings.xml': strToU8(
      `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${strings}</sst>`,
    ),
  });
}

export function largestPptx(characters = DOCUMENT_BOUNDS.maxCharacters * 0.95, slides = 500): Uint8Array {
  const sentences = prose(characters);
  const perSlide = Math.ceil(sentences.length / slides);
  const parts: Record<string, Uint8Array> = {
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    'ppt/presentation.xml': strToU8(
      '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
    ),
  };
  for (let i = 0; i < slides; i++) {
    const runs = sentences
      .slice(i * perSlide, (i + 1) * perSlide)
      .map((s) => `<a:p><a:r><a:t>${s}</a:t></a:r></a:p>`)
      .join('');
    parts[`ppt/slides/slide${i + 1}.xml`] = strToU8(
      `<p:sld xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><p:cSld><p:spTree><p:sp><p:txBody>${runs}</p:txBody></p:sp></p:spTree></p:cSld></p:sld>`,
    );
  }
  return zipSync(parts);
}

/** The largest pdf the bounds accept: the page bound, each page holding `linesPerPage` lines of prose. */
export async function largestPdf(pages = DOCUMENT_BOUNDS.maxPdfPages, linesPerPage = 45): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage([595, 842]);
    for (let l = 0; l < linesPerPage; l++) page.drawText(SENTENCE.trim(), { x: 40, y: 800 - l * 17, size: 11, font });
  }
  return pdf.save();
}

/** A pdf of more pages than the bound (the 20,000-page case reached 4.6 GB before the bound). */
export async function manyPagesPdf(pages: number): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let p = 0; p < pages; p++) pdf.addPage([200, 200]).drawText(`Page ${p + 1}`, { x: 20, y: 100, size: 11, font });
  return pdf.save();
}

export function largestText(characters = DOCUMENT_BOUNDS.maxCharacters * 0.95): Uint8Array {
  return strToU8(prose(characters).join('\n'));
}
