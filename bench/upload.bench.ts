// Upload a 500 MB file to the simulator with the API client and print the throughput and the client's peak
// RSS (goal: under 110 MiB; Node alone takes about 43 MiB). Every party has its own process: the simulator
// runs in a child, and each measured upload runs in a plain Node child (the client bundled with esbuild, so
// tsx's loader, about 33 MiB, is not counted), so a peak RSS is the client's alone. Baseline, alternately
// in the same run: the official Node client (deepl-node, which reads the whole file into memory).
// `npm run bench -- upload`; `--size-mb N` changes the size, `--no-baseline` skips deepl-node.
import { type ChildProcess, spawn } from 'node:child_process';
import { open, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { fmt } from './lib/measure';

const RSS_GOAL_MIB = 110;
const ROOT = join(__dirname, '..');

interface Simulator {
  process: ChildProcess;
  proUrl: string;
  proKey: string;
}

interface RunResult {
  seconds: number;
  peakRssMiB: number;
  startRssMiB: number;
  /** What the simulator answered: 200, or e.g. 413 when its upload cap is below the file size. */
  outcome: string;
}

async function startSimulatorProcess(authScheme?: string): Promise<Simulator> {
  const args = [
    '--import',
    'tsx',
    join(ROOT, 'src/simulator/cli.ts'),
    ...(authScheme ? ['--auth-scheme', authScheme] : []),
  ];
  const child = spawn(process.execPath, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  const firstLine = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve(line));
    child.once('exit', (code) => reject(new Error(`the simulator exited early (${code})`)));
  });
  const ready = JSON.parse(firstLine) as { pro_url: string; keys: { pro: string } };
  return { process: child, proUrl: ready.pro_url, proKey: ready.keys.pro };
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** How many body bytes the simulator received for the last upload, from its request log. */
async function receivedBytes(simulator: Simulator): Promise<number | undefined> {
  const response = await fetch(`${simulator.proUrl}/_simulator/requests`);
  const { requests } = (await response.json()) as { requests: { path: string; bytes: number }[] };
  return requests.filter((r) => r.path === '/v2/document').at(-1)?.bytes;
}

/** Runs a measured upload in a plain Node child process and reads its one JSON line. */
async function runChild(args: string[]): Promise<RunResult> {
  const child = spawn(process.execPath, ['--expose-gc', ...args], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`a measured upload failed (exit ${code})`);
  return JSON.parse(output.trim().split('\n').at(-1)!) as RunResult;
}

/** Bundles bench/lib/uploadClientRun.ts (the client and its dependencies) into one plain JS file. */
async function bundleClientRun(dir: string): Promise<string> {
  const { build } = await import('esbuild');
  const outfile = join(dir, 'uploadClientRun.cjs');
  await build({
    entryPoints: [join(__dirname, 'lib/uploadClientRun.ts')],
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'cjs',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/** deepl-node's uploadDocument, in plain Node (CommonJS), sampled the same way. */
const DEEPL_NODE_RUN = `
const { Translator } = require('deepl-node');
const [url, key, path] = process.argv.slice(1);
const startRssMiB = process.memoryUsage.rss() / 1048576;
let peak = process.memoryUsage.rss();
const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
const started = performance.now();
new Translator(key, { serverUrl: url, maxRetries: 0 }).uploadDocument(path, null, 'de').then(
  () => '200',
  (error) => 'failed (' + String(error.message).slice(0, 80) + ')',
).then((outcome) => {
  clearInterval(timer);
  peak = Math.max(peak, process.memoryUsage.rss());
  console.log(JSON.stringify({ seconds: (performance.now() - started) / 1000, peakRssMiB: peak / 1048576, startRssMiB, outcome }));
});
`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      'size-mb': { type: 'string', default: '500' },
      'no-baseline': { type: 'boolean', default: false },
      rounds: { type: 'string', default: '2' },
    },
  });
  const bytes = Number(values['size-mb']) * 1_000_000;
  const rounds = Number(values.rounds);
  const dir = await mkdtemp(join(tmpdir(), 'glossa-upload-bench-'));
  const file = join(dir, 'large.txt');
  const simulators: Simulator[] = [];
  try {
    // A sparse file: no disk space, and its pages read as zeros.
    const handle = await open(file, 'w');
    await handle.truncate(bytes);
    await handle.close();

    const clientRun = await bundleClientRun(dir);
    const ours = await startSimulatorProcess();
    simulators.push(ours);
    const theirs = values['no-baseline'] ? undefined : await startSimulatorProcess('DeepL-Auth-Key');
    if (theirs) simulators.push(theirs);
    console.log(
      `upload of ${fmt(bytes / 1e6, 0)} MB to the simulator (child process), ${rounds} rounds${theirs ? ', alternating with deepl-node' : ''}`,
    );

    const results: { ours: RunResult[]; baseline: RunResult[] } = { ours: [], baseline: [] };
    for (let round = 1; round <= rounds; round++) {
      const run = await runChild([clientRun, ours.proUrl, ours.proKey, file]);
      results.ours.push(run);
      const received = await receivedBytes(ours);
      console.log(
        `  round ${round} Glossa client: ${fmt(run.seconds, 2)} s, ${fmt(bytes / 1e6 / run.seconds, 0)} MB/s, peak RSS ${fmt(run.peakRssMiB)} MiB (${fmt(run.startRssMiB)} at start), simulator answered ${run.outcome}, received ${received ?? '?'} bytes`,
      );
      if (theirs) {
        const baseline = await runChild(['-e', DEEPL_NODE_RUN, theirs.proUrl, theirs.proKey, file]);
        results.baseline.push(baseline);
        console.log(
          `  round ${round} deepl-node:    ${fmt(baseline.seconds, 2)} s, ${fmt(bytes / 1e6 / baseline.seconds, 0)} MB/s, peak RSS ${fmt(baseline.peakRssMiB)} MiB (${fmt(baseline.startRssMiB)} at start), ${baseline.outcome}`,
        );
      }
    }

    const peak = Math.max(...results.ours.map((r) => r.peakRssMiB));
    const best = Math.min(...results.ours.map((r) => r.seconds));
    console.log(
      `Glossa client: throughput ${fmt(bytes / 1e6 / best, 0)} MB/s (best round), peak RSS ${fmt(peak)} MiB (goal < ${RSS_GOAL_MIB} MiB: ${peak < RSS_GOAL_MIB ? 'met' : 'NOT met'})`,
    );
    if (results.baseline.length > 0) {
      const basePeak = Math.max(...results.baseline.map((r) => r.peakRssMiB));
      const baseBest = Math.min(...results.baseline.map((r) => r.seconds));
      console.log(
        `deepl-node:    throughput ${fmt(bytes / 1e6 / baseBest, 0)} MB/s (best round), peak RSS ${fmt(basePeak)} MiB`,
      );
      console.log(`ratio: peak RSS ${fmt(peak / basePeak, 2)}x of deepl-node's; time ${fmt(best / baseBest, 2)}x`);
    }
    if (peak >= RSS_GOAL_MIB) process.exitCode = 1;
  } finally {
    for (const simulator of simulators) await stopProcess(simulator.process);
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
