// The dictionary editor's store against a fake of main: opening a dictionary, editing, saving (and continuing
// from what the service holds), a failed save that loses nothing, search, and an import merged in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlossarySummary, ImportResult, SaveResult } from '../../../shared/calls/glossaries';
import { NetworkError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useDictionaryEditor } = await import('./dictionaryEditorStore');
const { useGlossaryList } = await import('./glossaryListStore');

const ref = { glossaryId: 'g1', sourceLang: 'de', targetLang: 'en' };
const glossary: GlossarySummary = {
  glossaryId: 'g1',
  name: 'Tiere',
  creationTime: '2026-01-01T00:00:00Z',
  dictionaries: [{ ...ref, entryCount: 2 }],
};
const saved = (patch: Partial<SaveResult> = {}): SaveResult => ({
  method: 'PATCH',
  added: 0,
  changed: 1,
  deleted: 0,
  sentEntries: 1,
  confirmed: true,
  glossary,
  ...patch,
});
const rows = () => useDictionaryEditor.getState().model.rows.map((r) => [r.source, r.target]);

beforeEach(async () => {
  main.calls.length = 0;
  main.answer('glossaries.openEntries', () => ({
    readId: 'r1',
    entriesTsv: 'Haus\thouse\nKatze\tcat',
    done: true,
    totalEntries: 2,
  }));
  main.answer('glossaries.closeEntries', () => ({ closed: true }));
  await useDictionaryEditor.getState().open(ref, 'Tiere');
});

describe('opening', () => {
  it('shows the dictionary main sends, in its order, as saved', () => {
    const state = useDictionaryEditor.getState();
    expect(main.requests('glossaries.openEntries')).toEqual([ref]);
    expect(state.status).toBe('ready');
    expect(rows()).toEqual([
      ['Haus', 'house'],
      ['Katze', 'cat'],
    ]);
    expect(state.view).toEqual([0, 1]);
    expect(state.model.dirty).toBe(false);
  });

  it('shows the first page at once and appends the rest as it arrives, then counts as saved', async () => {
    main.answer('glossaries.openEntries', () => ({
      readId: 'r2',
      entriesTsv: 'Haus\thouse',
      done: false,
      totalEntries: 3,
    }));
    main.answer('glossaries.moreEntries', () => ({ entriesTsv: 'Katze\tcat\nHund\tdog', done: true }));
    await useDictionaryEditor.getState().open(ref, 'Tiere');
    await vi.waitFor(() => expect(useDictionaryEditor.getState().loading).toBeNull());
    expect(main.requests('glossaries.moreEntries')).toEqual([{ readId: 'r2' }]);
    expect(rows()).toEqual([
      ['Haus', 'house'],
      ['Katze', 'cat'],
      ['Hund', 'dog'],
    ]);
    expect(useDictionaryEditor.getState().model.dirty).toBe(false);
  });

  it('counts what has loaded before the whole dictionary is in, and out of how many once main knows', async () => {
    main.answer('glossaries.openEntries', () => ({ readId: 'r3', entriesTsv: 'Haus\thouse', done: false }));
    let release!: () => void;
    const secondPageMayCome = new Promise<void>((resolve) => (release = resolve));
    let pages = 0;
    main.answer('glossaries.moreEntries', async () => {
      if (++pages > 1) return new Promise<never>(() => undefined); // the last page stays on its way
      await secondPageMayCome;
      return { entriesTsv: 'Katze\tcat', done: false, totalEntries: 3 };
    });
    await useDictionaryEditor.getState().open(ref, 'Tiere');
    expect(useDictionaryEditor.getState().loading).toEqual({ loaded: 1 });
    release();
    await vi.waitFor(() => expect(useDictionaryEditor.getState().loading).toEqual({ loaded: 2, total: 3 }));
  });

  it('says why when main cannot read it', async () => {
    main.answer('glossaries.openEntries', () => {
      throw new NetworkError({ message: 'The service cannot be reached.' });
    });
    await useDictionaryEditor.getState().open(ref, 'Tiere');
    expect(useDictionaryEditor.getState()).toMatchObject({ status: 'failed', error: { kind: 'network' } });
  });
});

describe('saving', () => {
  it('sends every row as TSV; once main confirms, the editor is saved and the list shows the glossary', async () => {
    useDictionaryEditor.getState().edit(1, 'target', 'kitten');
    expect(useDictionaryEditor.getState().model.dirty).toBe(true);
    main.answer('glossaries.save', () => saved());
    await useDictionaryEditor.getState().save();
    expect(main.requests('glossaries.save')).toEqual([{ ...ref, entriesTsv: 'Haus\thouse\nKatze\tkitten' }]);
    const state = useDictionaryEditor.getState();
    expect(state).toMatchObject({ saving: false, saveError: null, lastSave: { confirmed: true } });
    expect(state.model.dirty).toBe(false);
    expect(useGlossaryList.getState().glossaries).toContainEqual(glossary);
  });

  it('continues from what the service holds when it holds something else', async () => {
    useDictionaryEditor.getState().edit(0, 'target', 'home');
    main.answer('glossaries.save', () => saved({ confirmed: false, entriesTsv: 'Haus\thouse\nKatze\tcat\nHund\tdog' }));
    await useDictionaryEditor.getState().save();
    expect(rows()).toEqual([
      ['Haus', 'house'],
      ['Katze', 'cat'],
      ['Hund', 'dog'],
    ]);
    expect(useDictionaryEditor.getState().lastSave?.confirmed).toBe(false);
  });

  it('keeps every edit when the save fails, with the reason', async () => {
    useDictionaryEditor.getState().edit(0, 'target', 'home');
    main.answer('glossaries.save', () => {
      throw new NetworkError({ message: 'The service cannot be reached.' });
    });
    await useDictionaryEditor.getState().save();
    const state = useDictionaryEditor.getState();
    expect(state.saveError).toMatchObject({ kind: 'network' });
    expect(rows()).toEqual([
      ['Haus', 'home'],
      ['Katze', 'cat'],
    ]);
    expect(state.model.dirty).toBe(true);
  });
});

describe('the view', () => {
  it('searches both phrases, ignoring case', () => {
    useDictionaryEditor.getState().setQuery('CAT');
    expect(useDictionaryEditor.getState().view).toEqual([1]);
    useDictionaryEditor.getState().setQuery('');
    expect(useDictionaryEditor.getState().view).toEqual([0, 1]);
  });
});

describe('importing', () => {
  it('reads the file again with other columns in main, then merges the valid entries', async () => {
    const result: ImportResult = {
      preview: { format: 'csv', columns: ['A', 'B'], rows: [], totalRows: 1 },
      entriesTsv: 'Hund\tdog',
      entryCount: 1,
      issues: [],
      issueCount: 0,
      rejectedLineCount: 0,
      trimmableLineCount: 0,
      ignoredLineCount: 0,
      byteSize: 8,
      tooLarge: false,
    };
    const entries = [{ source: 'Hund', target: 'dog' }];
    const plan = useDictionaryEditor.getState().model.planMerge(entries);
    useDictionaryEditor.setState({
      importState: {
        status: 'preview',
        fileName: 'more.csv',
        file: new File(['Hund,dog'], 'more.csv'),
        options: {},
        result,
        entries,
        plan,
        takeTheirs: new Set(),
      },
    });
    main.answer('glossaries.stageFileBegin', () => ({ stagingId: 'a'.repeat(32) }));
    main.answer('glossaries.stageFileChunk', () => ({ received: 8 }));
    main.answer('glossaries.importFile', () => result);
    await useDictionaryEditor.getState().remapImport({ columns: { source: 1, target: 0 } });
    expect(main.requests('glossaries.stageFileBegin')).toEqual([{ name: 'more.csv', size: 8 }]);
    expect(main.requests('glossaries.stageFileChunk')).toEqual([
      { stagingId: 'a'.repeat(32), offset: 0, base64: 'SHVuZCxkb2c=' },
    ]);
    expect(main.requests('glossaries.importFile')).toEqual([
      {
        fileName: 'more.csv',
        stagingId: 'a'.repeat(32),
        sourceLang: 'de',
        targetLang: 'en',
        columns: { source: 1, target: 0 },
      },
    ]);
    useDictionaryEditor.getState().applyImport('merge');
    expect(rows()).toEqual([
      ['Haus', 'house'],
      ['Katze', 'cat'],
      ['Hund', 'dog'],
    ]);
    expect(useDictionaryEditor.getState().importState).toEqual({ status: 'idle' });
  });

  it('reads a draft main staged (Add to glossary) by its id: no bytes go from the window to main', async () => {
    const result: ImportResult = {
      preview: { format: 'tsv', columns: ['A', 'B'], rows: [], totalRows: 1 },
      entriesTsv: 'Rechnung\tinvoice',
      entryCount: 1,
      issues: [],
      issueCount: 0,
      rejectedLineCount: 0,
      trimmableLineCount: 0,
      ignoredLineCount: 0,
      byteSize: 17,
      tooLarge: false,
    };
    main.answer('glossaries.importFile', () => result);
    await useDictionaryEditor.getState().readImport({ name: 'translation-history.tsv', stagingId: 'b'.repeat(32) });
    expect(main.requests('glossaries.stageFileBegin')).toEqual([]);
    expect(main.requests('glossaries.stageFileChunk')).toEqual([]);
    expect(main.requests('glossaries.importFile')).toEqual([
      { fileName: 'translation-history.tsv', stagingId: 'b'.repeat(32), sourceLang: 'de', targetLang: 'en' },
    ]);
    expect(useDictionaryEditor.getState().importState).toMatchObject({
      status: 'preview',
      entries: [{ source: 'Rechnung', target: 'invoice' }],
    });
  });
});
