import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importGlossaryFile } from './glossaryImport';

interface Sample {
  file: string;
  committed: boolean;
  format?: 'tsv' | 'csv' | 'xlsx' | 'tbx';
  pair: [string, string];
  options?: { columns?: { source: number; target: number } };
  expect: {
    entries: number;
    headerRow?: boolean;
    synonyms?: number;
    deprecated?: number;
    has?: [string, string][];
    lacks?: string[];
  };
}

const folder = join(__dirname, 'samples');
const { samples } = JSON.parse(readFileSync(join(folder, 'samples.json'), 'utf8')) as { samples: Sample[] };

describe('glossary files from public tools (samples/README.md)', () => {
  it.each(samples.filter((sample) => sample.committed).map((sample) => [sample.file, sample] as const))(
    'imports %s as a translator expects',
    async (file, sample) => {
      const result = await importGlossaryFile(new Uint8Array(readFileSync(join(folder, file))), {
        fileName: file,
        format: sample.format,
        sourceLang: sample.pair[0],
        targetLang: sample.pair[1],
        ...sample.options,
      });
      const entries = new Map(
        result.entriesTsv
          .split('\n')
          .filter(Boolean)
          .map((line) => line.split('\t') as [string, string]),
      );
      expect(result.entryCount).toBe(sample.expect.entries);
      for (const [source, target] of sample.expect.has ?? []) expect(entries.get(source), source).toBe(target);
      for (const source of sample.expect.lacks ?? []) expect(entries.has(source), source).toBe(false);
      if (sample.expect.headerRow !== undefined) expect(result.preview.headerRow).toBe(sample.expect.headerRow);
      if (sample.expect.synonyms !== undefined) expect(result.termReport?.synonyms).toBe(sample.expect.synonyms);
      if (sample.expect.deprecated !== undefined) expect(result.termReport?.deprecated).toBe(sample.expect.deprecated);
    },
  );
});
