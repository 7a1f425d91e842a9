// Test-only code lives where its path says so (a `testing/` folder, or a test), so the production folders hold
// what the app runs: every file under src/ that no program of the app reaches is a test or in `testing/`. An
// integration test: it reads the whole repository's import graph, seconds on a busy machine.
import { describe, expect, it } from 'vitest';
import { isTestPath, productionEntries, reachableFrom, repositoryFiles } from './sourceGraph';

describe('test-only code', () => {
  it('keeps every file that only tests use in a testing/ folder', () => {
    const production = reachableFrom(productionEntries());
    const outOfPlace = repositoryFiles('src')
      .filter((file) => /\.(ts|tsx|mjs)$/.test(file) && !file.endsWith('.d.ts') && !isTestPath(file))
      .filter((file) => !production.has(file));
    expect(outOfPlace).toEqual([]);
  });

  it('reaches the app from its entries (so the check above means something)', () => {
    const production = reachableFrom(productionEntries());
    for (const file of [
      'src/main/services/index.ts',
      'src/renderer/app/App.tsx',
      'src/simulator/index.ts',
      'src/main/workers/workTasks.ts',
    ])
      expect(production).toContain(file);
    expect([...production].filter(isTestPath)).toEqual([]);
  });
});
