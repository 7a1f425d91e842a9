import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contract } from './src/shared/contract';
import { outlineOf } from './src/shared/ipc/define';

// Native modules stay outside the bundles and are loaded from node_modules at run time.
const nativeModules = ['keytar', 'audify', 'msgpackr-extract', 'better-sqlite3'];

/** The dev server's React refresh preamble is an inline script; only `vite serve` relaxes the CSP for it. */
const devCspForRefresh: Plugin = {
  name: 'glossa-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
};

const OUTLINE_ID = 'virtual:glossa/contract-outline';

/**
 * The preload's `virtual:glossa/contract-outline`: each contract method's kind, computed from the contract at
 * build time. The preload bridges by this outline, so it bundles neither the schemas nor zod.
 */
export const contractOutline: Plugin = {
  name: 'glossa-contract-outline',
  resolveId: (id) => (id === OUTLINE_ID ? `\0${OUTLINE_ID}` : null),
  load: (id) => (id === `\0${OUTLINE_ID}` ? `export default ${JSON.stringify(outlineOf(contract))};` : null),
};

export default defineConfig({
  main: {
    build: {
      rollupOptions: { input: { index: resolve(__dirname, 'src/main/index.ts') }, external: nativeModules },
    },
  },
  preload: {
    plugins: [contractOutline],
    // Sandboxed preloads must be a single CommonJS file.
    build: {
      externalizeDeps: false,
      isolatedEntries: true,
      rollupOptions: { input: { index: resolve(__dirname, 'src/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'src/renderer'),
    plugins: [react(), devCspForRefresh],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
  },
});
