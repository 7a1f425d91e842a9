// A dictionary read for the editor in pages, so the first screen shows while the rest is still being checked
// and sent. The service has no paging: its whole TSV arrives in one answer, is held here, and each page is
// cut from it and checked under the shared rules only when the window asks for it. When the last page is
// taken, `onComplete` gets every entry (the base of the next save) and the text is let go.
import { randomUUID } from 'node:crypto';
import { NotFoundError } from '../../shared/errors';
import { serializeEntriesTsv, type GlossaryEntry } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../shared/rules/glossaryParsing';

/** Entries in the first page: more than any window shows at once. */
export const FIRST_PAGE_ENTRIES = 200;
/** Entries in each later page: small enough that the window appends one between two frames. */
export const PAGE_ENTRIES = 25_000;
/** Reads left open (a window that stopped asking) beyond this are dropped, oldest first. */
const MAX_OPEN_READS = 4;

export interface EntriesPage {
  /** Checked entries as TSV (every line an entry, LF only). */
  entriesTsv: string;
  /** True when no page follows. */
  done: boolean;
}

interface OpenRead {
  key: string;
  text: string;
  /** Where the next page starts in `text`. */
  at: number;
  entries: GlossaryEntry[];
  onComplete(entries: GlossaryEntry[]): void;
}

export class DictionaryReads {
  private readonly reads = new Map<string, OpenRead>();

  /**
   * Starts reading `text` (the service's TSV of the dictionary `key`) and returns its first page, an id for
   * the rest, and about how many entries it holds (its lines).
   */
  open(key: string, text: string, onComplete: (entries: GlossaryEntry[]) => void): EntriesPage & { readId: string; totalEntries: number } {
    this.closeKey(key);
    const readId = randomUUID();
    const read: OpenRead = { key, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, at: 0, entries: [], onComplete };
    this.reads.set(readId, read);
    while (this.reads.size > MAX_OPEN_READS) this.reads.delete(this.reads.keys().next().value!);
    const totalEntries = countLines(read.text);
    return { readId, totalEntries, ...this.page(readId, read, FIRST_PAGE_ENTRIES) };
  }

  /** The next page of a read that `open` started. */
  next(readId: string): EntriesPage {
    const read = this.reads.get(readId);
    if (!read) throw new NotFoundError({ message: 'This dictionary is no longer being read.', nextStep: 'Open the dictionary again.' });
    return this.page(readId, read, PAGE_ENTRIES);
  }

  /** Forgets the read of dictionary `key`, if one is open. */
  closeKey(key: string): void {
    for (const [id, read] of this.reads) if (read.key === key) this.reads.delete(id);
  }

  private page(readId: string, read: OpenRead, lines: number): EntriesPage {
    const start = read.at;
    let end = start;
    for (let n = 0; n < lines && end < read.text.length; n++) {
      const newline = read.text.indexOf('\n', end);
      end = newline === -1 ? read.text.length : newline + 1;
    }
    read.at = end;
    const slice = read.text.slice(start, end);
    const parsed = parseGlossaryEntries(slice);
    // Lines a rule rejects cannot have come from the service; they are dropped rather than shown. A page in
    // the one form the editor reads goes on as it is; otherwise it is written again from its entries.
    const body = slice.endsWith('\n') ? slice.slice(0, -1) : slice;
    const canonical = parsed.issues.length === 0 && !/\r|\n\n|^\n/.test(body);
    for (const entry of parsed.entries) read.entries.push(entry);
    const done = end >= read.text.length;
    if (done) {
      this.reads.delete(readId);
      read.onComplete(read.entries);
    }
    return { entriesTsv: canonical ? body : serializeEntriesTsv(parsed.entries), done };
  }
}

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length === 0 || text.endsWith('\n') ? lines : lines + 1;
}
