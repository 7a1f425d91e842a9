// First start with no account, through the same handlers the windows call: the offline demo is on, and a
// translation round-trips through the simulator running in this process.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBrowserHost } from '../../browser-shell/browserHost';
import { type Services, createServices } from '.';
import { startSimulator } from '../../simulator';

const ctx = { senderId: 1, signal: new AbortController().signal };
let dir: string;
let services: Services;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'glossa-first-start-'));
  services = await createServices({
    host: createBrowserHost(),
    userDataDir: dir,
    appVersion: '0.0.0-test',
    startDemo: ({ dataDir }) => startSimulator({ port: 0, dataDir }),
  });
});
afterEach(async () => {
  await services.dispose();
  await rm(dir, { recursive: true, force: true });
});

describe('first start with no account', () => {
  it('is the offline demo, on a loopback simulator in this process', async () => {
    const state = await services.handlers.accounts.state(undefined, ctx);
    expect(state).toMatchObject({ demo: true, accounts: [], activeAccountId: null });
    const connection = await services.accounts.current();
    expect(connection.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it('translates through the simulator', async () => {
    const result = await services.handlers.accounts.tryTranslation(
      { text: 'Good morning, colleagues.', targetLang: 'de' },
      ctx,
    );
    expect(result.demo).toBe(true);
    expect(result.connectionName).toBe('Offline demo');
    expect(result.detectedSourceLanguage.toLowerCase()).toBe('en');
    expect(result.text).not.toBe('');
    expect(result.text).not.toBe('Good morning, colleagues.');
  });

  it('offers language choices from the demo service', async () => {
    const choices = await services.handlers.languages.choices({ product: 'translate_text', feature: 'formality' }, ctx);
    expect(choices.targets.length).toBeGreaterThan(0);
    expect(choices.targets.every((l) => l.features.includes('formality'))).toBe(true);
  });
});
