// Importing 10 MB glossary files (TSV, CSV, XLSX, TBX) as a user does, through importGlossaryFile (which hands
// on the entries as the TSV the window gets), with papaparse reading the same CSV as the baseline. Each import
// runs in a fresh child process, so its peak memory is its own: the child reads the file, settles (GC), notes
// its RSS as idle and resets the kernel's peak RSS mark there (Linux: /proc/self/clear_refs; otherwise the
// peak would include starting up and compiling), imports, and reports the time and the peak RSS (VmHWM) above
// idle. Formats and the baseline alternate, round after round. Each format is also imported at 5 MB, to show
// time growing linearly. Goals (issue 19): linear time, and a 10 MB file's import peaks under 6x its size
// above idle. (A 5 MB XLSX holds as many entries as a 10 MB TSV: memory follows the entries, not the zip.)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import Papa from 'papaparse';
import { importGlossaryFile } from '../src/main/glossaries/glossaryImport';
import { xlsxOfEntriesShared } from '../scripts/hostileGlossaries';
import { fmt, summarize } from './lib/measure';

const MB = 1_000_000;

/** Distinct German-like entries, deterministic. */
function entriesOf(count: number): { source: string; target: string }[] {
  const syllables = [
    'ver',
    'ein',
    'bar',
    'keit',
    'ung',
    'schaft',
    'über',
    'grün',
    'straße',
    'lauf',
    'werk',
    'zeug',
    'haus',
    'öl',
    'tür',
  ];
  const out: { source: string; target: string }[] = [];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff);
  for (let i = 0; i < count; i++) {
    const word =
      syllables[next() % syllables.length]! +
      syllables[next() % syllables.length]! +
      syllables[next() % syllables.length]!;
    out.push({ source: `${word} ${i}`, target: `term ${word.length} number ${i}` });
  }
  return out;
}

/** Entries until the file made from them has about `bytes` bytes (found by scaling a sample). */
function fileOf(format: string, bytes: number): Uint8Array {
  const make = (entries: { source: string; target: string }[]): Uint8Array => {
    if (format === 'tsv') return new TextEncoder().encode(entries.map((e) => `${e.source}\t${e.target}\n`).join(''));
    if (format === 'csv') return new TextEncoder().encode(entries.map((e) => `${e.source},${e.target}\r\n`).join(''));
    if (format === 'xlsx') return xlsxOfEntriesShared(entries);
    const body = entries.map(
      (e, i) =>
        `<termEntry id="e${i}"><langSet xml:lang="de"><tig><term>${e.source}</term></tig></langSet><langSet xml:lang="en"><tig><term>${e.target}</term></tig></langSet></termEntry>\n`,
    );
    return new TextEncoder().encode(
      `<?xml version="1.0" encoding="UTF-8"?>\n<martif type="TBX"><text><body>\n${body.join('')}</body></text></martif>\n`,
    );
  };
  const sample = make(entriesOf(20_000)).length;
  return make(entriesOf(Math.round((20_000 * bytes) / sample)));
}

/**
 * This process's peak RSS since the mark was last reset: the kernel's VmHWM, which /proc/self/clear_refs resets.
 * Not getrusage's maxRSS: that also holds the peak of the process that spawned this one (Linux keeps the
 * parent's high-water mark across the exec of a child started with a shared address space, as Node's spawn
 * does), so under a bench that had generated its files first it reported the parent's peak.
 */
function peakRss(): number {
  const status = existsSync('/proc/self/status') ? readFileSync('/proc/self/status', 'utf8') : '';
  const hwm = /^VmHWM:\s*(\d+) kB/m.exec(status);
  return hwm ? Number(hwm[1]) * 1024 : process.resourceUsage().maxRSS * 1024;
}

async function child(path: string, how: string): Promise<void> {
  const bytes = new Uint8Array(readFileSync(path));
  (globalThis as { gc?: () => void }).gc?.();
  const idle = process.memoryUsage.rss();
  if (existsSync('/proc/self/clear_refs')) writeFileSync('/proc/self/clear_refs', '5'); // peak RSS := RSS now
  const start = performance.now();
  let entries: number;
  if (how === 'papaparse') {
    const parsed = Papa.parse<string[]>(new TextDecoder().decode(bytes), { skipEmptyLines: true });
    entries = parsed.data.length;
  } else {
    entries = (await importGlossaryFile(bytes, { fileName: path, sourceLang: 'de', targetLang: 'en' })).entryCount;
  }
  const ms = performance.now() - start;
  const peak = peakRss();
  console.log(JSON.stringify({ ms, aboveIdle: peak - idle, entries }));
}

function runChild(path: string, how: string): { ms: number; aboveIdle: number; entries: number } {
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, 'child', path, how], {
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`${how} ${path} failed: ${run.stderr}`);
  return JSON.parse(run.stdout.trim().split('\n').pop()!) as { ms: number; aboveIdle: number; entries: number };
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-import-bench-'));
  try {
    const cases: { label: string; path: string; how: string; size: number }[] = [];
    for (const format of ['tsv', 'csv', 'xlsx', 'tbx']) {
      for (const size of [5 * MB, 10 * MB]) {
        const bytes = fileOf(format, size);
        const path = join(dir, `${size / MB}mb.${format}`);
        writeFileSync(path, bytes);
        cases.push({ label: `${format} ${size / MB} MB`, path, how: 'glossa', size: bytes.length });
        if (format === 'csv' && size === 10 * MB)
          cases.push({ label: 'csv 10 MB, papaparse (baseline)', path, how: 'papaparse', size: bytes.length });
      }
    }
    const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
    const results = new Map(cases.map((c) => [c.label, [] as { ms: number; aboveIdle: number; entries: number }[]]));
    for (let round = 0; round < rounds; round++)
      for (const c of cases) results.get(c.label)!.push(runChild(c.path, c.how));
    console.log(
      `glossary import, ${rounds} rounds alternating, each in a fresh process (median time; peak RSS above idle, largest of the rounds)`,
    );
    const medians = new Map<string, number>();
    for (const c of cases) {
      const runs = results.get(c.label)!;
      const time = summarize(runs.map((r) => r.ms)).medianMs;
      medians.set(c.label, time);
      const peak = Math.max(...runs.map((r) => r.aboveIdle));
      console.log(
        `  ${c.label.padEnd(34)} ${fmt(c.size / MB, 2).padStart(6)} MB file  ${String(runs[0]!.entries).padStart(7)} entries  ${fmt(time, 0).padStart(6)} ms  ` +
          `peak ${fmt(peak / MB, 0).padStart(4)} MB above idle = ${fmt(peak / c.size, 1)}x the file${c.label.startsWith('csv 10 MB,') ? '' : c.label.includes('10 MB') ? ' (goal < 6x)' : ''}`,
      );
    }
    for (const format of ['tsv', 'csv', 'xlsx', 'tbx']) {
      const ratio = medians.get(`${format} 10 MB`)! / medians.get(`${format} 5 MB`)!;
      console.log(`  ${format}: time at 10 MB / time at 5 MB = ${fmt(ratio, 2)} (linear: about 2)`);
    }
    console.log(
      `  csv 10 MB, Glossa / papaparse: ${fmt(medians.get('csv 10 MB')! / medians.get('csv 10 MB, papaparse (baseline)')!, 2)}x the time`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[2] === 'child') void child(process.argv[3]!, process.argv[4]!);
else void main();
