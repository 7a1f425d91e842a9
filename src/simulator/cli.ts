// `npm run simulator -- [--port N] [--data DIR] [--auth-scheme WORD] [--dialect spec|public] [--pro-key K --free-key K --admin-key K]
//  [--max-upload-bytes N] [--max-translatable-bytes N]`
// Prints one JSON line when ready, stops cleanly on SIGINT/SIGTERM.
import { parseArgs } from 'node:util';
import { SIMULATOR_DIALECTS, startSimulator, type SimulatorDialect } from './index';

const USAGE =
  'usage: npm run simulator -- [--port N] [--data DIR] [--auth-scheme WORD] [--dialect spec|public] [--pro-key K] [--free-key K] [--admin-key K] ' +
  '[--max-upload-bytes N] [--max-translatable-bytes N]';

async function main(): Promise<void> {
  let values;
  try {
    ({ values } = parseArgs({
      options: {
        port: { type: 'string' },
        data: { type: 'string' },
        'auth-scheme': { type: 'string' },
        dialect: { type: 'string' },
        'pro-key': { type: 'string' },
        'free-key': { type: 'string' },
        'admin-key': { type: 'string' },
        'max-upload-bytes': { type: 'string' },
        'max-translatable-bytes': { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const port = values.port === undefined ? 0 : Number(values.port);
  if (!Number.isInteger(port) || port < 0 || port > 65534) {
    console.error(`--port must be a whole number from 0 to 65534.\n${USAGE}`);
    process.exit(2);
  }
  const byteCount = (flag: 'max-upload-bytes' | 'max-translatable-bytes'): number | undefined => {
    const value = values[flag];
    if (value === undefined) return undefined;
    const bytes = Number(value);
    if (!Number.isSafeInteger(bytes) || bytes < 1) {
      console.error(`--${flag} must be a whole number of bytes, at least 1.\n${USAGE}`);
      process.exit(2);
    }
    return bytes;
  };
  const dialect = values.dialect ?? 'spec';
  if (!(SIMULATOR_DIALECTS as readonly string[]).includes(dialect)) {
    console.error(`--dialect must be ${SIMULATOR_DIALECTS.join(' or ')}.\n${USAGE}`);
    process.exit(2);
  }
  const maxUploadBytes = byteCount('max-upload-bytes');
  const maxTranslatableBytes = byteCount('max-translatable-bytes');
  const keys = Object.fromEntries(
    Object.entries({ pro: values['pro-key'], free: values['free-key'], admin: values['admin-key'] }).filter(
      ([, key]) => key !== undefined,
    ),
  );
  const simulator = await startSimulator({
    port,
    dataDir: values.data,
    authScheme: values['auth-scheme'],
    dialect: dialect as SimulatorDialect,
    keys,
    maxUploadBytes,
    maxTranslatableBytes,
  });
  process.stdout.write(
    `${JSON.stringify({ pro_url: simulator.proUrl, free_url: simulator.freeUrl, keys: simulator.keys })}\n`,
  );

  const stop = () => {
    process.off('SIGINT', stop);
    process.off('SIGTERM', stop);
    simulator.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('simulator: could not stop cleanly:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error('simulator: could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
