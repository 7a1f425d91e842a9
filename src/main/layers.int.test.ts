// The layering lint enforces for main (eslint.config.mjs): main never imports the simulator or the browser shell
// statically (the offline demo gets `startDemo`, a dynamic import in the entry points), while tests may.
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('main and the simulator', () => {
  it('refuses a static import of the simulator from main code, the entry point included', async () => {
    const code = "import { startSimulator } from '../../simulator';\nexport const start = startSimulator;\n";
    expect(await importErrors('src/main/accounts/example.ts', code)).toEqual([
      expect.stringContaining('never imports the simulator'),
    ]);
    expect(
      await importErrors(
        'src/main/index.ts',
        "import { startSimulator } from '../simulator';\nexport const s = startSimulator;\n",
      ),
    ).toHaveLength(1);
  });

  it('refuses a type-only import and a deep import of the simulator or the browser shell', async () => {
    expect(
      await importErrors(
        'src/main/voice/example.ts',
        "import type { Simulator } from '../../simulator';\nexport type S = Simulator;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        'src/main/api/example.ts',
        "import { x } from '../../simulator/engine/pseudoTranslate';\nexport const y = x;\n",
      ),
    ).toHaveLength(1);
    expect(
      await importErrors(
        'src/main/services/example.ts',
        "import { startBrowserShell } from '../../browser-shell/server';\nexport const s = startBrowserShell;\n",
      ),
    ).toHaveLength(1);
  });

  it('allows the dynamic import the entry points hand to the offline demo, and static imports in tests', async () => {
    expect(
      await importErrors(
        'src/main/index.ts',
        "export const start = async () => (await import('../simulator')).startSimulator({ port: 0 });\n",
      ),
    ).toEqual([]);
    expect(
      await importErrors(
        'src/main/accounts/example.int.test.ts',
        "import { startSimulator } from '../../simulator';\nexport const s = startSimulator;\n",
      ),
    ).toEqual([]);
  });
});
