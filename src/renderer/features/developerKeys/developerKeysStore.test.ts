// The Developer keys screen: the account's keys, and each change as the service now holds it.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { ForbiddenSenderError, NotFoundError } from '../../../shared/errors';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useDeveloperKeys } = await import('./developerKeysStore');

const key = (keyId: string, label: string, change: Partial<DeveloperKeyView> = {}): DeveloperKeyView => ({
  keyId,
  label,
  creationTime: '2026-01-01T00:00:00Z',
  deactivated: false,
  characterLimit: null,
  speechLimitMs: null,
  ...change,
});

beforeEach(() => {
  main.calls.length = 0;
  useDeveloperKeys.setState({ keys: null, loadError: null, filter: 'active', busy: false });
  main.answer('developerKeys.list', () => ({ keys: [key('a:1', 'Build server')] }));
});

describe('developer keys', () => {
  it("are the account's keys as the service lists them", async () => {
    await useDeveloperKeys.getState().load();
    expect(useDeveloperKeys.getState().keys).toEqual([key('a:1', 'Build server')]);
  });

  it('show a new key at once, with the label and limits it was created with', async () => {
    await useDeveloperKeys.getState().load();
    main.answer('developerKeys.create', () => key('b:2', 'Laptop', { characterLimit: 1000 }));
    expect(await useDeveloperKeys.getState().create('Laptop', 1000, null)).toBeNull();
    expect(main.requests('developerKeys.create')).toEqual([
      { label: 'Laptop', characterLimit: 1000, speechLimitMs: null },
    ]);
    expect(useDeveloperKeys.getState().keys?.map((k) => k.label)).toEqual(['Build server', 'Laptop']);
    expect(useDeveloperKeys.getState().busy).toBe(false);
  });

  it('show a renamed or deactivated key in its place, not twice', async () => {
    await useDeveloperKeys.getState().load();
    main.answer('developerKeys.deactivate', () => key('a:1', 'Build server', { deactivated: true }));
    await useDeveloperKeys.getState().deactivate('a:1');
    expect(useDeveloperKeys.getState().keys).toEqual([key('a:1', 'Build server', { deactivated: true })]);
  });

  it('say why a change failed, and show what the service holds now (another admin may have changed it)', async () => {
    await useDeveloperKeys.getState().load();
    main.answer('developerKeys.rename', () => {
      throw new NotFoundError();
    });
    main.answer('developerKeys.list', () => ({ keys: [] }));
    const outcome = await useDeveloperKeys.getState().rename('a:1', 'New name');
    expect(outcome?.kind).toBe('notFound');
    await vi.waitFor(() => expect(useDeveloperKeys.getState().keys).toEqual([]));
  });

  it('say why they could not be listed, and are forgotten when the account changes', async () => {
    main.answer('developerKeys.list', () => {
      throw new ForbiddenSenderError();
    });
    await useDeveloperKeys.getState().load();
    expect(useDeveloperKeys.getState().loadError).not.toBeNull();
    useDeveloperKeys.setState({ keys: [key('a:1', 'Build server')] });
    main.emit('accounts.onChanged', switchedAccount());
    expect(useDeveloperKeys.getState()).toMatchObject({ keys: null, loadError: null });
  });
});
