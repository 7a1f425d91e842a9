// The lint rule that keeps a converted screen in the user's language (eslint.config.mjs, `glossa/no-literal-text`):
// words written in JSX or in a naming prop are refused in the files that speak from the catalogue, while text
// without a letter (a space, an arrow, a separator dot) is layout and reads the same in every language.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './sourceGraph';

const eslint = new ESLint({ cwd: root });
/** A file on the `speaksFromCatalogue` list (the whole Glossaries folder is). */
const CONVERTED = 'src/renderer/features/glossaries/Example.tsx';

async function literalTextErrors(file: string, jsx: string): Promise<number> {
  const code = `export function Example(props: { n: number }) {\n  return ${jsx};\n}\n`;
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'glossa/no-literal-text').length;
}

describe('literal text in a screen that speaks from the catalogue', () => {
  it('refuses words, in the text, in an expression and in a naming prop', async () => {
    expect(await literalTextErrors(CONVERTED, '<p>Save</p>')).toBe(1);
    expect(await literalTextErrors(CONVERTED, "<p>{props.n === 1 ? 'entry' : 'entries'}</p>")).toBe(2);
    expect(await literalTextErrors(CONVERTED, '<button aria-label="Delete entry">x</button>')).toBe(2);
    expect(await literalTextErrors(CONVERTED, '<p>{`${props.n} entries`}</p>')).toBe(1);
    expect(await literalTextErrors(CONVERTED, '<p>Größe</p>')).toBe(1);
  });

  it('lets layout be: spaces, arrows, separator dots and symbols', async () => {
    expect(await literalTextErrors(CONVERTED, "<p>{props.n}{' '}→{' · '}⌨ #</p>")).toBe(0);
  });
});
