// Opening one custom instruction to edit it: read through the service's GET of the single instruction (so an
// edit starts from what the service holds now, changed elsewhere or not), in both dialects; a service without
// that route answers from the list; an instruction deleted elsewhere is said as such.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../../shared/errors';
import { type ClientsOnSimulator, failure, startClientsOnSimulator } from '../api/testing/simulatorClients';
import type { LanguageServicesClient } from '../api/client';
import { StyleRuleLists } from './styleRuleLists';

describe.each(['spec', 'public'] as const)('opening a custom instruction (%s dialect)', (dialect) => {
  let env: ClientsOnSimulator;
  let lists: StyleRuleLists;
  beforeAll(async () => {
    env = await startClientsOnSimulator({ dialect, port: 0 });
    lists = new StyleRuleLists({ client: async () => env.pro });
  });
  afterAll(() => env.close());
  const gets = (path: string) =>
    env.simulator.control.requests().filter((r) => r.method === 'GET' && r.path === path).length;

  it('reads the instruction as the service now holds it, changed elsewhere', async () => {
    const list = await env.pro.styleRules.create({
      name: 'House style',
      language: 'en',
      custom_instructions: [{ label: 'Brand', prompt: 'Keep "Glossa" in English.' }],
    });
    const id = list.custom_instructions![0]!.id;
    const path = `/v3/style_rules/${list.style_id}/custom_instructions/${id}`;
    await env.pro.styleRules.replaceCustomInstruction(list.style_id, id, {
      label: 'Brand names',
      prompt: 'Keep every product name in English.',
      source_language: 'de',
    });
    const before = gets(path);
    expect(await lists.getCustomInstruction({ styleId: list.style_id, instructionId: id })).toEqual({
      id,
      label: 'Brand names',
      prompt: 'Keep every product name in English.',
      sourceLanguage: 'de',
    });
    expect(gets(path)).toBe(before + 1);
  });

  it('says an instruction deleted elsewhere is gone, by its message id', async () => {
    const list = await env.pro.styleRules.create({
      name: 'Short-lived',
      language: 'de',
      custom_instructions: [{ label: 'Dates', prompt: 'Write dates as 1. März 2026.' }],
    });
    const id = list.custom_instructions![0]!.id;
    await env.pro.styleRules.deleteCustomInstruction(list.style_id, id);
    const gone = await failure(lists.getCustomInstruction({ styleId: list.style_id, instructionId: id }));
    expect(gone.kind).toBe('notFound');
    expect(gone.uiMessage).toEqual({ id: 'styleRules.instructions.goneElsewhere' });
    expect(gone.uiNextStep).toEqual({ id: 'styleRules.instructions.goneElsewhereNext' });
  });
});

describe('opening a custom instruction on a service without the single-instruction route', () => {
  it('takes it from the list read again', async () => {
    const instruction = { id: 'ci-1', label: 'Tone', prompt: 'Address readers formally.' };
    const client = {
      styleRules: {
        getCustomInstruction: async () => {
          throw new NotFoundError({ says: { id: 'error.notFound.message' } });
        },
        get: async () => ({
          style_id: 's-1',
          name: 'Formal',
          language: 'de',
          version: 1,
          creation_time: '2026-01-01T00:00:00Z',
          updated_time: '2026-01-01T00:00:00Z',
          custom_instructions: [instruction],
        }),
      },
    } as unknown as LanguageServicesClient;
    const lists = new StyleRuleLists({ client: async () => client });
    expect(await lists.getCustomInstruction({ styleId: 's-1', instructionId: 'ci-1' })).toEqual(instruction);
  });
});
