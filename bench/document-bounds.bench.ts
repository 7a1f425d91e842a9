// The simulator's document engine at its bounds (issue 16): for each format, the largest input it accepts
// (just under the character bound, or the page bound for pdf) and the hostile inputs it refuses. Each case runs
// in its own process, translated alternately in-process (the baseline: the engine on the simulator's thread,
// as before the document workers) and in a document worker (how the simulator runs it now), twice each.
// "longest pause" is the longest time the simulator's event loop was blocked (every other call of the app
// would wait that long); "time" is the document's own time (the worker is started before, by a tiny document).
// Peak RSS is the case's process, both ways (a worker's heap is part of its process).
// Second baseline: inflating the largest docx with fflate's unzipSync (the reader before the bounds) against
// the bounded, sliced reader.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { DOCUMENT_BOUNDS } from '../src/node/formats/documents/documentBounds';
import { DocumentFormatError } from '../src/node/formats/documents/documentFormatError';
import { inflateZip } from '../src/node/formats/documents/officeZip';
import { translateDocumentTask, type DocumentTask } from '../src/simulator/documentWork/documentTask';
import { DEFAULT_DOCUMENT_WORK_LIMITS, DocumentWorkers } from '../src/simulator/documentWork/documentWorkers';
import * as hostile from '../src/simulator/testing/hostileDocuments';
import { alternate, fmt, sampleRss } from './lib/measure';

const html = (chars: number) =>
  new TextEncoder().encode(
    `<!doctype html><title>Report</title>${hostile
      .prose(chars)
      .map((s) => `<p>${s}</p>`)
      .join('')}`,
  );
const xliff = (chars: number) =>
  new TextEncoder().encode(
    `<?xml version="1.0"?><xliff xmlns="urn:oasis:names:tc:xliff:document:2.0" version="2.1" srcLang="en"><file id="f">${hostile
      .prose(chars)
      .map((s, i) => `<unit id="u${i}"><segment><source>${s}</source></segment></unit>`)
      .join('')}</file></xliff>`,
  );
const CHARS = DOCUMENT_BOUNDS.maxCharacters * 0.95;

const CASES: Record<string, { name: string; make: () => Uint8Array | Promise<Uint8Array> }> = {
  docx: { name: 'largest.docx', make: () => hostile.largestDocx() },
  pptx: { name: 'largest.pptx', make: () => hostile.largestPptx() },
  xlsx: { name: 'largest.xlsx', make: () => hostile.largestXlsx() },
  pdf: { name: 'largest.pdf', make: () => hostile.largestPdf() },
  txt: { name: 'largest.txt', make: () => hostile.largestText() },
  html: { name: 'largest.html', make: () => html(CHARS) },
  xliff: { name: 'largest.xliff', make: () => xliff(CHARS) },
  'zip bomb 1 GB': { name: 'bomb.docx', make: () => hostile.zipBombDocx(1024 * 1024 * 1024) },
  'quadratic xlsx': { name: 'quadratic.xlsx', make: () => hostile.quadraticXlsx(200_000) },
  'pdf 20,000 pages': { name: 'pages.pdf', make: () => hostile.manyPagesPdf(20_000) },
};

const ROUNDS = 2;
type Mode = 'in-process' | 'worker';
interface Run {
  ms: number;
  pauseMs: number;
  outcome: string;
}

/** Translates the staged document one way, watching the event loop of this (the simulator's) thread. */
async function measure(translate: () => Promise<{ characters: number }>): Promise<Run> {
  (globalThis as { gc?: () => void }).gc?.();
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the monitor's timer runs before the work starts
  const start = performance.now();
  let outcome: string;
  try {
    outcome = `translated ${(await translate()).characters} chars`;
  } catch (error) {
    if (error instanceof DocumentFormatError) outcome = `refused (${error.problem})`;
    else if (error instanceof Error && error.message.includes('is too large for the simulator'))
      outcome = 'refused (tooLarge)';
    else throw error;
  }
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 20)); // lets the delay monitor see a pause that just ended
  delay.disable();
  return { ms, pauseMs: delay.max / 1e6, outcome };
}

async function runCase(key: string): Promise<void> {
  const { name, make } = CASES[key]!;
  const bytes = await make();
  const folder = mkdtempSync(join(tmpdir(), 'glossa-document-bench-'));
  const stage = (fileName: string, content: Uint8Array | string): DocumentTask => {
    writeFileSync(join(folder, fileName), content);
    return {
      uploadPath: join(folder, fileName),
      fileName,
      targetLang: 'de',
      sourceLang: 'en',
      formality: 'default',
      styleMark: '',
    };
  };
  const task = stage(name, bytes);
  const workers = new DocumentWorkers({ ...DEFAULT_DOCUMENT_WORK_LIMITS, concurrency: 1 });
  await workers.translate(stage('warm-up.txt', 'The worker starts before the measured documents.'));
  const rss = sampleRss(5);
  const runs: Record<Mode, Run[]> = { 'in-process': [], worker: [] };
  for (let round = 0; round < ROUNDS; round++) {
    runs['in-process'].push(await measure(() => translateDocumentTask(task)));
    runs.worker.push(await measure(() => workers.translate(task)));
  }
  const peakMiB = rss.stop();
  await workers.close();
  rmSync(folder, { recursive: true, force: true });
  const worst = (mode: Mode) => ({
    ms: Math.max(...runs[mode].map((r) => r.ms)),
    pauseMs: Math.max(...runs[mode].map((r) => r.pauseMs)),
  });
  console.log(
    JSON.stringify({
      key,
      inputMB: bytes.length / 1048576,
      peakMiB,
      inProcess: worst('in-process'),
      worker: worst('worker'),
      outcome: runs.worker[0]!.outcome,
    }),
  );
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only) return runCase(only);
  console.log(
    `load average ${loadavg()
      .map((n) => fmt(n))
      .join(
        ' ',
      )}; worst of ${ROUNDS} alternating runs each; in-process = the engine on the simulator's thread (baseline), worker = a document worker`,
  );
  console.log('                            in-process (baseline)        worker');
  console.log(
    'case              input MB   time s  longest pause ms   time s  longest pause ms   peak RSS MiB   outcome',
  );
  for (const key of Object.keys(CASES)) {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, key], {
      encoding: 'utf8',
      maxBuffer: 1 << 20,
    });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{')) {
      console.log(
        `${key.padEnd(17)} failed (exit ${run.status}): ${run.stderr.trim().split('\n').slice(-2).join(' ')}`,
      );
      continue;
    }
    const r = JSON.parse(line) as {
      inputMB: number;
      peakMiB: number;
      inProcess: { ms: number; pauseMs: number };
      worker: { ms: number; pauseMs: number };
      outcome: string;
    };
    const ways = [r.inProcess, r.worker]
      .map((w) => `${fmt(w.ms / 1000, 2).padStart(8)} ${fmt(w.pauseMs, 0).padStart(17)}`)
      .join(' ');
    console.log(
      `${key.padEnd(17)} ${fmt(r.inputMB, 2).padStart(8)} ${ways} ${fmt(r.peakMiB, 0).padStart(14)}   ${r.outcome}`,
    );
  }
  const docx = hostile.largestDocx();
  const damaged = (what: string) => DocumentFormatError.damaged('largest.docx', what);
  const timings = await alternate(5, {
    'bounded sliced reader': () => inflateZip(docx, 'largest.docx', damaged),
    'unzipSync (baseline)': () => unzipSync(docx),
  });
  for (const [label, t] of Object.entries(timings))
    console.log(`inflate largest docx, ${label}: median ${fmt(t.medianMs)} ms`);
}

void main();
