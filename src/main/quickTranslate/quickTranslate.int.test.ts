// Translate anywhere through the same services the desktop app runs, with the offline demo's simulator as the
// service and a fake desktop whose shortcuts and tray the tests press themselves.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { type Services, createServices } from '../services';
import { fakeDesktop, type FakeDesktop } from '../desktop/testing/fakeDesktop';
import type { QuickState } from '../../shared/calls/quickTranslate';
import { type Simulator, startSimulator } from '../../simulator';

const ctx = { senderId: 1, signal: new AbortController().signal };
let dir: string;
let services: Services;
let desktop: FakeDesktop;
let states: QuickState[];
let simulator: Simulator;
let simulatorDir: string;

beforeAll(async () => {
  simulatorDir = await mkdtemp(join(tmpdir(), 'glossa-quick-sim-'));
  simulator = await startSimulator({ port: 0, dataDir: simulatorDir });
});
afterAll(async () => {
  await simulator.close();
  await rm(simulatorDir, { recursive: true, force: true });
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-quick-'));
  desktop = fakeDesktop();
  services = await createServices({
    host: { ...createBrowserHost(), desktop },
    userDataDir: dir,
    appVersion: '0.0.0-test',
    startDemo: () => Promise.reject(new Error('the test runs its own simulator')),
    demoService: { proUrl: simulator.proUrl, freeUrl: simulator.freeUrl, keys: simulator.keys },
  });
  states = [];
  services.events.attach({
    emit: (area: string, name: string, payload: unknown) =>
      void (area === 'quickTranslate' && name === 'onState' && states.push(payload as QuickState)),
  } as never);
  await until(() => desktop.registered.size === 2);
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
const settled = () => until(() => ['done', 'empty', 'failed'].includes(services.quickTranslate.state().status));

describe('the selection shortcut', () => {
  it('shows the warm popup before the text is even read, then fills it with the translation', async () => {
    desktop.selectionText = 'Good morning, colleagues.';
    desktop.press('selection');
    expect(desktop.popupShown).toBe(1);
    expect(services.quickTranslate.state().status).toBe('reading');
    await settled();
    const state = services.quickTranslate.state();
    expect(state).toMatchObject({
      status: 'done',
      gesture: 'selection',
      source: 'Good morning, colleagues.',
      targetLang: 'en-US',
      detectedSourceLang: 'EN',
    });
    expect(state.result).not.toBe('');
    expect(states.map((s) => s.status)).toEqual(['reading', 'translating', 'done']);
  });

  it('with nothing selected, the popup says so and nothing is sent', async () => {
    desktop.selectionText = '   ';
    desktop.press('selection');
    await settled();
    expect(services.quickTranslate.state()).toMatchObject({ status: 'empty', gesture: 'selection', result: '' });
    expect((await services.handlers.history.status(undefined, ctx)).entryCount).toBe(0);
  });

  it('is kept in the history with its gesture, and never with a key', async () => {
    desktop.selectionText = 'The invoice is attached.';
    desktop.press('selection');
    await settled();
    const page = await services.handlers.history.search({ query: 'invoice', limit: 10 }, ctx);
    expect(page.entries).toEqual([
      expect.objectContaining({
        kind: 'translation',
        source: 'The invoice is attached.',
        gesture: 'selection',
        targetLang: 'en-US',
      }),
    ]);
    services.history.close();
    const files = await readdir(dir);
    const bytes = (await Promise.all(files.filter((f) => f.startsWith('history')).map((f) => readFile(join(dir, f)))))
      .map((b) => b.toString('latin1'))
      .join('');
    expect(bytes).toContain('The invoice is attached.');
    for (const key of Object.values(simulator.keys)) expect(bytes).not.toContain(key);
  });
});

describe('the usage meter', () => {
  it('reads usage again after a popup translation, as after one in the Translate pane', async () => {
    const readings: { characterCount: number }[] = [];
    services.events.attach({
      emit: (area: string, name: string, payload: unknown) =>
        void (area === 'accounts' && name === 'onUsage' && readings.push(payload as { characterCount: number })),
    } as never);
    const before = await services.handlers.accounts.usage(undefined, ctx);
    desktop.selectionText = 'The meeting moves to Thursday.';
    desktop.press('selection');
    await settled();
    await until(() => readings.some((r) => r.characterCount > before.characterCount));
    expect(readings.at(-1)?.characterCount).toBe(before.characterCount + 'The meeting moves to Thursday.'.length);
  });
});

describe('a selection larger than one request', () => {
  it('is cut with a note of how much was sent, and "open in Glossa" still takes all of it', async () => {
    const opened: { text: string }[] = [];
    services.events.attach({
      emit: (_area: string, name: string, payload: unknown) =>
        void (name === 'onOpenInMain' && opened.push(payload as { text: string })),
    } as never);
    const paragraph = 'The supplier delivers the goods within ten working days of the order. '.repeat(20);
    desktop.selectionText = Array.from({ length: 100 }, () => paragraph).join('\n\n');
    desktop.press('selection');
    await settled();
    const state = services.quickTranslate.state();
    expect(state.status).toBe('done');
    expect(state.truncated).toEqual({ sentChars: state.source.length, totalChars: desktop.selectionText.length });
    expect(state.source.length).toBeLessThan(desktop.selectionText.length);
    await services.handlers.quickTranslate.openInMain(undefined, ctx);
    expect(opened[0]?.text).toBe(desktop.selectionText);
  });
});

describe('the clipboard shortcut', () => {
  it('translates what is on the clipboard and leaves the clipboard as it was', async () => {
    desktop.clipboardText = 'See you tomorrow.';
    desktop.press('clipboard');
    await settled();
    expect(services.quickTranslate.state()).toMatchObject({
      status: 'done',
      gesture: 'clipboard',
      source: 'See you tomorrow.',
    });
    expect(desktop.clipboardText).toBe('See you tomorrow.');
  });
});

describe('in the popup', () => {
  it('switching the target translates the same text again and remembers the choice', async () => {
    desktop.clipboardText = 'Thank you very much.';
    desktop.press('clipboard');
    await settled();
    const state = await services.handlers.quickTranslate.setTarget({ targetLang: 'FR' }, ctx);
    expect(state).toMatchObject({ status: 'done', targetLang: 'FR', source: 'Thank you very much.' });
    expect(services.settings.get().quickTranslate.targetLang).toBe('FR');
  });

  it('swap translates the translation back into the language it came from', async () => {
    await services.handlers.quickTranslate.setTarget({ targetLang: 'DE' }, ctx);
    const first = await services.handlers.quickTranslate.translate({ text: 'Good morning' }, ctx);
    const swapped = await services.handlers.quickTranslate.swap(undefined, ctx);
    expect(swapped).toMatchObject({
      status: 'done',
      source: first.result,
      sourceLang: 'DE',
      targetLang: expect.stringMatching(/^EN-(GB|US)$/i),
    });
  });

  it('"open in Glossa" hands the whole text to the main window and shows it', async () => {
    const opened: unknown[] = [];
    services.events.attach({
      emit: (_area: string, name: string, payload: unknown) => void (name === 'onOpenInMain' && opened.push(payload)),
    } as never);
    desktop.clipboardText = 'A longer text.';
    desktop.press('clipboard');
    await settled();
    await services.handlers.quickTranslate.openInMain(undefined, ctx);
    expect(opened).toEqual([{ text: 'A longer text.', sourceLang: null, targetLang: 'en-US' }]);
    expect(desktop.mainWindowShown).toBe(1);
    expect(desktop.popup.isVisible()).toBe(false);
  });
});
