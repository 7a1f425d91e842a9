// The meeting's spoken-term lists in the window: read from main, saved and deleted through it, and a failure
// kept to be said rather than lost.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NotFoundError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useSpokenTerms } = await import('./spokenTermsStore');

const launch = { id: 'st-1', name: 'Launch', languages: [{ lang: 'en', entryCount: 2 }] };

beforeEach(() => {
  main.calls.length = 0;
  useSpokenTerms.setState({ lists: null, gone: [], error: null, busy: false });
  main.answer('spokenTerms.list', () => ({ lists: [launch], gone: ['Old list'] }));
});

describe('spoken-term lists in the set-up', () => {
  it('lists the account’s lists, and names those the service no longer has', async () => {
    await useSpokenTerms.getState().load();
    expect(useSpokenTerms.getState()).toMatchObject({ lists: [launch], gone: ['Old list'], error: null });
  });

  it('saves a new list and adds it to the choice, answering its id', async () => {
    await useSpokenTerms.getState().load();
    const made = { id: 'st-2', name: 'Board', languages: [{ lang: 'de', entryCount: 1 }] };
    main.answer('spokenTerms.save', () => made);
    const request = { id: null, name: 'Board', lang: 'de', entries: 'Vorstand' };
    expect(await useSpokenTerms.getState().save(request)).toBe('st-2');
    expect(main.requests('spokenTerms.save')).toEqual([request]);
    expect(useSpokenTerms.getState().lists).toEqual([launch, made]);
  });

  it('keeps the list when deleting fails, and says why', async () => {
    await useSpokenTerms.getState().load();
    main.answer('spokenTerms.delete', () => {
      throw new NotFoundError();
    });
    expect(await useSpokenTerms.getState().remove('st-1')).toBe(false);
    expect(useSpokenTerms.getState().lists).toEqual([launch]);
    expect(useSpokenTerms.getState().error?.kind).toBe('notFound');
  });
});
