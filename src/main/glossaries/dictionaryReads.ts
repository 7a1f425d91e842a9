// A dictionary read for the editor in pages, so the first screen shows while the rest is still arriving, being
// checked and sent. The service has no paging: its whole TSV arrives in one answer. The first page can be cut
// from the answer's first lines as soon as they are in (`ArrivingText`, from api/entriesPrefix.ts); the rest
// waits for the whole answer, which must start with those lines. The text is held here, and each page is cut
// from it and checked under the shared rules only when the window asks for it. When the last page is taken,
// `onComplete` gets every entry and the whole text (the base of the next save), and the text is let go.
import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError } from '../../shared/errors';
import { serializeEntriesTsv, type GlossaryEntry } from '../../shared/rules/glossaryEntries';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';

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
  /** About how many entries the dictionary holds (its lines), once the whole text is in. */
  totalEntries?: number;
}

/** A dictionary's text still arriving: its first lines (at least the first page's), and the whole text to come. */
export interface ArrivingText {
  firstLines: string;
  whole: Promise<string>;
}

interface OpenRead {
  key: string;
  text: string;
  /** Where the next page starts in `text`. */
  at: number;
  entries: GlossaryEntry[];
  onComplete(entries: GlossaryEntry[], text: string): void;
  /** While the text is still arriving: `text` holds only its first lines. */
  whole?: Promise<string>;
  /** Lines of the whole text, once it is in. */
  total?: number;
}

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export class DictionaryReads {
  private readonly reads = new Map<string, OpenRead>();

  /**
   * Starts reading the service's TSV of the dictionary `key`, whole or still arriving, and returns its first
   * page, an id for the rest, and (once the whole text is in) about how many entries it holds.
   */
  open(
    key: string,
    text: string | ArrivingText,
    onComplete: (entries: GlossaryEntry[], text: string) => void,
  ): EntriesPage & { readId: string } {
    this.closeKey(key);
    const readId = randomUUID();
    const arriving = typeof text === 'string' ? undefined : text;
    const read: OpenRead = {
      key,
      text: withoutBom(arriving ? arriving.firstLines : (text as string)),
      at: 0,
      entries: [],
      onComplete,
    };
    if (!arriving) read.total = countLines(read.text);
    else {
      read.whole = arriving.whole;
      arriving.whole.catch(() => undefined); // a failure is the next page's to report
    }
    this.reads.set(readId, read);
    while (this.reads.size > MAX_OPEN_READS) this.reads.delete(this.reads.keys().next().value!);
    return { readId, ...this.page(readId, read, FIRST_PAGE_ENTRIES) };
  }

  /** The next page of a read that `open` started; the first after an arriving text's first lines waits for the rest. */
  async next(readId: string): Promise<EntriesPage> {
    const read = this.opened(readId);
    if (read.whole) {
      const whole = withoutBom(await read.whole);
      this.opened(readId); // not closed meanwhile
      if (!whole.startsWith(read.text.slice(0, read.at))) {
        this.reads.delete(readId);
        throw new ValidationError([{ field: 'entries', message: 'The dictionary changed while it was being read.' }], {
          nextStep: 'Open the dictionary again.',
        });
      }
      read.text = whole;
      read.whole = undefined;
      read.total = countLines(whole);
    }
    return this.page(readId, read, PAGE_ENTRIES);
  }

  private opened(readId: string): OpenRead {
    const read = this.reads.get(readId);
    if (!read)
      throw new NotFoundError({
        message: 'This dictionary is no longer being read.',
        nextStep: 'Open the dictionary again.',
      });
    return read;
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
    const done = !read.whole && end >= read.text.length;
    if (done) {
      this.reads.delete(readId);
      read.onComplete(read.entries, read.text);
    }
    return {
      entriesTsv: canonical ? body : serializeEntriesTsv(parsed.entries),
      done,
      ...(read.total === undefined ? {} : { totalEntries: read.total }),
    };
  }
}

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length === 0 || text.endsWith('\n') ? lines : lines + 1;
}
