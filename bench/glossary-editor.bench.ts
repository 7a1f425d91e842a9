// In Chromium, through the browser shell: open a 250,000-entry dictionary in the editor.
// - First rows: from the click to the first rows painted, against a bare download of the same entries from
//   the service (GET …/entries, read and JSON-parsed, nothing else), measured alternately in the same run.
//   Goals: at most 500 ms, and within 1.5× of the download.
// - Scrolling the grid from top to bottom (p95 frame at most 17 ms) and typing in a cell (the work of a key
//   under 20 ms, no frame missed).
// - Memory of the window and of main (the shell's Node process) when idle, with the dictionary open, and
//   after closing it, each after a full garbage collection. Goals: under 200 MiB above idle while open, back
//   within 20 MiB of idle after closing. A heap snapshot of each side after closing names what it still holds.
// Needs the built renderer (out/renderer); it is built first when missing.
import { startSimulator } from '../src/simulator';
import { heapSnapshotTop, InspectorSession, nodeMemory, windowMemory, type HeapFigures } from './lib/heap';
import { addProAccount, ensureBuilt, launchChromium, percentile, startBenchShell } from './lib/browserShell';
import { fmt, summarize } from './lib/measure';

const ENTRIES = 250_000;
const ROUNDS = 4;

async function main(): Promise<void> {
  ensureBuilt();
  const service = await startSimulator({ port: 0, glossaryReadyDelayMs: 0 });
  const auth = { authorization: `${service.authScheme} ${service.keys.pro}`, 'content-type': 'application/json' };
  const lines: string[] = [];
  for (let i = 0; i < ENTRIES; i++) lines.push(`Begriff ${i} über\tterm ${i}`);
  const created = await fetch(`${service.proUrl}/v3/glossaries`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({
      name: 'Big',
      dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: lines.join('\n'), entries_format: 'tsv' }],
    }),
  });
  if (created.status !== 201 && created.status !== 200)
    throw new Error(`The simulator refused the dictionary: ${created.status} ${await created.text()}`);
  const { glossary_id: glossaryId } = (await created.json()) as { glossary_id: string };
  console.log(
    `dictionary: ${ENTRIES.toLocaleString('en-US')} entries, ${fmt(Buffer.byteLength(lines.join('\n')) / 1_000_000, 2)} MB`,
  );
  lines.length = 0;

  const bareDownload = async () => {
    const response = await fetch(
      `${service.proUrl}/v3/glossaries/${glossaryId}/entries?source_lang=de&target_lang=en`,
      { headers: auth },
    );
    const body = (await response.json()) as { dictionaries: { entries: string }[] };
    if (!body.dictionaries[0]?.entries) throw new Error('The download was empty.');
  };

  const shell = await startBenchShell({ inspect: true });
  const inspector = await InspectorSession.connect(shell.inspectorUrl!);
  const browser = await launchChromium();
  try {
    /** A fresh page on Glossaries (signing in to the simulator the first time), and its "Edit de → en" button. */
    const freshPage = async (signIn: boolean) => {
      const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
      await page.goto(shell.url);
      if (signIn) await addProAccount(page, service.proUrl, service.keys.pro, service.authScheme);
      await page.getByRole('button', { name: 'Glossaries' }).click();
      const open = page.getByRole('button', { name: 'Edit de → en' });
      await open.waitFor();
      return { page, open };
    };
    // Main's memory before any dictionary was opened (the inspector does not touch the window).
    const mainIdle = await nodeMemory(inspector, shell.process.pid!);
    const { page, open } = await freshPage(true);

    // Click to first rows painted, timed in the page: from the click event to the frame after the first row
    // is in the DOM. Passed as text: the page's CSP allows no eval, and tsx helpers do not exist there.
    const openOnce = async (): Promise<{ firstRowsMs: number; allMs: number }> => {
      const timing = page.evaluate(`new Promise((resolve) => {
        let clicked = 0;
        document.addEventListener('click', (event) => (clicked = event.timeStamp), { capture: true, once: true });
        const seen = () => document.querySelector('[aria-label="Source of entry 1"]');
        const observer = new MutationObserver(() => {
          if (!seen()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - clicked), 0));
        });
        observer.observe(document.body, { childList: true, subtree: true });
      })`) as Promise<number>;
      const start = performance.now();
      await open.click();
      const firstRowsMs = await timing;
      await page.getByText(`${ENTRIES.toLocaleString('en-US')} entries`, { exact: true }).waitFor({ timeout: 120_000 });
      return { firstRowsMs, allMs: performance.now() - start };
    };
    const close = async () => {
      await page.getByRole('button', { name: '← All glossaries' }).click();
      const leave = page.getByRole('button', { name: 'Leave without saving' });
      if (await leave.isVisible()) await leave.click();
      await open.waitFor();
    };

    const firstRows: number[] = [];
    const all: number[] = [];
    const downloads: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const start = performance.now();
      await bareDownload();
      downloads.push(performance.now() - start);
      const opened = await openOnce();
      firstRows.push(opened.firstRowsMs);
      all.push(opened.allMs);
      await close();
    }
    const f = summarize(firstRows);
    const d = summarize(downloads);
    console.log(
      `first rows (click to first rows painted, ${ROUNDS} rounds): median ${fmt(f.medianMs, 0)} ms, min ${fmt(f.minMs, 0)} ms (goal <= 500 ms)`,
    );
    console.log(
      `bare download of the same entries (GET + JSON, alternately): median ${fmt(d.medianMs, 0)} ms, min ${fmt(d.minMs, 0)} ms`,
    );
    console.log(`ratio first rows / download: ${fmt(f.medianMs / d.medianMs, 2)} (goal <= 1.5)`);
    console.log(`every entry loaded (click to "250,000 entries"): median ${fmt(summarize(all).medianMs, 0)} ms`);

    await openOnce();
    // Scroll the grid from top to bottom in 4 s, one step per frame, recording every frame's duration.
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
    console.log(
      `scrolling (${frames.durations.length} frames over 4 s, ${frames.rendered} rows in the DOM): frame median ${fmt(percentile(sorted, 0.5))} ms, p95 ${fmt(percentile(sorted, 0.95))} ms, max ${fmt(sorted[sorted.length - 1]!)} ms, ${sorted.filter((ms) => ms > 50).length} frames over 50 ms (goal p95 <= 17 ms)`,
    );
    if (frames.rendered > 200) throw new Error('The grid is not virtualized: too many rows in the DOM.');

    // Typing into a cell of the 250,000-entry dictionary. For each key: the time to the next painted frame; the
    // work it caused (from the key to the end of the input's handling, React's render included); and whether its
    // frame came later than one frame interval after it (a missed frame). The first includes waiting for the
    // display (up to 16.7 ms at 60 Hz, wherever the key falls between two frames); the other two do not.
    await page.evaluate(`(() => {
      document.querySelector('[data-testid="entry-scroller"]').scrollTop = 0;
      window.__keyLatencies = [];
      window.__keyWork = [];
      window.__keyFrames = [];
      let start = 0;
      document.addEventListener('keydown', (event) => {
        start = event.timeStamp;
        const keyStart = start;
        requestAnimationFrame((frame) => {
          window.__keyFrames.push(frame - keyStart);
          setTimeout(() => window.__keyLatencies.push(performance.now() - keyStart), 0);
        });
      }, true);
      document.addEventListener('input', () => window.__keyWork.push(performance.now() - start));
    })()`);
    const cell = page.getByLabel('Target of entry 1', { exact: true });
    await cell.click();
    await page.keyboard.type(' (edited in the bench)', { delay: 30 });
    await page.waitForTimeout(300);
    const typed = await cell.inputValue();
    if (!typed.endsWith('(edited in the bench)')) throw new Error(`The cell holds "${typed}" after typing.`);
    const sortedOf = async (name: string) =>
      ((await page.evaluate(`window.${name}`)) as number[]).sort((a, b) => a - b);
    const keys = await sortedOf('__keyLatencies');
    const work = await sortedOf('__keyWork');
    const missed = (await sortedOf('__keyFrames')).filter((ms) => ms > 1000 / 60 + 1).length;
    console.log(
      `typing in a cell (${keys.length} keys): key to next painted frame median ${fmt(percentile(keys, 0.5))} ms, max ${fmt(keys[keys.length - 1]!)} ms; ` +
        `work per key median ${fmt(percentile(work, 0.5))} ms, max ${fmt(work[work.length - 1]!)} ms (goal < 20 ms); keys whose frame was missed: ${missed}`,
    );
    await close();
    await page.context().close();

    // Memory, in a fresh window (the profiler's domains stay out of the timings above).
    const fresh = await freshPage(false);
    const cdp = await fresh.page.context().newCDPSession(fresh.page);
    const memory: Record<string, { window: HeapFigures; main: HeapFigures }> = {};
    memory['idle'] = { window: await windowMemory(cdp), main: mainIdle };
    await fresh.open.click();
    await fresh.page
      .getByText(`${ENTRIES.toLocaleString('en-US')} entries`, { exact: true })
      .waitFor({ timeout: 120_000 });
    memory['open'] = { window: await windowMemory(cdp), main: await nodeMemory(inspector, shell.process.pid!) };
    await fresh.page.getByRole('button', { name: '← All glossaries' }).click();
    await fresh.open.waitFor();
    memory['closed'] = { window: await windowMemory(cdp), main: await nodeMemory(inspector, shell.process.pid!) };
    const show = (side: 'window' | 'main', when: string) => {
      const figures = memory[when]![side];
      return `${fmt(figures.heapMiB)} MiB heap${figures.rssMiB !== undefined ? `, ${fmt(figures.rssMiB)} MiB RSS` : ''}`;
    };
    for (const side of ['window', 'main'] as const) {
      const idle = memory['idle']![side];
      const delta = (when: string, key: 'heapMiB' | 'rssMiB') => fmt(memory[when]![side][key]! - idle[key]!);
      const rss = (when: string) => (idle.rssMiB !== undefined ? `, ${delta(when, 'rssMiB')} MiB RSS` : '');
      console.log(
        `memory, ${side === 'main' ? 'main (the shell’s Node process; idle is before the first opening)' : 'window'}: idle ${show(side, 'idle')}; open ${show(side, 'open')} (+${delta('open', 'heapMiB')} MiB heap${rss('open')}); closed ${show(side, 'closed')} (${delta('closed', 'heapMiB')} MiB heap${rss('closed')} against idle) (goals: < 200 MiB above idle open, within 20 MiB closed)`,
      );
    }
    console.log(`window heap after closing, largest holders: ${(await heapSnapshotTop(cdp as never)).join('; ')}`);
    console.log(`main heap after closing, largest holders: ${(await heapSnapshotTop(inspector)).join('; ')}`);
  } finally {
    inspector.close();
    await browser.close();
    await shell.stop();
    await service.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
