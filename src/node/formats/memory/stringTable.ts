// A table of many short strings (a workbook's shared strings) kept compactly: their UTF-8 bytes one after the
// other in blocks of 1 MiB, and where each one ends. A million phrases cost their text plus four bytes each,
// not a JS string each (about 40 bytes of header and padding, and, for a slice of the XML it was read from,
// the whole chunk of XML it was cut from). A string asked for is decoded fresh, so it holds only its own text.
// UTF-8 cannot hold a lone surrogate (OOXML's `_xD800_` escape can make one): such a string is kept as it is.
// A string can be let go after its last use (`release`); a block whose strings are all let go is written again,
// so a reader that uses strings about in the order they come holds only a few blocks at a time.
import { Buffer } from 'node:buffer';
import { Int32Column } from './int32Column';

const BLOCK = 1 << 20;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export class StringTable {
  /** A block whose strings were all let go is undefined here, and its buffer in `spare`. */
  private readonly blocks: (Buffer | undefined)[] = [];
  private readonly spare: Buffer[] = [];
  /** For each block, the strings with bytes in it that were not let go. */
  private readonly live: number[] = [];
  /** Buffers allocated, for the tests. */
  allocatedBlocks = 0;
  /** Where string i ends, in bytes from the start of the first block (blocks follow each other without gaps;
   * the shared strings cap, 50 million characters of at most 3 bytes, keeps this under 2^31). */
  private readonly ends = new Int32Column();
  private count = 0;
  private bytes = 0;
  /** Strings UTF-8 cannot hold (a lone surrogate), by index; rare. */
  private readonly unpaired = new Map<number, string>();

  get length(): number {
    return this.count;
  }

  push(text: string): void {
    if (LONE_SURROGATE.test(text)) {
      this.unpaired.set(this.count, text);
      text = '';
    }
    const size = Buffer.byteLength(text, 'utf8');
    const at = this.bytes % BLOCK;
    if (at + size <= BLOCK) {
      this.room().write(text, at, 'utf8');
    } else {
      // Across blocks: encoded once, then copied block by block.
      const encoded = Buffer.from(text, 'utf8');
      for (let done = 0; done < size;) {
        const from = (this.bytes + done) % BLOCK;
        const take = Math.min(size - done, BLOCK - from);
        encoded.copy(this.roomAt(this.bytes + done), from, done, done + take);
        done += take;
      }
    }
    if (size > 0)
      for (let block = Math.floor(this.bytes / BLOCK); block <= Math.floor((this.bytes + size - 1) / BLOCK); block++)
        this.live[block]!++;
    this.bytes += size;
    this.ends.set(this.count++, this.bytes);
  }

  /** String `index`, or undefined when the table has no such string. */
  get(index: number): string | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return undefined;
    const start = index === 0 ? 0 : this.ends.get(index - 1);
    const end = this.ends.get(index);
    if (start === end) return this.unpaired.get(index) ?? '';
    const block = Math.floor(start / BLOCK);
    if (end <= (block + 1) * BLOCK)
      return this.block(block, index).toString('utf8', start - block * BLOCK, end - block * BLOCK);
    const pieces: Buffer[] = [];
    for (let at = start; at < end; at = (Math.floor(at / BLOCK) + 1) * BLOCK) {
      const b = Math.floor(at / BLOCK);
      pieces.push(this.block(b, index).subarray(at - b * BLOCK, Math.min(end, (b + 1) * BLOCK) - b * BLOCK));
    }
    return Buffer.concat(pieces).toString('utf8');
  }

  /** Lets string `index` go: it is not asked for again, and its bytes may be written over. */
  release(index: number): void {
    if (!Number.isInteger(index) || index < 0 || index >= this.count) return;
    this.unpaired.delete(index);
    const start = index === 0 ? 0 : this.ends.get(index - 1);
    const end = this.ends.get(index);
    if (start === end) return;
    for (let block = Math.floor(start / BLOCK); block <= Math.floor((end - 1) / BLOCK); block++) {
      this.live[block]!--;
      this.recycle(block);
    }
  }

  private block(block: number, index: number): Buffer {
    const buffer = this.blocks[block];
    if (!buffer) throw new Error(`String ${index} was asked for after it was let go.`);
    return buffer;
  }

  /** Hands a written block whose strings were all let go to the blocks to come. */
  private recycle(block: number): void {
    const buffer = this.blocks[block];
    if (buffer && this.live[block] === 0 && block < Math.floor(this.bytes / BLOCK)) {
      this.blocks[block] = undefined;
      this.spare.push(buffer);
    }
  }

  /** The block the next byte goes into. */
  private room(): Buffer {
    return this.roomAt(this.bytes);
  }

  private roomAt(offset: number): Buffer {
    const block = Math.floor(offset / BLOCK);
    while (this.blocks.length <= block) {
      if (this.blocks.length > 0) this.recycle(this.blocks.length - 1);
      this.blocks.push(this.spare.pop() ?? this.allocate());
      this.live.push(0);
    }
    return this.blocks[block]!;
  }

  private allocate(): Buffer {
    this.allocatedBlocks++;
    return Buffer.allocUnsafeSlow(BLOCK);
  }
}
