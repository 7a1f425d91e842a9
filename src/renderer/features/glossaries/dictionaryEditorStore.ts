// The open dictionary: its rows (a DictionaryModel), the view over them, saving, import and export.
// A dictionary opens page by page: the first page is on screen as soon as it arrives, the rest follows behind
// it; search, sort and filter extend as pages come, and a save waits until every entry is there.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { DictionaryRef, GlossaryExportChoice, ImportResult, SaveResult } from '../../../shared/calls/glossaries';
import { serializeEntriesTsv, utf8ByteLength, type GlossaryEntry } from '../../../shared/rules/glossaryEntries';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { importGlossaryFile, type ImportOptions, type ImportSource } from './glossaryFiles';
import {
  DictionaryModel,
  entriesFromCheckedTsv,
  type DraftChanges,
  type Field,
  type MergePlan,
} from './dictionaryModel';
import { extendView, visibleRows, type RowFilter, type RowSort } from './dictionaryView';
import { useGlossaryList } from './glossaryListStore';
import { bytesOfBase64 } from '../../lib/base64';
import { download } from '../../lib/download';

export type ConflictChoice = 'mine' | 'theirs';

type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | {
      status: 'preview';
      fileName: string;
      /** The picked file (or main's staged draft), read again by main when the user picks other columns. */
      file: ImportSource;
      options: ImportOptions;
      result: ImportResult;
      entries: GlossaryEntry[];
      /** What adding the entries would do to the dictionary as it is now. */
      plan: MergePlan;
      /** Sources of conflicting entries that take the file's target; every other conflict keeps the editor's. */
      takeTheirs: ReadonlySet<string>;
    }
  | { status: 'failed'; fileName: string; error: ErrorData };

interface EditorState {
  ref: DictionaryRef | null;
  glossaryName: string;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: ErrorData | null;
  /** While pages arrive after the first screen: entries so far, of about how many. */
  /** Entries loaded so far, and about how many there are once main has the whole dictionary. */
  loading: { loaded: number; total?: number } | null;
  /** A later page could not be read: the editor shows part of the dictionary and must not save it. */
  loadError: ErrorData | null;
  model: DictionaryModel;
  /** Re-render trigger: the model's version. */
  version: number;
  query: string;
  filter: RowFilter;
  sort: RowSort;
  /** Row indexes shown, in order. */
  view: number[];
  saving: boolean;
  lastSave: SaveResult | null;
  saveError: ErrorData | null;
  importState: ImportState;
  open(ref: DictionaryRef, glossaryName: string): Promise<void>;
  close(): void;
  /** Settles once every page of the open dictionary is in (or could not be read). */
  whenLoaded(): Promise<void>;
  /** A kept draft's changes, applied as one undoable step. */
  applyDraft(draft: DraftChanges): { matched: number; unmatched: number };
  edit(index: number, field: Field, value: string): void;
  /**
   * Pastes a block (lines of tab-separated phrases) with its top-left at view position `position`, column
   * `field`, as one undoable step; lines past the last row add rows. Returns the view positions it landed on.
   */
  pasteCells(position: number, field: Field, block: string[][]): number[];
  trim(index: number, field: Field): void;
  /** Adds an empty row and returns its position in the view. */
  addRow(): number;
  deleteRow(index: number): void;
  undo(): void;
  redo(): void;
  setQuery(query: string): void;
  setFilter(filter: RowFilter): void;
  setSort(sort: RowSort): void;
  save(): Promise<void>;
  readImport(file: ImportSource): Promise<void>;
  remapImport(options: ImportOptions): Promise<void>;
  chooseConflict(source: string, choice: ConflictChoice): void;
  chooseAllConflicts(choice: ConflictChoice): void;
  applyImport(mode: 'merge' | 'replace'): void;
  cancelImport(): void;
  exportAs(choice: GlossaryExportChoice): Promise<void>;
}

export const useDictionaryEditor = create<EditorState>((set, get) => {
  /** Which opening is current: pages of a dictionary the user has left are dropped. */
  let opening = 0;
  /** Settles once every page of the current dictionary is in (or could not be read). */
  let loaded: Promise<void> = Promise.resolve();

  /** After a model change: new version, and a new view when rows moved. */
  const changed = (structure: boolean) => {
    const { model, query, filter, sort } = get();
    set({ version: model.version, ...(structure ? { view: visibleRows(model, query, filter, sort) } : {}) });
  };
  const refreshView = (patch: Partial<Pick<EditorState, 'query' | 'filter' | 'sort'>>) => {
    const next = { ...get(), ...patch };
    set({ ...patch, view: visibleRows(next.model, next.query, next.filter, next.sort) });
  };
  const runImport = async (file: ImportSource, options: ImportOptions) => {
    const fileName = file.name;
    const ref = get().ref;
    if (!ref) return;
    set({ importState: { status: 'reading', fileName } });
    try {
      const result = await importGlossaryFile(
        file,
        { sourceLang: ref.sourceLang, targetLang: ref.targetLang },
        options,
      );
      // Main sends only entries that passed every rule.
      const entries = entriesFromCheckedTsv(result.entriesTsv);
      set({
        importState: {
          status: 'preview',
          fileName,
          file,
          options,
          result,
          entries,
          plan: get().model.planMerge(entries),
          takeTheirs: new Set(),
        },
      });
    } catch (error) {
      set({ importState: { status: 'failed', fileName, error: errorDataOf(error) } });
    }
  };
  /** Reads the pages after the first, appending each as it arrives. */
  const loadRest = async (ticket: number, readId: string, known: number | undefined) => {
    let total = known;
    try {
      for (;;) {
        const page = await unwrap(glossa.glossaries.moreEntries({ readId }));
        if (ticket !== opening) return;
        const { model, view, query, filter, sort } = get();
        const from = model.rows.length;
        total = page.totalEntries ?? total;
        model.appendLoaded(entriesFromCheckedTsv(page.entriesTsv), { byteSize: utf8ByteLength(page.entriesTsv) });
        set({
          version: model.version,
          view: extendView(model, view, from, query, filter, sort),
          loading: page.done
            ? null
            : {
                loaded: model.rows.length,
                ...(total === undefined ? {} : { total: Math.max(total, model.rows.length) }),
              },
        });
        if (page.done) return;
      }
    } catch (error) {
      if (ticket === opening) set({ loading: null, loadError: errorDataOf(error) });
    }
  };

  return {
    ref: null,
    glossaryName: '',
    status: 'idle',
    error: null,
    loading: null,
    loadError: null,
    model: new DictionaryModel(),
    version: 0,
    query: '',
    filter: 'all',
    sort: 'file',
    view: [],
    saving: false,
    lastSave: null,
    saveError: null,
    importState: { status: 'idle' },

    async open(ref, glossaryName) {
      const ticket = ++opening;
      set({
        ref,
        glossaryName,
        status: 'loading',
        error: null,
        loading: null,
        loadError: null,
        lastSave: null,
        saveError: null,
        query: '',
        filter: 'all',
        sort: 'file',
        importState: { status: 'idle' },
      });
      try {
        const first = await unwrap(glossa.glossaries.openEntries(ref));
        if (ticket !== opening) return void glossa.glossaries.closeEntries(ref);
        // Main sends only entries that pass every rule, as plain TSV: its UTF-8 size is the page's.
        const model = new DictionaryModel(entriesFromCheckedTsv(first.entriesTsv), {
          byteSize: utf8ByteLength(first.entriesTsv),
        });
        set({
          model,
          status: 'ready',
          version: model.version,
          view: visibleRows(model, '', 'all', 'file'),
          loading: first.done
            ? null
            : { loaded: model.rows.length, ...(first.totalEntries === undefined ? {} : { total: first.totalEntries }) },
        });
        loaded = first.done ? Promise.resolve() : loadRest(ticket, first.readId, first.totalEntries);
      } catch (error) {
        if (ticket === opening) set({ status: 'failed', error: errorDataOf(error) });
      }
    },
    close() {
      const { ref } = get();
      opening++;
      // Main forgets the dictionary too (its copy for the next save, and any pages not yet read).
      if (ref) void glossa.glossaries.closeEntries(ref);
      set({
        ref: null,
        status: 'idle',
        loading: null,
        loadError: null,
        model: new DictionaryModel(),
        version: 0,
        view: [],
        lastSave: null,
        importState: { status: 'idle' },
      });
    },
    whenLoaded: () => loaded,
    applyDraft(draft) {
      const result = get().model.applyDraft(draft);
      changed(true);
      return result;
    },
    pasteCells(position, field, block) {
      const { model, view } = get();
      const existing = model.rows.length;
      const landed = model.pasteCells(block, field, (line) => view[position + line] ?? null);
      const added = landed.filter((index) => index >= existing);
      if (added.length === 0) {
        changed(false);
        return landed.map((_, line) => position + line);
      }
      // Rows were added: they stay in sight at the end of the view, whatever the search or filter.
      const { query, filter, sort } = get();
      const addedSet = new Set(added);
      const next = [...visibleRows(model, query, filter, sort).filter((i) => !addedSet.has(i)), ...added];
      set({ version: model.version, view: next });
      const firstAdded = next.length - added.length;
      return landed.map((index, line) => (index >= existing ? firstAdded + (index - existing) : position + line));
    },
    edit(index, field, value) {
      get().model.edit(index, field, value);
      changed(false);
    },
    trim(index, field) {
      get().model.trim(index, field);
      changed(false);
    },
    addRow() {
      const { model } = get();
      const index = model.insert();
      // A new row stays visible whatever the search or filter: it goes at the end of the view.
      set({
        version: model.version,
        view: [...visibleRows(model, get().query, get().filter, get().sort).filter((i) => i !== index), index],
      });
      return get().view.length - 1;
    },
    deleteRow(index) {
      get().model.delete(index);
      changed(true);
    },
    undo() {
      const structure = get().model.structureVersion;
      get().model.undo();
      changed(get().model.structureVersion !== structure);
    },
    redo() {
      const structure = get().model.structureVersion;
      get().model.redo();
      changed(get().model.structureVersion !== structure);
    },
    setQuery: (query) => refreshView({ query }),
    setFilter: (filter) => refreshView({ filter }),
    setSort: (sort) => refreshView({ sort }),

    async save() {
      if (!get().ref || get().saving) return;
      set({ saving: true, saveError: null, lastSave: null });
      // Saving part of a dictionary would delete the rest: wait for every page first.
      await loaded;
      const { ref, model, loadError } = get();
      if (!ref || loadError) {
        set({
          saving: false,
          ...(loadError
            ? {
                saveError: {
                  ...loadError,
                  message: `Not every entry could be loaded, so nothing was saved. ${loadError.message}`,
                  uiMessage: { id: 'glossaries.editor.notSaved' },
                },
              }
            : {}),
        });
        return;
      }
      const savingVersion = model.version;
      const mark = model.saveMark();
      try {
        const result = await unwrap(
          glossa.glossaries.save({ ...ref, entriesTsv: serializeEntriesTsv(model.entries()) }),
        );
        if (result.confirmed) model.markSaved(mark);
        else if (result.entriesTsv !== undefined && model.version === savingVersion) {
          // Continue from what the service holds; with the same rows it is the same view.
          model.load(entriesFromCheckedTsv(result.entriesTsv));
          changed(true);
        }
        set({ saving: false, lastSave: result, version: model.version });
        useGlossaryList.getState().upsert(result.glossary);
      } catch (error) {
        set({ saving: false, saveError: errorDataOf(error) });
      }
    },

    async readImport(file) {
      set({ importState: { status: 'reading', fileName: file.name } });
      try {
        await runImport(file, {});
      } catch (error) {
        set({ importState: { status: 'failed', fileName: file.name, error: errorDataOf(error) } });
      }
    },
    async remapImport(options) {
      const state = get().importState;
      if (state.status === 'preview') await runImport(state.file, { ...state.options, ...options });
    },
    chooseConflict(source, choice) {
      const state = get().importState;
      if (state.status !== 'preview') return;
      const takeTheirs = new Set(state.takeTheirs);
      if (choice === 'theirs') takeTheirs.add(source);
      else takeTheirs.delete(source);
      set({ importState: { ...state, takeTheirs } });
    },
    chooseAllConflicts(choice) {
      const state = get().importState;
      if (state.status !== 'preview') return;
      set({
        importState: {
          ...state,
          takeTheirs: new Set(choice === 'theirs' ? state.plan.conflicts.map((c) => c.source) : []),
        },
      });
    },
    applyImport(mode) {
      const state = get().importState;
      if (state.status !== 'preview' || get().loading) return;
      if (mode === 'replace') get().model.replaceAll(state.entries);
      else get().model.merge(state.entries, (source) => state.takeTheirs.has(source));
      set({ importState: { status: 'idle' } });
      changed(true);
    },
    cancelImport: () => set({ importState: { status: 'idle' } }),

    async exportAs(choice) {
      await loaded;
      const { ref, model, glossaryName } = get();
      if (!ref) return;
      try {
        const file = await unwrap(
          glossa.glossaries.exportFile({
            glossaryName,
            format: choice.format,
            ...('csvFormulas' in choice ? { csvFormulas: choice.csvFormulas } : {}),
            sourceLang: ref.sourceLang,
            targetLang: ref.targetLang,
            entriesTsv: serializeEntriesTsv(model.entries()),
          }),
        );
        download(file.fileName, file.mimeType, bytesOfBase64(file.base64));
      } catch (error) {
        set({ saveError: errorDataOf(error) });
      }
    },
  };
});
