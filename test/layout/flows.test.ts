// docs/flows.md tells each of the four flows in one paragraph, a step (→) per folder in the order the work reaches
// it. This test holds the document to that: every folder named exists, and no flow comes back to a folder it
// has left, except the window it started in when main's answer arrives over IPC (the last step).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from './sourceGraph';

const text = readFileSync(join(root, 'docs/flows.md'), 'utf8');
const flows = [...text.matchAll(/^## (.+)\n\n([\s\S]+?)(?=\n\n|\n*$)/gm)].map(([, title, paragraph]) => ({
  title: title!,
  steps: paragraph!
    .replace(/\s+/g, ' ')
    .split(' → ')
    .map(
      (step) => /^`([^`]+\/)`:/.exec(step)?.[1] ?? `(a step that does not start with its folder: ${step.slice(0, 40)})`,
    ),
}));

describe('docs/flows.md', () => {
  it('tells the four flows', () => {
    expect(flows.map((f) => f.title)).toEqual(['A document', 'A glossary save', 'A caption', 'Translate anywhere']);
  });

  it.each(flows)('$title: every step names a folder that exists', ({ steps }) => {
    const missing = steps.filter((folder) => {
      const path = join(root, 'src', folder);
      return !existsSync(path) || !statSync(path).isDirectory();
    });
    expect(missing).toEqual([]);
  });

  it.each(flows)('$title: never returns to a folder it has left, but for the IPC answer', ({ steps }) => {
    const body = steps.slice(0, -1);
    const repeated = body.filter((folder, index) => body.indexOf(folder) !== index);
    expect(repeated).toEqual([]);
    const last = steps.at(-1)!;
    expect(!body.includes(last) || (last === steps[0] && last.startsWith('renderer/'))).toBe(true);
  });
});
