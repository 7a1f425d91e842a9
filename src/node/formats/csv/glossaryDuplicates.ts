// Finding the later occurrences of a source phrase in a dictionary (the service accepts each source once):
// sources are hashed as they are read (sourceHash), then ordered by hash in one radix-sorted pass, and only
// neighbours with equal hashes are compared. Used by the dictionary readers of glossaryParsing.ts.
import { type GlossaryEntry, type GlossaryLineIssue, utf8ByteLength } from '../../../shared/rules/glossaryEntries';
import type { Int32Column } from '../memory/int32Column';

/** A line number as English writes it (1,234), without Intl's cost per duplicate. */
const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * A later line repeating an earlier source. Its English is written here rather than formatted from the catalogue:
 * a file may repeat a source on every line, and this runs for each (the catalogue's English is the same sentence,
 * which glossaryDuplicates.test.ts checks).
 */
export const duplicateIssue = (line: number, first: number): GlossaryLineIssue => ({
  line,
  field: 'source',
  reason: 'duplicateSource',
  message: `This source phrase is already on line ${grouped(first)}. Keep one of the two.`,
  uiMessage: { id: 'glossaries.line.duplicateSource', values: { first } },
});

/** The issues and the TSV size of the entries `firstOf` marks as later duplicates (see `laterDuplicates`). */
export function duplicatesReport(
  firstOf: Int32Array,
  lines: Int32Column,
  entryAt: (index: number) => GlossaryEntry,
): { issues: GlossaryLineIssue[]; bytes: number } {
  const issues: GlossaryLineIssue[] = [];
  let bytes = 0;
  for (let i = 0; i < firstOf.length; i++) {
    if (firstOf[i] === -1) continue;
    const entry = entryAt(i);
    issues.push(duplicateIssue(lines.get(i), lines.get(firstOf[i]!)));
    bytes += utf8ByteLength(entry.source) + utf8ByteLength(entry.target) + 2;
  }
  return { issues, bytes };
}

/**
 * 32-bit FNV-1a of text[from, to) by UTF-16 unit: a phrase hashes the same as a slice or in place. Exported
 * for the tests, which need a colliding pair.
 */
export function sourceHash(text: string, from: number, to: number): number {
  let hash = 0x811c9dc5;
  for (let i = from; i < to; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash;
}

/**
 * For each of `count` entries (hash i the `sourceHash` of the source `sourceAt(i)`), the index of the first
 * entry with the same source, or -1 when it is the first itself;
 * undefined when no source repeats. Entries are ordered by source hash with a two-pass radix sort (stable,
 * so equal hashes stay in reading order) and only neighbours with equal hashes are compared. For 200,000
 * entries this is far cheaper than a Set of their sources: sequential passes over typed arrays, no strings
 * hashed by the engine, and no table for the garbage collector to trace.
 */
export function laterDuplicates(
  count: number,
  hashes: Int32Column,
  sourceAt: (index: number) => string,
): Int32Array | undefined {
  if (count < 2) return undefined;
  const order = radixOrder(hashes, count);
  let firstOf: Int32Array | undefined;
  for (let runStart = 0; runStart < count;) {
    const hash = hashes.get(order[runStart]!);
    let runEnd = runStart + 1;
    while (runEnd < count && hashes.get(order[runEnd]!) === hash) runEnd++;
    if (runEnd - runStart > 1) {
      // Equal hashes, mostly equal sources; a Map sorts out the rare collision (and a crafted file full of them).
      const first = new Map<string, number>();
      for (let k = runStart; k < runEnd; k++) {
        const index = order[k]!;
        const source = sourceAt(index);
        const earlier = first.get(source);
        if (earlier === undefined) first.set(source, index);
        else (firstOf ??= new Int32Array(count).fill(-1))[index] = earlier;
      }
    }
    runStart = runEnd;
  }
  return firstOf;
}

/** Indexes 0..count-1 ordered by hash, unsigned, stable: two counting passes of 16 bits each. */
function radixOrder(hashes: Int32Column, count: number): Int32Array {
  const byLow = new Int32Array(count);
  const order = new Int32Array(count);
  const starts = new Int32Array(65537);
  for (let i = 0; i < count; i++) starts[(hashes.get(i) & 0xffff) + 1]!++;
  for (let b = 1; b <= 65536; b++) starts[b]! += starts[b - 1]!;
  for (let i = 0; i < count; i++) byLow[starts[hashes.get(i) & 0xffff]!++] = i;
  starts.fill(0);
  for (let i = 0; i < count; i++) starts[(hashes.get(i) >>> 16) + 1]!++;
  for (let b = 1; b <= 65536; b++) starts[b]! += starts[b - 1]!;
  for (let k = 0; k < count; k++) {
    const i = byLow[k]!;
    order[starts[hashes.get(i) >>> 16]!++] = i;
  }
  return order;
}

/** Two issue lists, each in line order, as one; at an equal line `a` comes first. */
export function mergeByLine(a: GlossaryLineIssue[], b: GlossaryLineIssue[]): GlossaryLineIssue[] {
  if (a.length === 0) return b;
  const merged: GlossaryLineIssue[] = [];
  let j = 0;
  for (const issue of a) {
    while (j < b.length && b[j]!.line < issue.line) merged.push(b[j++]!);
    merged.push(issue);
  }
  while (j < b.length) merged.push(b[j++]!);
  return merged;
}
