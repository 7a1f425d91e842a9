// The Languages section's resources through the catalog, in both dialects: the public service's
// /v3/languages/resources, the spec's /v3/languages/products (the spec has no /v3/languages/resources), each
// feature with the side(s) of a pair that must support it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Simulator, startSimulator } from '../../simulator';
import { LanguageServicesClient } from '../api/client';
import { LanguageCatalog } from './languageCatalog';

describe.each([
  ['public', 'resources', '/v3/languages/resources'],
  ['spec', 'products', '/v3/languages/products'],
] as const)('the resources of the %s dialect', (dialect, route, path) => {
  let simulator: Simulator;
  let client: LanguageServicesClient;
  let dir: string;
  beforeAll(async () => {
    simulator = await startSimulator({ port: 0, dialect });
    client = new LanguageServicesClient({
      authKey: simulator.keys.pro,
      authScheme: simulator.authScheme,
      baseUrl: simulator.proUrl,
      maxAttempts: 1,
      timeoutMs: 5000,
    });
    dir = await mkdtemp(join(tmpdir(), 'glossa-resources-'));
  });
  afterAll(async () => {
    await client.close();
    await simulator.close();
    await rm(dir, { recursive: true, force: true });
  });

  it(`reads ${path}: each feature with the sides that must support it`, async () => {
    const catalog = new LanguageCatalog({
      userDataDir: dir,
      connection: {
        current: async () => ({ accountId: 'a', name: 'Work', plan: 'pro', baseUrl: simulator.proUrl, demo: false }),
        client: async () => client,
      },
    });
    const answer = await catalog.resources();
    expect(answer.route).toBe(route);
    const text = answer.resources.find((resource) => resource.name === 'translate_text');
    expect(text?.features).toContainEqual({ name: 'formality', needsSource: false, needsTarget: true });
    expect(text?.features).toContainEqual({ name: 'glossary', needsSource: true, needsTarget: true });
    const instructions = dialect === 'public' ? 'style_rules' : 'custom_instructions';
    expect(text?.features).toContainEqual({ name: instructions, needsSource: false, needsTarget: true });
    expect(answer.resources.find((resource) => resource.name === 'write')?.features.map((f) => f.name)).toEqual(
      expect.arrayContaining(['tone', 'writing_style']),
    );
    expect(simulator.control.requests().some((request) => request.path === path && request.status === 200)).toBe(true);
  });
});
