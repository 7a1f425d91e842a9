// `virtual:glossa/contract-outline`: each contract method's kind, computed from src/shared/contract.ts at build
// time. The preload and the browser shell's bridge in the window use this outline, so neither bundles the
// schemas nor zod. Used by electron.vite.config.ts (unit tests use src/shared/ipc/testing/contractOutline.ts).
import type { Plugin } from 'vite';
import { contract } from '../src/shared/contract';
import { outlineOf } from '../src/shared/ipc/define';

const OUTLINE_ID = 'virtual:glossa/contract-outline';

export const contractOutline: Plugin = {
  name: 'glossa-contract-outline',
  resolveId: (id) => (id === OUTLINE_ID ? `\0${OUTLINE_ID}` : null),
  load: (id) => (id === `\0${OUTLINE_ID}` ? `export default ${JSON.stringify(outlineOf(contract))};` : null),
};
