// The built app's document worker: electron-vite bundles it as its own main-process entry, the simulator's
// chunk finds it, and it translates in plain Node (no tsx, no Electron). The main bundle is built here, with
// the project's own electron.vite.config.ts, into a temp folder under node_modules/.cache (the bundle requires
// its dependencies from node_modules, as the packaged app does).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workerEntry } from '../../node/work/workerEntry';
import { DocumentWorkers } from './documentWorkers';

const root = resolve(__dirname, '../../..');
const BUILD_MAIN = `
import { resolveConfig } from 'electron-vite';
import { build } from 'vite';
const [root, outDir] = process.argv.slice(1);
process.env.NODE_ENV_ELECTRON_VITE = 'production';
const { config } = await resolveConfig({ configFile: root + '/electron.vite.config.ts', root, build: { outDir }, logLevel: 'error' }, 'build', 'production');
await build(config.main);
`;

let out: string;
beforeAll(async () => {
  await mkdir(join(root, 'node_modules/.cache'), { recursive: true });
  out = await mkdtemp(join(root, 'node_modules/.cache/glossa-built-main-'));
  await promisify(execFile)(process.execPath, ['--input-type=module', '-e', BUILD_MAIN, root, out], { cwd: root });
}, 60_000);
afterAll(() => rm(out, { recursive: true, force: true }));

describe('the built document worker', () => {
  it('is its own entry of the main bundle, beside index.js', () => {
    expect(existsSync(join(out, 'main/index.js'))).toBe(true);
    expect(existsSync(join(out, 'main/documentWorker.js'))).toBe(true);
  });

  it("never loads the app's main entry (which needs Electron)", async () => {
    const chunks = join(out, 'main/chunks');
    const loaded = new Set<string>();
    const visit = async (file: string) => {
      if (loaded.has(file)) return;
      loaded.add(file);
      const code = await readFile(file, 'utf8');
      for (const [, required] of code.matchAll(/require\("(\.{1,2}\/[^"]+)"\)/g))
        await visit(resolve(dirname(file), required!));
    };
    await visit(join(out, 'main/documentWorker.js'));
    expect([...loaded].filter((file) => !file.startsWith(chunks))).toEqual([join(out, 'main/documentWorker.js')]);
    for (const file of loaded) expect(await readFile(file, 'utf8')).not.toContain('require("electron")');
  });

  it("is found from the simulator's chunk and translates a document in plain Node", async () => {
    const chunks = join(out, 'main/chunks');
    const simulatorChunk = (await readdir(chunks)).find((name) => name.startsWith('simulator-'));
    expect(simulatorChunk).toBeDefined();
    const entry = workerEntry('documentWorker', chunks);
    expect(entry).toEqual({ script: join(out, 'main/documentWorker.js'), eval: false });
    const note = join(out, 'note.txt');
    await writeFile(note, 'The house is big.');
    const workers = new DocumentWorkers({ maxHeapMb: 256, maxMs: 60_000, concurrency: 1 }, entry);
    const translated = await workers.translate({
      uploadPath: note,
      fileName: 'note.txt',
      targetLang: 'de',
      formality: 'default',
      styleMark: '',
    });
    await workers.close();
    expect(new TextDecoder().decode(translated.bytes)).toBe('Die Haus ist groß.');
    expect(translated).toMatchObject({
      fileName: 'note.txt',
      contentType: 'text/plain; charset=utf-8',
      characters: 17,
    });
  });
});
