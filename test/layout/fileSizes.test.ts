// A production file under src/ stays under 400 lines (style guide: a longer file is usually two things). The
// formatter decides line width, so a file's length tells its size. A file may be allowed over it only while its
// owner splits it, and an allowance that is no longer needed fails, so it cannot linger. A generated file (its
// first line starts with "// GENERATED", and says how to regenerate it) is data, not code, and is left out.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isTestPath, repositoryFiles, root } from './sourceGraph';

const MOST_LINES = 400;
/** Files over the limit that their owners are splitting (issue 24). */
const ALLOWED_OVER = new Set<string>([]);

const productionFiles = repositoryFiles('src').filter(
  (file) => /\.(ts|tsx|mjs|css|html)$/.test(file) && !isTestPath(file) && !file.endsWith('.d.ts'),
);
const lineCount = (file: string): number => readFileSync(join(root, file), 'utf8').split('\n').length - 1;
const generated = (file: string): boolean => readFileSync(join(root, file), 'utf8').startsWith('// GENERATED');

describe('file sizes', () => {
  it('keeps every production file under src/ within 400 lines', () => {
    const over = productionFiles
      .filter((file) => !ALLOWED_OVER.has(file) && !generated(file))
      .map((file) => `${file}: ${lineCount(file)} lines`)
      .filter((line) => Number(line.split(': ')[1]!.split(' ')[0]) > MOST_LINES);
    expect(over).toEqual([]);
  });

  it('drops an allowance once its file is back within 400 lines (remove it from ALLOWED_OVER)', () => {
    const needless = [...ALLOWED_OVER].filter((file) => {
      try {
        return lineCount(file) <= MOST_LINES;
      } catch {
        return true; // gone or moved: the allowance is needless too
      }
    });
    expect(needless).toEqual([]);
  });
});
