// The heavy work of issue 25's breaks runs in the work pool, not on main's thread: lowering the history limit
// from 40,000 entries to 100 (about 1.3 s frozen before on a busy machine; filling 100,000 takes 13 s, so the
// bench does those), exporting them, and importing a large one-line TBX and a large TSV glossary (2.1 s frozen on
// a quiet machine before), and reading and converting an older (v2) glossary. What is checked is where the work runs: the pool's task log names each task, and the
// format readers and writers, wrapped on this thread (the pool's workers load the real ones), are never called
// here. How long main's loop pauses is measured by `npm run bench -- responsiveness`, not by a timed test: on a
// machine at load 20 any thread can be set aside for 400 ms (a bound of 400 ms failed so in a clean clone's CI).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultSettings, type Settings } from '../../shared/settings';
import { GlossaryService } from '../glossaries/glossaryService';
import { GlossaryStaging } from '../glossaries/glossaryStaging';
import { OlderGlossaries } from '../glossaries/olderGlossaries';
import { stageBytes } from '../glossaries/testing/glossaryStaging';
import { HistoryService } from '../history/historyService';
import { HistoryStore, type HistoryRecord } from '../history/historyStore';
import { startWorkPool, type WorkPool, type WorkRunner } from './workPool';

/** The format readers and writers called on this thread, by name. */
const onMainThread: string[] = [];
vi.mock('../../node/formats/csv/glossaryParsing', async (actual) => {
  const real = await actual<typeof import('../../node/formats/csv/glossaryParsing')>();
  return {
    ...real,
    parseGlossaryEntries: (...args: Parameters<typeof real.parseGlossaryEntries>) => {
      onMainThread.push('parseGlossaryEntries');
      return real.parseGlossaryEntries(...args);
    },
    parseGlossaryEntriesToTsv: (...args: Parameters<typeof real.parseGlossaryEntriesToTsv>) => {
      onMainThread.push('parseGlossaryEntriesToTsv');
      return real.parseGlossaryEntriesToTsv(...args);
    },
  };
});
vi.mock('../../node/formats/tbx/tbxConcepts', async (actual) => {
  const real = await actual<typeof import('../../node/formats/tbx/tbxConcepts')>();
  return {
    ...real,
    forEachTbxConcept: (...args: Parameters<typeof real.forEachTbxConcept>) => {
      onMainThread.push('forEachTbxConcept');
      return real.forEachTbxConcept(...args);
    },
  };
});
vi.mock('../../node/formats/xlsx/glossaryXlsx', async (actual) => {
  const real = await actual<typeof import('../../node/formats/xlsx/glossaryXlsx')>();
  return {
    ...real,
    writeGlossaryXlsx: (...args: Parameters<typeof real.writeGlossaryXlsx>) => {
      onMainThread.push('writeGlossaryXlsx');
      return real.writeGlossaryXlsx(...args);
    },
  };
});

/** Tens of megabytes read and written on a machine that may be at load 20: minutes, not the default 30 s. */
const HEAVY_MS = 180_000;

/** The tasks handed to the pool, by name. */
const tasks: string[] = [];
beforeEach(() => {
  tasks.length = 0;
  onMainThread.length = 0;
});

let pool: WorkPool;
let logged: WorkRunner;
let dir: string;
const stagingDir = mkdtempSync(join(tmpdir(), 'glossa-offmain-staging-'));
beforeAll(() => {
  pool = startWorkPool({ size: 1 });
  logged = {
    run: ((name: never, input: never, options: never) => {
      tasks.push(name);
      return pool.run(name, input, options);
    }) as WorkRunner['run'],
  };
  dir = mkdtempSync(join(tmpdir(), 'glossa-offmain-'));
});
afterAll(async () => {
  await pool.close();
  rmSync(dir, { recursive: true, force: true });
  rmSync(stagingDir, { recursive: true, force: true });
});

describe('work that leaves main’s thread to coordinate', () => {
  it(
    'lowers the history limit from 40,000 entries to 100 and exports them in the work pool',
    async () => {
      const store = HistoryStore.open(dir);
      const entries: HistoryRecord[] = Array.from({ length: 40_000 }, (_, i) => ({
        kind: 'translation',
        source: `Der Vertrag Nummer ${i} tritt am ersten Tag in Kraft.`,
        result: `Contract number ${i} takes effect on the first day.`,
        sourceLang: 'DE',
        detectedSourceLang: 'DE',
        targetLang: 'EN-GB',
        glossaryId: null,
        gesture: 'translate',
        createdAt: 1_700_000_000_000 + i,
      }));
      store.recordMany(entries);
      store.close();
      let settings: Settings = defaultSettings();
      settings = { ...settings, history: { ...settings.history, maxEntries: 40_000 } };
      const history = new HistoryService({
        userDataDir: dir,
        settings: { get: () => settings, update: async (change) => (settings = change(settings)) },
        work: logged,
        stageGlossaryImport: () => Promise.reject(new Error('no glossary draft here')),
      });
      try {
        expect(history.status().entryCount).toBe(40_000);
        await history.setPreferences({ ...settings.history, maxEntries: 100 });
        expect(history.status().entryCount).toBe(100);
        expect(tasks).toEqual(['historyEnforce']);
        const newest = history.search({ query: '', limit: 100 }).entries;
        expect(newest[0]!.source).toContain('39999');
        const exported = await history.exportFile(
          newest.map((e) => e.id),
          'csv',
        );
        expect(exported.count).toBe(100);
        expect(exported.content.split('\r\n')[1]).toContain('Der Vertrag Nummer 39999');
        expect(tasks).toEqual(['historyEnforce', 'historyExport']);
      } finally {
        history.close();
      }
    },
    HEAVY_MS,
  );

  const glossaries = new GlossaryService(
    { client: () => Promise.reject(new Error('no service needed')) },
    { run: (name, input, options) => logged.run(name, input, options) },
    new GlossaryStaging(stagingDir),
  );

  it(
    'imports a 30 MB one-line TBX in the work pool; main only stages its chunks',
    async () => {
      const concept = (i: number) =>
        `<conceptEntry id="c${i}"><langSec xml:lang="en"><termSec><term>term ${i}</term></termSec></langSec><langSec xml:lang="de"><termSec><term>Begriff ${i}</term></termSec></langSec></conceptEntry>`;
      const body = Array.from({ length: 170_000 }, (_, i) => concept(i)).join('');
      const tbx = `<?xml version="1.0" encoding="UTF-8"?><tbx type="TBX-Basic" style="dca" xml:lang="en" xmlns="urn:iso:std:iso:30042:ed-2"><tbxHeader><fileDesc><sourceDesc><p>test</p></sourceDesc></fileDesc></tbxHeader><text><body>${body}</body></text></tbx>`;
      expect(tbx.length).toBeGreaterThan(30_000_000);
      // From the window's first chunk to the answer: main decodes one chunk at a time and hands the pool a path.
      const stagingId = await stageBytes(glossaries, 'big.tbx', Buffer.from(tbx));
      const result = await glossaries.importFile({
        stagingId,
        fileName: 'big.tbx',
        sourceLang: 'en',
        targetLang: 'de',
      });
      expect(result.preview.format).toBe('tbx');
      expect(result.entryCount).toBeGreaterThan(100_000);
      expect(tasks).toEqual(['glossaryImport']);
      expect(onMainThread).toEqual([]);
    },
    HEAVY_MS,
  );

  it(
    'imports a 45 MB TSV and exports its entries as XLSX in the work pool',
    async () => {
      const line = (i: number) => `source phrase number ${i}\tZielausdruck Nummer ${i}`;
      const bytes = Buffer.from(Array.from({ length: 900_000 }, (_, i) => line(i)).join('\n'));
      const stagingId = await stageBytes(glossaries, 'big.tsv', bytes);
      const entryCount = (await glossaries.importFile({ stagingId, fileName: 'big.tsv' })).entryCount;
      expect(entryCount).toBeGreaterThan(100_000);
      expect(tasks).toEqual(['glossaryImport']);
      const entriesTsv = Array.from({ length: 100_000 }, (_, i) => line(i)).join('\n');
      const exported = (
        await glossaries.exportFile({
          glossaryName: 'Big',
          sourceLang: 'en',
          targetLang: 'de',
          format: 'xlsx',
          entriesTsv,
        })
      ).base64;
      expect(Buffer.from(exported, 'base64').subarray(0, 2).toString()).toBe('PK');
      expect(tasks).toEqual(['glossaryImport', 'glossaryExport']);
      expect(onMainThread).toEqual([]);
    },
    HEAVY_MS,
  );

  it(
    'reads, checks and compares an older (v2) glossary of 200,000 entries in the work pool as it converts it',
    async () => {
      const line = (i: number) => `older phrase ${i}\tälterer Ausdruck ${i}`;
      const tsv = Array.from({ length: 200_000 }, (_, i) => line(i)).join('\n');
      const made = {
        glossary_id: 'new-one',
        name: 'Client 2019',
        ready: true,
        creation_time: '2026-11-26T12:00:00Z',
        dictionaries: [{ source_lang: 'en', target_lang: 'de', entry_count: 200_000 }],
      };
      let held = '';
      const deleted: string[] = [];
      const service = {
        glossaries: {
          entriesV2: async () => tsv,
          getV2: async () => ({ glossary_id: 'old-one', name: 'Client 2019', source_lang: 'en', target_lang: 'de' }),
          create: async (body: { dictionaries: { entries: { toTsv(): string } }[] }) => {
            held = body.dictionaries[0]!.entries.toTsv();
            return made;
          },
          whenReady: async () => made,
          entries: async () => ({ entries: held }),
          deleteV2: async (id: string) => void deleted.push(id),
          delete: async (id: string) => void deleted.push(id),
        },
      };
      const older = new OlderGlossaries({ client: async () => service as never }, logged);
      expect((await older.entries({ glossaryId: 'old-one' })).entryCount).toBe(200_000);
      expect(tasks).toEqual(['glossaryTerms']);
      expect((await older.convert({ glossaryId: 'old-one' })).glossaryId).toBe('new-one');
      expect(held.split('\n')).toHaveLength(200_000);
      expect(deleted).toEqual(['old-one']);
      expect(tasks).toEqual(['glossaryTerms', 'glossaryAllChecked', 'glossarySaveCheck']);
      expect(onMainThread).toEqual([]);
    },
    HEAVY_MS,
  );
});
