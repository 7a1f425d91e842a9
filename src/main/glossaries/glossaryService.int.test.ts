import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DictionaryRef } from '../../shared/calls/glossaries';
import { ValidationError } from '../../shared/errors';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testing/simulatorClients';
import { realSleep } from '../api/sleep';
import { GlossaryService } from './glossaryService';
import { workInThisThread } from '../workers/testing/workInThisThread';
import { GlossaryStaging } from './glossaryStaging';
import { stageBytes } from './testing/glossaryStaging';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const staging = () => new GlossaryStaging(join(mkdtempSync(join(tmpdir(), 'glossa-glossaries-')), 'staging'));

let sim: ClientsOnSimulator;
let service: GlossaryService;

beforeAll(async () => {
  sim = await startClientsOnSimulator({ glossaryReadyDelayMs: 0 });
  service = new GlossaryService({ client: async () => sim.pro }, workInThisThread, staging());
});
afterAll(() => sim.close());
beforeEach(() => {
  sim.simulator.control.reset();
  sim.simulator.control.setGlossaryReadyDelay(0);
});

const tsv = (pairs: [string, string][]) => serializeEntriesTsv(pairs.map(([source, target]) => ({ source, target })));
const entriesOf = (text: string) => parseGlossaryEntries(text).entries;

/** Opens a dictionary as the editor does: the first page, then every other page until done. */
async function openAll(ref: DictionaryRef): Promise<{ entriesTsv: string }> {
  const first = await service.openEntries(ref);
  const pages = [first.entriesTsv];
  for (let done = first.done; !done;) {
    const page = await service.moreEntries({ readId: first.readId });
    pages.push(page.entriesTsv);
    done = page.done;
  }
  return { entriesTsv: pages.filter(Boolean).join('\n') };
}
/** What reached the service since the last clear, as "METHOD route". */
const requests = () => sim.simulator.control.requests().map((r) => `${r.method} ${r.route ?? r.path}`);
const clearRequests = () => sim.simulator.control.clearRequests();

const start = [
  ['Haus', 'house'],
  ['Katze', 'cat'],
  ['Hund', 'dog'],
  ['Maus', 'mouse'],
  ['Vogel', 'bird'],
] as [string, string][];

describe('the glossary list', () => {
  it('creates, lists, renames with a PATCH of the name alone, duplicates and deletes', async () => {
    const created = await service.create({
      name: 'Zoo',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    expect(created).toMatchObject({
      name: 'Zoo',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entryCount: 5 }],
    });

    clearRequests();
    const renamed = await service.rename({ glossaryId: created.glossaryId, name: 'Tiere' });
    expect(renamed.name).toBe('Tiere');
    expect(requests()).toEqual(['PATCH /v3/glossaries/:glossary_id']);
    expect(sim.simulator.control.requests()[0]!.bytes).toBe(JSON.stringify({ name: 'Tiere' }).length);

    const copy = await service.duplicate({ glossaryId: created.glossaryId, name: 'Tiere (copy)' });
    expect(copy.glossaryId).not.toBe(created.glossaryId);
    expect(
      entriesOf((await openAll({ glossaryId: copy.glossaryId, sourceLang: 'de', targetLang: 'en' })).entriesTsv),
    ).toEqual(entriesOf(tsv(start)));

    expect((await service.list()).map((g) => g.name).sort()).toEqual(['Tiere', 'Tiere (copy)']);
    await service.delete({ glossaryId: created.glossaryId });
    expect((await service.list()).map((g) => g.name)).toEqual(['Tiere (copy)']);
  });

  it('lists a legacy monolingual glossary (made with the v2 call) like any other, and edits it', async () => {
    const legacy = await sim.pro.glossaries.createV2({
      name: 'Legacy',
      source_lang: 'en',
      target_lang: 'de',
      entries: 'house\tHaus',
      entries_format: 'tsv',
    });
    const listed = (await service.list()).find((g) => g.glossaryId === legacy.glossary_id);
    expect(listed).toMatchObject({
      name: 'Legacy',
      dictionaries: [{ sourceLang: 'en', targetLang: 'de', entryCount: 1 }],
    });
    const ref = { glossaryId: legacy.glossary_id, sourceLang: 'en', targetLang: 'de' };
    await openAll(ref);
    expect(
      await service.save({
        ...ref,
        entriesTsv: tsv([
          ['house', 'Haus'],
          ['cat', 'Katze'],
        ]),
      }),
    ).toMatchObject({ method: 'PATCH', sentEntries: 1, confirmed: true });
  });

  it('refuses a name over 1024 UTF-8 bytes before sending anything', async () => {
    clearRequests();
    await expect(
      service.create({
        name: 'ü'.repeat(513),
        dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
      }),
    ).rejects.toBeInstanceOf(ValidationError);
    expect(requests()).toEqual([]);
  });

  it('adds and removes a language pair', async () => {
    const created = await service.create({
      name: 'Pairs',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    const withFrench = await service.putDictionary({
      glossaryId: created.glossaryId,
      sourceLang: 'de',
      targetLang: 'fr',
      entriesTsv: tsv([['Haus', 'maison']]),
    });
    expect(withFrench.dictionaries.map((d) => `${d.sourceLang}>${d.targetLang}:${d.entryCount}`).sort()).toEqual([
      'de>en:5',
      'de>fr:1',
    ]);
    const without = await service.removeDictionary({
      glossaryId: created.glossaryId,
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(without.dictionaries.map((d) => `${d.sourceLang}>${d.targetLang}`)).toEqual(['de>fr']);
  });

  it('polls until the glossary is ready', async () => {
    sim.simulator.control.setGlossaryReadyDelay(150);
    const created = await service.create({
      name: 'Slow',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    expect(created.ready).toBe(false);
    // The client's own readiness wait, with real pauses this time.
    const waiting = new GlossaryService(
      { client: async () => sim.client({ sleep: realSleep }) },
      workInThisThread,
      staging(),
    );
    expect((await waiting.waitUntilReady({ glossaryId: created.glossaryId })).ready).toBe(true);
  });

  it('reverses a dictionary into the swapped pair, keeping the first of entries with the same target', async () => {
    const created = await service.create({
      name: 'Reverse',
      dictionaries: [
        {
          sourceLang: 'de',
          targetLang: 'en',
          entriesTsv: tsv([
            ['Bank', 'bank'],
            ['Ufer', 'bank'],
            ['Haus', 'house'],
          ]),
        },
      ],
    });
    const { glossary, skippedDuplicates } = await service.reverseDictionary({
      glossaryId: created.glossaryId,
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(skippedDuplicates).toBe(1);
    expect(glossary.dictionaries.find((d) => d.sourceLang === 'en')).toMatchObject({ targetLang: 'de', entryCount: 2 });
    const reversed = entriesOf(
      (await openAll({ glossaryId: created.glossaryId, sourceLang: 'en', targetLang: 'de' })).entriesTsv,
    );
    expect(reversed).toEqual([
      { source: 'bank', target: 'Bank' },
      { source: 'house', target: 'Haus' },
    ]);
    await expect(
      service.reverseDictionary({ glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' }),
    ).rejects.toThrow(/already has/);
  });
});

describe('saving a dictionary sends the least', () => {
  it('PATCHes only the changed and added entries, then PUTs the whole dictionary once a row is deleted', async () => {
    const created = await service.create({
      name: 'Save',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    const loaded = entriesOf((await openAll(ref)).entriesTsv);

    // Edit three rows and add one.
    const edited = loaded.map((entry) =>
      ['Haus', 'Katze', 'Hund'].includes(entry.source) ? { ...entry, target: `${entry.target}!` } : entry,
    );
    edited.push({ source: 'Fisch', target: 'fish' });
    clearRequests();
    const patched = await service.save({ ...ref, entriesTsv: serializeEntriesTsv(edited) });
    expect(patched).toMatchObject({
      method: 'PATCH',
      added: 1,
      changed: 3,
      deleted: 0,
      sentEntries: 4,
      confirmed: true,
    });
    expect(patched.entriesTsv).toBeUndefined(); // confirmed: nothing to send back
    const patch = sim.simulator.control.requests().find((r) => r.method === 'PATCH')!;
    const expectedBody = JSON.stringify({
      dictionaries: [
        {
          source_lang: 'de',
          target_lang: 'en',
          entries: tsv([
            ['Haus', 'house!'],
            ['Katze', 'cat!'],
            ['Hund', 'dog!'],
            ['Fisch', 'fish'],
          ]),
          entries_format: 'tsv',
        },
      ],
    });
    expect(patch.bytes).toBe(Buffer.byteLength(expectedBody));
    expect(requests().filter((r) => r.startsWith('PUT'))).toEqual([]);
    expect(
      entriesOf((await sim.pro.glossaries.entries(ref.glossaryId, { source_lang: 'de', target_lang: 'en' })).entries),
    ).toEqual(expect.arrayContaining(edited));

    // Delete a row.
    const afterDelete = edited.filter((entry) => entry.source !== 'Maus');
    clearRequests();
    const put = await service.save({ ...ref, entriesTsv: serializeEntriesTsv(afterDelete) });
    expect(put).toMatchObject({ method: 'PUT', deleted: 1, sentEntries: afterDelete.length, confirmed: true });
    expect(requests()).toContain('PUT /v3/glossaries/:glossary_id/dictionaries');
    expect(requests().filter((r) => r.startsWith('PATCH'))).toEqual([]);
    const held = entriesOf(
      (await sim.pro.glossaries.entries(ref.glossaryId, { source_lang: 'de', target_lang: 'en' })).entries,
    );
    expect(held).toHaveLength(afterDelete.length);
    expect(held).toEqual(expect.arrayContaining(afterDelete));
  });

  it('sends nothing when nothing changed, and still confirms', async () => {
    const created = await service.create({
      name: 'Same',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    const { entriesTsv } = await openAll(ref);
    clearRequests();
    expect(await service.save({ ...ref, entriesTsv: entriesTsv })).toMatchObject({
      method: 'none',
      sentEntries: 0,
      confirmed: true,
    });
    expect(requests().filter((r) => !r.startsWith('GET'))).toEqual([]);
  });

  it('refuses entries that break a rule, before any request', async () => {
    const created = await service.create({
      name: 'Strict',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    await openAll(ref);
    clearRequests();
    await expect(service.save({ ...ref, entriesTsv: `${tsv(start)}\n Haus \thouse` })).rejects.toMatchObject({
      message: '1 entry breaks the glossary rules, so nothing was saved.',
      uiMessage: { id: 'glossaries.error.entriesBreakRules', values: { count: 1 } },
    });
    expect(requests()).toEqual([]);
  });

  it('reports when the service holds something else than the editor shows', async () => {
    const created = await service.create({
      name: 'Race',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(start) }],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    const loaded = entriesOf((await openAll(ref)).entriesTsv);
    // Someone else adds an entry meanwhile; our PATCH merges, so the service holds one more than we show.
    await sim.pro.glossaries.update(ref.glossaryId, {
      dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: 'Igel\thedgehog', entries_format: 'tsv' }],
    });
    const result = await service.save({
      ...ref,
      entriesTsv: serializeEntriesTsv([...loaded, { source: 'Fisch', target: 'fish' }]),
    });
    expect(result).toMatchObject({ method: 'PATCH', sentEntries: 1, confirmed: false });
    expect(entriesOf(result.entriesTsv!)).toContainEqual({ source: 'Igel', target: 'hedgehog' });
  });
});

describe('a dictionary opened page by page', () => {
  const many = (count: number) =>
    Array.from({ length: count }, (_, i) => [`Begriff ${i}`, `term ${i}`] as [string, string]);

  it('gives a first page at once and the rest on request; a save before the last page measures against the service', async () => {
    const created = await service.create({
      name: 'Big',
      dictionaries: [{ sourceLang: 'de', targetLang: 'en', entriesTsv: tsv(many(30_000)) }],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    const first = await service.openEntries(ref);
    expect(first).toMatchObject({ done: false });
    expect(entriesOf(first.entriesTsv)).toEqual(entriesOf(tsv(many(200))));
    // The count comes with the first page after the whole answer is in.
    expect((await service.moreEntries({ readId: first.readId })).totalEntries).toBe(30_000);

    // Saved with one target changed while the pages are still being read: only that entry is sent.
    const edited = many(30_000);
    edited[29_999] = ['Begriff 29999', 'the last term'];
    clearRequests();
    expect(await service.save({ ...ref, entriesTsv: tsv(edited) })).toMatchObject({
      method: 'PATCH',
      sentEntries: 1,
      changed: 1,
      confirmed: true,
    });

    // Closing lets go of the pages not yet read.
    expect(await service.closeEntries(ref)).toEqual({ closed: true });
    await expect(service.moreEntries({ readId: first.readId })).rejects.toThrow('no longer being read');
  });
});

describe("a dictionary's terms, for marking them in a translation", () => {
  it("are read whole and checked, and leave the editor's open dictionary and its save base alone", async () => {
    const created = await service.create({
      name: 'Terms',
      dictionaries: [
        {
          sourceLang: 'de',
          targetLang: 'en',
          entriesTsv: tsv([
            ['Haus', 'house'],
            ['Katze', 'cat'],
          ]),
        },
      ],
    });
    const ref = { glossaryId: created.glossaryId, sourceLang: 'de', targetLang: 'en' };
    const open = await openAll(ref);
    expect(await service.terms(ref)).toEqual({ entriesTsv: 'Haus\thouse\nKatze\tcat', entryCount: 2 });
    // The editor's base is still the one it opened: an unchanged save sends nothing.
    clearRequests();
    expect(await service.save({ ...ref, entriesTsv: open.entriesTsv })).toMatchObject({
      method: 'none',
      confirmed: true,
    });
  });
});

describe('import and export through the service', () => {
  it('counts a line with two problems once, and says which lines trimming spaces would take', async () => {
    const bytes = new TextEncoder().encode('Haus,house\n Leber , liver \n"two\nlines", x \n');
    const stagingId = await stageBytes(service, 'terms.csv', bytes);
    const imported = await service.importFile({ stagingId, fileName: 'terms.csv' });
    expect(imported).toMatchObject({ entryCount: 1, issueCount: 4, rejectedLineCount: 2, trimmableLineCount: 1 });
    const trimmed = await service.importFile({
      stagingId,
      fileName: 'terms.csv',
      trimSpaces: true,
    });
    expect(trimmed).toMatchObject({ entryCount: 2, issueCount: 1, rejectedLineCount: 1, trimmableLineCount: 0 });
  });

  it('imports a CSV with a rejected line and exports the valid entries again', async () => {
    const bytes = new TextEncoder().encode('Haus,house\r\n"two\nlines",x\r\nKatze,cat\r\n');
    const imported = await service.importFile({
      stagingId: await stageBytes(service, 'terms.csv', bytes),
      fileName: 'terms.csv',
    });
    expect(imported).toMatchObject({ entryCount: 2, issueCount: 1, issues: [{ line: 2, reason: 'newline' }] });
    const exported = await service.exportFile({
      glossaryName: 'Terms',
      format: 'csv',
      sourceLang: 'de',
      targetLang: 'en',
      entriesTsv: imported.entriesTsv,
    });
    expect(exported.fileName).toBe('Terms (de-en).csv');
    expect(Buffer.from(exported.base64, 'base64').toString('utf8')).toBe('\ufeffHaus,house\r\nKatze,cat\r\n');
  });
});

describe('opening a dictionary while the service is still sending it', () => {
  it('shows the first page once its lines have arrived, and the rest when the whole answer is in', async () => {
    const { createServer } = await import('node:http');
    const { LanguageServicesClient } = await import('../api/client');
    const lines = Array.from({ length: 5_000 }, (_, i) => `Begriff ${i} über "Zitat" \\ Pfad\tterm ${i} 😀`);
    const body = JSON.stringify({
      dictionaries: [{ source_lang: 'de', target_lang: 'en', entries: lines.join('\n'), entries_format: 'tsv' }],
    });
    const cut = body.indexOf('Begriff 300 ');
    let sendRest!: () => void;
    const restMaySend = new Promise<void>((resolve) => (sendRest = resolve));
    const server = createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      // The answer in two parts, cut inside a line: the first 300 lines and the start of the next, then the rest.
      response.write(body.slice(0, cut + 5));
      void restMaySend.then(() => response.end(body.slice(cut + 5)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const client = new LanguageServicesClient({ baseUrl: `http://127.0.0.1:${port}`, authKey: 'test-key-1234' });
      const streaming = new GlossaryService({ client: async () => client }, workInThisThread, staging());
      const first = await streaming.openEntries({ glossaryId: 'g1', sourceLang: 'de', targetLang: 'en' });
      expect(first.entriesTsv).toBe(lines.slice(0, 200).join('\n'));
      expect(first).toMatchObject({ done: false });
      expect(first.totalEntries).toBeUndefined();
      sendRest();
      const rest = await streaming.moreEntries({ readId: first.readId });
      expect(rest.totalEntries).toBe(5_000);
      expect(`${first.entriesTsv}\n${rest.entriesTsv}`).toBe(lines.join('\n'));
    } finally {
      sendRest();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
