// The language catalog against a real simulator: lists are reused for at most an hour, survive a restart
// for offline use, and pickers get only the languages a feature supports.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import type { Connection } from '../accounts/accountDirectory';
import { LanguageCatalog, MAX_LIST_AGE_MS } from './languageCatalog';

let simulator: Simulator;
let dir: string;
let clock: number;
const clients: LanguageServicesClient[] = [];
const catalogs: LanguageCatalog[] = [];

beforeAll(async () => {
  simulator = await startSimulator({ port: 0 });
});
afterAll(async () => {
  await simulator.close();
});
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-catalog-'));
  clock = Date.UTC(2026, 0, 1);
  simulator.control.clearRequests();
});
afterEach(async () => {
  await Promise.all(catalogs.splice(0).map((c) => c.flush()));
  await Promise.all(clients.splice(0).map((c) => c.close()));
  await rm(dir, { recursive: true, force: true });
});

/** A connection to the simulator, or to an address where nothing listens (offline). */
function catalog(online: boolean, options: { refreshDeadlineMs?: number; maxAttempts?: number } = {}): LanguageCatalog {
  const baseUrl = online ? simulator.proUrl : 'http://127.0.0.1:1';
  const connection: Connection = {
    accountId: 'acc',
    name: 'Work',
    plan: 'pro',
    baseUrl: simulator.proUrl,
    demo: false,
  };
  const client = new LanguageServicesClient({
    authKey: simulator.keys.pro,
    authScheme: simulator.authScheme,
    baseUrl,
    maxAttempts: options.maxAttempts ?? 1,
    timeoutMs: 5000,
  });
  clients.push(client);
  const created = new LanguageCatalog({
    userDataDir: dir,
    connection: { current: async () => connection, client: async () => client },
    now: () => clock,
    ...(options.refreshDeadlineMs ? { refreshDeadlineMs: options.refreshDeadlineMs } : {}),
  });
  catalogs.push(created);
  return created;
}

const languageRequests = () => simulator.control.requests().filter((r) => r.path === '/v3/languages').length;

describe('language lists are cached for at most an hour', () => {
  it('asks the service once within the hour, and again after it', async () => {
    const languages = catalog(true);
    const first = await languages.list({ product: 'translate_text' });
    expect(first.stale).toBe(false);
    expect(first.languages.length).toBeGreaterThan(5);
    clock += MAX_LIST_AGE_MS - 1000;
    expect((await languages.list({ product: 'translate_text' })).fetchedAt).toBe(first.fetchedAt);
    expect(languageRequests()).toBe(1);
    clock += 2000;
    expect((await languages.list({ product: 'translate_text' })).fetchedAt).toBe(clock);
    expect(languageRequests()).toBe(2);
  });

  it('keeps lists per product', async () => {
    const languages = catalog(true);
    const text = await languages.list({ product: 'translate_text' });
    const voice = await languages.list({ product: 'voice' });
    expect(languageRequests()).toBe(2);
    expect(voice.languages).not.toEqual(text.languages);
  });
});

describe('offline start', () => {
  it('a restarted app without the service shows the last stored lists, marked stale', async () => {
    const online = catalog(true);
    const seen = await online.list({ product: 'translate_document' });
    await online.flush();
    clock += 3 * MAX_LIST_AGE_MS;
    const offline = await catalog(false).list({ product: 'translate_document' });
    expect(offline).toEqual({ ...seen, stale: true });
  });

  it('a slow service does not hold up a picker that has a stored list: the stored list is shown', async () => {
    const first = catalog(true);
    const seen = await first.list({ product: 'write' });
    await first.flush();
    clock += 2 * MAX_LIST_AGE_MS;
    simulator.control.addFault({ path: '/v3/languages', delayMs: 3000 });
    const slow = await catalog(true, { refreshDeadlineMs: 200 }).list({ product: 'write' });
    expect(slow).toEqual({ ...seen, stale: true });
  });

  it('with no stored list and no service it says the service cannot be reached', async () => {
    await expect(catalog(false).list({ product: 'voice' })).rejects.toMatchObject({ kind: 'network' });
  });
});

describe('pickers offer only what the feature supports', () => {
  it('formality: only targets that support formality, any source', async () => {
    const languages = catalog(true);
    const all = await languages.list({ product: 'translate_text' });
    const choices = await languages.choices({ product: 'translate_text', feature: 'formality' });
    expect(choices.targets.length).toBeGreaterThan(0);
    expect(choices.targets.every((l) => l.features.includes('formality') && l.usable_as_target)).toBe(true);
    expect(choices.targets.length).toBeLessThan(all.languages.filter((l) => l.usable_as_target).length);
    expect(choices.sources).toEqual(all.languages.filter((l) => l.usable_as_source));
  });

  it('glossary use is checked on both sides', async () => {
    const choices = await catalog(true).choices({ product: 'translate_text', feature: 'glossary' });
    expect([...choices.sources, ...choices.targets].every((l) => l.features.includes('glossary'))).toBe(true);
  });

  it('glossary pairs come from product=glossary: any source with any target', async () => {
    const choices = await catalog(true).choices({ product: 'glossary' });
    expect(choices.sources.length).toBeGreaterThan(0);
    expect(choices.targets.length).toBeGreaterThan(0);
    expect(simulator.control.requests().at(-1)).toMatchObject({
      path: '/v3/languages',
      query: expect.stringContaining('product=glossary'),
    });
  });

  it('a feature the product does not have offers nothing', async () => {
    expect(await catalog(true).choices({ product: 'voice', feature: 'formality' })).toMatchObject({
      sources: [],
      targets: [],
    });
  });
});

describe('pickers never go empty: the legacy v2 lists stand in when v3 discovery fails', () => {
  it('v3 refused (503 every time): the text lists come from /v2/languages, with formality and glossary support, and say so', async () => {
    simulator.control.addFault({ path: '/v3/languages', status: 503, count: 10 });
    try {
      const choices = await catalog(true).choices({ product: 'translate_text' });
      expect(choices.source).toBe('v2');
      expect(choices.targets.find((l) => l.lang === 'de')?.features).toEqual(
        expect.arrayContaining(['formality', 'glossary']),
      );
      expect(choices.targets.some((l) => l.lang === 'en-GB')).toBe(true);
      expect(choices.sources.some((l) => l.lang === 'en')).toBe(true);
      const formal = await catalog(true).choices({ product: 'translate_text', feature: 'formality' });
      expect(formal.targets.every((l) => l.features.includes('formality'))).toBe(true);
      expect(formal.targets.length).toBeGreaterThan(3);
      expect(simulator.control.requests().filter((r) => r.path === '/v2/languages').length).toBeGreaterThanOrEqual(2);
    } finally {
      simulator.control.reset();
    }
  });

  it('v3 refused as a bad request: the glossary pairs come from /v2/glossary-language-pairs', async () => {
    simulator.control.addFault({ path: '/v3/languages', status: 400, message: 'unknown parameter', count: 10 });
    try {
      const glossary = await catalog(true).list({ product: 'glossary' });
      expect(glossary.source).toBe('v2');
      expect(glossary.languages.filter((l) => l.usable_as_source).length).toBeGreaterThan(5);
      expect(simulator.control.requests().some((r) => r.path === '/v2/glossary-language-pairs')).toBe(true);
    } finally {
      simulator.control.reset();
    }
  });

  it('a key the service refuses is not hidden behind the legacy lists', async () => {
    const connection: Connection = {
      accountId: 'acc',
      name: 'Work',
      plan: 'pro',
      baseUrl: simulator.proUrl,
      demo: false,
    };
    const client = new LanguageServicesClient({
      authKey: 'wrong-key-1234',
      authScheme: simulator.authScheme,
      baseUrl: simulator.proUrl,
      maxAttempts: 1,
    });
    clients.push(client);
    const refused = new LanguageCatalog({
      userDataDir: dir,
      connection: { current: async () => connection, client: async () => client },
    });
    catalogs.push(refused);
    await expect(refused.list({ product: 'translate_text' })).rejects.toMatchObject({ kind: 'auth' });
  });
});
