// A growing list of 32-bit integers in fixed chunks of 64 KiB. Doubling one typed array leaves the old one
// behind at each step, and a large old array is freed only by a full collection: the readers that keep a
// number or three per entry of a 250,000-entry dictionary would leave about as much again as garbage.
const CHUNK_BITS = 14;
const CHUNK = 1 << CHUNK_BITS;
const MASK = CHUNK - 1;

export class Int32Column {
  private readonly chunks: Int32Array[] = [];

  get(index: number): number {
    return this.chunks[index >>> CHUNK_BITS]![index & MASK]!;
  }

  /** Sets value `index`, growing the column to hold it (values not set read 0). */
  set(index: number, value: number): void {
    const chunk = index >>> CHUNK_BITS;
    (chunk < this.chunks.length ? this.chunks[chunk]! : this.grow(chunk))[index & MASK] = value;
  }

  private grow(chunk: number): Int32Array {
    while (this.chunks.length <= chunk) this.chunks.push(new Int32Array(CHUNK));
    return this.chunks[chunk]!;
  }
}
