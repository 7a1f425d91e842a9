// The screenshot tour (opt-in, never part of `npm test`): `npx playwright test -c playwright.shots.config.ts`.
// It captures every section in each UI language at 1366×768 and 1024×640, light and dark, into SHOTS_DIR
// (default /work/shots), for a person to look at. The same browser settings as the e2e tests.
import { defineConfig } from '@playwright/test';
import base from './playwright.config';

export default defineConfig({
  ...base,
  testDir: 'scripts',
  testMatch: '*.shots.ts',
  timeout: 1_800_000,
});
