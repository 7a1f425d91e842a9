// The simulator under load: create a glossary with a 10 MB dictionary over HTTP, then serve 200 concurrent
// translate requests that use it (and, for comparison, 200 without a glossary). The simulator runs as its own
// process (the CLI), so the figures are the server's and not shared with this client.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { Agent, request } from 'undici';
import { fmt } from './lib/measure';

const DICTIONARY_BYTES = 10_000_000;
const CONCURRENT = 200;

function tenMegabyteDictionary(): { entries: string; count: number; bytes: number } {
  const lines: string[] = [];
  let bytes = -1; // no newline after the last entry
  for (let i = 0; ; i++) {
    const line = `source term number ${i}\tZielbegriff Nummer ${i}`;
    if (bytes + line.length + 1 > DICTIONARY_BYTES) break;
    lines.push(line);
    bytes += line.length + 1;
  }
  return { entries: lines.join('\n'), count: lines.length, bytes };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function main(): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, '../src/simulator/cli.ts'), '--port', '0'],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const [line] = (await once(createInterface({ input: child.stdout! }), 'line')) as [string];
  const ready = JSON.parse(line) as { pro_url: string; keys: { pro: string } };
  const simulator = { proUrl: ready.pro_url };
  const headers = { authorization: `Service-Auth-Key ${ready.keys.pro}`, 'content-type': 'application/json' };
  try {
    // The CLI's default readiness delay is short; wait for the glossary like a client would.
    const dictionary = tenMegabyteDictionary();
    const body = JSON.stringify({
      name: 'Bench',
      dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: dictionary.entries, entries_format: 'tsv' }],
    });
    const started = performance.now();
    const created = await fetch(`${simulator.proUrl}/v3/glossaries`, { method: 'POST', headers, body });
    const createMs = performance.now() - started;
    const glossary = (await created.json()) as { glossary_id: string; dictionaries: { entry_count: number }[] };
    if (created.status !== 201) throw new Error(`glossary creation answered ${created.status}`);
    console.log(
      `create glossary, 10 MB dictionary (${dictionary.count} entries, ${dictionary.bytes} bytes): ${fmt(createMs)} ms`,
    );
    while (
      !(
        (await (await fetch(`${simulator.proUrl}/v3/glossaries/${glossary.glossary_id}`, { headers })).json()) as {
          ready: boolean;
        }
      ).ready
    ) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const text = 'The source term number 4242 appears in this sentence, and source term number 17 as well, 3 times.';
    // undici's request over one agent: a lighter client than fetch, so the figures say more about the server.
    const agent = new Agent({ connections: CONCURRENT });
    const round = async (withGlossary: boolean) => {
      const latencies: number[] = [];
      const payload = JSON.stringify({
        text: [text],
        source_lang: 'en',
        target_lang: 'de',
        ...(withGlossary ? { glossary_id: glossary.glossary_id } : {}),
      });
      const begin = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENT }, async () => {
          const t0 = performance.now();
          const res = await request(`${simulator.proUrl}/v2/translate`, {
            method: 'POST',
            headers,
            body: payload,
            dispatcher: agent,
          });
          const json = (await res.body.json()) as { translations?: { text: string }[] };
          if (res.statusCode !== 200) throw new Error(`translate answered ${res.statusCode}`);
          if (withGlossary && !json.translations![0]!.text.includes('Zielbegriff Nummer 4242'))
            throw new Error('glossary not applied');
          latencies.push(performance.now() - t0);
        }),
      );
      const total = performance.now() - begin;
      latencies.sort((a, b) => a - b);
      return { total, p50: percentile(latencies, 50), p95: percentile(latencies, 95), max: latencies.at(-1)! };
    };
    // Rounds alternate; the first pair is cold (JIT warm-up, and the first glossary use builds its matcher).
    for (const [index, withGlossary] of [true, false, true, false, true, false].entries()) {
      const r = await round(withGlossary);
      console.log(
        `round ${Math.floor(index / 2) + 1}${index < 2 ? ' (cold)' : '       '} ${CONCURRENT} concurrent translate ${withGlossary ? 'with the 10 MB glossary' : 'without glossary    '}: total ${fmt(r.total)} ms, ` +
          `${fmt((CONCURRENT / r.total) * 1000, 0)} req/s, latency p50 ${fmt(r.p50)} / p95 ${fmt(r.p95)} / max ${fmt(r.max)} ms`,
      );
    }
    await agent.close();
  } finally {
    child.kill('SIGTERM');
    await once(child, 'exit');
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
