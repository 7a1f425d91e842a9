// The store of the documents' quality checks against a fake of main: it shows what main kept (after a reload),
// follows main's events, starts or goes on with a check, and says why one could not start.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentCheckView } from '../../../shared/calls/qualityCheck';
import { NotFoundError } from '../../../shared/errors';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useDocumentChecks } = await import('./documentChecksStore');

const initial = useDocumentChecks.getState();
const view = (change: Partial<DocumentCheckView> = {}): DocumentCheckView => ({
  jobId: 'j1',
  name: 'manual.de.xlf',
  state: 'done',
  total: 3,
  checked: 3,
  unfilled: 0,
  tooLong: 0,
  doubtfulCount: 0,
  doubtful: [],
  ...change,
});

beforeEach(() => {
  main.calls.length = 0;
  useDocumentChecks.setState(initial, true);
});

describe('the documents’ quality checks', () => {
  it('shows the checks main kept when Documents opens (a reloaded window loses none)', async () => {
    main.answer('qualityCheck.documentChecks', () => ({ checks: [view({ score: 88, doubtfulCount: 1 })] }));
    await useDocumentChecks.getState().load();
    expect(useDocumentChecks.getState().checks.j1).toMatchObject({ score: 88, doubtfulCount: 1 });
  });

  it('starts a check, shows a hidden one again, and follows main’s events', async () => {
    main.answer('qualityCheck.checkDocument', () => view({ state: 'reading', checked: 0, total: 0 }));
    useDocumentChecks.getState().hide('j1');
    await useDocumentChecks.getState().start('j1');
    expect(main.requests('qualityCheck.checkDocument')).toEqual([{ jobId: 'j1' }]);
    expect(useDocumentChecks.getState().hidden).toEqual({});
    expect(useDocumentChecks.getState().checks.j1?.state).toBe('reading');
    main.emit('qualityCheck.onDocumentChecks', { checks: [view({ state: 'checking', checked: 500, total: 1200 })] });
    expect(useDocumentChecks.getState().checks.j1).toMatchObject({ state: 'checking', checked: 500 });
  });

  it('keeps main’s later state when an event arrives before the answer to the start', async () => {
    main.answer('qualityCheck.checkDocument', () => {
      main.emit('qualityCheck.onDocumentChecks', { checks: [view({ state: 'checking', checked: 500, total: 1200 })] });
      return view({ state: 'reading', checked: 0, total: 0 });
    });
    await useDocumentChecks.getState().start('j1');
    expect(useDocumentChecks.getState().checks.j1?.state).toBe('checking');
  });

  it('says why a check could not start, on the job it was asked for', async () => {
    main.answer('qualityCheck.checkDocument', () => {
      throw new NotFoundError({ says: { id: 'documents.error.jobGone' } });
    });
    await useDocumentChecks.getState().start('j1');
    expect(useDocumentChecks.getState().startErrors.j1).toMatchObject({ kind: 'notFound' });
  });
});
