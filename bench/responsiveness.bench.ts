// `npm run bench -- responsiveness` (issue 25): does main's thread stay free while the app takes large and hostile
// input? The running app (the browser shell, its real services and work pool) is fed, case after case, through
// one WebSocket client: the largest glossary files within the cap, a 100,000-entry XLSX export, a 100,000-entry
// history pruned to 100 and exported, a 50 MB XLIFF counted, a 15 MB dictionary answer read whole, a usage answer
// of 1 GiB and one that drips. Meanwhile a second client calls app:getInfo every 50 ms. For each case it prints
// main's event-loop delay (monitorEventLoopDelay inside the app's process, loaded by bench/lib/loopProbe.mjs:
// p99 and max, goal p99 ≤ 20 ms and max ≤ 100 ms) and the getInfo round trips' max.
// The baseline is the same run against the tree before the work pool (commit 7477ced), alternately, round after
// round: a worktree of it at BENCH_BASELINE_ROOT (made by this bench with `git worktree add` when missing).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import { ShellMessageReader, framesOfCall } from '../src/shared/ipc/shellProtocol';
import { tbxOf, xlsxOfEntriesShared } from '../scripts/hostileGlossaries';
import { fmt } from './lib/measure';

const ROOT = resolve(__dirname, '..');
const BASELINE_COMMIT = '7477ced';
const BASELINE_ROOT = process.env['BENCH_BASELINE_ROOT'] ?? join(tmpdir(), `glossa-bench-baseline-${BASELINE_COMMIT}`);
const ROUNDS = Number(process.env['BENCH_ROUNDS'] ?? 1);
/** Only the cases whose name holds this (`BENCH_CASES=XLSX`), and no baseline with BENCH_BASELINE=none. */
const ONLY = process.env['BENCH_CASES'];
/** A folder for a CPU profile of the app's process per run (`--cpu-prof`), to find what runs on main. */
const PROFILE_DIR = process.env['BENCH_CPU_PROF'];
const CHUNK = 1024 * 1024;
const MB = 1_000_000;

interface Loop {
  p99: number;
  max: number;
}
interface CaseResult {
  loop: Loop;
  pingMax: number;
  ms: number;
  outcome: string;
  /** The machine's load (1-minute average, /proc/loadavg) when the case ended: it is shared. */
  load: number;
}

/** The 1-minute load average, or NaN where /proc is missing. */
const loadNow = (): number => {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[0]);
  } catch {
    return Number.NaN;
  }
};

/** The baseline tree: a worktree of the commit before the work pool, sharing this tree's node_modules. */
function baselineRoot(): string | null {
  if (!existsSync(join(BASELINE_ROOT, 'package.json'))) {
    const made = spawnSync('git', ['-C', ROOT, 'worktree', 'add', '--detach', BASELINE_ROOT, BASELINE_COMMIT], {
      encoding: 'utf8',
    });
    if (made.status !== 0) {
      console.log(`No baseline: git worktree add failed (${made.stderr.trim()}).`);
      return null;
    }
  }
  if (!existsSync(join(BASELINE_ROOT, 'node_modules')))
    spawnSync('cp', ['-al', join(ROOT, 'node_modules'), join(BASELINE_ROOT, 'node_modules')]);
  return BASELINE_ROOT;
}

/** A service that answers like the Language Services API until told to misbehave. */
function hostileServer(): Promise<{ server: Server; url: string; mode: { usage: 'ok' | 'huge' | 'drip' } }> {
  const mode: { usage: 'ok' | 'huge' | 'drip' } = { usage: 'ok' };
  const entriesTsv = Array.from({ length: 250_000 }, (_, i) => `Ausgangsbegriff Nummer ${i}\ttarget term ${i}`).join(
    '\n',
  );
  const entriesAnswer = JSON.stringify({
    dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: entriesTsv, entries_format: 'tsv' }],
  });
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0]!;
    if (path.endsWith('/usage')) {
      if (mode.usage === 'huge') {
        // A gigabyte without a length, as fast as the line takes it.
        response.writeHead(200, { 'content-type': 'application/json' });
        const block = Buffer.alloc(1024 * 1024, 0x20);
        let sent = 0;
        const more = () => {
          while (sent < 1024 && !response.destroyed) {
            sent++;
            if (!response.write(block)) return void response.once('drain', more);
          }
          response.end();
        };
        response.on('close', () => (sent = 1024));
        return more();
      }
      if (mode.usage === 'drip') {
        response.writeHead(200, { 'content-type': 'application/json' });
        const drip = setInterval(() => (response.destroyed ? clearInterval(drip) : response.write(' ')), 200);
        response.on('close', () => clearInterval(drip));
        return;
      }
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(JSON.stringify({ character_count: 10, character_limit: 1_000_000 }));
    }
    if (/\/v3\/glossaries\/[^/]+\/entries$/.test(path)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(entriesAnswer);
    }
    if (/\/v3\/glossaries\/[^/]+$/.test(path)) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end(
        JSON.stringify({
          glossary_id: 'big',
          name: 'Big',
          ready: true,
          creation_time: '2026-01-01T00:00:00Z',
          dictionaries: [{ source_lang: 'de', target_lang: 'en', entry_count: 250_000 }],
        }),
      );
    }
    if (path.endsWith('/v3/languages')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      const language = (lang: string, name: string) => ({
        lang,
        name,
        usable_as_source: true,
        usable_as_target: true,
        features: [],
      });
      return void response.end(JSON.stringify([language('de', 'German'), language('en-GB', 'English (British)')]));
    }
    if (path.endsWith('/languages')) {
      response.writeHead(200, { 'content-type': 'application/json' });
      return void response.end('[{"language":"DE","name":"German"},{"language":"EN-GB","name":"English (British)"}]');
    }
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end('{"message":"Not found"}');
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}`, mode }),
    ),
  );
}

class ShellClient {
  private readonly reader = new ShellMessageReader();
  private readonly waiting = new Map<number, (message: unknown) => void>();
  private nextId = 1;
  private constructor(
    private readonly socket: WebSocket,
    private readonly secret: string,
  ) {
    socket.on('message', (data) => {
      const read = this.reader.read(data.toString());
      if (read && 'message' in read && read.message.type === 'result') {
        this.waiting.get(read.message.id)?.(read.message.result);
        this.waiting.delete(read.message.id);
      }
    });
  }

  static async connect(origin: string, secret: string): Promise<ShellClient> {
    const socket = new WebSocket(`${origin.replace('http', 'ws')}/ipc?secret=${secret}`, { origin });
    await new Promise((done, fail) => socket.once('open', done).once('error', fail));
    return new ShellClient(socket, secret);
  }

  /** One call; its value, or throws its error's sentence. */
  async call<T = unknown>(channel: string, payload?: unknown): Promise<T> {
    const id = this.nextId++;
    const answer = new Promise<unknown>((done) => this.waiting.set(id, done));
    for (const frame of framesOfCall(
      { type: 'call', id, channel, ...(payload === undefined ? {} : { payload }) },
      this.secret,
    ))
      this.socket.send(frame);
    const result = (await answer) as { ok: boolean; value?: T; error?: { message: string } };
    if (!result.ok) throw new Error(result.error?.message ?? 'failed');
    return result.value as T;
  }

  close(): void {
    this.socket.close();
  }
}

interface RunningApp {
  child: ChildProcess;
  client: ShellClient;
  pinger: ShellClient;
  loop(): Promise<Loop>;
  stop(): Promise<void>;
}

async function startApp(root: string, userData: string, rendererDir: string): Promise<RunningApp> {
  const child = spawn(
    process.execPath,
    [
      ...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []),
      '--import',
      'tsx',
      '--import',
      join(ROOT, 'bench/lib/loopProbe.mjs'),
      join(root, 'src/browser-shell/cli.ts'),
      '--renderer',
      rendererDir,
      '--user-data',
      userData,
    ],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe', 'ipc'] },
  );
  child.stderr!.resume();
  const line = await new Promise<string>((done, fail) => {
    child.once('exit', (code) => fail(new Error(`the app exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', done);
  });
  const ready = JSON.parse(line) as { url: string; origin: string };
  const secret = new URL(ready.url).hash.replace('#secret=', '');
  const client = await ShellClient.connect(ready.origin, secret);
  const pinger = await ShellClient.connect(ready.origin, secret);
  return {
    child,
    client,
    pinger,
    loop: () =>
      new Promise<Loop>((done) => {
        child.once('message', (message) => done(message as Loop));
        child.send('loop?');
      }),
    stop: async () => {
      client.close();
      pinger.close();
      const exited = new Promise((done) => child.once('exit', done));
      child.kill();
      await exited;
    },
  };
}

/** A glossary file as this tree's contract takes it: staged in chunks (after the work), or whole as base64. */
async function importGlossary(app: RunningApp, fileName: string, bytes: Buffer): Promise<string> {
  let payload: Record<string, unknown>;
  try {
    const { stagingId } = await app.client.call<{ stagingId: string }>('glossaries:stageFileBegin', {
      name: fileName,
      size: bytes.length,
    });
    for (let offset = 0; offset < bytes.length; offset += CHUNK)
      await app.client.call('glossaries:stageFileChunk', {
        stagingId,
        offset,
        base64: bytes.subarray(offset, offset + CHUNK).toString('base64'),
      });
    payload = { stagingId };
  } catch {
    payload = { base64: bytes.toString('base64') };
  }
  const result = await app.client.call<{ entryCount: number }>('glossaries:importFile', {
    fileName,
    sourceLang: 'de',
    targetLang: 'en',
    ...payload,
  });
  return `${result.entryCount} entries`;
}

interface Case {
  name: string;
  run(
    app: RunningApp,
    env: { dir: string; root: string; server: Awaited<ReturnType<typeof hostileServer>> },
  ): Promise<string>;
}

const line = (i: number) => `Begriff Nummer ${i} über\tterm number ${i}`;
const TSV = Buffer.from(
  Array.from({ length: 1_000_000 }, (_, i) => line(i))
    .join('\n')
    .slice(0, 45 * MB),
);
const TBX = Buffer.from(tbxOf(175_000));
const XLSX = Buffer.from(
  xlsxOfEntriesShared(
    Array.from({ length: 200_000 }, (_, i) => ({ source: `Quelle ${i} ${'x'.repeat(60)}`, target: `target ${i}` })),
  ),
);

function xliffOf(bytes: number): Buffer {
  const unit = (i: number) =>
    `<trans-unit id="u${i}"><source>Press <g id="1">Save &amp; close</g> to keep file ${i}. <ph id="2">{${i}}</ph></source><note>Toolbar.</note></trans-unit>\n`;
  const parts: string[] = [];
  let size = 0;
  for (let i = 0; size < bytes; i++) {
    const next = unit(i);
    parts.push(next);
    size += next.length;
  }
  return Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2"><file original="a" datatype="plaintext" source-language="en" target-language="de"><body>\n${parts.join('')}</body></file></xliff>\n`,
  );
}

const CASES: Case[] = [
  { name: `glossary TSV ${(TSV.length / MB).toFixed(0)} MB`, run: (app) => importGlossary(app, 'big.tsv', TSV) },
  { name: `glossary TBX ${(TBX.length / MB).toFixed(0)} MB`, run: (app) => importGlossary(app, 'big.tbx', TBX) },
  { name: `glossary XLSX ${(XLSX.length / MB).toFixed(0)} MB`, run: (app) => importGlossary(app, 'big.xlsx', XLSX) },
  {
    name: 'glossary export 100,000 XLSX',
    run: async (app) => {
      const entriesTsv = Array.from({ length: 100_000 }, (_, i) => line(i)).join('\n');
      const file = await app.client.call<{ base64: string }>('glossaries:exportFile', {
        glossaryName: 'Big',
        sourceLang: 'de',
        targetLang: 'en',
        format: 'xlsx',
        entriesTsv,
      });
      return `${(file.base64.length / MB).toFixed(1)} MB base64`;
    },
  },
  {
    name: 'history 100,000 → 100, export',
    run: async (app, { dir, root }) => {
      const preferences = { enabled: true, keepBy: 'count', maxEntries: 100_000, maxAgeDays: 90 };
      await app.client.call('history:setPreferences', preferences);
      const filled = spawnSync(
        process.execPath,
        ['--import', 'tsx', join(ROOT, 'bench/lib/fillHistory.ts'), root, dir, '100000'],
        { cwd: root, encoding: 'utf8' },
      );
      if (filled.status !== 0) return `not filled: ${filled.stderr.slice(0, 200)}`;
      await app.loop(); // the fill ran in another process; start the measure here
      await app.client.call('history:setPreferences', { ...preferences, maxEntries: 100 });
      const page = await app.client.call<{ entries: { id: number }[] }>('history:search', { query: '', limit: 100 });
      const exported = await app.client.call<{ count: number }>('history:exportFile', {
        ids: page.entries.map((e) => e.id),
        format: 'csv',
      });
      return `${exported.count} exported`;
    },
  },
  {
    name: 'XLIFF 50 MB counted',
    run: async (app, { dir }) => {
      const path = join(dir, 'big.xlf');
      writeFileSync(path, xliffOf(50 * MB));
      const counted = await app.client.call<{ files: { characters?: number; note?: string }[] }>('documents:count', {
        file: { kind: 'path', path },
      });
      return `${counted.files[0]?.characters ?? counted.files[0]?.note} characters`;
    },
  },
  {
    name: 'dictionary answer 15 MB (terms)',
    run: async (app) => {
      const terms = await app.client.call<{ entryCount: number }>('glossaries:terms', {
        glossaryId: 'big',
        sourceLang: 'de',
        targetLang: 'en',
      });
      return `${terms.entryCount} entries`;
    },
  },
  {
    name: 'usage answer of 1 GiB',
    run: async (app, { server }) => {
      server.mode.usage = 'huge';
      try {
        await app.client.call('accounts:usage');
        return 'answered';
      } catch (error) {
        return (error as Error).message.slice(0, 60);
      } finally {
        server.mode.usage = 'ok';
      }
    },
  },
];

async function runTree(
  root: string,
  server: Awaited<ReturnType<typeof hostileServer>>,
): Promise<Map<string, CaseResult>> {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-bench-responsive-'));
  mkdirSync(join(dir, 'renderer'));
  writeFileSync(join(dir, 'renderer', 'index.html'), '<!doctype html><title>Glossa</title>');
  const app = await startApp(root, join(dir, 'user'), join(dir, 'renderer'));
  const results = new Map<string, CaseResult>();
  try {
    await app.client.call('accounts:add', {
      name: 'Hostile',
      plan: 'pro',
      endpoint: { kind: 'custom', baseUrl: server.url },
      apiKey: 'bench-key-1234',
      storage: 'session',
    });
    let pingMax = 0;
    let pinging = true;
    const pings = (async () => {
      while (pinging) {
        const start = performance.now();
        await app.pinger.call('app:getInfo');
        pingMax = Math.max(pingMax, performance.now() - start);
        await new Promise((done) => setTimeout(done, 50));
      }
    })();
    for (const one of CASES.filter((c) => !ONLY || c.name.includes(ONLY))) {
      await new Promise((done) => setTimeout(done, 300));
      await app.loop();
      pingMax = 0;
      const start = performance.now();
      let outcome: string;
      try {
        outcome = await one.run(app, { dir: join(dir, 'user'), root, server });
      } catch (error) {
        outcome = `failed: ${(error as Error).message.slice(0, 60)}`;
      }
      const ms = performance.now() - start;
      await new Promise((done) => setTimeout(done, 100)); // a pause ending now is counted
      results.set(one.name, { loop: await app.loop(), pingMax, ms, outcome, load: loadNow() });
    }
    pinging = false;
    await pings;
  } finally {
    await app.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  return results;
}

async function main(): Promise<void> {
  const server = await hostileServer();
  const baseline = process.env['BENCH_BASELINE'] === 'none' ? null : baselineRoot();
  const trees: [string, string][] = [['now', ROOT], ...(baseline ? [['7477ced', baseline] as [string, string]] : [])];
  const all = new Map<string, Map<string, CaseResult[]>>();
  try {
    for (let round = 0; round < ROUNDS; round++)
      for (const [name, root] of round % 2 === 0 ? trees : [...trees].reverse()) {
        const results = await runTree(root, server);
        // Each run as it ends (p99 / max ms, load), so a long session's rounds are kept even if it is cut.
        for (const [caseName, r] of results)
          console.log(
            `round ${round + 1} ${name.padEnd(8)} ${caseName.padEnd(34)} ${fmt(r.loop.p99, 0).padStart(5)} ${fmt(r.loop.max, 0).padStart(6)}  load ${fmt(r.load, 1)}`,
          );
        for (const [caseName, result] of results) {
          const byTree = all.get(caseName) ?? new Map<string, CaseResult[]>();
          byTree.set(name, [...(byTree.get(name) ?? []), result]);
          all.set(caseName, byTree);
        }
      }
  } finally {
    server.server.close();
  }
  console.log(
    `main's event loop while each case runs (p99 / max ms; goal p99 ≤ 20, max ≤ 100), getInfo every 50 ms: its slowest round trip; ${ROUNDS} round(s), worst shown`,
  );
  console.log(
    `${'case'.padEnd(34)} ${trees.map(([t]) => `${t}: p99   max  getInfo  time s  load`.padStart(42)).join('')}  outcome (now | baseline)`,
  );
  for (const [caseName, byTree] of all) {
    const cells = trees.map(([t]) => {
      const runs = byTree.get(t) ?? [];
      if (runs.length === 0) return 'n/a'.padStart(42);
      const worst = (pick: (r: CaseResult) => number) => Math.max(...runs.map(pick));
      return `${fmt(
        worst((r) => r.loop.p99),
        0,
      ).padStart(15)} ${fmt(
        worst((r) => r.loop.max),
        0,
      ).padStart(5)} ${fmt(
        worst((r) => r.pingMax),
        0,
      ).padStart(8)} ${fmt(worst((r) => r.ms) / 1000, 1).padStart(7)} ${fmt(
        worst((r) => r.load),
        1,
      ).padStart(5)}`;
    });
    const outcomes = trees.map(([t]) => byTree.get(t)?.[0]?.outcome ?? '').join(' | ');
    console.log(`${caseName.padEnd(34)} ${cells.join('')}  ${outcomes}`);
  }
  // Every round's figures with the load beside them: the machine is shared, and the worst round may be the busiest.
  console.log('\nEach round (p99 / max ms, load when the case ended):');
  for (const [caseName, byTree] of all) {
    const rounds = trees.map(
      ([t]) =>
        `${t}: ${(byTree.get(t) ?? []).map((r) => `${fmt(r.loop.p99, 0)}/${fmt(r.loop.max, 0)} @${fmt(r.load, 1)}`).join(', ')}`,
    );
    console.log(`${caseName.padEnd(34)} ${rounds.join('   ')}`);
  }
}

void main();
