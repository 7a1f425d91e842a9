// `npm run bench [-- name-filter]`: runs every bench/*.bench.ts in its own Node process (so peak RSS is
// each bench's own) one after another, and prints what each one reports.
import { readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const filter = process.argv[2] ?? '';
const benches = readdirSync(__dirname)
  .filter((f) => f.endsWith('.bench.ts') && f.includes(filter))
  .sort();
let failed = 0;
for (const file of benches) {
  console.log(`\n== ${file}`);
  const run = spawnSync(process.execPath, ['--expose-gc', '--import', 'tsx', join(__dirname, file)], {
    stdio: 'inherit',
  });
  if (run.status !== 0) {
    failed += 1;
    console.log(`!! ${file} failed (exit ${run.status})`);
  }
}
console.log(`\n${benches.length - failed} benches ran, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
