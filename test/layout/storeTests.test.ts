// Every renderer store has its unit test beside it (issue 24): a file under src/renderer that makes a zustand
// store is imported by a test in its own folder. A new store without one fails here, naming it.
import { dirname } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestPath, repositoryFiles, specifiersOf } from './sourceGraph';

const rendererCode = repositoryFiles('src/renderer').filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'));

/** A store: production code that imports zustand (every store is made with its `create`). */
const stores = rendererCode.filter(
  (file) => !isTestPath(file) && specifiersOf(file).some((specifier) => specifier === 'zustand'),
);
const tests = rendererCode.filter((file) => /\.test\.tsx?$/.test(file));

describe('renderer stores', () => {
  it('finds the stores (the count only grows with the app)', () => {
    expect(stores.length).toBeGreaterThanOrEqual(25);
  });

  it('each has a unit test in its own folder that imports it', () => {
    const untested = stores.filter(
      (store) => !tests.some((test) => dirname(test) === dirname(store) && importsOf(test).includes(store)),
    );
    expect(untested).toEqual([]);
  });
});
