// Imports one generated hostile glossary (scripts/hostileGlossaries.ts) in this process and prints what came
// of it as one JSON line. The readers' tests run it with a small V8 heap (`--max-old-space-size`), so a
// reader whose memory is not bounded ends this process (exit 134) instead of the test runner.
import { importGlossaryFile } from '../src/main/glossaries/glossaryImport';
import { isGlossaError } from '../src/shared/errors';
import { tbxOf, tsvRepeated, textOfDistinct, xlsxBomb, xlsxFarColumn } from './hostileGlossaries';

const makers: Record<string, () => { bytes: Uint8Array; fileName: string }> = {
  'far-column-xlsx': () => ({ bytes: xlsxFarColumn(50_000), fileName: 'far.xlsx' }),
  'bomb-xlsx': () => ({ bytes: xlsxBomb(40_000_000, { lie: true }), fileName: 'bomb.xlsx' }),
  'repeated-tsv': () => ({ bytes: tsvRepeated(60_000_000), fileName: 'repeated.tsv' }),
  'distinct-tsv': () => ({ bytes: textOfDistinct(60_000_000, '\t'), fileName: 'distinct.tsv' }),
  'one-line-tbx': () => ({ bytes: tbxOf(100_000, { oneLine: true }), fileName: 'one-line.tbx' }),
};

async function main(): Promise<void> {
  const make = makers[process.argv[2] ?? ''];
  if (!make) throw new Error(`Name one of: ${Object.keys(makers).join(', ')}`);
  const { bytes, fileName } = make();
  try {
    const result = await importGlossaryFile(bytes, { fileName });
    console.warn(
      JSON.stringify({
        outcome: 'read',
        entries: result.entryCount,
        issueCount: result.issueCount,
        keptIssues: result.issues.length,
        tooLarge: result.tooLarge,
      }),
    );
  } catch (error) {
    console.warn(
      JSON.stringify({
        outcome: isGlossaError(error) ? `error:${error.kind}` : 'untyped',
        message: error instanceof Error ? error.message : String(error),
      }),
    );
  }
}

void main();
