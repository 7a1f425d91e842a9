// `npm run bench -- formats`: every file format at a large size and at half of it, read the way the app reads
// it: through main's work pool (src/main/workers), with main's event loop watched meanwhile. Each row reports
// the time at both sizes, their ratio (linear: about 2 when the size doubles), and main's longest pause
// (goal: under 50 ms). Rows are added to `ROWS` (a name, the two sizes, how to make a file of a size, and how
// to run one through the pool); the glossary formats are the first rows.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { rewriteXliff } from '../src/node/formats/documents/xliff';
import { xliff12To21 } from '../src/node/formats/xliff/xliffConversion';
import { tbxOf, xlsxOfEntriesShared } from '../scripts/hostileGlossaries';
import { startWorkPool, type WorkPool } from '../src/main/workers/workPool';
import { fmt } from './lib/measure';

const MB = 1_000_000;

interface FormatRow {
  name: string;
  /** The large size; the row is also run at half of it. */
  bytes: number;
  make(bytes: number): Uint8Array;
  /** What main holds when the work starts (a glossary file staged by main, chunk by chunk: its path). */
  input(file: Uint8Array): unknown;
  run(pool: WorkPool, input: unknown): Promise<unknown>;
}

/** Lines of distinct entries until the text reaches `bytes`. */
function textOf(bytes: number, line: (i: number) => string): Uint8Array {
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const next = line(i);
    parts.push(next);
    size += Buffer.byteLength(next);
  }
  return new TextEncoder().encode(parts.join(''));
}

/** Entries until a file made by `make` from `count` of them reaches `bytes` (scaled from a sample). */
function sized(bytes: number, make: (count: number) => Uint8Array): Uint8Array {
  const sample = make(10_000).length;
  return make(Math.ceil((10_000 * bytes) / sample));
}

/**
 * A long phrase of pseudo-random syllables: a workbook compresses its text, so 50 MB of XLSX needs phrases that
 * do not repeat (Excel's 1,048,576 rows would otherwise come first).
 */
function phrase(i: number, salt: number): string {
  const syllables = ['ver', 'ein', 'bar', 'keit', 'ung', 'schaft', 'über', 'grün', 'lauf', 'werk', 'zeug', 'öl'];
  let seed = (i * 7919 + salt * 104729) & 0x7fffffff;
  const words: string[] = [];
  for (let w = 0; w < 12; w++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    words.push(syllables[seed % syllables.length]! + syllables[(seed >> 8) % syllables.length]! + ((seed >> 4) % 97));
  }
  return `${words.join(' ')} ${i}`;
}

const glossaryImport = (fileName: string) => (pool: WorkPool, input: unknown) =>
  pool.run(
    'glossaryImport',
    { path: input as string, options: { fileName, sourceLang: 'de', targetLang: 'en' } },
    { label: 'Reading the glossary file', timeoutMs: 600_000 },
  );

/** A trans-unit as CAT tools write them: inline codes, a note, an alt-trans match, every fifth one segmented. */
function xliffUnit(i: number): string {
  const first = `Press <g id="1" ctype="bold">Save &amp; close</g> to keep file ${i}.`;
  const second = `The <bpt id="3">&lt;a href="#${i}"></bpt>help page<ept id="3">&lt;/a></ept> says more. <ph id="4">{${i}}</ph>`;
  const segSource =
    i % 5 === 0
      ? `\n        <seg-source><mrk mtype="seg" mid="1">${first}</mrk><x id="2" ctype="x-br"/> <mrk mtype="seg" mid="2">${second}</mrk></seg-source>`
      : '';
  return `      <trans-unit id="u${i}" resname="key.${i}">
        <source>${first}<x id="2" ctype="x-br"/> ${second}</source>${segSource}
        <note from="developer">Shown in the toolbar; keep it short.</note>
        <alt-trans match-quality="78"><source>Press Save to keep the file.</source><target>Drücken Sie Speichern.</target></alt-trans>
      </trans-unit>
`;
}

/** XLIFF 1.2 as a CAT tool exports it, of about `bytes`. */
function xliffOf(bytes: number): Uint8Array {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app.properties" datatype="javaproperties" source-language="en-US" target-language="de-CH">
    <body>
`;
  const body = new TextDecoder().decode(textOf(bytes - head.length, (i) => xliffUnit(i + 1)));
  return new TextEncoder().encode(`${head}${body}    </body>\n  </file>\n</xliff>\n`);
}

const workDir = mkdtempSync(join(tmpdir(), 'glossa-bench-formats-'));
/** The file on disk, where the document queue or the glossary staging has it (the pool's tasks take paths). */
function onDisk(file: Uint8Array): string {
  const path = join(workDir, `source-${file.length}`);
  writeFileSync(path, file);
  return path;
}

export const ROWS: FormatRow[] = [
  {
    name: 'XLIFF 1.2 to 2.1 (upload)',
    bytes: 50 * MB,
    make: xliffOf,
    input: onDisk,
    run: (pool, sourcePath) =>
      pool.run(
        'xliffUploadFile',
        { sourcePath: sourcePath as string, name: 'big.xlf' },
        { label: 'bench', timeoutMs: 600_000 },
      ),
  },
  {
    name: 'XLIFF 2.1 back to 1.2',
    bytes: 50 * MB,
    make: xliffOf,
    // The service's translated 2.1 result, made before the clock starts.
    input: (file) => {
      const sourcePath = onDisk(file);
      const xml = new TextDecoder().decode(file);
      const partPath = `${sourcePath}.part`;
      writeFileSync(
        partPath,
        rewriteXliff(xliff12To21(xml, 'big.xlf'), 'big.xlf', (text) => text.toUpperCase(), 'de'),
      );
      return { sourcePath, partPath };
    },
    run: (pool, input) =>
      pool.run(
        'xliffRestore',
        { ...(input as { sourcePath: string; partPath: string }), name: 'big.xlf', targetLang: 'de' },
        { label: 'bench', timeoutMs: 600_000 },
      ),
  },
  {
    name: 'glossary TSV',
    bytes: 50 * MB,
    make: (bytes) => textOf(bytes, (i) => `Begriff Nummer ${i} über\tterm number ${i}\n`),
    input: onDisk,
    run: glossaryImport('terms.tsv'),
  },
  {
    name: 'glossary CSV, 4 columns',
    bytes: 50 * MB,
    make: (bytes) => textOf(bytes, (i) => `"Begriff ${i}, über",term number ${i},noun,note ${i}\r\n`),
    input: onDisk,
    run: glossaryImport('terms.csv'),
  },
  {
    name: 'glossary XLSX',
    bytes: 50 * MB,
    make: (bytes) =>
      sized(bytes, (count) =>
        xlsxOfEntriesShared(Array.from({ length: count }, (_, i) => ({ source: phrase(i, 1), target: phrase(i, 2) }))),
      ),
    input: onDisk,
    run: glossaryImport('terms.xlsx'),
  },
  {
    name: 'glossary TBX',
    bytes: 50 * MB,
    make: (bytes) => sized(bytes, (count) => tbxOf(count)),
    input: onDisk,
    run: glossaryImport('terms.tbx'),
  },
];

async function measure(pool: WorkPool, row: FormatRow, bytes: number): Promise<{ ms: number; pauseMs: number }> {
  const input = row.input(row.make(bytes));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  // A beat on main's loop as well: the histogram's maximum, and the longest gap between beats, whichever is larger.
  let last = performance.now();
  let longestGap = 0;
  const beat = setInterval(() => {
    const now = performance.now();
    longestGap = Math.max(longestGap, now - last);
    last = now;
  }, 5);
  loop.enable();
  const start = performance.now();
  await row.run(pool, input);
  const ms = performance.now() - start;
  loop.disable();
  clearInterval(beat);
  return { ms, pauseMs: Math.max(loop.max / 1e6, longestGap - 5) };
}

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const pool = startWorkPool({ taskMs: 600_000 });
  try {
    console.log('format                     size      time     size/2    time    ratio  main pause (max)');
    for (const row of ROWS.filter((r) => r.name.includes(filter))) {
      await measure(pool, row, row.bytes / 10); // warm the worker and the code paths
      const half = await measure(pool, row, row.bytes / 2);
      const full = await measure(pool, row, row.bytes);
      const pause = Math.max(half.pauseMs, full.pauseMs);
      console.log(
        [
          row.name.padEnd(26),
          `${(row.bytes / MB).toFixed(0)} MB`.padStart(6),
          fmt(full.ms).padStart(9),
          `${(row.bytes / 2 / MB).toFixed(0)} MB`.padStart(8),
          fmt(half.ms).padStart(9),
          (full.ms / half.ms).toFixed(2).padStart(7),
          `${pause.toFixed(0)} ms${pause > 50 ? '  (over 50 ms)' : ''}`.padStart(10),
        ].join(' '),
      );
    }
  } finally {
    await pool.close();
  }
}

void main();
