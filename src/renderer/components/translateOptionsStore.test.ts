// What a translator sets beyond languages: options sent with a translation, and choices cleared when the
// service says what they name no longer exists.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ErrorData } from '../../shared/errors';
import { MEMORY_THRESHOLD } from '../../shared/rules/translateOptions';
import { switchedAccount } from '../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../lib/testing/fakeGlossa')).installFakeGlossa());
const { useTranslateOptions } = await import('./translateOptionsStore');

const memory = { memoryId: 'm1', name: 'Legal', sourceLang: 'en', targetLangs: ['de'], segmentCount: 12 };
const notFound = (field: string): ErrorData => ({
  kind: 'notFound',
  message: 'The service could not find it.',
  fields: [{ field, message: 'gone' }],
});

beforeEach(() => {
  main.calls.length = 0;
  useTranslateOptions.getState().reset();
});

describe('translation options', () => {
  it('leave out what the user emptied, so nothing blank is sent', () => {
    useTranslateOptions.getState().set({ context: 'A contract.' });
    useTranslateOptions.getState().set({ context: '' });
    expect(useTranslateOptions.getState().options).toEqual({});
  });

  it('give a chosen translation memory the default threshold, and drop the threshold with the memory', () => {
    useTranslateOptions.getState().set({ memoryId: 'm1' });
    expect(useTranslateOptions.getState().options.memoryThreshold).toBe(MEMORY_THRESHOLD.default);
    useTranslateOptions.getState().set({ memoryId: undefined });
    expect(useTranslateOptions.getState().options).toEqual({});
  });

  it('clear a translation memory deleted elsewhere, and say which one by name', async () => {
    main.answer('translate.memories', () => ({ memories: [memory] }));
    await useTranslateOptions.getState().loadMemories();
    useTranslateOptions.getState().set({ memoryId: 'm1' });
    const said = useTranslateOptions.getState().clearGone(notFound('translation_memory_id'), []);
    expect(said?.said).toEqual({ id: 'translate.options.memoryClearedNamed', values: { name: 'Legal' } });
    expect(useTranslateOptions.getState().options.memoryId).toBeUndefined();
    expect(useTranslateOptions.getState().memories).toEqual([]);
  });

  it('clear the one glossary the service could not find, keeping the others', () => {
    useTranslateOptions.getState().setMoreGlossaries(['g2', 'g3']);
    const said = useTranslateOptions.getState().clearGone(notFound('glossary_ids.1'), ['g1', 'g2', 'g3']);
    expect(said?.glossaryId).toBe('g2');
    expect(useTranslateOptions.getState().moreGlossaryIds).toEqual(['g3']);
    expect(useTranslateOptions.getState().cleared).toEqual({ id: 'translate.options.glossaryCleared' });
  });

  it('leave every choice alone for an error that names none of them', () => {
    useTranslateOptions.getState().set({ memoryId: 'm1' });
    expect(useTranslateOptions.getState().clearGone({ kind: 'network', message: 'offline' }, [])).toBeNull();
    expect(useTranslateOptions.getState().options.memoryId).toBe('m1');
  });

  it('offer no memories, with the reason, when they cannot be listed', async () => {
    main.answer('translate.memories', () => {
      throw new Error('boom');
    });
    await useTranslateOptions.getState().loadMemories();
    expect(useTranslateOptions.getState().memories).toEqual([]);
    expect(useTranslateOptions.getState().memoriesError).not.toBeNull();
  });

  it('start again when the account changes (another account has other memories)', () => {
    useTranslateOptions.getState().set({ memoryId: 'm1' });
    main.emit('accounts.onChanged', switchedAccount());
    expect(useTranslateOptions.getState().options).toEqual({});
  });
});
