// Hostile and merely huge glossary files, made on demand so that none is committed. Used by the readers'
// tests and by `npm run bench -- glossary-import`; `node --import tsx scripts/hostileGlossaries.ts DIR`
// writes each of them into DIR to try by hand.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Zip, ZipDeflate, ZipPassThrough, zipSync, strToU8 } from 'fflate';

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Default Extension="xml" ContentType="application/xml"/>' +
  '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
  '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>';
const ROOT_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>';
const WORKBOOK =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Terms" sheetId="1" r:id="rId1"/></sheets></workbook>';
const WORKBOOK_RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>';
const SHEET_HEAD =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">';
const SHEET_TAIL = '</sheetData></worksheet>';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A workbook whose first sheet is `sheetXml` (its rows), optionally with a shared strings part and the sheet's
 * stated range (`<dimension ref>`, as Excel writes it): the smallest valid .xlsx.
 */
export function xlsxOfSheet(rowsXml: string, sharedStrings?: readonly string[], dimension?: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(CONTENT_TYPES),
    '_rels/.rels': strToU8(ROOT_RELS),
    'xl/workbook.xml': strToU8(WORKBOOK),
    'xl/_rels/workbook.xml.rels': strToU8(WORKBOOK_RELS),
    'xl/worksheets/sheet1.xml': strToU8(
      `${SHEET_HEAD}${dimension ? `<dimension ref="${dimension}"/>` : ''}<sheetData>${rowsXml}${SHEET_TAIL}`,
    ),
    ...(sharedStrings
      ? {
          'xl/sharedStrings.xml': strToU8(
            `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${sharedStrings.map((t) => `<si><t>${escapeXml(t)}</t></si>`).join('')}</sst>`,
          ),
        }
      : {}),
  });
}

/** Two columns of phrases as Excel writes them: shared strings (t="s"). */
export function xlsxOfEntriesShared(entries: readonly { source: string; target: string }[]): Uint8Array {
  const strings: string[] = [];
  const rows = entries.map((e, i) => {
    strings.push(e.source, e.target);
    return `<row r="${i + 1}"><c r="A${i + 1}" t="s"><v>${2 * i}</v></c><c r="B${i + 1}" t="s"><v>${2 * i + 1}</v></c></row>`;
  });
  return xlsxOfSheet(rows.join(''), strings, `A1:B${Math.max(1, entries.length)}`);
}

const inlineCell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${escapeXml(text)}</t></is></c>`;

/** Two columns of phrases, inline strings. */
export function xlsxOfEntries(entries: readonly { source: string; target: string }[]): Uint8Array {
  const rows = entries.map(
    (e, i) => `<row r="${i + 1}">${inlineCell(`A${i + 1}`, e.source)}${inlineCell(`B${i + 1}`, e.target)}</row>`,
  );
  return xlsxOfSheet(rows.join(''));
}

/** One cell per row in the last column Excel has (XFD): tiny zipped, ruinous for a reader that fills rows. */
export function xlsxFarColumn(rows: number): Uint8Array {
  const parts: string[] = [];
  for (let r = 1; r <= rows; r++) parts.push(`<row r="${r}">${inlineCell(`XFD${r}`, 'x')}</row>`);
  return xlsxOfSheet(parts.join(''));
}

/**
 * A zip bomb: the sheet inflates to `inflatedBytes` of blanks inside `<sheetData>` (deflated as it is made, so
 * making it needs no more memory than the result). With `lie`, the directory states a tiny size.
 */
export function xlsxBomb(inflatedBytes: number, options: { lie?: boolean; level?: 1 | 9 } = {}): Uint8Array {
  const chunks: Uint8Array[] = [];
  const zip = new Zip((error, chunk) => {
    if (error) throw error;
    chunks.push(chunk);
  });
  const small = (name: string, text: string) => {
    const file = new ZipPassThrough(name);
    zip.add(file);
    file.push(strToU8(text), true);
  };
  small('[Content_Types].xml', CONTENT_TYPES);
  small('_rels/.rels', ROOT_RELS);
  small('xl/workbook.xml', WORKBOOK);
  small('xl/_rels/workbook.xml.rels', WORKBOOK_RELS);
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: options.level ?? 9 });
  zip.add(sheet);
  sheet.push(strToU8(`${SHEET_HEAD}<sheetData>`));
  const blanks = new Uint8Array(1 << 20).fill(0x20);
  for (let left = inflatedBytes; left > 0; left -= blanks.length)
    sheet.push(left >= blanks.length ? blanks : blanks.subarray(0, left));
  sheet.push(strToU8(SHEET_TAIL), true);
  zip.end();
  const bytes = concat(chunks);
  if (options.lie) stateSmallSizes(bytes);
  return bytes;
}

/** Rewrites every stated uncompressed size in the central directory to 1 KiB. */
function stateSmallSizes(bytes: Uint8Array): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 46 <= bytes.length; at++) {
    if (view.getUint32(at, true) !== 0x02014b50) continue;
    view.setUint32(at + 24, 1024, true);
    at += 45;
  }
}

function concat(chunks: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.length;
  }
  return out;
}

/** One entry repeated until the file has `bytes` bytes. */
export function tsvRepeated(bytes: number, line = 'Haus\thouse\n'): Uint8Array {
  const unit = new TextEncoder().encode(line);
  const out = new Uint8Array(bytes);
  for (let at = 0; at < bytes; at += unit.length) out.set(unit.subarray(0, Math.min(unit.length, bytes - at)), at);
  return out;
}

/** Distinct entries (`term N`, `Begriff N`) until about `bytes`, as TSV or CSV. */
export function textOfDistinct(bytes: number, separator: '\t' | ','): Uint8Array {
  const out = new Uint8Array(bytes);
  const encoder = new TextEncoder();
  let at = 0;
  for (let i = 0; ; i++) {
    const line = `term number ${i}${separator}Begriff Nummer ${i}\n`;
    if (at + line.length > bytes) break;
    at += encoder.encodeInto(line, out.subarray(at)).written;
  }
  return out.subarray(0, at);
}

/** A TBX of `concepts` term entries, written on one line (or one per line). */
export function tbxOf(concepts: number, options: { oneLine?: boolean } = {}): Uint8Array {
  const nl = options.oneLine ? '' : '\n';
  const parts = [`<?xml version="1.0" encoding="UTF-8"?>${nl}<martif type="TBX" xml:lang="en"><text><body>${nl}`];
  for (let i = 0; i < concepts; i++) {
    parts.push(
      `<termEntry id="c${i}"><langSet xml:lang="en"><tig><term>term number ${i}</term></tig></langSet>` +
        `<langSet xml:lang="de"><tig><term>Begriff Nummer ${i}</term></tig></langSet></termEntry>${nl}`,
    );
  }
  parts.push('</body></text></martif>\n');
  return new TextEncoder().encode(parts.join(''));
}

/** Distinct entries in an xlsx of about `bytes` zipped. */
export function xlsxOfSize(bytes: number): Uint8Array {
  // Inline strings of distinct numbered phrases zip to about a seventh of their XML.
  const perRow = 110;
  const rows = Math.round((bytes * 7) / perRow);
  const entries = Array.from({ length: rows }, (_, i) => ({
    source: `term number ${i}`,
    target: `Begriff Nummer ${i}`,
  }));
  return xlsxOfEntries(entries);
}

if (process.argv[1]?.endsWith('hostileGlossaries.ts') && process.argv[2]) {
  const dir = process.argv[2];
  mkdirSync(dir, { recursive: true });
  const files: Record<string, () => Uint8Array> = {
    'far-column.xlsx': () => xlsxFarColumn(50_000),
    'bomb-1gb.xlsx': () => xlsxBomb(1_000_000_000),
    'bomb-lying.xlsx': () => xlsxBomb(300_000_000, { lie: true }),
    'repeated-99mb.tsv': () => tsvRepeated(99_000_000),
    'one-line-30mb.tbx': () => tbxOf(220_000, { oneLine: true }),
  };
  for (const [name, make] of Object.entries(files)) {
    const bytes = make();
    writeFileSync(join(dir, name), bytes);
    console.warn(`${name}: ${bytes.length} bytes`);
  }
}
