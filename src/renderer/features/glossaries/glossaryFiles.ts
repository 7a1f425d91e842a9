// Reading a glossary file the user picked: the window sends it to main in chunks, and main's work pool reads and
// checks it (the same import for the editor and for a new glossary), answering with a preview, the valid entries
// and every rejected line.
import type { DictionaryPair, ImportResult } from '../../../shared/calls/glossaries';
import { MAX_GLOSSARY_FILE_BYTES, fileTooLargeSays } from '../../../shared/rules/glossaryFiles';
import { ValidationError, fieldIssue, isGlossaError } from '../../../shared/errors';
import { STAGING_CHUNK_BYTES } from '../../../shared/rules/documents';
import { toBase64 } from '../../lib/base64';
import { glossa, unwrap } from '../../lib/ipc';

export interface ImportOptions {
  columns?: { source: number; target: number };
  headerRow?: 'auto' | boolean;
  /** Lines starting with # are comments (TSV, CSV). */
  skipComments?: boolean;
  /** Trim spaces at the start and end of phrases instead of rejecting those lines (asked first). */
  trimSpaces?: boolean;
}

/** Each picked file is sent once; a new read with other options or languages reads the staged copy. */
const staged = new WeakMap<File, Promise<string>>();

/**
 * Sends a picked file's bytes to main in order, in chunks (main writes them to a staging file the work pool reads
 * by path, so no window sends a whole file as one string); returns its staging id.
 */
async function stageGlossaryFile(file: File): Promise<string> {
  // Refused before it is read: a file this large cannot be one dictionary, and reading it costs memory.
  if (file.size > MAX_GLOSSARY_FILE_BYTES) throw new ValidationError([fieldIssue('file', fileTooLargeSays(file.name))]);
  const { stagingId } = await unwrap(glossa.glossaries.stageFileBegin({ name: file.name, size: file.size }));
  for (let offset = 0; offset < file.size; offset += STAGING_CHUNK_BYTES) {
    const chunk = new Uint8Array(await file.slice(offset, offset + STAGING_CHUNK_BYTES).arrayBuffer());
    await unwrap(glossa.glossaries.stageFileChunk({ stagingId, offset, base64: toBase64(chunk) }));
  }
  return stagingId;
}

function stagedId(file: File, fresh = false): Promise<string> {
  let id = fresh ? undefined : staged.get(file);
  if (!id) {
    id = stageGlossaryFile(file);
    staged.set(file, id);
    id.catch(() => staged.delete(file));
  }
  return id;
}

/** A file main staged itself (a history draft): read by its id, its entries never in the window. */
interface StagedImport {
  name: string;
  stagingId: string;
}
/** What the import reads: a file the user picked, or one main staged. */
export type ImportSource = File | StagedImport;

/** The file's entries for `pair` (CSV lines naming another pair are ignored). */
export async function importGlossaryFile(
  file: ImportSource,
  pair: Partial<DictionaryPair>,
  options: ImportOptions = {},
): Promise<ImportResult> {
  const read = async (stagingId: string) =>
    unwrap(glossa.glossaries.importFile({ fileName: file.name, stagingId, ...pair, ...options }));
  if (!(file instanceof File)) return read(file.stagingId);
  try {
    return await read(await stagedId(file));
  } catch (error) {
    // Main keeps the last few picked files: an older one is sent again, once.
    if (!isGlossaError(error, 'validation') || error.fields?.[0]?.field !== 'stagingId') throw error;
    return read(await stagedId(file, true));
  }
}

/** The file types the import reads, for a file input's `accept`. */
export const GLOSSARY_FILE_ACCEPT = '.tsv,.csv,.txt,.tab,.xlsx,.tbx,text/csv,text/tab-separated-values';
