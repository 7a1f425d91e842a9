// Older (v2) glossaries as Glossaries reads them, in both dialects: listed apart from the v3-made ones, read,
// deleted through v2, and converted in one step that keeps the older one until the new one holds the same entries.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from '../api/testing/simulatorClients';
import { workInThisThread } from '../workers/testing/workInThisThread';
import { OlderGlossaries } from './olderGlossaries';

describe.each(['spec', 'public'] as const)('older glossaries (%s dialect)', (dialect) => {
  let env: ClientsOnSimulator;
  let older: OlderGlossaries;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect });
    older = new OlderGlossaries({ client: async () => env.pro }, workInThisThread);
  });
  afterAll(() => env.close());
  beforeEach(() => env.simulator.control.reset());

  const createOlder = (name: string, entries: string) =>
    env.pro.glossaries.createV2({ name, source_lang: 'en', target_lang: 'de', entries, entries_format: 'tsv' });

  it('lists the glossaries made with v2, not the v3 ones, and reads their entries', async () => {
    const made = await createOlder('Client terms 2019', 'invoice\tRechnung\ndelivery note\tLieferschein');
    await env.pro.glossaries.create({
      name: 'New style',
      dictionaries: [{ source_lang: 'en', target_lang: 'fr', entries: 'invoice\tfacture', entries_format: 'tsv' }],
    });
    const { glossaries } = await older.list();
    expect(glossaries).toEqual([
      expect.objectContaining({
        glossaryId: made.glossary_id,
        name: 'Client terms 2019',
        sourceLang: 'en',
        targetLang: 'de',
        entryCount: 2,
      }),
    ]);
    expect(await older.entries({ glossaryId: made.glossary_id })).toEqual({
      entriesTsv: 'invoice\tRechnung\ndelivery note\tLieferschein',
      entryCount: 2,
    });
  });

  it('converts in one step: a v3 glossary with the same entries, then the older one deleted', async () => {
    const made = await createOlder('Legal 2018', 'court\tGericht\ncontract\tVertrag');
    const converted = await older.convert({ glossaryId: made.glossary_id });
    expect(converted).toMatchObject({
      name: 'Legal 2018',
      dictionaries: [{ sourceLang: 'en', targetLang: 'de', entryCount: 2 }],
    });
    expect(converted.glossaryId).not.toBe(made.glossary_id);
    expect((await older.list()).glossaries).toEqual([]);
    expect((await env.pro.glossaries.list()).map((g) => g.glossary_id)).toEqual([converted.glossaryId]);
    const copy = await env.pro.glossaries.entries(converted.glossaryId, { source_lang: 'en', target_lang: 'de' });
    expect(copy.entries).toBe('court\tGericht\ncontract\tVertrag');
  });

  it('keeps the older glossary, and removes the half-made copy, when the new one cannot be checked', async () => {
    const made = await createOlder('Medical', 'headache\tKopfschmerzen');
    env.simulator.control.addFault({ path: '/v3/glossaries/:glossary_id/entries', status: 503, count: 10 });
    await failure(older.convert({ glossaryId: made.glossary_id }));
    env.simulator.control.clearFaults();
    expect((await older.list()).glossaries.map((g) => g.glossaryId)).toEqual([made.glossary_id]);
    expect((await env.pro.glossaries.list()).map((g) => g.glossary_id)).toEqual([made.glossary_id]);
  });

  it('deletes an older glossary through v2; one changed through v3 is no longer older', async () => {
    const first = await createOlder('First', 'a\tb');
    const second = await createOlder('Second', 'c\td');
    await older.delete({ glossaryId: first.glossary_id });
    await env.pro.glossaries.update(second.glossary_id, { name: 'Second, renamed' });
    expect((await older.list()).glossaries).toEqual([]);
    expect((await failure(older.delete({ glossaryId: second.glossary_id }))).status).toBe(400);
  });
});
