// A table of many short strings (a workbook's shared strings) kept compactly: their UTF-8 bytes one after the
// other in blocks of 1 MiB, and where each one ends. A million phrases cost their text plus four bytes each,
// not a JS string each (about 40 bytes of header and padding, and, for a slice of the XML it was read from,
// the whole chunk of XML it was cut from). A string asked for is decoded fresh, so it holds only its own text.
// UTF-8 cannot hold a lone surrogate (OOXML's `_xD800_` escape can make one): such a string is kept as it is.
import { Buffer } from 'node:buffer';
import { Int32Column } from '../../shared/rules/int32Column';

const BLOCK = 1 << 20;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export class StringTable {
  private readonly blocks: Buffer[] = [];
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
      for (let done = 0; done < size; ) {
        const from = (this.bytes + done) % BLOCK;
        const take = Math.min(size - done, BLOCK - from);
        encoded.copy(this.roomAt(this.bytes + done), from, done, done + take);
        done += take;
      }
    }
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
    if (end <= (block + 1) * BLOCK) return this.blocks[block]!.toString('utf8', start - block * BLOCK, end - block * BLOCK);
    const pieces: Buffer[] = [];
    for (let at = start; at < end; at = (Math.floor(at / BLOCK) + 1) * BLOCK) {
      const b = Math.floor(at / BLOCK);
      pieces.push(this.blocks[b]!.subarray(at - b * BLOCK, Math.min(end, (b + 1) * BLOCK) - b * BLOCK));
    }
    return Buffer.concat(pieces).toString('utf8');
  }

  /** The block the next byte goes into. */
  private room(): Buffer {
    return this.roomAt(this.bytes);
  }

  private roomAt(offset: number): Buffer {
    const block = Math.floor(offset / BLOCK);
    while (this.blocks.length <= block) this.blocks.push(Buffer.allocUnsafeSlow(BLOCK));
    return this.blocks[block]!;
  }
}
