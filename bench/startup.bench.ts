// Start-up in Chromium through the browser shell: from navigation to the first section shown with its handlers
// attached (the `glossa:section-shown:<id>` mark the app sets), in a fresh browser context each round (nothing
// cached); and the size of the window's first script (the entry and every module the page preloads with it,
// React and the frame included), minified, as built, and of every script the first screen loaded (the first section's chunks too).
// Goals: under 500 ms, and under 350 kB.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt } from './lib/measure';
import { ensureBuilt, launchChromium, percentile, root, startBenchShell } from './lib/browserShell';

const ROUNDS = 7;

/** The window's first script: the entry index.html names and every module it preloads, minified as built. */
function initialScript(): { files: string[]; bytes: number; gzipBytes: number } {
  const assets = join(root, 'out/renderer/assets');
  const html = readFileSync(join(root, 'out/renderer/index.html'), 'utf8');
  const named = /<(?:script[^>]*\bsrc|link[^>]*\brel="modulepreload"[^>]*\bhref)="\.?\/?assets\/([^"]+\.js)"/g;
  const files = [...new Set([...html.matchAll(named)].map((m) => m[1]!))];
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    bytes += statSync(join(assets, file)).size;
    gzipBytes += gzipSync(readFileSync(join(assets, file))).length;
  }
  return { files, bytes, gzipBytes };
}

async function main(): Promise<void> {
  ensureBuilt();
  const script = initialScript();
  console.log(`initial script (entry + its preloads): ${fmt(script.bytes / 1000)} kB minified (${fmt(script.gzipBytes / 1000)} kB gzip): ${script.files.join(', ')}`);

  const shell = await startBenchShell();
  const browser = await launchChromium();
  try {
    const shown: number[] = [];
    const loadedJs: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
      const page = await context.newPage();
      let jsBytes = 0;
      page.on('response', (response) => {
        if (response.url().endsWith('.js')) jsBytes += statSync(join(root, 'out/renderer', new URL(response.url()).pathname)).size;
      });
      await page.goto(shell.url);
      // Passed as text (the page's CSP allows no eval, and tsx helpers do not exist there).
      const mark = page.evaluate(`new Promise((resolve) => {
        const pick = (list) => list.find((m) => m.name.startsWith('glossa:section-shown:'));
        const seen = pick(performance.getEntriesByType('mark'));
        if (seen) return resolve({ name: seen.name, startTime: seen.startTime });
        new PerformanceObserver((entries, observer) => {
          const hit = pick(entries.getEntries());
          if (hit) (observer.disconnect(), resolve({ name: hit.name, startTime: hit.startTime }));
        }).observe({ type: 'mark' });
      })`) as Promise<{ name: string; startTime: number }>;
      const { name, startTime } = await mark;
      shown.push(startTime);
      loadedJs.push(jsBytes);
      if (i === 0) console.log(`first section: ${name.replace('glossa:section-shown:', '')}`);
      await context.close();
    }
    const sorted = [...shown].sort((a, b) => a - b);
    console.log(
      `navigation to the first section shown (${ROUNDS} cold loads): median ${fmt(percentile(sorted, 0.5), 0)} ms, min ${fmt(sorted[0]!, 0)} ms, max ${fmt(sorted[sorted.length - 1]!, 0)} ms (goal < 500 ms)`,
    );
    console.log(`every script the first screen loaded: ${fmt(loadedJs[0]! / 1000)} kB minified (the first section's own code included)`);
  } finally {
    await browser.close();
    await shell.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
