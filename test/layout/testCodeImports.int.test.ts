// The lint rule behind the layout: production code under src/ never imports a test or a testing/ folder
// (eslint.config.mjs, `glossa/no-test-code`), while tests and testing/ helpers may.
import { join } from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { root } from './sourceGraph';

const eslint = new ESLint({ cwd: root });

async function testCodeErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'glossa/no-test-code').map((m) => m.message);
}

describe('production code and test code', () => {
  it('refuses a static, dynamic or re-exporting import of a testing/ folder from production code', async () => {
    const cases: [string, string][] = [
      [
        'src/main/accounts/example.ts',
        "import { x } from '../services/testing/servicesOnSimulator';\nexport const y = x;\n",
      ],
      [
        'src/renderer/features/history/example.ts',
        "export const load = () => import('../../lib/testing/fakeGlossa');\n",
      ],
      ['src/node/formats/example.ts', "export { buildDocx } from './documents/testing/fixtures';\n"],
      ['src/simulator/example.ts', "import { x } from './routes/translate.test';\nexport const y = x;\n"],
    ];
    for (const [file, code] of cases) expect(await testCodeErrors(file, code), file).toHaveLength(1);
  });

  it('lets tests and testing/ helpers import test code', async () => {
    const code = "import { x } from '../services/testing/servicesOnSimulator';\nexport const y = x;\n";
    expect(await testCodeErrors('src/main/accounts/example.test.ts', code)).toEqual([]);
    expect(await testCodeErrors('src/main/accounts/testing/example.ts', code)).toEqual([]);
  });
});
