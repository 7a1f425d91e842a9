// `node --import tsx scripts/hostile-files.mjs <folder>`: writes the hostile and largest-accepted documents
// of src/simulator/testing/hostileDocuments.ts to a folder (nothing large is committed), to try them by hand:
// drop them on Glossa in the offline demo, or upload them to `npm run simulator`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as hostile from '../src/simulator/testing/hostileDocuments.ts';

const folder = resolve(process.argv[2] ?? 'hostile-files');
mkdirSync(folder, { recursive: true });
const files = {
  'zip-bomb-3gb.docx': () => hostile.zipBombDocx(3 * 1024 * 1024 * 1024),
  'quadratic.xlsx': () => hostile.quadraticXlsx(200_000),
  'pages-20000.pdf': () => hostile.manyPagesPdf(20_000),
  'largest.docx': () => hostile.largestDocx(),
  'largest.pptx': () => hostile.largestPptx(),
  'largest.xlsx': () => hostile.largestXlsx(),
  'largest.pdf': () => hostile.largestPdf(),
  'largest.txt': () => hostile.largestText(),
};
for (const [name, make] of Object.entries(files)) {
  const bytes = await make();
  writeFileSync(join(folder, name), bytes);
  console.log(`${name}: ${(bytes.length / 1024).toFixed(0)} KB`);
}
