// The simulator's document engine at its bounds (issue 16): for each format, the largest input it accepts
// (just under the character bound, or the page bound for pdf) and the hostile inputs it refuses, with the
// time and the peak RSS of a process that does only that case. Baseline where one exists: inflating the
// largest docx with fflate's unzipSync (the reader before the bounds) against the bounded, sliced reader.
// "longest pause" is the longest time the event loop was blocked (other calls of the app would wait).
import { spawnSync } from 'node:child_process';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { unzipSync } from 'fflate';
import { translateDocument } from '../src/simulator/engine/documents';
import { DOCUMENT_BOUNDS } from '../src/simulator/engine/documents/documentBounds';
import { DocumentFormatError } from '../src/simulator/engine/documents/documentFormatError';
import { inflateZip } from '../src/simulator/engine/documents/zipArchive';
import { createPseudoTranslator } from '../src/simulator/engine/pseudoTranslate';
import * as hostile from '../src/simulator/testing/hostileDocuments';
import { alternate, fmt, sampleRss } from './lib/measure';

const html = (chars: number) => new TextEncoder().encode(`<!doctype html><title>Report</title>${hostile.prose(chars).map((s) => `<p>${s}</p>`).join('')}`);
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

async function runCase(key: string): Promise<void> {
  const { name, make } = CASES[key]!;
  const bytes = await make();
  (globalThis as { gc?: () => void }).gc?.();
  const rss = sampleRss(5);
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  await new Promise((resolve) => setTimeout(resolve, 20)); // the monitor's timer runs before the work starts
  const start = performance.now();
  let outcome: string;
  try {
    const result = await translateDocument({ bytes, fileName: name }, createPseudoTranslator({ targetLang: 'de', sourceLang: 'en' }));
    outcome = `translated ${result.characters} chars`;
  } catch (error) {
    if (!(error instanceof DocumentFormatError)) throw error;
    outcome = `refused (${error.problem})`;
  }
  const ms = performance.now() - start;
  await new Promise((resolve) => setTimeout(resolve, 20)); // lets the delay monitor see a pause that just ended
  delay.disable();
  console.log(JSON.stringify({ key, inputMB: bytes.length / 1048576, ms, peakMiB: rss.stop(), longestPauseMs: delay.max / 1e6, outcome }));
}

async function main(): Promise<void> {
  const only = process.argv[2];
  if (only) return runCase(only);
  console.log('case              input MB   time s   peak RSS MiB   longest pause ms   outcome');
  for (const key of Object.keys(CASES)) {
    const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', __filename, key], { encoding: 'utf8', maxBuffer: 1 << 20 });
    const line = run.stdout.trim().split('\n').pop() ?? '';
    if (run.status !== 0 || !line.startsWith('{')) {
      console.log(`${key.padEnd(17)} failed (exit ${run.status}): ${run.stderr.trim().split('\n').slice(-2).join(' ')}`);
      continue;
    }
    const r = JSON.parse(line) as { inputMB: number; ms: number; peakMiB: number; longestPauseMs: number; outcome: string };
    console.log(`${key.padEnd(17)} ${fmt(r.inputMB, 2).padStart(8)} ${fmt(r.ms / 1000, 2).padStart(8)} ${fmt(r.peakMiB, 0).padStart(14)} ${fmt(r.longestPauseMs, 0).padStart(18)}   ${r.outcome}`);
  }
  const docx = hostile.largestDocx();
  const damaged = (what: string) => DocumentFormatError.damaged('largest.docx', what);
  const timings = await alternate(5, {
    'bounded sliced reader': () => inflateZip(docx, 'largest.docx', damaged),
    'unzipSync (baseline)': () => unzipSync(docx),
  });
  for (const [label, t] of Object.entries(timings)) console.log(`inflate largest docx, ${label}: median ${fmt(t.medianMs)} ms`);
}

void main();
