// The entries of a dictionary kept as the service's TSV text, not as an object and two strings each: an import
// of a 10 MB file keeps 250,000 entries, and as objects they cost about 37 MB of heap that every collection
// traces. Here an entry is three 4-byte offsets into text:
// - the text it was read from (`base`), when it stands there as `source\ttarget` (a clean TSV line): nothing
//   is copied;
// - otherwise, text appended here, `source\ttarget\n` after each other, joined into flat strings of about 64 K
//   characters.
// The TSV handed on (`toTsv`) is made of slices of those texts, joined only where they are small: a clean TSV
// file gives back one slice of itself. Used by the entry collector (glossaryCollector.ts) when what is wanted
// in the end is the TSV the window edits.
import { Int32Column } from './int32Column';

/** Characters appended before they are joined into one flat piece. */
const PIECE_CHARS = 64 * 1024;

export class PackedEntries {
  /** The appended text in joined pieces; `pieceStarts[k]` is where piece k starts, counted after `base`. */
  private readonly pieces: string[] = [];
  private readonly pieceStarts: number[] = [];
  /** Appended lines not joined yet, from offset `base.length + joinedChars` on. */
  private pending: string[] = [];
  private joinedChars = 0;
  private appendedChars = 0;
  /** Entry i is text[starts[i], ends[i]) with its tab at tabs[i]; offsets past `base` are in the appended text. */
  private readonly starts = new Int32Column();
  private readonly tabs = new Int32Column();
  private readonly ends = new Int32Column();
  private count = 0;

  constructor(private readonly base = '') {}

  get length(): number {
    return this.count;
  }

  /** Adds an entry; `at`, when given, is where `source\ttarget` stands in the base text. */
  push(source: string, target: string, at = -1): void {
    let start = at;
    if (at < 0) {
      start = this.base.length + this.appendedChars;
      this.pending.push(source, '\t', target, '\n');
      this.appendedChars += source.length + target.length + 2;
    }
    this.starts.set(this.count, start);
    this.tabs.set(this.count, start + source.length);
    this.ends.set(this.count, start + source.length + 1 + target.length);
    this.count++;
    if (this.appendedChars - this.joinedChars >= PIECE_CHARS) this.join();
  }

  /** Whether entry `index` has this source; reads it in place. */
  hasSource(index: number, source: string): boolean {
    if (this.tabs.get(index) - this.starts.get(index) !== source.length) return false;
    const { text, at } = this.locate(this.starts.get(index));
    return text.startsWith(source, at);
  }

  source(index: number): string {
    return this.slice(this.starts.get(index), this.tabs.get(index));
  }

  target(index: number): string {
    return this.slice(this.tabs.get(index) + 1, this.ends.get(index));
  }

  /**
   * The entries as TSV, one per line (the form `serializeEntriesTsv` gives), leaving out those `dropped` marks
   * (any value but -1), and those from `count` on. It is made of slices of the texts the entries stand in, without copying them: a
   * string that becomes flat when it is first read whole (sent to the window).
   */
  toTsv(dropped?: Int32Array, count = this.count): string {
    this.join();
    const lines = new LineJoiner();
    for (let i = 0; i < count;) {
      if (dropped && dropped[i] !== -1) {
        i++;
        continue;
      }
      // The run of entries from i on that follow each other, a line end apart, in the same text.
      const first = this.starts.get(i);
      const { text, at } = this.locate(first);
      const textStart = first - at;
      let end = i + 1;
      for (; end < count && (!dropped || dropped[end] === -1); end++) {
        const previousEnd = this.ends.get(end - 1);
        const follows =
          this.starts.get(end) === previousEnd + 1 &&
          text.charCodeAt(previousEnd - textStart) === 0x0a &&
          this.ends.get(end) <= textStart + text.length;
        if (!follows) break;
      }
      lines.add(text.slice(at, this.ends.get(end - 1) - textStart));
      i = end;
    }
    return lines.result();
  }

  private slice(from: number, to: number): string {
    const { text, at } = this.locate(from);
    return text.slice(at, at + to - from);
  }

  /** The text holding offset `offset` (the base, or a piece of the appended text), and where in it. */
  private locate(offset: number): { text: string; at: number } {
    if (offset < this.base.length) return { text: this.base, at: offset };
    const appended = offset - this.base.length;
    if (appended >= this.joinedChars) this.join(); // rare: a repeated source among the latest entries
    let low = 0;
    let high = this.pieceStarts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (this.pieceStarts[middle]! <= appended) low = middle;
      else high = middle - 1;
    }
    return { text: this.pieces[low]!, at: appended - this.pieceStarts[low]! };
  }

  private join(): void {
    if (this.pending.length === 0) return;
    this.pieceStarts.push(this.joinedChars);
    this.pieces.push(this.pending.join(''));
    this.pending = [];
    this.joinedChars = this.appendedChars;
  }
}

/**
 * Lines (or runs of lines) joined with line ends into one string: small ones are joined flat in groups, large
 * ones are only concatenated (V8 keeps `a + b` as a pair of references until the string is read whole).
 */
class LineJoiner {
  private readonly group: string[] = [];
  private groupChars = 0;
  private joined: string | undefined;

  add(line: string): void {
    if (line.length >= PIECE_CHARS) {
      this.flush();
      this.append(line);
      return;
    }
    this.group.push(line);
    this.groupChars += line.length + 1;
    if (this.groupChars >= PIECE_CHARS) this.flush();
  }

  result(): string {
    this.flush();
    return this.joined ?? '';
  }

  private flush(): void {
    if (this.group.length === 0) return;
    this.append(this.group.join('\n'));
    this.group.length = 0;
    this.groupChars = 0;
  }

  private append(text: string): void {
    this.joined = this.joined === undefined ? text : this.joined + '\n' + text;
  }
}
