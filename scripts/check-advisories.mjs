// `npm run audit:lock`: checks every package in package-lock.json against scripts/advisories.json, a list
// kept by hand, because `npm audit` cannot reach its endpoint from every network (the registry mirror here
// answers its bulk POST with 405). When `npm audit` does answer, its result is printed too.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const { advisories } = JSON.parse(readFileSync(join(root, 'scripts/advisories.json'), 'utf8'));

/** -1, 0 or 1, comparing x.y.z (a pre-release counts as lower than its release). */
function compare(a, b) {
  const [coreA, preA] = a.split('-', 2);
  const [coreB, preB] = b.split('-', 2);
  const x = coreA.split('.').map(Number);
  const y = coreB.split('.').map(Number);
  for (let i = 0; i < 3; i++) if ((x[i] ?? 0) !== (y[i] ?? 0)) return (x[i] ?? 0) < (y[i] ?? 0) ? -1 : 1;
  if (preA === preB) return 0;
  return preA === undefined ? 1 : preB === undefined ? -1 : preA < preB ? -1 : 1;
}

const findings = [];
for (const [path, entry] of Object.entries(lock.packages ?? {})) {
  const name = entry.name ?? path.split('node_modules/').pop();
  if (!path || !entry.version) continue;
  for (const advisory of advisories) {
    if (advisory.package !== name) continue;
    const affected = compare(entry.version, advisory.below) < 0 && (advisory.from === undefined || compare(entry.version, advisory.from) >= 0);
    if (affected) findings.push(`${name}@${entry.version} (${path}): ${advisory.ids.join(', ')}: ${advisory.summary} Fixed in ${advisory.below}.`);
  }
}

const audit = spawnSync('npm', ['audit', '--json', '--omit=optional'], { cwd: root, encoding: 'utf8', timeout: 60_000 });
try {
  const report = JSON.parse(audit.stdout);
  if (report.metadata?.vulnerabilities) console.log('npm audit:', JSON.stringify(report.metadata.vulnerabilities));
  else console.log(`npm audit could not reach its endpoint (${report.message ?? report.error?.summary ?? 'no report'}); the list below is what was checked.`);
} catch {
  console.log('npm audit gave no report; the list below is what was checked.');
}

console.log(`${Object.keys(lock.packages ?? {}).length - 1} locked packages checked against ${advisories.length} advisories in scripts/advisories.json.`);
for (const finding of findings) console.log(`  AFFECTED ${finding}`);
process.exit(findings.length === 0 ? 0 : 1);
