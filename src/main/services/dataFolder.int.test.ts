// Any user data folder starts the app (issue 25): settings.json that is a folder, a read-only data folder, a
// hand-written proxy the app cannot use, a settings file of a future version. The app starts, says in a
// sentence what is wrong, runs with defaults or read-only, and deletes nothing.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { startSimulator } from '../../simulator';
import { SETTINGS_VERSION } from '../../shared/settings';
import { type Services, createServices } from '.';

const dirs: string[] = [];
const started: Services[] = [];
const immutable: string[] = [];
afterEach(async () => {
  for (const dir of immutable.splice(0)) execFileSync('chattr', ['-i', dir]);
  await Promise.all(started.splice(0).map((services) => services.dispose()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function dataFolder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-datafolder-'));
  dirs.push(dir);
  return dir;
}

async function start(dir: string): Promise<Services> {
  const services = await createServices({
    host: createBrowserHost(),
    userDataDir: dir,
    appVersion: '0.0.0-test',
    startDemo: ({ dataDir }) => startSimulator({ port: 0, dataDir }),
  });
  started.push(services);
  return services;
}

const ctx = { senderId: 1, signal: new AbortController().signal };

describe('a data folder that is not as the app left it', () => {
  it('settings.json that is a folder: the app starts with defaults, says so, and leaves the folder', async () => {
    const dir = dataFolder();
    mkdirSync(join(dir, 'settings.json'));
    writeFileSync(join(dir, 'settings.json', 'keep.txt'), 'mine');
    const services = await start(dir);
    expect(services.settings.get().version).toBe(SETTINGS_VERSION);
    expect(services.settings.problem).toMatch(/settings\.json is a folder, not a file/);
    await services.settings.update((s) => ({ ...s, theme: 'dark' }));
    expect(services.settings.get().theme).toBe('dark');
    expect(readFileSync(join(dir, 'settings.json', 'keep.txt'), 'utf8')).toBe('mine');
    const info = await services.handlers.app.getInfo(undefined as never, ctx);
    expect(info.dataFolderProblems?.[0]).toMatch(/is a folder, not a file/);
  });

  it('settings of a future version: the app starts with defaults and leaves the file as it was', async () => {
    const dir = dataFolder();
    const future = JSON.stringify({ version: SETTINGS_VERSION + 7, theme: 'dark', hologram: true });
    writeFileSync(join(dir, 'settings.json'), future);
    const services = await start(dir);
    expect(services.settings.problem).toMatch(/newer version of Glossa/);
    await services.settings.update((s) => ({ ...s, theme: 'light' }));
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(future);
  });

  it('a read-only data folder: the app starts, says it runs read-only, and writes nothing', async (test) => {
    const dir = dataFolder();
    writeFileSync(join(dir, 'settings.json'), JSON.stringify({ version: SETTINGS_VERSION, theme: 'dark' }));
    try {
      execFileSync('chattr', ['+i', dir], { stdio: 'ignore' });
      immutable.push(dir);
    } catch {
      test.skip(); // needs a file system with immutable folders (root on ext4, as CI runs)
    }
    const before = readdirSync(dir);
    const services = await start(dir);
    expect(services.settings.get().theme).toBe('dark');
    expect(services.settings.problem).toMatch(/cannot write to its data folder/);
    await services.settings.update((s) => ({ ...s, theme: 'light' }));
    expect(services.settings.get().theme).toBe('light');
    expect(readdirSync(dir)).toEqual(before);
    expect(statSync(join(dir, 'settings.json')).size).toBeGreaterThan(0);
  });
});

describe('values written by hand', () => {
  it('a socks5:// proxy: the app starts without it, says why, and the accounts view answers', async () => {
    const dir = dataFolder();
    const written = JSON.stringify({ version: SETTINGS_VERSION, network: { proxyUrl: 'socks5://127.0.0.1:1080' } });
    writeFileSync(join(dir, 'settings.json'), written);
    const services = await start(dir);
    expect(services.settings.problem).toBe(
      'The proxy address in the settings file uses socks5, and Glossa only works through http:// and https:// proxies, so Glossa connects without a proxy for now. Enter a proxy as http://host:port in Settings, or clear it.',
    );
    const state = await services.handlers.accounts.state(undefined as never, ctx);
    expect(state.accounts).toEqual([]);
    expect(readFileSync(join(dir, 'settings.json'), 'utf8')).toBe(written);
  });
});
