// Reading a glossary file the user picked: main decodes and checks it (the same import for the editor and
// for a new glossary), and answers with a preview, the valid entries and every rejected line.
import type { DictionaryPair, ImportResult } from '../../../shared/calls/glossaries';
import { MAX_GLOSSARY_FILE_BYTES, fileTooLargeMessage } from '../../../shared/rules/glossaryFiles';
import { ValidationError } from '../../../shared/errors';
import { glossa, unwrap } from '../../lib/ipc';

export interface ImportOptions {
  columns?: { source: number; target: number };
  headerRow?: 'auto' | boolean;
  /** Lines starting with # are comments (TSV, CSV). */
  skipComments?: boolean;
  /** Trim spaces at the start and end of phrases instead of rejecting those lines (asked first). */
  trimSpaces?: boolean;
}

export function fileToBase64(file: File): Promise<string> {
  // Refused before it is read: a file this large cannot be one dictionary, and reading it costs memory.
  if (file.size > MAX_GLOSSARY_FILE_BYTES)
    return Promise.reject(new ValidationError([{ field: 'file', message: fileTooLargeMessage(file.name) }]));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** The file's entries for `pair` (CSV lines naming another pair are ignored). */
export function importGlossaryFile(
  fileName: string,
  base64: string,
  pair: Partial<DictionaryPair>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  return unwrap(glossa.glossaries.importFile({ fileName, base64, ...pair, ...options }));
}

/** The file types the import reads, for a file input's `accept`. */
export const GLOSSARY_FILE_ACCEPT = '.tsv,.csv,.txt,.tab,.xlsx,.tbx,text/csv,text/tab-separated-values';
