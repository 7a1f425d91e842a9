// Drafts against a fake of main: the kept draft is restored before any saving starts (so an empty new window
// never overwrites it), saving waits for a pause in typing, and an empty state drops the draft.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStore } from 'zustand/vanilla';
import { GlossaError } from '../../shared/errors';

const main = await vi.hoisted(async () => (await import('./testing/fakeGlossa')).installFakeGlossa());
const { DRAFT_PAUSE_MS, flushDrafts, keepDraft, useDraftNotices } = await import('./drafts');

afterEach(() => vi.useRealTimers());

describe('a store kept as a draft', () => {
  it('restores the kept draft first, saves after a pause, and drops the draft when the text is emptied', async () => {
    main.answer('drafts.list', () => ({
      drafts: [{ draft: { kind: 'write', original: 'kept', targetLang: null }, savedAt: 'x' }],
    }));
    main.answer('drafts.save', () => ({ saved: true }));
    main.answer('drafts.discard', () => ({ discarded: true }));
    const store = createStore(() => ({ original: '' }));
    await keepDraft('write', store, {
      draftOf: (s) => (s.original === '' ? null : { kind: 'write', original: s.original, targetLang: null }),
      restore: (draft) => (store.setState({ original: draft.original }), true),
    });
    expect(store.getState().original).toBe('kept');
    expect(useDraftNotices.getState().restored.write).toBe(true);
    expect(main.requests('drafts.save')).toEqual([]);

    vi.useFakeTimers();
    store.setState({ original: 'kept a' });
    store.setState({ original: 'kept ab' });
    vi.advanceTimersByTime(DRAFT_PAUSE_MS - 1);
    expect(main.requests('drafts.save')).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(main.requests('drafts.save')).toEqual([{ kind: 'write', original: 'kept ab', targetLang: null }]);
    store.setState({ original: '' });
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(main.requests('drafts.discard')).toEqual([{ kind: 'write' }]);
  });

  it('saves what was typed while the kept drafts were still being read (it was lost at a reload)', async () => {
    main.calls.length = 0;
    vi.useFakeTimers();
    main.answer('drafts.save', () => ({ saved: true }));
    const store = createStore(() => ({ filePath: '' }));
    const keeping = keepDraft('voice', store, {
      draftOf: (s) => (s.filePath === '' ? null : { kind: 'voice', source: 'file', filePath: s.filePath }),
      restore: () => true,
    });
    // The window's first keystrokes, before main has said which drafts it kept.
    store.setState({ filePath: '/home/me/talk.wav' });
    await keeping;
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    expect(main.requests('drafts.save')).toEqual([{ kind: 'voice', source: 'file', filePath: '/home/me/talk.wav' }]);
  });

  it('saves at once what was typed while the kept drafts were still being read, when the page goes first', async () => {
    main.calls.length = 0;
    main.answer('drafts.save', () => ({ saved: true }));
    const store = createStore(() => ({ filePath: '' }));
    const keeping = keepDraft('documents', store, {
      draftOf: (s) => (s.filePath === '' ? null : { kind: 'documents', files: [] }),
      restore: () => true,
    });
    store.setState({ filePath: '/home/me/contract.docx' });
    flushDrafts(); // the page goes (pagehide)
    expect(main.requests('drafts.save')).toEqual([{ kind: 'documents', files: [] }]);
    await keeping;
  });

  it('a save main could not write shows its sentence and next step', async () => {
    main.answer('drafts.list', () => ({ drafts: [] }));
    main.answer('drafts.save', () => {
      throw new GlossaError({
        kind: 'internal',
        message: 'Your draft could not be kept (the disk is full).',
        nextStep: 'Free some space.',
      });
    });
    const store = createStore(() => ({ text: '' }));
    await keepDraft('translate', store, {
      draftOf: (s) =>
        s.text === ''
          ? null
          : { kind: 'translate', sourceText: s.text, sourceLang: null, targetLang: null, formality: 'default' },
    });
    vi.useFakeTimers();
    store.setState({ text: 'a' });
    vi.advanceTimersByTime(DRAFT_PAUSE_MS);
    await vi.waitFor(() =>
      expect(useDraftNotices.getState().problems.translate).toMatchObject({
        message: 'Your draft could not be kept (the disk is full).',
        nextStep: 'Free some space.',
      }),
    );
  });
});
