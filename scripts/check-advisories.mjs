// `npm run audit:lock`: checks every package in package-lock.json against scripts/advisories.json, a list
// kept by hand, because `npm audit` cannot reach its endpoint from every network (the registry mirror here
// answers its bulk POST with 405). Each advisory names its affected versions as a semver range; a locked
// version inside one is refused (exit 1). Before that, the check proves itself on the list: for each advisory a
// version inside its range must be refused and one outside it taken (exit 2 otherwise, e.g. a range that does
// not parse). When `npm audit` does answer, its result is printed too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const { advisories } = JSON.parse(readFileSync(join(root, 'scripts/advisories.json'), 'utf8'));

/** Whether `version` is inside the advisory's range (pre-releases included: a 7.5.4-rc is as affected). */
const affects = (advisory, version) => semver.satisfies(version, advisory.range, { includePrerelease: true });

/** The locked packages inside an advisory's range, one line each. */
export function findings(lockFile, list) {
  const found = [];
  for (const [path, entry] of Object.entries(lockFile.packages ?? {})) {
    if (!path || !entry.version || entry.link) continue;
    const name = entry.name ?? path.split('node_modules/').pop();
    for (const advisory of list) {
      if (advisory.package === name && affects(advisory, entry.version))
        found.push(
          `${name}@${entry.version} (${path}): ${advisory.ids.join(', ')}: ${advisory.summary} Affected: ${advisory.range}.`,
        );
    }
  }
  return found;
}

/** The check on its own list: a version inside each range refused, one outside it taken. Returns what failed. */
export function selfCheck(list) {
  const failures = [];
  for (const advisory of list) {
    const label = `${advisory.package} ${advisory.range}`;
    if (semver.validRange(advisory.range) === null) {
      failures.push(`${label}: not a semver range`);
      continue;
    }
    const inside = semver.minVersion(advisory.range)?.version;
    const outside = aboveRange(advisory.range);
    const lockWith = (version) => ({ packages: { '': {}, [`node_modules/${advisory.package}`]: { version } } });
    if (findings(lockWith(inside), [advisory]).length !== 1) failures.push(`${label}: ${inside} was not refused`);
    if (findings(lockWith(outside), [advisory]).length !== 0) failures.push(`${label}: ${outside} was refused`);
  }
  return failures;
}

/** A version just above the range: the highest one it names (`<7.5.2`, `<=2.88.2`, `4.4.2`), or the next patch. */
function aboveRange(range) {
  const named = [...range.matchAll(/\d+\.\d+\.\d+/g)].map((m) => m[0]);
  let version = semver.rsort(named)[0];
  while (semver.satisfies(version, range, { includePrerelease: true })) version = semver.inc(version, 'patch');
  return version;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const broken = selfCheck(advisories);
  if (broken.length > 0) {
    console.log('The advisory check failed its own test on scripts/advisories.json:');
    for (const line of broken) console.log(`  ${line}`);
    process.exit(2);
  }

  const audit = spawnSync('npm', ['audit', '--json', '--omit=optional'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  try {
    const report = JSON.parse(audit.stdout);
    if (report.metadata?.vulnerabilities) console.log('npm audit:', JSON.stringify(report.metadata.vulnerabilities));
    else
      console.log(
        `npm audit could not reach its endpoint (${report.message ?? report.error?.summary ?? 'no report'}); the list below is what was checked.`,
      );
  } catch {
    console.log('npm audit gave no report; the list below is what was checked.');
  }

  const found = findings(lock, advisories);
  console.log(
    `${Object.keys(lock.packages ?? {}).length - 1} locked packages checked against ${advisories.length} advisories in scripts/advisories.json (each refusing a version inside its range, as its self-check showed).`,
  );
  for (const finding of found) console.log(`  AFFECTED ${finding}`);
  process.exit(found.length === 0 ? 0 : 1);
}
