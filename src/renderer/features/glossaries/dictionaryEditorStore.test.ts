// The dictionary editor's store against a fake of main: opening a dictionary, editing, saving (and continuing
// from what the service holds), a failed save that loses nothing, search, and an import merged in.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlossarySummary, ImportResult, SaveResult } from '../../../shared/calls/glossaries';
import { NetworkError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testSupport')).installFakeGlossa());
const { useDictionaryEditor } = await import('./dictionaryEditorStore');
const { useGlossaryList } = await import('./glossaryListStore');

const ref = { glossaryId: 'g1', sourceLang: 'de', targetLang: 'en' };
const glossary: GlossarySummary = { glossaryId: 'g1', name: 'Tiere', creationTime: '2026-01-01T00:00:00Z', dictionaries: [{ ...ref, entryCount: 2 }] };
const saved = (patch: Partial<SaveResult> = {}): SaveResult => ({ method: 'PATCH', added: 0, changed: 1, deleted: 0, sentEntries: 1, confirmed: true, glossary, ...patch });
const rows = () => useDictionaryEditor.getState().model.rows.map((r) => [r.source, r.target]);

beforeEach(async () => {
  main.calls.length = 0;
  main.answer('glossaries.entries', () => ({ entriesTsv: 'Haus\thouse\nKatze\tcat', entryCount: 2 }));
  await useDictionaryEditor.getState().open(ref, 'Tiere');
});

describe('opening', () => {
  it("shows the dictionary main sends, in its order, as saved", () => {
    const state = useDictionaryEditor.getState();
    expect(main.requests('glossaries.entries')).toEqual([ref]);
    expect(state.status).toBe('ready');
    expect(rows()).toEqual([['Haus', 'house'], ['Katze', 'cat']]);
    expect(state.view).toEqual([0, 1]);
    expect(state.savedVersion).toBe(state.version);
  });

  it('says why when main cannot read it', async () => {
    main.answer('glossaries.entries', () => {
      throw new NetworkError({ message: 'The service cannot be reached.' });
    });
    await useDictionaryEditor.getState().open(ref, 'Tiere');
    expect(useDictionaryEditor.getState()).toMatchObject({ status: 'failed', error: { kind: 'network' } });
  });
});

describe('saving', () => {
  it('sends every row as TSV; once main confirms, the editor is saved and the list shows the glossary', async () => {
    useDictionaryEditor.getState().edit(1, 'target', 'kitten');
    expect(useDictionaryEditor.getState().version).not.toBe(useDictionaryEditor.getState().savedVersion);
    main.answer('glossaries.save', () => saved());
    await useDictionaryEditor.getState().save();
    expect(main.requests('glossaries.save')).toEqual([{ ...ref, entriesTsv: 'Haus\thouse\nKatze\tkitten' }]);
    const state = useDictionaryEditor.getState();
    expect(state).toMatchObject({ saving: false, saveError: null, lastSave: { confirmed: true } });
    expect(state.savedVersion).toBe(state.version);
    expect(useGlossaryList.getState().glossaries).toContainEqual(glossary);
  });

  it('continues from what the service holds when it holds something else', async () => {
    useDictionaryEditor.getState().edit(0, 'target', 'home');
    main.answer('glossaries.save', () => saved({ confirmed: false, entriesTsv: 'Haus\thouse\nKatze\tcat\nHund\tdog' }));
    await useDictionaryEditor.getState().save();
    expect(rows()).toEqual([['Haus', 'house'], ['Katze', 'cat'], ['Hund', 'dog']]);
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
    expect(rows()).toEqual([['Haus', 'home'], ['Katze', 'cat']]);
    expect(state.savedVersion).not.toBe(state.version);
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
      ignoredLineCount: 0,
      byteSize: 8,
      tooLarge: false,
    };
    useDictionaryEditor.setState({ importState: { status: 'preview', fileName: 'more.csv', base64: 'SHVuZCxkb2c=', options: {}, result } });
    main.answer('glossaries.importFile', () => result);
    await useDictionaryEditor.getState().remapImport({ columns: { source: 1, target: 0 } });
    expect(main.requests('glossaries.importFile')).toEqual([{ fileName: 'more.csv', base64: 'SHVuZCxkb2c=', sourceLang: 'de', targetLang: 'en', columns: { source: 1, target: 0 } }]);
    useDictionaryEditor.getState().applyImport('merge');
    expect(rows()).toEqual([['Haus', 'house'], ['Katze', 'cat'], ['Hund', 'dog']]);
    expect(useDictionaryEditor.getState().importState).toEqual({ status: 'idle' });
  });
});
