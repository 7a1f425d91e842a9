// Creating a glossary with an empty language pair, in both dialects: the service refuses a dictionary with no
// entries in a create (its official Node client's tests show it), so the pair is added after it, by a PUT.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SimulatorDialect } from '../../simulator';
import { startClientsOnSimulator, type ClientsOnSimulator } from '../api/testSupport';
import { GlossaryService } from './glossaryService';
import { workInThisThread } from '../workers/workInThisThread';
import { GlossaryStaging } from './glossaryStaging';

describe.each<SimulatorDialect>(['spec', 'public'])('creating a glossary (%s dialect)', (dialect) => {
  let sim: ClientsOnSimulator;
  let service: GlossaryService;
  const dir = mkdtempSync(join(tmpdir(), 'glossa-glossary-create-'));
  beforeAll(async () => {
    sim = await startClientsOnSimulator({ dialect });
    service = new GlossaryService(
      { client: async () => sim.pro },
      workInThisThread,
      new GlossaryStaging(join(dir, 'staging')),
    );
  });
  afterAll(async () => {
    await sim.close();
    rmSync(dir, { recursive: true, force: true });
  });
  beforeEach(() => sim.simulator.control.reset());
  const requests = () => sim.simulator.control.requests().map((r) => `${r.method} ${r.route ?? r.path}`);

  it('with a filled and an empty pair: the filled one in the create, the empty one put after it', async () => {
    const created = await service.create({
      name: 'Client terms',
      dictionaries: [
        { sourceLang: 'en', targetLang: 'de', entriesTsv: 'house\tHaus' },
        { sourceLang: 'en', targetLang: 'fr', entriesTsv: '' },
      ],
    });
    expect(created.dictionaries.map((d) => [d.sourceLang, d.targetLang, d.entryCount])).toEqual([
      ['en', 'de', 1],
      ['en', 'fr', 0],
    ]);
    expect(requests()).toEqual([
      'POST /v3/glossaries',
      'PUT /v3/glossaries/:glossary_id/dictionaries',
      'GET /v3/glossaries/:glossary_id',
    ]);
  });

  it('with only empty pairs: an empty glossary, then each pair', async () => {
    const created = await service.create({
      name: 'Empty',
      dictionaries: [{ sourceLang: 'en', targetLang: 'ja', entriesTsv: '' }],
    });
    expect(created.dictionaries).toHaveLength(1);
    expect(created.dictionaries[0]).toMatchObject({ sourceLang: 'en', targetLang: 'ja', entryCount: 0 });
  });
});
