// Start-up in Chromium through the browser shell: from navigation to the first section shown with its handlers
// attached (the `glossa:section-shown:<id>` mark the app sets), in a fresh browser context each round (nothing
// cached), for a newcomer (the welcome screen) and for someone with an account (Documents), alternately; and the size of the window's first script (the entry and every module the page preloads with it,
// React and the frame included), minified, as built, and of every script the first screen loaded (the first section's chunks too).
// Goals: under 500 ms, and under 350 kB.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fmt } from './lib/measure';
import type { Browser } from '@playwright/test';
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
  console.log(
    `initial script (entry + its preloads): ${fmt(script.bytes / 1000)} kB minified (${fmt(script.gzipBytes / 1000)} kB gzip): ${script.files.join(', ')}`,
  );

  // A newcomer (no account: the welcome screen) and someone with an account (the first section, Documents),
  // alternately, each shell with its own user data.
  const newcomer = await startBenchShell();
  const returning = await startBenchShell({ settings: RETURNING_USER });
  const browser = await launchChromium();
  try {
    const runs = {
      newcomer: { shell: newcomer, shown: [] as number[], js: 0, name: '' },
      'with an account': { shell: returning, shown: [] as number[], js: 0, name: '' },
    };
    for (let i = 0; i < ROUNDS; i++) {
      for (const run of Object.values(runs)) {
        const { name, startTime, jsBytes } = await firstSection(browser, run.shell.url);
        run.shown.push(startTime);
        if (i === 0) [run.name, run.js] = [name.replace('glossa:section-shown:', ''), jsBytes];
      }
    }
    for (const [who, run] of Object.entries(runs)) {
      const sorted = [...run.shown].sort((a, b) => a - b);
      console.log(
        `${who}: navigation to the first section shown (${run.name}; ${ROUNDS} cold loads): median ${fmt(percentile(sorted, 0.5), 0)} ms, min ${fmt(sorted[0]!, 0)} ms, max ${fmt(sorted[sorted.length - 1]!, 0)} ms (goal < 500 ms); every script it loaded by then: ${fmt(run.js / 1000)} kB minified`,
      );
    }
  } finally {
    await browser.close();
    await newcomer.stop();
    await returning.stop();
  }
}

/** An account without its key (the key would be in the keychain): enough for the window to open on Documents. */
const RETURNING_USER = {
  version: 3,
  accounts: [{ id: 'work', name: 'Work', plan: 'pro', endpoint: { kind: 'region', region: 'global' } }],
  activeAccountId: 'work',
};

/** One cold load in a fresh browser context: the first `glossa:section-shown:<id>` mark, and the scripts fetched by then. */
async function firstSection(
  browser: Browser,
  url: string,
): Promise<{ name: string; startTime: number; jsBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  try {
    const page = await context.newPage();
    let jsBytes = 0;
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        jsBytes += statSync(join(root, 'out/renderer', new URL(response.url()).pathname)).size;
    });
    await page.goto(url);
    // Passed as text (the page's CSP allows no eval, and tsx helpers do not exist there).
    const mark = (await page.evaluate(`new Promise((resolve) => {
      const pick = (list) => list.find((m) => m.name.startsWith('glossa:section-shown:'));
      const seen = pick(performance.getEntriesByType('mark'));
      if (seen) return resolve({ name: seen.name, startTime: seen.startTime });
      new PerformanceObserver((entries, observer) => {
        const hit = pick(entries.getEntries());
        if (hit) (observer.disconnect(), resolve({ name: hit.name, startTime: hit.startTime }));
      }).observe({ type: 'mark' });
    })`)) as { name: string; startTime: number };
    return { ...mark, jsBytes };
  } finally {
    await context.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
