// One upload with the Glossa API client, run by bench/upload.bench.ts in a plain Node child process (bundled
// first, so no TypeScript loader sits in the measured RSS). Prints one JSON line: seconds, peak RSS, outcome.
import { performance } from 'node:perf_hooks';
import { LanguageServicesClient } from '../../src/main/api/client';
import { isGlossaError } from '../../src/shared/errors';
import { sampleRss } from './measure';

async function main(): Promise<void> {
  const [url, key, path] = process.argv.slice(2) as [string, string, string];
  // The simulator speaks the spec's scheme word.
  const client = new LanguageServicesClient({
    baseUrl: url,
    authKey: key,
    authScheme: 'Service-Auth-Key',
    maxAttempts: 1,
    timeoutMs: 120_000,
  });
  const startRssMiB = process.memoryUsage.rss() / 1024 / 1024;
  const rss = sampleRss(10);
  const started = performance.now();
  let outcome = '200';
  try {
    await client.documents.upload({ path, target_lang: 'de' });
  } catch (error) {
    if (!isGlossaError(error) || error.status === undefined) throw error;
    outcome = `${error.status} (${error.serverMessage ?? error.message})`;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakRssMiB = rss.stop();
  await client.close();
  process.stdout.write(`${JSON.stringify({ seconds, peakRssMiB, startRssMiB, outcome })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
