// Quick translate takes what a translator set: the target language's defaults from Settings (glossaries in
// priority order, a memory and its threshold, a client profile, formality), the text around the selection as
// context where the desktop gives it (none, and no error, where it does not), and the popup's changes. The
// bodies the simulator receives are read through a forwarder in front of it, in both dialects.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { type Services, createServices } from '../services';
import { fakeDesktop, type FakeDesktop } from '../desktop/testing/fakeDesktop';
import { type Simulator, type SimulatorDialect, startSimulator } from '../../simulator';
import { DEMO_MEMORIES } from '../../simulator/state/translationMemories';
import { TargetDefaultsSchema } from '../../shared/settings';

const LEGAL = DEMO_MEMORIES[0]!.translation_memory_id;
const ctx = { senderId: 1, signal: new AbortController().signal };

/** Passes every request on to the simulator and keeps the JSON bodies sent to /v2/translate. */
async function forwarder(target: string): Promise<{ url: string; bodies: Record<string, unknown>[]; server: Server }> {
  const bodies: Record<string, unknown>[] = [];
  const to = new URL(target);
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith(`${to.pathname.replace(/\/$/, '')}/v2/translate`) || req.url === '/v2/translate')
        bodies.push(JSON.parse(body.toString('utf8')) as Record<string, unknown>);
      const out = request(
        {
          host: to.hostname,
          port: to.port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, host: to.host },
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      out.on('error', () => res.destroy());
      out.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${to.pathname.replace(/\/$/, '')}`, bodies, server };
}

async function until(done: () => boolean, ms = 10_000): Promise<void> {
  for (const end = Date.now() + ms; !done();) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}

for (const dialect of ['spec', 'public'] as SimulatorDialect[]) {
  describe(`quick translate's choices against the ${dialect} dialect`, () => {
    let simulator: Simulator;
    let simulatorDir: string;
    let proxy: Awaited<ReturnType<typeof forwarder>>;
    let dir: string;
    let services: Services;
    let desktop: FakeDesktop;

    beforeAll(async () => {
      simulatorDir = await mkdtemp(join(tmpdir(), 'glossa-quick-choices-sim-'));
      simulator = await startSimulator({ port: 0, dataDir: simulatorDir, dialect, glossaryReadyDelayMs: 0 });
      proxy = await forwarder(simulator.proUrl);
    });
    afterAll(async () => {
      await new Promise((resolve) => proxy.server.close(resolve));
      await simulator.close();
      await rm(simulatorDir, { recursive: true, force: true });
    });
    afterEach(async () => {
      await services.dispose();
      await rm(dir, { recursive: true, force: true });
    });

    async function start(options: { around?: boolean } = {}): Promise<void> {
      dir = await mkdtemp(join(tmpdir(), 'glossa-quick-choices-'));
      desktop = fakeDesktop(options);
      services = await createServices({
        host: { ...createBrowserHost(), desktop },
        userDataDir: dir,
        appVersion: '0.0.0-test',
        startDemo: () => Promise.reject(new Error('the test runs its own simulator')),
        demoService: { proUrl: proxy.url, freeUrl: simulator.freeUrl, keys: simulator.keys },
      });
      proxy.bodies.length = 0;
      await until(() => desktop.registered.size === 2);
    }
    const settled = () => until(() => ['done', 'empty', 'failed'].includes(services.quickTranslate.state().status));
    const glossary = async (name: string, entries: string) =>
      (
        await services.handlers.glossaries.create(
          { name, dictionaries: [{ sourceLang: 'en', targetLang: 'de', entriesTsv: entries }] },
          ctx,
        )
      ).glossaryId;
    const setDefaults = (byTarget: Record<string, unknown>) =>
      services.settings.update((s) => ({
        ...s,
        quickTranslate: { ...s.quickTranslate, targetLang: 'DE' },
        translationDefaults: {
          ...s.translationDefaults,
          byTarget: Object.fromEntries(Object.entries(byTarget).map(([k, v]) => [k, TargetDefaultsSchema.parse(v)])),
        },
      }));

    it('a selection goes with the text around it, the target’s glossaries in order, its memory and formality', async () => {
      await start({ around: true });
      const client = await glossary('Client terms', 'invoice\tFaktura');
      const house = await glossary('House style', 'invoice\tRechnungsbeleg\ndate\tStichtag');
      await setDefaults({
        DE: { formality: 'prefer_more', glossaryIds: [client, house], memoryId: LEGAL, memoryThreshold: 80 },
      });
      desktop.selectionText = 'the invoice date';
      desktop.aroundText = 'Please check the invoice date before you pay.';
      desktop.press('selection');
      await settled();
      const state = services.quickTranslate.state();
      expect(state.status, JSON.stringify(state.error)).toBe('done');
      expect(state.contextFrom).toBe('desktop');
      expect(state.glossaries).toEqual([
        { glossaryId: client, name: 'Client terms' },
        { glossaryId: house, name: 'House style' },
      ]);
      expect(state.result).toMatch(/Faktura/);
      expect(state.result).toMatch(/Stichtag/);
      // Detected source: the first request detects it, the second carries what needs an explicit source.
      const sent = proxy.bodies.at(-1)!;
      expect(sent).toMatchObject({
        text: ['the invoice date'],
        source_lang: 'EN',
        target_lang: 'DE',
        glossary_ids: [client, house],
        translation_memory_id: LEGAL,
        translation_memory_threshold: 80,
        formality: 'prefer_more',
        context: 'Please check the invoice date before you pay.',
      });
      expect(proxy.bodies[0]).toMatchObject({ context: 'Please check the invoice date before you pay.' });
      expect(proxy.bodies[0]).not.toHaveProperty('glossary_ids');
    });

    it('a detected source with the target’s glossaries is billed once: the source is guessed, then kept for the next text', async () => {
      await start();
      const client = await glossary('Client terms', 'invoice\tFaktura');
      await setDefaults({ DE: { glossaryIds: [client] } });
      const billed = () =>
        simulator.control.requests().filter((r) => r.path === '/v2/translate' && r.status === 200).length;
      const before = billed();
      desktop.selectionText = 'Please pay the invoice within thirty days of its date.';
      desktop.press('selection');
      await settled();
      expect(services.quickTranslate.state().result).toMatch(/Faktura/);
      expect(billed() - before).toBe(1);
      expect(proxy.bodies.at(-1)).toMatchObject({ source_lang: 'EN', glossary_id: client });

      // Too short to tell: English was the source of the last translation into German.
      desktop.selectionText = 'the invoice';
      desktop.press('selection');
      await until(() => services.quickTranslate.state().source === 'the invoice');
      await settled();
      expect(services.quickTranslate.state().result).toMatch(/Faktura/);
      expect(billed() - before).toBe(2);

      // Clearly French: the English glossary does not fit, so it is refused before sending and the text goes once
      // without it, the reason said.
      desktop.selectionText = 'Veuillez payer la facture dans les trente jours suivant sa date.';
      desktop.press('selection');
      await until(() => services.quickTranslate.state().source.startsWith('Veuillez'));
      await settled();
      const french = services.quickTranslate.state();
      expect(french.status, JSON.stringify(french.error)).toBe('done');
      expect(french.detectedSourceLang?.toUpperCase()).toBe('FR');
      expect(billed() - before).toBe(3);
    });

    it('where the desktop gives no text around the selection, or fails to, the context is empty and nothing fails', async () => {
      await start();
      desktop.selectionText = 'The bank was steep.';
      desktop.press('selection');
      await settled();
      expect(services.quickTranslate.state()).toMatchObject({ status: 'done', contextFrom: 'none', error: null });
      expect(proxy.bodies.at(-1)).not.toHaveProperty('context');
      await services.dispose();
      await rm(dir, { recursive: true, force: true });

      await start({ around: true });
      desktop.selectionText = 'The bank was steep.';
      desktop.aroundText = new Error('Accessibility permission missing');
      desktop.press('selection');
      await settled();
      expect(services.quickTranslate.state()).toMatchObject({ status: 'done', contextFrom: 'none', error: null });
      expect(proxy.bodies.at(-1)).not.toHaveProperty('context');
    });

    it('the popup’s changes are sent at once, with an explicit source in one request', async () => {
      await start();
      const client = await glossary('Client terms', 'invoice\tFaktura');
      await setDefaults({});
      await services.handlers.quickTranslate.translate({ text: 'the invoice', sourceLang: 'EN' }, ctx);
      expect(proxy.bodies.at(-1)).not.toHaveProperty('glossary_ids');
      const before = proxy.bodies.length;
      const state = await services.handlers.quickTranslate.setChoices(
        {
          ...services.quickTranslate.state().choices,
          glossaryIds: [client],
          memoryId: LEGAL,
          memoryThreshold: 90,
          context: 'An invoice sent to a client.',
        },
        ctx,
      );
      expect(state).toMatchObject({ status: 'done', contextFrom: 'popup', sourceLang: 'EN' });
      expect(proxy.bodies.length).toBe(before + 1);
      expect(proxy.bodies.at(-1)).toMatchObject({
        source_lang: 'EN',
        glossary_id: client,
        translation_memory_id: LEGAL,
        translation_memory_threshold: 90,
        context: 'An invoice sent to a client.',
      });
    });

    it('a glossary deleted elsewhere is cleared, said, and the text translated without it', async () => {
      await start();
      const client = await glossary('Client terms', 'invoice\tFaktura');
      const house = await glossary('House style', 'date\tStichtag');
      await setDefaults({ DE: { glossaryIds: [client, house] } });
      await services.handlers.glossaries.delete({ glossaryId: house }, ctx);
      const state = await services.handlers.quickTranslate.translate(
        { text: 'the invoice date', sourceLang: 'EN' },
        ctx,
      );
      expect(state, JSON.stringify({ ...state, bodies: proxy.bodies })).toMatchObject({
        status: 'done',
        cleared: { part: 'glossary', id: house },
      });
      expect(state.choices.glossaryIds).toEqual([client]);
      expect(state.result).toMatch(/Faktura/);
      expect(proxy.bodies.at(-1)).toMatchObject({ glossary_id: client });
      // Settings forget it too, so the next translation does not meet it again.
      expect(services.settings.get().translationDefaults.byTarget['DE']?.glossaryIds).toEqual([client]);
    });

    if (dialect === 'public') {
      it('a client profile goes in place of the glossaries and the memory, and one deleted elsewhere is cleared', async () => {
        await start();
        const client = await glossary('Client terms', 'invoice\tFaktura');
        const profile = await services.handlers.styleProfiles.create(
          { name: 'ACME', glossaryIds: [client], styleRuleIds: [], memoryIds: [] },
          ctx,
        );
        await setDefaults({ DE: { glossaryIds: [client], memoryId: LEGAL, styleProfileId: profile.profileId } });
        const state = await services.handlers.quickTranslate.translate({ text: 'the invoice', sourceLang: 'EN' }, ctx);
        expect(state.status, JSON.stringify(state.error)).toBe('done');
        const sent = proxy.bodies.at(-1)!;
        expect(sent, JSON.stringify({ state, bodies: proxy.bodies })).toMatchObject({
          style_profile_id: profile.profileId,
        });
        expect(sent).not.toHaveProperty('glossary_ids');
        expect(sent).not.toHaveProperty('glossary_id');
        expect(sent).not.toHaveProperty('translation_memory_id');

        await services.handlers.styleProfiles.delete({ profileId: profile.profileId }, ctx);
        const after = await services.handlers.quickTranslate.translate({ text: 'the invoice', sourceLang: 'EN' }, ctx);
        expect(after).toMatchObject({ status: 'done', cleared: { part: 'profile', id: profile.profileId } });
        expect(after.choices.styleProfileId).toBeNull();
        expect(proxy.bodies.at(-1)).not.toHaveProperty('style_profile_id');
      });

      // The last test: the simulator's demo memory is gone for the rest of this file (the spec's form of the
      // service has no DELETE for memories).
      it('a memory deleted elsewhere is cleared, said, and the text translated without it', async () => {
        await start();
        await setDefaults({ DE: { memoryId: LEGAL } });
        const gone = await fetch(`${simulator.proUrl}/v3/translation_memories/${LEGAL}`, {
          method: 'DELETE',
          headers: { authorization: `${simulator.authScheme} ${simulator.keys.pro}` },
        });
        expect(gone.ok, `${gone.status} ${await gone.text()}`).toBe(true);
        const after = await services.handlers.quickTranslate.translate({ text: 'the invoice', sourceLang: 'EN' }, ctx);
        expect(after).toMatchObject({ status: 'done', cleared: { part: 'memory', id: LEGAL } });
        expect(after.choices.memoryId).toBeNull();
        expect(proxy.bodies.at(-1)).not.toHaveProperty('translation_memory_id');
        expect(services.settings.get().translationDefaults.byTarget['DE']?.memoryId).toBeNull();
      });
    }
  });
}
