// `npm run bench -- formats` (issue 26): every file format at 25 and 50 MB, converted or imported through the
// app's work pool (main/workers), as the app does. Each row prints the median time of each size, the 50/25 MB
// ratio (linear: about 2) and the longest pause of this process's own event loop while the work ran (what the
// app's other calls would wait; the work itself runs in a worker). Rows are added to ROWS: a name, how to make
// a file of a given size, and the work to time on it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rewriteXliff } from '../src/node/formats/documents/xliff';
import { xliff12To21 } from '../src/node/formats/xliff/xliffConversion';
import { startWorkPool, type WorkPool } from '../src/main/workers/workPool';

const MB = 1024 * 1024;
const SIZES = [25 * MB, 50 * MB];
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface FormatRow {
  name: string;
  /** Untimed set-up before each run (outside the pause measurement too). */
  before?(input: unknown): void;
  /** Writes a file of about `bytes` into `dir`; returns what `run` needs. */
  make(bytes: number, dir: string): Promise<unknown> | unknown;
  /** The work to time, through the pool. */
  run(pool: WorkPool, input: unknown): Promise<unknown>;
}

/** A trans-unit as CAT tools write them: inline codes, a note, an alt-trans match, now and then segmented. */
function xliffUnit(i: number): string {
  const segmented = i % 5 === 0;
  const source = `Press <g id="1" ctype="bold">Save &amp; close</g> to keep file ${i}.<x id="2" ctype="x-br"/> The <bpt id="3">&lt;a href="#${i}"></bpt>help page<ept id="3">&lt;/a></ept> says more. <ph id="4">{${i}}</ph>`;
  const segSource = segmented
    ? `\n        <seg-source><mrk mtype="seg" mid="1">Press <g id="1" ctype="bold">Save &amp; close</g> to keep file ${i}.</mrk><x id="2" ctype="x-br"/> <mrk mtype="seg" mid="2">The <bpt id="3">&lt;a href="#${i}"></bpt>help page<ept id="3">&lt;/a></ept> says more. <ph id="4">{${i}}</ph></mrk></seg-source>`
    : '';
  return `      <trans-unit id="u${i}" resname="key.${i}">
        <source>${source}</source>${segSource}
        <note from="developer">Shown in the toolbar; keep it short.</note>
        <alt-trans match-quality="78"><source>Press Save to keep the file.</source><target>Drücken Sie Speichern.</target></alt-trans>
      </trans-unit>
`;
}

function xliffOfSize(bytes: number): string {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
  <file original="app.properties" datatype="javaproperties" source-language="en-US" target-language="de-CH">
    <body>
`;
  const parts = [head];
  let size = head.length;
  for (let i = 1; size < bytes; i++) {
    const unit = xliffUnit(i);
    parts.push(unit);
    size += unit.length;
  }
  parts.push('    </body>\n  </file>\n</xliff>\n');
  return parts.join('');
}

const ROWS: FormatRow[] = [
  {
    name: 'XLIFF 1.2 to 2.1 (upload)',
    make: (bytes, dir) => {
      const path = join(dir, `upload-${bytes}.xlf`);
      writeFileSync(path, xliffOfSize(bytes));
      return path;
    },
    run: async (pool, path) => {
      const out = await pool.run(
        'xliffUploadFile',
        { sourcePath: path as string, name: 'big.xlf' },
        { label: 'bench' },
      );
      if (out) rmSync(out, { force: true });
    },
  },
  {
    name: 'XLIFF 2.1 result back into the 1.2 file',
    make: (bytes, dir) => {
      const sourcePath = join(dir, `restore-${bytes}.xlf`);
      const xml = xliffOfSize(bytes);
      writeFileSync(sourcePath, xml);
      const translated = rewriteXliff(xliff12To21(xml, 'big.xlf'), 'big.xlf', (text) => text.toUpperCase(), 'de');
      const partPath = join(dir, `restore-${bytes}.part`);
      writeFileSync(partPath, translated);
      return { sourcePath, partPath, translated };
    },
    run: async (pool, input) => {
      const { sourcePath, partPath, translated } = input as {
        sourcePath: string;
        partPath: string;
        translated: string;
      };
      writeFileSync(partPath, translated); // each round restores the service's 2.1 result
      await pool.run('xliffRestore', { partPath, sourcePath, name: 'big.xlf', targetLang: 'de' }, { label: 'bench' });
    },
  },
];

/** The longest time this thread's event loop could not run a 5 ms timer while `work` ran. */
async function withPauses<T>(work: () => Promise<T>): Promise<{ ms: number; pause: number }> {
  let last = performance.now();
  let pause = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    pause = Math.max(pause, now - last - 5);
    last = now;
  }, 5);
  const start = performance.now();
  await work();
  const ms = performance.now() - start;
  clearInterval(timer);
  return { ms, pause: Math.max(pause, 0) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function main(): Promise<void> {
  const filter = process.argv[2] ?? '';
  const dir = mkdtempSync(join(tmpdir(), 'glossa-bench-formats-'));
  const pool = startWorkPool({ taskMs: 10 * 60_000 });
  try {
    for (const row of ROWS.filter((r) => r.name.toLowerCase().includes(filter.toLowerCase()))) {
      const inputs = await Promise.all(SIZES.map((size) => row.make(size, dir)));
      const times: number[][] = SIZES.map(() => []);
      let pause = 0;
      for (let round = 0; round < ROUNDS; round++) {
        // Sizes alternate within each round, so a busy moment of the shared machine falls on both.
        for (let s = 0; s < SIZES.length; s++) {
          row.before?.(inputs[s]);
          const measured = await withPauses(() => row.run(pool, inputs[s]));
          times[s]!.push(measured.ms);
          pause = Math.max(pause, measured.pause);
        }
      }
      const medians = times.map(median);
      const cells = SIZES.map((size, s) => `${size / MB} MB ${(medians[s]! / 1000).toFixed(2)} s`).join(', ');
      console.log(
        `${row.name}: ${cells}; 50/25 MB ratio ${(medians[1]! / medians[0]!).toFixed(2)} (linear: 2); longest main-thread pause ${pause.toFixed(0)} ms (goal < 50)`,
      );
    }
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
