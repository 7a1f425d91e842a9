// Imports every glossary file of the corpus (src/main/glossaries/samples/samples.json) and says, per format,
// how many give what a translator expects: the entry count, the listed entries, no listed source that must be
// left out, the header row, the synonyms mapped and deprecated terms skipped.
//   node --import tsx scripts/glossaryCorpus.ts [--dir FOLDER_WITH_UNCOMMITTED_FILES] [--import PATH_TO_glossaryImport.ts]
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

interface Sample {
  file: string;
  committed: boolean;
  format?: string;
  pair: [string, string];
  options?: Record<string, unknown>;
  expect: {
    entries: number;
    headerRow?: boolean;
    synonyms?: number;
    deprecated?: number;
    has?: [string, string][];
    lacks?: string[];
  };
}

const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(name);
  return at === -1 ? undefined : args[at + 1];
};
const samplesDir = resolve('src/main/glossaries/samples');
const extraDir = flag('--dir');
const importModule = resolve(flag('--import') ?? 'src/main/glossaries/glossaryImport.ts');

/** The part of an import's result the corpus checks; an older import may lack the later fields. */
interface ImportRead {
  entriesTsv: string;
  entryCount: number;
  preview?: { headerRow?: boolean };
  termReport?: { synonyms?: number; deprecated?: number };
}
type ImportFile = (bytes: Uint8Array, options: Record<string, unknown>) => Promise<ImportRead>;
const { samples } = JSON.parse(readFileSync(join(samplesDir, 'samples.json'), 'utf8')) as { samples: Sample[] };

/** What is wrong with the import of one sample, or nothing. */
async function check(importGlossaryFile: ImportFile, sample: Sample, bytes: Uint8Array): Promise<string[]> {
  const problems: string[] = [];
  let result: ImportRead;
  try {
    result = await importGlossaryFile(bytes, {
      fileName: sample.file,
      ...(sample.format ? { format: sample.format } : {}),
      sourceLang: sample.pair[0],
      targetLang: sample.pair[1],
      ...sample.options,
    });
  } catch (error) {
    return [`refused: ${(error as Error).message}`];
  }
  const lines: string[] = String(result.entriesTsv).split('\n').filter(Boolean);
  const entries = new Map(lines.map((line) => line.split('\t') as [string, string]));
  const { expect } = sample;
  if (result.entryCount !== expect.entries) problems.push(`${result.entryCount} entries, expected ${expect.entries}`);
  for (const [source, target] of expect.has ?? []) {
    if (entries.get(source) !== target)
      problems.push(`“${source}” → “${entries.get(source) ?? '(none)'}”, expected “${target}”`);
  }
  for (const source of expect.lacks ?? []) if (entries.has(source)) problems.push(`“${source}” imported`);
  if (expect.headerRow !== undefined && result.preview?.headerRow !== expect.headerRow)
    problems.push(`header row ${String(result.preview?.headerRow)}, expected ${expect.headerRow}`);
  const terms = result.termReport;
  if (expect.synonyms !== undefined && terms?.synonyms !== expect.synonyms)
    problems.push(`synonyms reported ${terms?.synonyms ?? '(none)'}, expected ${expect.synonyms}`);
  if (expect.deprecated !== undefined && terms?.deprecated !== expect.deprecated)
    problems.push(`deprecated terms reported ${terms?.deprecated ?? '(none)'}, expected ${expect.deprecated}`);
  return problems;
}

async function main(): Promise<void> {
  const { importGlossaryFile } = (await import(pathToFileURL(importModule).href)) as { importGlossaryFile: ImportFile };
  const perFormat = new Map<string, { passed: number; total: number }>();
  for (const sample of samples) {
    const path = [samplesDir, extraDir]
      .filter(Boolean)
      .map((dir) => join(dir!, sample.file))
      .find(existsSync);
    if (!path) {
      console.log(`skip  ${sample.file} (not committed; give --dir)`);
      continue;
    }
    const format = (sample.format ?? extname(sample.file).slice(1)).replace('tab', 'tsv');
    const count = perFormat.get(format) ?? { passed: 0, total: 0 };
    perFormat.set(format, count);
    count.total++;
    const problems = await check(importGlossaryFile, sample, new Uint8Array(readFileSync(path)));
    if (problems.length === 0) count.passed++;
    console.log(
      `${problems.length === 0 ? 'pass' : 'FAIL'}  ${sample.file}${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
  }
  console.log(
    [...perFormat].map(([format, { passed, total }]) => `${format.toUpperCase()} ${passed}/${total}`).join(', '),
  );
}

void main();
