import { resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { contractOutline } from './build/contractOutline';

// Native modules stay outside the bundles and are loaded from node_modules at run time.
const nativeModules = ['keytar', 'audify', 'msgpackr-extract', 'better-sqlite3'];

/** The dev server's React refresh preamble is an inline script; only `vite serve` relaxes the CSP for it. */
const devCspForRefresh: Plugin = {
  name: 'glossa-dev-csp',
  apply: 'serve',
  transformIndexHtml: (html) => html.replace("script-src 'self'", "script-src 'self' 'unsafe-inline'"),
};

export default defineConfig({
  main: {
    build: {
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'src/main/index.ts'),
          // The offline demo's document work runs in this worker thread (src/simulator/documentWork).
          documentWorker: resolve(__dirname, 'src/simulator/documentWork/documentWorker.ts'),
          // The offline demo's audio work (recordings decoded, spoken translation encoded): src/simulator/audioWork.
          audioWorker: resolve(__dirname, 'src/simulator/audioWork/audioWorker.ts'),
          // The app's work pool (src/main/workers): every parse, conversion and scan of user data runs here.
          workWorker: resolve(__dirname, 'src/main/workers/workWorker.ts'),
          // Live captions' audio capture: audify (RtAudio) in a process of its own (src/main/audio/capture).
          captureProcess: resolve(__dirname, 'src/main/audio/capture/captureProcess.ts'),
        },
        external: nativeModules,
      },
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
    plugins: [react(), devCspForRefresh, contractOutline],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // Minified: the window's first script is what a person waits for at start-up (bench/startup.bench.ts).
      minify: true,
      rollupOptions: { input: resolve(__dirname, 'src/renderer/index.html') },
    },
  },
});
