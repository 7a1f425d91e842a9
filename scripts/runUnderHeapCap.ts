// For the readers' tests: runs scripts/importUnderHeapCap.ts in a child Node with a V8 heap of `heapMb`, and
// returns its JSON line with the exit status (134 and no line when the heap ran out).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..');

export function importUnderHeapCap(
  name: string,
  heapMb: number,
): { status: number | null; outcome?: string; [key: string]: unknown } {
  const run = spawnSync(
    process.execPath,
    [`--max-old-space-size=${heapMb}`, '--import', 'tsx', join(root, 'scripts/importUnderHeapCap.ts'), name],
    {
      cwd: root,
      encoding: 'utf8',
    },
  );
  const line = run.stderr.split('\n').find((l) => l.startsWith('{'));
  return { status: run.status, ...(line ? (JSON.parse(line) as object) : { stderr: run.stderr.slice(-500) }) };
}
