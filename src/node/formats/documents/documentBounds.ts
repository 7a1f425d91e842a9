// The most work one document may cost the simulator. Above a bound the document ends in `error` with a
// message that names the bound, never in a frozen or crashed app (the offline demo runs inside the app).
import { DocumentFormatError } from './documentFormatError';

export interface DocumentBounds {
  maxZipEntries: number;
  maxInflatedBytes: number;
  maxEntryRatio: number;
  ratioFloorBytes: number;
  maxXmlPartBytes: number;
  maxPdfPages: number;
  maxCharacters: number;
}

export const DOCUMENT_BOUNDS: Readonly<DocumentBounds> = {
  /** Entries in an Office zip; real documents have tens to a few thousand. */
  maxZipEntries: 20_000,
  /** Everything an Office zip inflates to, in total: far above the XML of a 5,000-page Word document. */
  maxInflatedBytes: 200 * 1024 * 1024,
  /**
   * One entry may inflate to at most this many times its compressed size (deflate's limit is about 1,000,
   * which bombs use)... Real parts stay far below, except very repetitive ones, hence the floor:
   */
  maxEntryRatio: 100,
  /** ...an entry under this size is not judged by its ratio (the total bound still holds). */
  ratioFloorBytes: 16 * 1024 * 1024,
  /**
   * One XML part that is rewritten: about 1,000 pages of Word. Checking that it is well-formed is one call
   * that other calls wait for (about 60 ms per MB), so this bounds that pause to about a second.
   */
  maxXmlPartBytes: 16 * 1024 * 1024,
  /** Pages of a PDF: reading and rewriting a full page of text takes about 40 ms, so at most ~20 s. */
  maxPdfPages: 500,
  /** Characters sent to translation from one document: about 2,000 pages of prose. */
  maxCharacters: 5_000_000,
};

const MB = (bytes: number) => `${Math.floor(bytes / (1024 * 1024))} MB`;

export function tooLarge(fileName: string, what: string): DocumentFormatError {
  return new DocumentFormatError(
    'tooLarge',
    `"${fileName}" is too large for the simulator: ${what}. Split it into smaller documents and upload them one by one; the real service has its own limits.`,
  );
}

export const boundMessages = {
  entries: (count: number, bounds = DOCUMENT_BOUNDS) =>
    `it holds ${count} zip entries (at most ${bounds.maxZipEntries})`,
  inflated: (bounds = DOCUMENT_BOUNDS) => `its contents unpack to more than ${MB(bounds.maxInflatedBytes)}`,
  ratio: (entry: string, bounds = DOCUMENT_BOUNDS) =>
    `its part ${entry} unpacks to more than ${bounds.maxEntryRatio} times its packed size (a zip bomb)`,
  part: (entry: string) => `its part ${entry} is larger than ${MB(DOCUMENT_BOUNDS.maxXmlPartBytes)}`,
  pages: (count: number) => `it has ${count} pages (at most ${DOCUMENT_BOUNDS.maxPdfPages})`,
  characters: () => `it has more than ${DOCUMENT_BOUNDS.maxCharacters.toLocaleString('en')} characters of text`,
  /** Past the document worker's heap limit (documentWork/documentWorkers.ts): a document the bounds above missed. */
  memory: (maxHeapMb: number) => `it needs more memory than the simulator allows for one document (${maxHeapMb} MB)`,
  time: (maxMs: number) =>
    `working on it takes longer than the simulator allows for one document (${Math.ceil(maxMs / 1000)} s)`,
};

/** Lets other calls run between slices of one document's work (the demo's simulator shares the app's thread). */
export const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
