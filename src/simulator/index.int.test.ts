// Starting and stopping the simulator: ports, the CLI's ready line and signals, persistence with a data
// folder, one instance per data center, and a clean close.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_KEYS, startSimulator, type Simulator } from './index';
import { serviceCalls } from './testing/serviceCalls';

const started: Simulator[] = [];
const start = async (...args: Parameters<typeof startSimulator>) => {
  const simulator = await startSimulator(...args);
  started.push(simulator);
  return simulator;
};
afterEach(async () => {
  await Promise.all(started.splice(0).map((simulator) => simulator.close()));
});
const portOf = (url: string) => Number(new URL(url).port);

describe('startSimulator', () => {
  it('listens on 127.0.0.1 with the Free URL on the port after the Pro URL', async () => {
    const simulator = await start();
    expect(simulator.proUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(portOf(simulator.freeUrl)).toBe(portOf(simulator.proUrl) + 1);
    expect(simulator.keys).toEqual(DEFAULT_KEYS);
  });

  it('uses the port it is given', async () => {
    const probe = await startSimulator();
    const port = portOf(probe.proUrl);
    await probe.close();
    const simulator = await start({ port });
    expect(simulator.proUrl).toBe(`http://127.0.0.1:${port}`);
    expect(simulator.freeUrl).toBe(`http://127.0.0.1:${port + 1}`);
  });

  it('takes its keys from the options', async () => {
    const simulator = await start({ keys: { pro: 'my-pro', free: 'my-free:fx', admin: 'my-admin' } });
    const call = serviceCalls(simulator);
    expect((await call('GET', '/v3/languages/products', { key: 'my-pro' })).status).toBe(200);
    expect((await call('GET', '/v3/languages/products', { key: DEFAULT_KEYS.pro })).status).toBe(403);
  });

  it('closes both servers and leaves no listening handle behind', async () => {
    const servers = () =>
      process.getActiveResourcesInfo().filter((name) => name === 'TCPServerWrap' || name === 'TCPSocketWrap').length;
    // Handles of closed servers are released on a later turn of the event loop.
    const settle = () => new Promise((resolve) => setTimeout(resolve, 100));
    await settle();
    const before = servers();
    const simulator = await startSimulator();
    await serviceCalls(simulator)('GET', '/v3/languages/products');
    expect(servers()).toBeGreaterThanOrEqual(before + 2);
    await simulator.close();
    await settle();
    expect(servers()).toBe(before);
    await expect(fetch(`${simulator.proUrl}/v3/languages/products`)).rejects.toThrow();
  });

  it('is one data center: a second instance sees none of the first one’s glossaries or style rules', async () => {
    const first = serviceCalls(await start());
    const second = serviceCalls(await start());
    await first('POST', '/v3/glossaries', {
      json: {
        name: 'g',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
      },
    });
    await first('POST', '/v3/style_rules', { json: { name: 's', language: 'de' } });
    expect((await second('GET', '/v3/glossaries')).body.glossaries).toEqual([]);
    expect((await second('GET', '/v3/style_rules')).body.style_rules).toEqual([]);
  });
});

describe('a data folder', () => {
  it('keeps glossaries, style rules and developer keys across restarts, written atomically', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'glossa-simulator-'));
    try {
      const first = await startSimulator({ dataDir, glossaryReadyDelayMs: 0 });
      const call = serviceCalls(first);
      const glossary = (
        await call('POST', '/v3/glossaries', {
          json: {
            name: 'Kept',
            dictionaries: [{ source_lang: 'en', target_lang: 'de', entries: 'a\tb', entries_format: 'tsv' }],
          },
        })
      ).body;
      const list = (await call('POST', '/v3/style_rules', { json: { name: 'Kept style', language: 'fr' } })).body;
      const key = (await call('POST', '/v2/admin/developer-keys', { key: 'admin', json: { label: 'kept' } })).body;
      await first.close();
      expect((await readdir(join(dataDir, 'glossaries'))).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      const second = await start({ dataDir });
      const again = serviceCalls(second);
      expect((await again('GET', `/v3/glossaries/${glossary.glossary_id}`)).body).toMatchObject({
        name: 'Kept',
        dictionaries: [{ entry_count: 1 }],
      });
      expect(
        (await again('GET', `/v3/glossaries/${glossary.glossary_id}/entries?source_lang=en&target_lang=de`)).body
          .dictionaries[0].entries,
      ).toBe('a\tb');
      expect((await again('GET', `/v3/style_rules/${list.style_id}`)).body).toMatchObject({
        name: 'Kept style',
        version: 1,
      });
      expect((await again('GET', '/v3/languages/products', { key: key.key_id })).status).toBe(200);

      await again('DELETE', `/v3/glossaries/${glossary.glossary_id}`);
      await second.close();
      const third = await start({ dataDir });
      expect((await serviceCalls(third)('GET', '/v3/glossaries')).body.glossaries).toEqual([]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('keeps nothing without one', async () => {
    const first = await startSimulator();
    await serviceCalls(first)('POST', '/v3/style_rules', { json: { name: 's', language: 'de' } });
    await first.close();
    expect((await serviceCalls(await start())('GET', '/v3/style_rules')).body.style_rules).toEqual([]);
  });
});

describe('npm run simulator (cli.ts)', () => {
  const runCli = (args: string[]) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(__dirname, 'cli.ts'), ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const lines = createInterface({ input: child.stdout! });
    const firstLine = new Promise<string>((resolve, reject) => {
      lines.once('line', resolve);
      child.once('exit', (code) => reject(new Error(`exited with ${code}`)));
    });
    firstLine.catch(() => undefined); // a test that expects an early exit never reads it
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return {
      child,
      firstLine,
      exited,
      rest: () =>
        new Promise<string[]>((resolve) => {
          const more: string[] = [];
          lines.on('line', (l) => more.push(l));
          lines.once('close', () => resolve(more));
        }),
    };
  };

  it.each(['SIGTERM', 'SIGINT'] as const)('prints one JSON line when ready and stops cleanly on %s', async (signal) => {
    const cli = runCli([
      '--port',
      '0',
      '--auth-scheme',
      'Custom-Word',
      '--pro-key',
      'p1',
      '--free-key',
      'f1:fx',
      '--admin-key',
      'a1',
    ]);
    const ready = JSON.parse(await cli.firstLine) as {
      pro_url: string;
      free_url: string;
      keys: Record<string, string>;
    };
    const rest = cli.rest();
    expect(ready).toEqual({
      pro_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/),
      free_url: expect.any(String),
      keys: { pro: 'p1', free: 'f1:fx', admin: 'a1' },
    });
    expect(portOf(ready.free_url)).toBe(portOf(ready.pro_url) + 1);
    const res = await fetch(`${ready.free_url}/v3/languages/products`, {
      headers: { authorization: 'Custom-Word f1:fx' },
    });
    expect(res.status).toBe(200);
    cli.child.kill(signal);
    expect(await cli.exited).toBe(0);
    expect(await rest).toEqual([]);
  });

  it('refuses an unknown flag with exit code 2', async () => {
    const cli = runCli(['--colour', 'blue']);
    expect(await cli.exited).toBe(2);
  });

  it('answers in the public form with --dialect public, and refuses an unknown dialect with exit code 2', async () => {
    const cli = runCli(['--port', '0', '--dialect', 'public', '--auth-scheme', 'DeepL-Auth-Key']);
    const ready = JSON.parse(await cli.firstLine) as { pro_url: string; keys: Record<string, string> };
    const headers = { authorization: `DeepL-Auth-Key ${ready.keys.pro}` };
    expect((await fetch(`${ready.pro_url}/v3/languages/resources`, { headers })).status).toBe(200);
    expect((await fetch(`${ready.pro_url}/v3/languages?product=translate_text`, { headers })).status).toBe(400);
    cli.child.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(await runCli(['--dialect', 'deepl']).exited).toBe(2);
  });
});
