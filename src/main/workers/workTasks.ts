// Every task the work pool runs (workerPool.ts), by name: the heavy work of the main process on user data.
// This file is loaded only inside the pool's workers (workWorker.ts); main imports its type alone, so none of
// this code (readers, writers, SQLite scans) runs on main's thread. Inputs and outputs are plain data.
import type { ExportedHistory } from '../../shared/calls/history';
import type { HistoryPreferences } from '../../shared/settings';
import { exportGlossary, type GlossaryExportOptions } from '../glossaries/glossaryExport';
import { readGlossaryFile, type GlossaryFileFormat, type GlossaryImportOptions } from '../glossaries/glossaryImport';
import { editorEntries } from '../glossaries/editorEntries';
import {
  allEntriesChecked,
  checkedDictionary,
  confirmDictionarySave,
  planDictionarySave,
  reverseDictionary,
} from '../glossaries/glossarySaving';
import { checkedPage } from '../glossaries/dictionaryReads';
import { parseGlossaryEntriesToTsv } from '../../node/formats/csv/glossaryParsing';
import { exportHistory, glossaryDraft } from '../history/historyExport';
import { HistoryStore } from '../history/historyStore';
import { restoreXliff1File, xliff21UploadFile } from '../documents/xliffFiles';
import { countDocumentFile } from '../documents/documentCounts';
import { checkTmxFile } from '../../node/formats/tmx/tmxFileCheck';
import { readDocumentSegments } from '../qualityCheck/documentSegments';

export const workTasks = {
  /** A glossary file (staged by main, chunk by chunk, or any path) read into the entries of one dictionary. */
  glossaryImport: ({ path, options }: { path: string; options: GlossaryImportOptions }) =>
    readGlossaryFile(path, options),

  /** A dictionary as the service sent it (TSV), checked under the shared rules: its valid entries as TSV. */
  glossaryTerms: ({ tsv }: { tsv: string }) => {
    const read = parseGlossaryEntriesToTsv(tsv);
    return { entriesTsv: read.entriesTsv, entryCount: read.entryCount };
  },

  /** One page of a dictionary read for the editor (dictionaryReads.ts): its lines checked under the shared rules. */
  glossaryPage: ({ lines }: { lines: string }): string => checkedPage(lines),

  /** A dictionary as the service sent it, swapped into the reverse pair and checked: the TSV to send. */
  glossaryReverse: reverseDictionary,

  /** The editor's entries checked and measured against the service's copy: the smallest request that saves them. */
  glossarySavePlan: planDictionarySave,

  /** After a save: whether the service's copy read back holds the editor's entries. */
  glossarySaveCheck: confirmDictionarySave,

  /** The editor's (or an import's) entries checked under the rules, as the TSV to send. */
  glossaryChecked: checkedDictionary,

  /** A dictionary as the service sent it, when every line passes the rules: as the TSV to send (an older glossary converted). */
  glossaryAllChecked: allEntriesChecked,

  /** JSON of a large answer of the service (api/transport.ts), decoded and parsed here. */
  jsonAnswer: ({ bytes }: { bytes: Uint8Array }): { value: unknown } | { notJson: string } => {
    const text = new TextDecoder().decode(bytes);
    if (text.trim() === '') return { value: undefined };
    try {
      return { value: JSON.parse(text) as unknown };
    } catch (error) {
      return { notJson: error instanceof Error ? error.message : String(error) };
    }
  },

  /** A long call from a window of the browser shell, joined from its parts, parsed here (browser-shell/server.ts). */
  jsonText: ({ text }: { text: string }): { value: unknown } | { notJson: true } => {
    try {
      return { value: JSON.parse(text) as unknown };
    } catch {
      return { notJson: true };
    }
  },

  /** The editor's entries (TSV) written as a file in the chosen format, as base64 for the window. */
  glossaryExport: async ({
    entriesTsv,
    format,
    options,
  }: {
    entriesTsv: string;
    format: GlossaryFileFormat;
    options: GlossaryExportOptions;
  }) => {
    const { entries } = editorEntries(entriesTsv);
    return Buffer.from(await exportGlossary(entries, format, options)).toString('base64');
  },

  /** Chosen history entries as a CSV or TSV file (read from the database here, not on main's thread). */
  historyExport: ({
    dir,
    ids,
    format,
  }: {
    dir: string;
    ids: number[];
    format: 'csv' | 'tsv';
  }): ExportedHistory | null =>
    withHistory(dir, (store) => {
      const entries = store.entries(ids);
      return entries.length === 0 ? null : exportHistory(entries, format);
    }),

  /** Drops what the bounds no longer allow, in short transactions so main's own writes never wait long. */
  historyEnforce: ({ dir, bounds }: { dir: string; bounds: HistoryPreferences }): number =>
    withHistory(dir, (store) => store.enforceInSteps(bounds)),

  /** Deletes the chosen entries and their search index. */
  historyRemove: ({ dir, ids }: { dir: string; ids: number[] }): number =>
    withHistory(dir, (store) => store.remove(ids)),

  /** Chosen entries as a glossary draft (null when none exists any more): short translations of one pair, the rest skipped with a reason. */
  historyGlossaryDraft: ({ dir, ids }: { dir: string; ids: number[] }) =>
    withHistory(dir, (store) => {
      const entries = store.entries(ids);
      return entries.length === 0 ? null : glossaryDraft(entries);
    }),

  /** Deletes every entry and shrinks the file (history switched off). */
  historyClear: ({ dir }: { dir: string }): void => withHistory(dir, (store) => store.clear()),

  /** A TMX file checked before it is imported as a translation memory: units counted, languages noted. */
  tmxCheck: ({ path, name }: { path: string; name: string }) => checkTmxFile(path, name),

  /** XLIFF 1.2 source: its 2.1 copy written to a temp file (the path), or null when it is no 1.2 file. */
  xliffUploadFile: ({ sourcePath, name }: { sourcePath: string; name: string }) => xliff21UploadFile(sourcePath, name),

  /** What a document will bill, counted before it is sent (by the readers the simulator translates with). */
  documentCount: ({ path, name }: { path: string; name: string }) => countDocumentFile(path, name),

  /** A translated XLIFF's segment pairs, for its quality check (what is left out counted; a bad file refused). */
  documentQualitySegments: ({ path, name }: { path: string; name: string }) => readDocumentSegments(path, name),

  /** After download: a 2.1 result of a 1.2 source written back as the 1.2 file, in place. */
  xliffRestore: (args: { partPath: string; sourcePath: string; name: string; targetLang: string }) =>
    restoreXliff1File(args.partPath, args.sourcePath, args.name, args.targetLang),
};

export type WorkTasks = typeof workTasks;

function withHistory<T>(dir: string, work: (store: HistoryStore) => T): T {
  const store = HistoryStore.openForWork(dir);
  try {
    return work(store);
  } finally {
    store.close();
  }
}
