// Imports of large and hostile text files: tens of megabytes, some in a child process with a small heap (seconds
// on a busy machine, so integration tests; the quick cases are in glossaryImport.test.ts).
import { describe, expect, it } from 'vitest';
import { GLOSSARY_LIMITS } from '../../shared/rules/glossaryEntries';
import { importUnderHeapCap } from '../../../scripts/runUnderHeapCap';
import { importGlossaryFile } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const utf8 = (text: string) => new TextEncoder().encode(text);

describe('importing a large or hostile text file', () => {
  it('reads a 10 MB file whole; of one over the limit it takes the entries that fit and says up to which line', async () => {
    const line = (i: number) => `Begriff Nummer ${i} über\tterm number ${i}\n`;
    const lines: string[] = [];
    let bytes = 0;
    for (let i = 0; bytes + Buffer.byteLength(line(i)) <= GLOSSARY_LIMITS.dictionaryBytes + 1; i++) {
      lines.push(line(i));
      bytes += Buffer.byteLength(line(i));
    }
    const file = utf8(lines.join(''));
    expect(file.length).toBeGreaterThan(9_900_000);
    const result = await importGlossaryFile(file, { fileName: 'big.tsv' });
    expect(result.issues).toEqual([]);
    expect(entriesOf(result)).toHaveLength(lines.length);
    expect(result.byteSize).toBe(file.length - 1);
    expect(result.tooLarge).toBe(false);

    const over = await importGlossaryFile(utf8(lines.join('') + 'one more\tentry\n'), { fileName: 'big.tsv' });
    expect(over.tooLarge).toBe(true);
    // The count is the entries taken, not the ones kept while reading; no line is blamed for the size.
    expect(over.fit).toEqual({
      entryCount: lines.length,
      lastLine: lines.length,
      byteSize: file.length - 1,
      fileEntryCount: lines.length + 1,
    });
    expect(over.entryCount).toBe(lines.length);
    expect(over.entriesTsv).toBe(lines.join('').slice(0, -1));
    expect(over.issues).toEqual([]);
  }, 30_000);

  it('imports a 60 MB TSV of one repeated entry within a 160 MB heap (every repeat was kept: 4.9 GB for 99 MB)', () => {
    expect(importUnderHeapCap('repeated-tsv', 160)).toMatchObject({
      status: 0,
      outcome: 'read',
      entries: 1,
      keptIssues: 1000,
    });
  }, 60_000);

  it('reads a 60 MB TSV of distinct entries within a 256 MB heap, as too large for one dictionary', () => {
    expect(importUnderHeapCap('distinct-tsv', 256)).toMatchObject({ status: 0, outcome: 'read', tooLarge: true });
  }, 60_000);
});
