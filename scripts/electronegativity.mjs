// `npm run test:security`: runs Electronegativity over src/ and fails on any finding that ARCHITECTURE.md
// does not explain. The allowed findings are the rows of the table under "## Security scanner findings":
// | CHECK_NAME | path/relative/to/src | why it is fine |
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const electronVersion = JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')).version;
// SARIF (JSON), not CSV: a CSV sample field can carry line breaks that split its row.
const out = join(mkdtempSync(join(tmpdir(), 'electronegativity-')), 'findings.sarif');
const bin = join(root, 'node_modules/.bin/electronegativity');
const run = spawnSync(bin, ['-i', join(root, 'src'), '-r', '-v', 'false', '-e', electronVersion, '-o', out], {
  encoding: 'utf8',
});
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status ?? 1);
}

const sarif = JSON.parse(readFileSync(out, 'utf8'));
const findings = sarif.runs
  .flatMap((r) => r.results)
  .map((result) => {
    const place = result.locations?.[0]?.physicalLocation;
    return {
      check: result.ruleId,
      file: place?.artifactLocation?.uri,
      location: `${place?.region?.startLine}:${place?.region?.startColumn}`,
    };
  });

const doc = readFileSync(join(root, 'ARCHITECTURE.md'), 'utf8');
const section = doc.split('## Security scanner findings')[1]?.split('\n## ')[0] ?? '';
const allowed = section
  .split('\n')
  .filter((l) => /^\|\s*[A-Z_]+\s*\|/.test(l))
  .map((l) => l.split('|').map((c) => c.trim().replace(/`/g, '')))
  .map((c) => ({ check: c[1], file: c[2] }));

const unexplained = findings.filter((f) => !allowed.some((a) => a.check === f.check && a.file === f.file));
for (const f of findings) {
  const ok = !unexplained.includes(f);
  console.log(`${ok ? 'explained  ' : 'UNEXPLAINED'} ${f.check} ${f.file}:${f.location}`);
}
console.log(`${findings.length - unexplained.length} passed, ${unexplained.length} failed`);
process.exit(unexplained.length === 0 ? 0 : 1);
