import { defineConfig } from 'vitest/config';
import { contractOutline } from './build/contractOutline';

// Explicit includes: Playwright's e2e/*.spec.ts must never be picked up here.
export default defineConfig({
  // The window's bridge imports the build-time contract outline.
  plugins: [contractOutline],
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
          exclude: ['src/**/*.int.test.ts', 'src/**/*.keychain.test.ts', 'src/**/*.audio.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['src/**/*.int.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        // Real audio: run through scripts/with-pulseaudio.sh (npm run test:audio).
        test: {
          name: 'audio',
          include: ['src/**/*.audio.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'keychain',
          include: ['src/**/*.keychain.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
    ],
  },
});
