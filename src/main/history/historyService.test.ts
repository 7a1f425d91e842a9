import { afterEach, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defaultSettings, type Settings } from '../../shared/settings';
import { HistoryService } from './historyService';
import { workInThisThread } from '../workers/testing/workInThisThread';
import type { WorkRunner } from '../workers/workPool';
import { recordImprovement, recordTranslation } from './historyHandlers';
import { GlossaryStaging } from '../glossaries/glossaryStaging';
import { GlossaryService } from '../glossaries/glossaryService';

const dirs: string[] = [];
const services: HistoryService[] = [];
/** What ran in the work pool (here: in this thread, recorded). */
const pooled: string[] = [];
const recordingWork: WorkRunner = {
  run: ((name: never, input: never, options: never) => {
    pooled.push(name);
    return workInThisThread.run(name, input, options);
  }) as WorkRunner['run'],
};
/** The glossary staging of the last history made: where a glossary draft's entries stay. */
let staging: GlossaryStaging;
function history() {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-history-svc-'));
  dirs.push(dir);
  let settings: Settings = defaultSettings();
  staging = new GlossaryStaging(join(dir, 'glossaries', 'staging'));
  const service = new HistoryService({
    userDataDir: dir,
    settings: { get: () => settings, update: async (change) => (settings = change(settings)) },
    work: recordingWork,
    stageGlossaryImport: (fileName, tsv) => staging.stageText(fileName, tsv),
  });
  services.push(service);
  return service;
}
afterEach(() => {
  pooled.length = 0;
  for (const s of services.splice(0)) s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const translate = (service: HistoryService, text: string) =>
  recordTranslation(
    service,
    { texts: [text], targetLang: 'DE', sourceLang: null, glossaryId: null },
    { translations: [{ text: `${text} (de)`, detectedSourceLanguage: 'EN' }] },
  );

describe("the Translate view's translations go into the history", () => {
  it('with the paragraphs as one text, the detected language and the Translate gesture', () => {
    const service = history();
    recordTranslation(
      service,
      { texts: ['One.', 'Two.'], targetLang: 'DE', sourceLang: null, glossaryId: 'g1' },
      {
        translations: [
          { text: 'Eins.', detectedSourceLanguage: 'EN' },
          { text: 'Zwei.', detectedSourceLanguage: 'EN' },
        ],
      },
    );
    expect(service.search({ query: '', limit: 10 }).entries[0]).toMatchObject({
      source: 'One.\nTwo.',
      result: 'Eins.\nZwei.',
      detectedSourceLang: 'EN',
      glossaryId: 'g1',
      gesture: 'translate',
    });
  });
});

describe('a long translation sent in several requests is one history entry', () => {
  const part = (service: HistoryService, index: number, count: number, translationId = 't1') =>
    recordTranslation(
      service,
      {
        texts: [`Part ${index}.`],
        targetLang: 'de',
        sourceLang: 'en',
        glossaryId: null,
        part: { translationId, index, count },
      },
      { translations: [{ text: `Teil ${index}.`, detectedSourceLanguage: 'EN' }] },
    );

  it('298 requests make one entry holding every part in order', () => {
    const service = history();
    for (let i = 0; i < 298; i++) part(service, i, 298);
    const { entries } = service.search({ query: '', limit: 10 });
    expect(entries).toHaveLength(1);
    expect(entries[0]!.source.split('\n')).toHaveLength(298);
    expect(entries[0]!.result.startsWith('Teil 0.\nTeil 1.')).toBe(true);
    expect(entries[0]!.result.endsWith('Teil 297.')).toBe(true);
  });

  it('a translation cancelled half-way keeps what was billed once the next one starts', () => {
    const service = history();
    part(service, 0, 3, 'first');
    part(service, 1, 3, 'first');
    expect(service.status().entryCount).toBe(0);
    part(service, 0, 2, 'second');
    part(service, 1, 2, 'second');
    const sources = service.search({ query: '', limit: 10 }).entries.map((e) => e.source);
    expect(sources).toEqual(['Part 0.\nPart 1.', 'Part 0.\nPart 1.']);
  });

  it('closing keeps a translation still gathering', () => {
    const service = history();
    part(service, 0, 5);
    service.close();
    expect(service.status().entryCount).toBe(1);
  });
});

describe("the Write view's improvements go into the history", () => {
  it('as improvements, with the language the service detected and the Write gesture', () => {
    const service = history();
    recordImprovement(
      service,
      { text: ['teh cat sat'] },
      { improvements: [{ text: 'The cat sat.', detectedSourceLanguage: 'en' }] },
    );
    expect(service.search({ query: 'cat', limit: 10 }).entries[0]).toMatchObject({
      kind: 'improvement',
      source: 'teh cat sat',
      result: 'The cat sat.',
      detectedSourceLang: 'en',
      targetLang: null,
      gesture: 'write',
    });
  });
});

describe('the history switch', () => {
  it('off deletes every entry and keeps nothing new', async () => {
    const service = history();
    translate(service, 'first');
    await service.setPreferences({ ...defaultSettings().history, enabled: false });
    expect(service.status().entryCount).toBe(0);
    translate(service, 'second');
    expect(service.search({ query: '', limit: 10 }).entries).toEqual([]);
    await service.setPreferences({ ...defaultSettings().history, enabled: true });
    expect(service.search({ query: '', limit: 10 }).entries).toEqual([]);
  });
  it('a tighter bound drops at once what it no longer allows', async () => {
    const service = history();
    for (let i = 0; i < 120; i += 1) translate(service, `entry ${i}`);
    await service.setPreferences({ ...defaultSettings().history, keepBy: 'count', maxEntries: 100 });
    expect(service.status().entryCount).toBe(100);
  });
});

describe('work on chosen entries leaves main’s thread free', () => {
  it('removing entries and turning them into a glossary run in the work pool', async () => {
    const service = history();
    translate(service, 'invoice');
    translate(service, 'contract');
    const [second, first] = service.search({ query: '', limit: 10 }).entries.map((e) => e.id) as [number, number];
    const draft = await service.glossaryDraft([first, second]);
    expect(draft.entryCount).toBe(2);
    expect(await service.remove([first])).toBe(1);
    expect(service.status().entryCount).toBe(1);
    expect(pooled).toEqual(['historyGlossaryDraft', 'historyRemove']);
    await expect(service.glossaryDraft([first])).rejects.toThrow('The chosen history entries no longer exist.');
  });
});

describe('add to glossary', () => {
  it('keeps the draft’s entries in main: the window gets a staging id the glossary import reads, parsed once', async () => {
    const service = history();
    translate(service, 'invoice');
    translate(service, 'contract');
    const ids = service.search({ query: '', limit: 10 }).entries.map((e) => e.id);
    const draft = await service.glossaryDraft(ids);
    // Nothing of the entries crosses to the window: only the pair, the counts and where main keeps them.
    expect(Object.keys(draft).sort()).toEqual([
      'entryCount',
      'fileName',
      'skipped',
      'sourceLang',
      'stagingId',
      'targetLang',
    ]);
    const glossaries = new GlossaryService(
      { client: () => Promise.reject(new Error('no service needed')) },
      workInThisThread,
      staging,
    );
    const read = await glossaries.importFile({
      stagingId: draft.stagingId,
      fileName: draft.fileName,
      sourceLang: draft.sourceLang,
      targetLang: draft.targetLang,
    });
    expect(read.entryCount).toBe(2);
    expect(read.entriesTsv.split('\n').sort()).toEqual(['contract\tcontract (de)', 'invoice\tinvoice (de)']);
  });
  it('refuses, with each reason, when no chosen entry can become a glossary entry', async () => {
    const service = history();
    const entry = service.record({
      kind: 'improvement',
      source: 'teh',
      result: 'the',
      sourceLang: null,
      detectedSourceLang: 'EN',
      targetLang: null,
      glossaryId: null,
      gesture: 'write',
    })!;
    await expect(service.glossaryDraft([entry.id])).rejects.toThrow(
      expect.objectContaining({
        kind: 'validation',
        message: 'None of the chosen entries can become a glossary entry.',
      }),
    );
  });
});
