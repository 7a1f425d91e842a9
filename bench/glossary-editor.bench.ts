// In Chromium, through the browser shell: open a 250,000-entry dictionary in the editor, print the time to
// the first rendered rows, then the frame times while scrolling the grid from top to bottom.
// Needs the built renderer (out/renderer); it is built first when missing.
import { chromium } from '@playwright/test';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { startSimulator } from '../src/simulator';
import { fmt } from './lib/measure';

const ENTRIES = 250_000;
const root = join(__dirname, '..');

async function main(): Promise<void> {
  if (!existsSync(join(root, 'out/renderer/index.html'))) {
    const build = spawnSync('npx', ['electron-vite', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) throw new Error('The renderer did not build.');
  }
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0 });
  const auth = { authorization: `${service.authScheme} ${service.keys.pro}`, 'content-type': 'application/json' };
  const lines: string[] = [];
  for (let i = 0; i < ENTRIES; i++) lines.push(`Begriff ${i} über\tterm ${i}`);
  const created = await fetch(`${service.proUrl}/v3/glossaries`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ name: 'Big', dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: lines.join('\n'), entries_format: 'tsv' }] }),
  });
  if (created.status !== 201 && created.status !== 200) throw new Error(`The simulator refused the dictionary: ${created.status} ${await created.text()}`);
  console.log(`dictionary: ${ENTRIES.toLocaleString('en-US')} entries, ${fmt(Buffer.byteLength(lines.join('\n')) / 1_000_000, 2)} MB`);

  const userDataDir = mkdtempSync(join(tmpdir(), 'glossa-bench-'));
  const shell = spawn(process.execPath, ['--import', 'tsx', join(root, 'src/browser-shell/cli.ts'), '--user-data', userDataDir], {
    cwd: root,
    env: { ...process.env, DBUS_SESSION_BUS_ADDRESS: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const browser = await chromium.launch({
    executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const { url } = JSON.parse(await new Promise<string>((resolve) => createInterface({ input: shell.stdout! }).once('line', resolve))) as { url: string };
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(url);
    await page.getByRole('button', { name: 'Settings' }).click();
    const form = page.getByRole('form', { name: 'Add an account' });
    await form.getByLabel('Account name').fill('Bench');
    await form.getByRole('radio', { name: 'Pro' }).check();
    await form.getByLabel('Service address').selectOption('custom');
    await form.getByLabel('Custom base URL').fill(service.proUrl);
    await form.getByLabel('API key').fill(service.keys.pro);
    await form.getByRole('button', { name: 'Check and add' }).click();
    await form.getByRole('button', { name: 'Keep the key for this session only' }).click();
    await page.getByRole('button', { name: 'Glossaries' }).click();

    const open = page.getByRole('button', { name: 'Edit de → en' });
    await open.waitFor();
    const start = performance.now();
    await open.click();
    await page.getByLabel('Source of entry 1', { exact: true }).waitFor({ timeout: 120_000 });
    const firstRowsMs = performance.now() - start;
    console.log(`time to the first rendered rows: ${fmt(firstRowsMs, 0)} ms (click to the first row in the DOM)`);

    // Scroll the grid from top to bottom in 4 s, one step per frame, recording every frame's duration.
    // Passed as text: the bench runs through tsx, whose helpers do not exist in the page.
    const frames = (await page.evaluate(`(async () => {
      const scroller = document.querySelector('[data-testid="entry-scroller"]');
      const durations = [];
      const total = scroller.scrollHeight - scroller.clientHeight;
      const began = performance.now();
      let last = began;
      await new Promise((resolve) => {
        function step(now) {
          durations.push(now - last);
          last = now;
          const progress = Math.min(1, (now - began) / 4000);
          scroller.scrollTop = total * progress;
          if (progress < 1) requestAnimationFrame(step);
          else resolve();
        }
        requestAnimationFrame(step);
      });
      const rendered = document.querySelectorAll('[data-testid="entry-scroller"] [role="row"]').length;
      return { durations: durations.slice(1), rendered };
    })()`)) as { durations: number[]; rendered: number };
    const sorted = [...frames.durations].sort((a, b) => a - b);
    const pct = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;
    console.log(
      `scrolling (${frames.durations.length} frames over 4 s, ${frames.rendered} rows in the DOM): frame median ${fmt(pct(0.5))} ms, p95 ${fmt(pct(0.95))} ms, max ${fmt(sorted[sorted.length - 1]!)} ms, ${sorted.filter((d) => d > 50).length} frames over 50 ms`,
    );
    if (frames.rendered > 200) throw new Error('The grid is not virtualized: too many rows in the DOM.');

    // Typing into a cell of the 250,000-entry dictionary: time from each key to the next painted frame.
    await page.evaluate(`(() => {
      document.querySelector('[data-testid="entry-scroller"]').scrollTop = 0;
      window.__keyLatencies = [];
      document.addEventListener('keydown', (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__keyLatencies.push(performance.now() - start), 0));
      }, true);
    })()`);
    const cell = page.getByLabel('Target of entry 1', { exact: true });
    await cell.click();
    await page.keyboard.type(' (edited in the bench)', { delay: 30 });
    await page.waitForTimeout(300);
    const typed = await cell.inputValue();
    if (!typed.endsWith('(edited in the bench)')) throw new Error(`The cell holds "${typed}" after typing.`);
    const keys = ((await page.evaluate('window.__keyLatencies')) as number[]).sort((a, b) => a - b);
    console.log(
      `typing in a cell (${keys.length} keys): key to next frame median ${fmt(keys[Math.floor(keys.length / 2)]!)} ms, max ${fmt(keys[keys.length - 1]!)} ms`,
    );
  } finally {
    await browser.close();
    await new Promise<void>((resolve) => {
      if (shell.exitCode !== null) return resolve();
      shell.once('exit', () => resolve());
      shell.kill('SIGTERM');
    });
    await service.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
