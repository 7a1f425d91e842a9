// Document queue figures (issue 6), against the simulator running as its own process (`npm run simulator`),
// so this process's memory is the queue's alone:
// 1. 100 small documents through the queue (concurrency 3): total time next to the ideal, which is
//    ceil(100 / 3) rounds of the service's own queued + translating time.
// 2. Peak RSS of this process while one 500 MB file uploads through the queue (streamed from disk).
//    The simulator accepts at most 64 MB per upload: it reads the whole body and then answers 413, so the
//    job ends in an error; the figure is about the client side, and the request log shows every byte arrived.
import { spawn } from 'node:child_process';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import { LanguageServicesClient } from '../src/main/api/client';
import { DocumentJournal } from '../src/main/documents/documentJournal';
import { DocumentQueue } from '../src/main/documents/documentQueue';
import { loadJournalCipher } from '../src/main/documents/journalCipher';
import type { DocumentsState } from '../src/shared/calls/documents';
import { fmt, sampleRss } from './lib/measure';

const DOCUMENTS = 100;
const CONCURRENCY = 3;
const TIMINGS = { queuedMs: 500, translatingMs: 2000 };
const BIG_FILE_BYTES = 500 * 1024 * 1024;

async function startSimulatorProcess() {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, '../src/simulator/cli.ts'), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`simulator exited with ${code}`)));
  });
  const ready = JSON.parse(line) as { pro_url: string; keys: { pro: string } };
  const control = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${ready.pro_url}/_simulator${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return response.status === 204 ? undefined : ((await response.json()) as unknown);
  };
  return {
    url: ready.pro_url,
    key: ready.keys.pro,
    control,
    stop: () => new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))),
  };
}

function until(queue: DocumentQueue, done: (s: DocumentsState) => boolean): Promise<DocumentsState> {
  return new Promise((resolve) => {
    const check = () => {
      const state = queue.state();
      if (done(state)) {
        off();
        resolve(state);
      }
    };
    const off = queue.onChange(check);
    check();
  });
}

async function main(): Promise<void> {
  const sim = await startSimulatorProcess();
  const dir = await mkdtemp(join(tmpdir(), 'glossa-bench-docs-'));
  const client = new LanguageServicesClient({ authKey: sim.key, authScheme: 'Service-Auth-Key', baseUrl: sim.url }); // the simulator's scheme word
  const connection = {
    current: async () => ({ accountId: 'bench', name: 'Bench', plan: 'pro' as const, baseUrl: sim.url, demo: false }),
    client: async () => client,
  };
  try {
    await sim.control('PUT', '/timings', { documents: TIMINGS });
    const journalDir = join(dir, 'journal');
    const queue = await DocumentQueue.open({
      journal: new DocumentJournal(journalDir, await loadJournalCipher(journalDir)),
      connection,
      concurrency: CONCURRENCY,
    });

    const files = [];
    for (let i = 0; i < DOCUMENTS; i++) {
      const path = join(dir, `doc${i}.txt`);
      const text = `The contract number ${i} is signed by the buyer.\n`;
      await writeFile(path, text);
      files.push({ path, name: `doc${i}.txt`, size: Buffer.byteLength(text), staged: false });
    }
    const started = performance.now();
    await queue.add(files, { targetLang: 'de', pdfOutput: 'pdf' });
    const state = await until(queue, (s) => s.jobs.every((j) => ['done', 'error', 'cancelled'].includes(j.state)));
    const seconds = (performance.now() - started) / 1000;
    const ideal = (Math.ceil(DOCUMENTS / CONCURRENCY) * (TIMINGS.queuedMs + TIMINGS.translatingMs)) / 1000;
    const done = state.jobs.filter((j) => j.state === 'done').length;
    console.log(
      `${DOCUMENTS} small documents, concurrency ${CONCURRENCY}, service time ${TIMINGS.queuedMs + TIMINGS.translatingMs} ms each: ${done} done`,
    );
    console.log(`  total ${fmt(seconds, 2)} s, ideal ${fmt(ideal, 2)} s, ratio ${fmt(seconds / ideal, 2)}`);
    await queue.clearFinished();

    // One 500 MB file (sparse on disk: zeros, read like any other file).
    const big = join(dir, 'big.txt');
    const handle = await open(big, 'w');
    await handle.truncate(BIG_FILE_BYTES);
    await handle.close();
    (globalThis as { gc?: () => void }).gc?.();
    const before = process.memoryUsage.rss() / (1024 * 1024);
    await sim.control('DELETE', '/requests');
    const rss = sampleRss(10);
    const uploadStart = performance.now();
    await queue.add([{ path: big, name: 'big.txt', size: BIG_FILE_BYTES, staged: false }], {
      targetLang: 'de',
      pdfOutput: 'pdf',
    });
    const after = await until(queue, (s) =>
      s.jobs.some((j) => j.name === 'big.txt' && !['waiting', 'uploading'].includes(j.state)),
    );
    const peak = rss.stop();
    const uploadSeconds = (performance.now() - uploadStart) / 1000;
    const log = (await sim.control('GET', '/requests')) as {
      requests: { path: string; bytes: number; status: number }[];
    };
    const upload = log.requests.find((r) => r.path === '/v2/document');
    const job = after.jobs.find((j) => j.name === 'big.txt')!;
    console.log(
      `one 500 MB upload through the queue: ${fmt(uploadSeconds, 1)} s, ${fmt((upload?.bytes ?? 0) / (1024 * 1024), 0)} MiB received by the simulator (answer ${upload?.status}, job ${job.state}${job.error ? `: ${job.error.message}` : ''})`,
    );
    console.log(
      `  RSS before ${fmt(before, 0)} MiB, peak during the upload ${fmt(peak, 0)} MiB (+${fmt(peak - before, 0)} MiB)`,
    );
    await queue.close();
  } finally {
    await client.close();
    await sim.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
