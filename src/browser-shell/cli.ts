// `npm run start:browser`: the app's services and renderer for a browser, on 127.0.0.1 only.
import { parseArgs } from 'node:util';
import { join, resolve } from 'node:path';
import { homedir } from 'node:os';
import { existsSync, readFileSync } from 'node:fs';
import type { StartDemo } from '../main/accounts/offlineDemo';
import { createServices } from '../main/services';
import { createBrowserHost } from './browserHost';
import { startBrowserShell } from './server';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'user-data': { type: 'string' },
    renderer: { type: 'string' },
    secret: { type: 'string' },
  },
});

const root = resolve(__dirname, '../..');
const rendererDir = values.renderer ?? join(root, 'out/renderer');
if (!existsSync(join(rendererDir, 'index.html'))) {
  console.error(`The renderer is not built (${rendererDir}). Run \`npm run build\` first.`);
  process.exit(1);
}
const userDataDir = values['user-data'] ?? process.env['GLOSSA_USER_DATA'] ?? join(homedir(), '.config', 'Glossa');
const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };

/** The offline demo's simulator, loaded only when the demo is first needed (no account). */
const startDemo: StartDemo = async (options) => (await import('../simulator')).startAppSimulator(options);

async function main(): Promise<void> {
  const demoService = demoServiceFromEnv();
  const services = await createServices({
    host: createBrowserHost(),
    userDataDir,
    appVersion: version,
    startDemo,
    ...(demoService ? { demoService } : {}),
  });
  const shell = await startBrowserShell({
    services,
    rendererDir,
    port: Number(values.port),
    ...(values.secret ? { secret: values.secret } : {}),
    log: (line) => console.error(`[browser-shell] ${line}`),
  });
  // One machine-readable line first, for scripts and tests; then the human one.
  process.stdout.write(`${JSON.stringify({ url: shell.url, origin: shell.origin })}\n`);
  console.error(`Glossa is running in your browser at ${shell.url}`);

  /** A stop never hangs: past this, the shell says what it was waiting for and exits (the journal survives a kill). */
  const STOP_DEADLINE_MS = 15_000;
  let stopping: string | undefined;
  const stop = async () => {
    if (stopping) return;
    stopping = 'the browser connections';
    setTimeout(() => {
      console.error(
        `[browser-shell] stopping took over ${STOP_DEADLINE_MS / 1000} s, still waiting for ${stopping}; exiting now`,
      );
      process.exit(1);
    }, STOP_DEADLINE_MS).unref();
    await shell.close();
    stopping = 'the services to close';
    await services.dispose();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

/**
 * GLOSSA_DEMO_SIMULATOR: the ready line of `npm run simulator` ({"pro_url","free_url","keys"}). The offline
 * demo then uses that simulator instead of one inside this process, so it outlives this process (tests).
 */
function demoServiceFromEnv():
  { proUrl: string; freeUrl: string; keys: { pro: string; free: string; admin: string } } | undefined {
  const text = process.env['GLOSSA_DEMO_SIMULATOR'];
  if (!text) return undefined;
  const line = JSON.parse(text) as {
    pro_url: string;
    free_url: string;
    keys: { pro: string; free: string; admin: string };
  };
  return { proUrl: line.pro_url, freeUrl: line.free_url, keys: line.keys };
}
