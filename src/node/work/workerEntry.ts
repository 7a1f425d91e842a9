// Where a worker entry's script is, in every way the app runs, for a worker thread or a child process. From
// source (the browser shell, vitest, the benches: all load .ts) a Worker goes through neither vitest's nor the
// parent's transform, so it registers tsx's require hook itself, then requires the .ts entry (a child process
// is given the hook as a `--require`). Built by electron-vite, each entry is its own
// main-bundle input (electron.vite.config.ts: `out/main/<name>.js`), beside index.js or one folder up from a
// chunk. (`__filename`, not `__dirname`: tsx gives a CommonJS module imported from ESM its name, not its folder.)
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

export interface WorkerEntry {
  /** The worker's script file, or (with `eval`) the code that loads it. */
  script: string;
  eval: boolean;
}

/**
 * The entry `name` (`workWorker`): `<name>.ts` in `here` from source, `<name>.js` when built. `here` is the
 * caller's own folder (`dirname(__filename)`): from source the folder of its .ts file, built the bundle's
 * folder or its `chunks/`.
 */
export function workerEntry(name: string, here: string): WorkerEntry {
  const source = join(here, `${name}.ts`);
  if (existsSync(source)) {
    const tsx = createRequire(source).resolve('tsx/cjs');
    return { script: `require(${JSON.stringify(tsx)});\nrequire(${JSON.stringify(source)});`, eval: true };
  }
  return { script: builtEntry(name, here), eval: false };
}

/** The same entry run as a child process (`child_process.fork`): its script and the options Node needs for it. */
export function processEntry(name: string, here: string): { script: string; execArgv: string[] } {
  const source = join(here, `${name}.ts`);
  if (existsSync(source)) return { script: source, execArgv: ['--require', createRequire(source).resolve('tsx/cjs')] };
  return { script: builtEntry(name, here), execArgv: [] };
}

function builtEntry(name: string, here: string): string {
  for (const built of [join(here, `${name}.js`), join(here, '..', `${name}.js`)]) {
    if (existsSync(built)) return built;
  }
  throw new Error(`Glossa's worker ${name} is missing (no ${name}.ts or .js near ${here}); build the app again.`);
}
