// The first lines of a dictionary's entries, read from the service's JSON answer while it is still arriving:
// the editor shows its first screen as soon as those lines are in, not once 10 MB have come and been parsed.
// The answer is `{"dictionaries":[{…,"entries":"line\tline\n…",…}]}`; the scanner finds the first `"entries"`
// string and decodes it (by JSON.parse, so every escape is JSON's) up to the wanted line. The whole answer is
// still parsed and checked as usual; what this gives must be its start (dictionaryReads.ts checks it is).

import { baseLanguage } from '../../shared/rules/languages';

const ENTRIES_KEY = /"entries"\s*:\s*"/;
/** The key is looked for this far into the answer (it comes after a few short fields). */
const KEY_WITHIN = 64 * 1024;
/**
 * The first lines are looked for this far: 200 lines of two phrases of at most 1,024 bytes fit many times over,
 * escapes included. Past it the whole answer decides (and the text is not held twice).
 */
const LINES_WITHIN = 4 * 1024 * 1024;

export interface EntriesStart {
  /** The first lines, each with its line end, or every line when `complete`. */
  text: string;
  /** The entries string ended within these lines: they are all of them. */
  complete: boolean;
}

export class EntriesPrefix {
  private raw = '';
  /** Where the entries string's content starts in `raw` (-1: not found yet). */
  private start = -1;
  /** Scanned up to here (never inside an escape). */
  private at = 0;
  private lines = 0;
  private found: EntriesStart | undefined;

  /**
   * @param pair the dictionary asked for: lines are given only from a dictionary whose `source_lang` and
   *   `target_lang`, before its `"entries"`, name this pair. A service that lists another dictionary first
   *   (or puts the languages after the entries) gets no early lines: the whole answer decides (issue 25).
   */
  constructor(
    private readonly wanted: number,
    private readonly pair?: { source_lang: string; target_lang: string },
  ) {}

  /** Whether the scanner is done: it found the first lines, or gave up. */
  get done(): boolean {
    return this.found !== undefined;
  }

  /** Takes the next piece of the answer's text; gives the first lines once they are in (and only then, once). */
  feed(piece: string): EntriesStart | undefined {
    if (this.found) return undefined;
    this.raw += piece;
    if (this.start === -1) {
      const key = ENTRIES_KEY.exec(this.raw);
      if (!key) {
        if (this.raw.length > KEY_WITHIN) this.found = { text: '', complete: false }; // not the answer expected: the whole one decides
        return undefined;
      }
      if (this.pair && !namesPair(this.raw.slice(0, key.index), this.pair)) {
        this.found = { text: '', complete: false };
        this.raw = '';
        return undefined;
      }
      this.start = key.index + key[0].length;
      this.at = this.start;
    }
    const raw = this.raw;
    while (this.at < raw.length) {
      const code = raw.charCodeAt(this.at);
      if (code === 0x22) return this.finish(this.at, true); // the closing quote
      if (code !== 0x5c) {
        this.at++;
        continue;
      }
      const escaped = raw.charCodeAt(this.at + 1);
      const length = escaped === 0x75 ? 6 : 2; // \uXXXX or \x
      if (this.at + length > raw.length) return undefined; // the rest of the escape is still to come
      this.at += length;
      if (escaped === 0x6e && ++this.lines === this.wanted) return this.finish(this.at, false);
    }
    if (raw.length > LINES_WITHIN) {
      this.found = { text: '', complete: false };
      this.raw = '';
    }
    return undefined;
  }

  private finish(end: number, complete: boolean): EntriesStart | undefined {
    let text: string;
    try {
      text = JSON.parse(`"${this.raw.slice(this.start, end)}"`) as string;
    } catch {
      text = '';
      complete = false;
    }
    this.found = { text, complete };
    this.raw = '';
    return text === '' && !complete ? undefined : this.found;
  }
}

/** Whether the fields before the first `"entries"` name `pair` (the last source_lang and target_lang there). */
function namesPair(head: string, pair: { source_lang: string; target_lang: string }): boolean {
  const last = (field: string) => [...head.matchAll(new RegExp(`"${field}"\\s*:\\s*"([^"\\\\]*)"`, 'g'))].at(-1)?.[1];
  const same = (a: string | undefined, b: string) => a !== undefined && baseLanguage(a) === baseLanguage(b);
  return same(last('source_lang'), pair.source_lang) && same(last('target_lang'), pair.target_lang);
}
