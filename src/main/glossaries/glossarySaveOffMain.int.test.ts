// Saving, reading page by page and reversing a large dictionary leave main's thread to coordinate (issue 25): the
// editor's TSV is read under the rules, measured against the service's copy and compared after the request in
// the work pool, each page after the first is checked there, a reversal swaps and checks there, and the
// service's entries answers (a JSON of megabytes) are parsed there too. A test hook counts what main's
// own thread parses: the glossary TSV reader is wrapped here (the pool's workers load the real one), and
// JSON.parse is watched; the pool's task log shows the work went there.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as glossaryParsing from '../../node/formats/csv/glossaryParsing';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testing/simulatorClients';
import { LARGE_JSON_BYTES } from '../api/transport';
import { jsonAnswerParser, startWorkPool, type WorkPool, type WorkRunner } from '../workers/workPool';
import { GlossaryService } from './glossaryService';
import { FIRST_PAGE_ENTRIES, PAGE_ENTRIES } from './dictionaryReads';
import { GlossaryStaging } from './glossaryStaging';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Every TSV main's thread reads through the glossary reader, by its length. The simulator runs in this test's
 * process and reads what it receives, as the service would; its reads are not the app's and are left out.
 */
const mainTsvReads: number[] = [];
const fromSimulator = () => /[\\/]src[\\/]simulator[\\/]/.test(new Error().stack ?? '');
vi.mock('../../node/formats/csv/glossaryParsing', async (actual) => {
  const real = await actual<typeof glossaryParsing>();
  return {
    ...real,
    parseGlossaryEntries: (text: string, ...rest: unknown[]) => {
      if (!fromSimulator()) mainTsvReads.push(text.length);
      return (real.parseGlossaryEntries as (...args: unknown[]) => unknown)(text, ...rest);
    },
  };
});

let sim: ClientsOnSimulator;
let pool: WorkPool;
let service: GlossaryService;
const tasks: string[] = [];

beforeAll(async () => {
  sim = await startClientsOnSimulator({ glossaryReadyDelayMs: 0 });
  pool = startWorkPool({ size: 1 });
  const logged: WorkRunner = {
    run: ((name: never, input: never, options: never) => {
      tasks.push(name);
      return pool.run(name, input, options);
    }) as WorkRunner['run'],
  };
  const client = sim.client({ parseJson: jsonAnswerParser(logged) });
  service = new GlossaryService(
    { client: async () => client },
    logged,
    new GlossaryStaging(join(mkdtempSync(join(tmpdir(), 'glossa-save-off-main-')), 'staging')),
  );
}, 60_000);
afterAll(async () => {
  await pool.close();
  await sim.close();
});

/** 40,000 entries of about 60 bytes each: a 2.4 MB dictionary, its JSON answer well over LARGE_JSON_BYTES. */
const large = (edit: (i: number) => string) =>
  serializeEntriesTsv(
    Array.from({ length: 40_000 }, (_, i) => ({ source: `source term number ${i} of the list`, target: edit(i) })),
  );

describe('saving a large dictionary', () => {
  it('reads, diffs and compares the entries in the work pool, and parses the large answers there', async () => {
    const created = await service.create({ name: 'Large', dictionaries: [] });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'en', targetLang: 'de' };
    await service.putDictionary({ ...ref, entriesTsv: large((i) => `Zielbegriff ${i}`) });
    const jsonParse = vi.spyOn(JSON, 'parse');
    mainTsvReads.length = 0;
    tasks.length = 0;
    try {
      const edited = large((i) => (i % 10 === 0 ? `geändert ${i}` : `Zielbegriff ${i}`));
      const saved = await service.save({ ...ref, entriesTsv: edited });
      expect(saved).toMatchObject({ method: 'PATCH', changed: 4_000, added: 0, deleted: 0, confirmed: true });
      expect(tasks).toEqual(['glossarySavePlan', 'jsonAnswer', 'glossarySaveCheck']);
      // Main parsed no glossary TSV and no large JSON itself.
      expect(mainTsvReads).toEqual([]);
      const largestOnMain = Math.max(0, ...jsonParse.mock.calls.map(([text]) => String(text).length));
      expect(largestOnMain).toBeLessThanOrEqual(LARGE_JSON_BYTES);
    } finally {
      jsonParse.mockRestore();
    }
  });

  it('still refuses entries that break a rule, with the lines named, before any request', async () => {
    const created = await service.create({ name: 'Refused', dictionaries: [] });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'en', targetLang: 'de' };
    await service.putDictionary({ ...ref, entriesTsv: 'house\tHaus' });
    sim.simulator.control.clearRequests();
    await expect(service.save({ ...ref, entriesTsv: 'house\tHaus\nhouse\tGebäude' })).rejects.toMatchObject({
      kind: 'validation',
    });
    expect(sim.simulator.control.requests().filter((r) => r.method !== 'GET')).toEqual([]);
  });
});

describe('reading and reversing a large dictionary', () => {
  it('checks every page after the first in the work pool, main cutting only the first screenful itself', async () => {
    const created = await service.create({ name: 'Paged', dictionaries: [] });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'en', targetLang: 'de' };
    const tsv = large((i) => `Zielbegriff ${i}`);
    await service.putDictionary({ ...ref, entriesTsv: tsv });
    mainTsvReads.length = 0;
    tasks.length = 0;
    const first = await service.openEntries(ref);
    const pages = [first.entriesTsv];
    for (let done = first.done; !done;) {
      const page = await service.moreEntries({ readId: first.readId });
      pages.push(page.entriesTsv);
      done = page.done;
    }
    expect(pages.join('\n')).toBe(tsv);
    expect(pages).toHaveLength(1 + Math.ceil((40_000 - FIRST_PAGE_ENTRIES) / PAGE_ENTRIES));
    expect(tasks.filter((task) => task === 'glossaryPage')).toHaveLength(pages.length - 1);
    // Main read the first page's lines, nothing more.
    expect(mainTsvReads).toHaveLength(1);
    expect(mainTsvReads[0]).toBeLessThanOrEqual(first.entriesTsv.length + FIRST_PAGE_ENTRIES);
  });

  it('swaps a dictionary into its reverse pair in the work pool, the first of repeated targets kept', async () => {
    const created = await service.create({ name: 'Reversed', dictionaries: [] });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'en', targetLang: 'de' };
    await service.putDictionary({ ...ref, entriesTsv: large((i) => `Zielbegriff ${i % 39_000}`) });
    mainTsvReads.length = 0;
    tasks.length = 0;
    const reversed = await service.reverseDictionary(ref);
    expect(reversed.skippedDuplicates).toBe(1_000);
    expect(tasks).toContain('glossaryReverse');
    expect(mainTsvReads).toEqual([]);
    const back = (await service.terms({ ...ref, sourceLang: 'de', targetLang: 'en' })).entriesTsv.split('\n');
    expect(back).toHaveLength(39_000);
    expect(back[0]).toBe('Zielbegriff 0\tsource term number 0 of the list');
  });
});
