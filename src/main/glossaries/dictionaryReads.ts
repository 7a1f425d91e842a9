// A dictionary read for the editor in pages, so the first screen shows while the rest is still arriving, being
// checked and sent. The service has no paging: its whole TSV arrives in one answer. The first page can be cut
// from the answer's first lines as soon as they are in (`ArrivingText`, from api/entriesPrefix.ts); the rest
// waits for the whole answer, which must start with those lines. The text is held here, and each page is cut
// from it and checked under the shared rules only when the window asks for it: the first page (a screenful) here,
// each later page (25,000 entries) by `checkPages`, the work pool in the app, so main's thread only cuts and
// coordinates (issue 25). When the last page is taken, `onComplete` gets the whole text (the base of the next
// save), and the text is let go.
import { randomUUID } from 'node:crypto';
import { NotFoundError, ValidationError, fieldIssue } from '../../shared/errors';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
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

/** Checks the lines of one page under the shared rules: the page as the editor reads it (checkedPage). */
export type PageChecker = (lines: string) => Promise<string>;

interface OpenRead {
  key: string;
  text: string;
  /** Where the next page starts in `text`. */
  at: number;
  onComplete(text: string): void;
  /** While the text is still arriving: `text` holds only its first lines. */
  whole?: Promise<string>;
  /** Lines of the whole text, once it is in. */
  total?: number;
}

const withoutBom = (text: string) => (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);

export class DictionaryReads {
  private readonly reads = new Map<string, OpenRead>();

  /** `checkPages` checks every page after the first (in the app: a task of the work pool). */
  constructor(private readonly checkPages: PageChecker = async (lines) => checkedPage(lines)) {}

  /**
   * Starts reading the service's TSV of the dictionary `key`, whole or still arriving, and returns its first
   * page, an id for the rest, and (once the whole text is in) about how many entries it holds.
   */
  open(key: string, text: string | ArrivingText, onComplete: (text: string) => void): EntriesPage & { readId: string } {
    this.closeKey(key);
    const readId = randomUUID();
    const arriving = typeof text === 'string' ? undefined : text;
    const read: OpenRead = {
      key,
      text: withoutBom(arriving ? arriving.firstLines : (text as string)),
      at: 0,
      onComplete,
    };
    if (!arriving) read.total = countLines(read.text);
    else {
      read.whole = arriving.whole;
      arriving.whole.catch(() => undefined); // a failure is the next page's to report
    }
    this.reads.set(readId, read);
    while (this.reads.size > MAX_OPEN_READS) this.reads.delete(this.reads.keys().next().value!);
    const first = this.cut(readId, read, FIRST_PAGE_ENTRIES);
    return { readId, ...first.page, entriesTsv: checkedPage(first.lines) };
  }

  /** The next page of a read that `open` started; the first after an arriving text's first lines waits for the rest. */
  async next(readId: string): Promise<EntriesPage> {
    const read = this.opened(readId);
    if (read.whole) {
      const whole = withoutBom(await read.whole);
      this.opened(readId); // not closed meanwhile
      if (!whole.startsWith(read.text.slice(0, read.at))) {
        this.reads.delete(readId);
        throw new ValidationError([fieldIssue('entries', { id: 'glossaries.error.changedWhileRead' })], {
          saysNextStep: { id: 'glossaries.error.openAgain' },
        });
      }
      read.text = whole;
      read.whole = undefined;
      read.total = countLines(whole);
    }
    const { page, lines } = this.cut(readId, read, PAGE_ENTRIES);
    return { ...page, entriesTsv: await this.checkPages(lines) };
  }

  private opened(readId: string): OpenRead {
    const read = this.reads.get(readId);
    if (!read)
      throw new NotFoundError({
        says: { id: 'glossaries.error.notBeingRead' },
        saysNextStep: { id: 'glossaries.error.openAgain' },
      });
    return read;
  }

  /** Forgets the read of dictionary `key`, if one is open. */
  closeKey(key: string): void {
    for (const [id, read] of this.reads) if (read.key === key) this.reads.delete(id);
  }

  /** The next `count` lines of a read, and the page they make but for its checked entries. */
  private cut(readId: string, read: OpenRead, count: number): { lines: string; page: Omit<EntriesPage, 'entriesTsv'> } {
    const start = read.at;
    let end = start;
    for (let n = 0; n < count && end < read.text.length; n++) {
      const newline = read.text.indexOf('\n', end);
      end = newline === -1 ? read.text.length : newline + 1;
    }
    read.at = end;
    const done = !read.whole && end >= read.text.length;
    if (done) {
      this.reads.delete(readId);
      read.onComplete(read.text);
    }
    return {
      lines: read.text.slice(start, end),
      page: { done, ...(read.total === undefined ? {} : { totalEntries: read.total }) },
    };
  }
}

/**
 * One page's lines of the service's TSV, checked under the shared rules: lines a rule rejects cannot have come
 * from the service and are dropped rather than shown. A page in the one form the editor reads goes on as it
 * is; otherwise it is written again from its entries.
 */
export function checkedPage(lines: string): string {
  const parsed = parseGlossaryEntries(lines);
  const body = lines.endsWith('\n') ? lines.slice(0, -1) : lines;
  const canonical = parsed.issues.length === 0 && !/\r|\n\n|^\n/.test(body);
  return canonical ? body : serializeEntriesTsv(parsed.entries);
}

function countLines(text: string): number {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  return text.length === 0 || text.endsWith('\n') ? lines : lines + 1;
}
