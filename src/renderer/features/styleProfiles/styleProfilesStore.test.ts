// Client profiles in the window: read with the components they can bundle, saved and deleted, and a chosen
// profile deleted elsewhere cleared with its name when the list is read again.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StyleProfileView } from '../../../shared/calls/styleProfiles';
import { ValidationError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useStyleProfiles } = await import('./styleProfilesStore');

const profile = (profileId: string, name: string): StyleProfileView => ({
  profileId,
  name,
  glossaryIds: [],
  styleRuleIds: [],
  memoryIds: [],
});
let profiles: StyleProfileView[] = [];

beforeEach(() => {
  profiles = [profile('p1', 'ACME'), profile('p2', 'Globex')];
  useStyleProfiles.setState({ profiles: null, offered: true, chosen: null, vanished: null, error: null, busy: false });
  main.answer('styleProfiles.list', () => ({ offered: true, profiles }));
  main.answer('glossaries.list', () => ({ glossaries: [] }));
  main.answer('styleRules.page', () => {
    throw new ValidationError([]);
  });
  main.answer('translate.memories', () => ({ memories: [] }));
});

describe('client profiles', () => {
  it('are read with their components, a component the plan lacks simply not listed', async () => {
    await useStyleProfiles.getState().load();
    expect(useStyleProfiles.getState().profiles?.map((p) => p.name)).toEqual(['ACME', 'Globex']);
    expect(useStyleProfiles.getState().parts.styleLists).toEqual([]);
    expect(useStyleProfiles.getState().error).toBeNull();
  });

  it('clear a chosen profile deleted elsewhere, naming it', async () => {
    await useStyleProfiles.getState().load();
    useStyleProfiles.getState().choose('p2');
    profiles = [profile('p1', 'ACME')];
    await useStyleProfiles.getState().load();
    expect(useStyleProfiles.getState().chosen).toBeNull();
    expect(useStyleProfiles.getState().vanished).toBe('Globex');
  });

  it('show a saved profile in the list, and give a refused save back as the error', async () => {
    await useStyleProfiles.getState().load();
    main.answer('styleProfiles.update', () => profile('p1', 'ACME GmbH'));
    const fields = { name: 'ACME GmbH', glossaryIds: [], styleRuleIds: [], memoryIds: [] };
    expect(await useStyleProfiles.getState().save(fields, 'p1')).toBeNull();
    expect(useStyleProfiles.getState().profiles?.[0]?.name).toBe('ACME GmbH');
    main.answer('styleProfiles.create', () => {
      throw new ValidationError([{ field: 'glossary_ids', message: "Check 'glossary_ids'." }]);
    });
    expect((await useStyleProfiles.getState().save({ ...fields, name: 'X' }))?.kind).toBe('validation');
    expect(useStyleProfiles.getState().profiles).toHaveLength(2);
  });
});
