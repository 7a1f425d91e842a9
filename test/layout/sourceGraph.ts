// The repository's own source files and who imports whom, read with TypeScript's own pre-processor (never a
// regular expression over code): what the layout tests measure sizes, test-only code and README claims with.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

export const root = resolve(__dirname, '../..');

/** Tracked files (and new ones not yet ignored), relative to the root with forward slashes. */
export function repositoryFiles(under = 'src'): string[] {
  const out = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', under], {
    cwd: root,
    encoding: 'utf8',
  });
  return out
    .split('\n')
    .filter((file) => file !== '')
    .filter((file) => {
      try {
        readFileSync(join(root, file), { flag: 'r' });
        return true;
      } catch {
        return false; // deleted in the work tree, not yet staged
      }
    });
}

/** A test, or code only tests use: its path says so (`*.test.ts`, a `testing/` folder). */
export function isTestPath(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)testing\//.test(file) || file.startsWith('test/');
}

const CODE = /\.(ts|tsx|mts|mjs)$/;
const options: ts.CompilerOptions = {
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  module: ts.ModuleKind.ESNext,
  allowJs: true,
  resolveJsonModule: true,
};

/** What one file imports (statically, dynamically or type-only), as written: packages and relative paths. */
export function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  return ts.preProcessFile(text, true, true).importedFiles.map((imported) => imported.fileName);
}

/** What one file imports (statically, dynamically or type-only), as repository paths; packages are left out. */
export function importsOf(file: string): string[] {
  const found: string[] = [];
  for (const specifier of specifiersOf(file)) {
    if (/\.(css|svg|png|html)$/.test(specifier)) {
      if (specifier.startsWith('.')) found.push(relative(resolve(root, dirname(file), specifier)));
      continue;
    }
    const resolved = ts.resolveModuleName(specifier, join(root, file), options, ts.sys).resolvedModule;
    if (!resolved || resolved.isExternalLibraryImport) continue;
    const path = relative(resolved.resolvedFileName);
    if (!path.startsWith('..') && !path.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

function relative(absolute: string): string {
  return absolute
    .slice(root.length + 1)
    .split('\\')
    .join('/');
}

/** Every file reachable from `entries` through imports. */
export function reachableFrom(entries: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    if (CODE.test(file) && !file.endsWith('.d.ts')) queue.push(...importsOf(file));
  }
  return seen;
}

/**
 * The programs the app is made of: the bundles' entries (electron.vite.config.ts), the browser shell and the
 * simulator's command lines, the start scripts and the build's own code. (The other scripts are test and
 * benchmark tools: they may use test code.)
 */
export function productionEntries(): string[] {
  const config = readFileSync(join(root, 'electron.vite.config.ts'), 'utf8');
  const bundled = [...config.matchAll(/resolve\(__dirname, '(src\/[^']+\.tsx?)'\)/g)].map((match) => match[1]!);
  const build = repositoryFiles('build').filter((file) => CODE.test(file));
  return [
    ...bundled,
    'src/renderer/main.tsx',
    'src/browser-shell/cli.ts',
    'src/simulator/cli.ts',
    'scripts/start.mjs',
    'scripts/start-browser.mjs',
    ...build,
  ];
}

/**
 * What loading one file loads at once: its static value imports and re-exports, as written (packages and
 * relative paths). Type-only imports (erased by the compiler) and dynamic `import()` (loaded when first run)
 * are left out.
 */
function loadedWith(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(join(root, file), 'utf8'), ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      if (clause?.isTypeOnly) continue;
      const bindings = clause?.namedBindings;
      const onlyTypes =
        clause !== undefined &&
        clause.name === undefined &&
        bindings !== undefined &&
        ts.isNamedImports(bindings) &&
        bindings.elements.length > 0 &&
        bindings.elements.every((element) => element.isTypeOnly);
      if (!onlyTypes) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
}

/**
 * Everything a program loads as it starts, from its entry: the repository's files, each with the file that
 * loaded it first, and the packages, each with the file that loads it.
 */
export function loadedAtStart(entry: string): { files: Map<string, string>; packages: Map<string, string> } {
  const files = new Map<string, string>([[entry, '']]);
  const packages = new Map<string, string>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    for (const specifier of loadedWith(file)) {
      if (specifier.startsWith('node:') || /\.(css|svg|png|html)$/.test(specifier)) continue;
      const resolved = ts.resolveModuleName(specifier, join(root, file), options, ts.sys).resolvedModule;
      if (!resolved || resolved.isExternalLibraryImport || resolved.resolvedFileName.includes('/node_modules/')) {
        const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;
        if (!specifier.startsWith('.') && !packages.has(name)) packages.set(name, file);
        continue;
      }
      const path = relative(resolved.resolvedFileName);
      if (path.endsWith('.d.ts') || files.has(path)) continue;
      files.set(path, file);
      queue.push(path);
    }
  }
  return { files, packages };
}
