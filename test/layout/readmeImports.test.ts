// A folder README's "Imports:" line is a claim a newcomer relies on: this test reads each one and checks it
// against what the folder's code really imports (TypeScript's pre-processor, tests and testing/ left out).
// Every claimed folder or package is imported, and every import of another folder of the repository is
// claimed; a false or missing claim fails here, naming the README.
import { readFileSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importsOf, isTestPath, repositoryFiles, root, specifiersOf } from './sourceGraph';

const readmes = repositoryFiles('src').filter((file) => file.endsWith('/README.md'));
const code = repositoryFiles('src').filter(
  (file) => /\.(ts|tsx)$/.test(file) && !file.endsWith('.d.ts') && !isTestPath(file),
);

/** The backticked names after "Imports:", up to the end of that sentence. */
function claimsOf(readme: string): string[] | null {
  const text = readFileSync(join(root, readme), 'utf8').replace(/\s+/g, ' ');
  const start = text.indexOf('Imports: ');
  if (start < 0) return null;
  const rest = text.slice(start + 'Imports: '.length);
  let end = 0;
  let quoted = false;
  for (; end < rest.length; end++) {
    if (rest[end] === '`') quoted = !quoted;
    else if (!quoted && rest[end] === '.' && (end + 1 === rest.length || rest[end + 1] === ' ')) break;
  }
  return [...rest.slice(0, end).matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** A claim as a repository path (`../api` from src/main/voice → src/main/api) or a package name. */
function resolveClaim(folder: string, claim: string): { path: string } | { pkg: string } {
  if (claim.startsWith('src/')) return { path: claim.replace(/\/$/, '') };
  if (claim.startsWith('.')) return { path: posix.normalize(posix.join(folder, claim)).replace(/\/$/, '') };
  return { pkg: claim };
}

const within = (file: string, path: string) => file === path || file.startsWith(`${path}/`);
const packageOf = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0]!;

/** The folder's own code: its files and those of subfolders without a README of their own. */
function folderCode(folder: string): string[] {
  const nested = readmes.map((r) => dirname(r)).filter((d) => d !== folder && within(d, folder));
  return code.filter((file) => within(file, folder) && !nested.some((d) => within(file, d)));
}

const claimed = readmes.flatMap((readme) => {
  const claims = claimsOf(readme);
  return claims ? [{ readme, folder: dirname(readme), claims }] : [];
});

describe('README "Imports:" lines', () => {
  it('are in the README of every folder of code', () => {
    const silent = readmes.filter((readme) => folderCode(dirname(readme)).length > 0 && claimsOf(readme) === null);
    expect(silent).toEqual([]);
    expect(claimed.length).toBeGreaterThanOrEqual(30);
  });

  it.each(claimed)('$readme says what its folder really imports', ({ folder, claims }) => {
    const files = folderCode(folder);
    const resolved = claims.map((claim) => ({ claim, target: resolveClaim(folder, claim) }));
    const paths = new Set(files.flatMap((file) => importsOf(file)).filter((path) => !within(path, folder)));
    const packages = new Set(
      files
        .flatMap((file) => specifiersOf(file))
        .filter((s) => !s.startsWith('.') && !s.startsWith('node:') && !s.startsWith('virtual:'))
        .map(packageOf),
    );
    const unused = resolved
      .filter(({ target }) =>
        'pkg' in target ? !packages.has(target.pkg) : ![...paths].some((path) => within(path, target.path)),
      )
      .map(({ claim }) => claim);
    const unclaimed = [...paths]
      .filter((path) => !resolved.some(({ target }) => 'path' in target && within(path, target.path)))
      .sort();
    expect({ unused, unclaimed }).toEqual({ unused: [], unclaimed: [] });
  });
});
