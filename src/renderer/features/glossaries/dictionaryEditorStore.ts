// The open dictionary: its rows (a DictionaryModel), the view over them, saving, import and export.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { DictionaryRef, GlossaryFileFormatName, ImportResult, SaveResult } from '../../../shared/calls/glossaries';
import { serializeEntriesTsv, trimPhrase } from '../../../shared/rules/glossaryEntries';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { fileToBase64, importGlossaryFile, type ImportOptions } from './glossaryFiles';
import { DictionaryModel, entriesFromCheckedTsv, visibleRows, type Field, type RowFilter, type RowSort } from './dictionaryModel';
import { useGlossaryList } from './glossaryListStore';

type ImportState =
  | { status: 'idle' }
  | { status: 'reading'; fileName: string }
  | { status: 'preview'; fileName: string; base64: string; options: ImportOptions; result: ImportResult }
  | { status: 'failed'; fileName: string; error: ErrorData };

interface EditorState {
  ref: DictionaryRef | null;
  glossaryName: string;
  status: 'idle' | 'loading' | 'ready' | 'failed';
  error: ErrorData | null;
  model: DictionaryModel;
  /** Re-render trigger: the model's version. */
  version: number;
  savedVersion: number;
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
  edit(index: number, field: Field, value: string): void;
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
  readImport(file: File): Promise<void>;
  remapImport(options: ImportOptions): Promise<void>;
  applyImport(mode: 'merge' | 'replace'): void;
  cancelImport(): void;
  exportAs(format: GlossaryFileFormatName): Promise<void>;
}

function download(fileName: string, mimeType: string, base64: string): void {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: mimeType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDictionaryEditor = create<EditorState>((set, get) => {
  /** After a model change: new version, and a new view when rows moved. */
  const changed = (structure: boolean) => {
    const { model, query, filter, sort } = get();
    set({ version: model.version, ...(structure ? { view: visibleRows(model, query, filter, sort) } : {}) });
  };
  const refreshView = (patch: Partial<Pick<EditorState, 'query' | 'filter' | 'sort'>>) => {
    const next = { ...get(), ...patch };
    set({ ...patch, view: visibleRows(next.model, next.query, next.filter, next.sort) });
  };
  const runImport = async (fileName: string, base64: string, options: ImportOptions) => {
    const ref = get().ref;
    if (!ref) return;
    set({ importState: { status: 'reading', fileName } });
    try {
      const result = await importGlossaryFile(fileName, base64, { sourceLang: ref.sourceLang, targetLang: ref.targetLang }, options);
      set({ importState: { status: 'preview', fileName, base64, options, result } });
    } catch (error) {
      set({ importState: { status: 'failed', fileName, error: errorDataOf(error) } });
    }
  };

  return {
    ref: null,
    glossaryName: '',
    status: 'idle',
    error: null,
    model: new DictionaryModel(),
    version: 0,
    savedVersion: 0,
    query: '',
    filter: 'all',
    sort: 'file',
    view: [],
    saving: false,
    lastSave: null,
    saveError: null,
    importState: { status: 'idle' },

    async open(ref, glossaryName) {
      set({ ref, glossaryName, status: 'loading', error: null, lastSave: null, saveError: null, query: '', filter: 'all', sort: 'file', importState: { status: 'idle' } });
      try {
        const { entriesTsv } = await unwrap(glossa.glossaries.entries(ref));
        // Main sends only entries that pass every rule, as plain TSV: its UTF-8 size is the dictionary's.
        const model = new DictionaryModel(entriesFromCheckedTsv(entriesTsv), { byteSize: new TextEncoder().encode(entriesTsv).length });
        set({ model, status: 'ready', version: model.version, savedVersion: model.version, view: visibleRows(model, '', 'all', 'file') });
      } catch (error) {
        set({ status: 'failed', error: errorDataOf(error) });
      }
    },
    close: () => set({ ref: null, status: 'idle', model: new DictionaryModel(), view: [], importState: { status: 'idle' } }),
    edit(index, field, value) {
      get().model.edit(index, field, value);
      changed(false);
    },
    trim(index, field) {
      const row = get().model.rows[index];
      if (!row) return;
      get().model.edit(index, field, trimPhrase(row[field]), 0);
      changed(false);
    },
    addRow() {
      const { model } = get();
      const index = model.insert();
      // A new row stays visible whatever the search or filter: it goes at the end of the view.
      set({ version: model.version, view: [...visibleRows(model, get().query, get().filter, get().sort).filter((i) => i !== index), index] });
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
      const { ref, model } = get();
      if (!ref || get().saving) return;
      set({ saving: true, saveError: null, lastSave: null });
      const savingVersion = model.version;
      try {
        const result = await unwrap(glossa.glossaries.save({ ...ref, entriesTsv: serializeEntriesTsv(model.entries()) }));
        // Continue from what the service holds; with the same rows it is the same view.
        if (!result.confirmed && result.entriesTsv !== undefined && model.version === savingVersion) {
          model.load(entriesFromCheckedTsv(result.entriesTsv));
          changed(true);
        }
        set({ saving: false, lastSave: result, savedVersion: result.confirmed ? savingVersion : model.version });
        useGlossaryList.getState().upsert(result.glossary);
      } catch (error) {
        set({ saving: false, saveError: errorDataOf(error) });
      }
    },

    async readImport(file) {
      set({ importState: { status: 'reading', fileName: file.name } });
      try {
        await runImport(file.name, await fileToBase64(file), {});
      } catch (error) {
        set({ importState: { status: 'failed', fileName: file.name, error: errorDataOf(error) } });
      }
    },
    async remapImport(options) {
      const state = get().importState;
      if (state.status === 'preview') await runImport(state.fileName, state.base64, { ...state.options, ...options });
    },
    applyImport(mode) {
      const state = get().importState;
      if (state.status !== 'preview') return;
      // Main read the file and sends only the entries that passed every rule.
      const entries = entriesFromCheckedTsv(state.result.entriesTsv);
      if (mode === 'replace') get().model.replaceAll(entries);
      else get().model.merge(entries);
      set({ importState: { status: 'idle' } });
      changed(true);
    },
    cancelImport: () => set({ importState: { status: 'idle' } }),

    async exportAs(format) {
      const { ref, model, glossaryName } = get();
      if (!ref) return;
      try {
        const file = await unwrap(
          glossa.glossaries.exportFile({ glossaryName, format, sourceLang: ref.sourceLang, targetLang: ref.targetLang, entriesTsv: serializeEntriesTsv(model.entries()) }),
        );
        download(file.fileName, file.mimeType, file.base64);
      } catch (error) {
        set({ saveError: errorDataOf(error) });
      }
    },
  };
});
