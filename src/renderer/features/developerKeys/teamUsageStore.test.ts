// Team usage: the report of the chosen period, a newer choice winning over an older answer, and a period the
// service would refuse never asked.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TeamUsage } from '../../../shared/calls/developerKeys';
import { NotFoundError } from '../../../shared/errors';
import { switchedAccount } from '../../lib/testing/switchedAccount';

const main = await vi.hoisted(async () => (await import('../../lib/testing/fakeGlossa')).installFakeGlossa());
const { useTeamUsage } = await import('./teamUsageStore');

const figures = { total: 5, text: 5, document: 0, write: 0, speechMinutes: 0 };
const report = (startDate: string, endDate: string): TeamUsage => ({
  startDate,
  endDate,
  total: figures,
  keys: [{ apiKey: 'ab12****cd34', label: 'CAT tool', figures }],
  tags: [],
});

beforeEach(() => {
  main.calls.length = 0;
  useTeamUsage.setState({
    preset: 'custom',
    period: { startDate: '2026-03-01', endDate: '2026-03-31' },
    usage: null,
    loading: false,
    error: null,
  });
  main.answer('developerKeys.usage', (request) => {
    const { startDate, endDate } = request as { startDate: string; endDate: string };
    return report(startDate, endDate);
  });
});

describe('team usage', () => {
  it('is the report of the chosen period', async () => {
    await useTeamUsage.getState().load();
    expect(main.requests('developerKeys.usage')).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-31' }]);
    expect(useTeamUsage.getState()).toMatchObject({ usage: report('2026-03-01', '2026-03-31'), loading: false });
  });

  it('shows the newer choice when an older answer arrives after it', async () => {
    let release: () => void = () => undefined;
    main.answer('developerKeys.usage', async (request) => {
      const { startDate, endDate } = request as { startDate: string; endDate: string };
      if (startDate === '2026-03-01') await new Promise<void>((resolve) => (release = resolve));
      return report(startDate, endDate);
    });
    const first = useTeamUsage.getState().load();
    useTeamUsage.getState().setDates({ startDate: '2026-04-01', endDate: '2026-04-30' });
    await useTeamUsage.getState().load();
    release();
    await first;
    expect(useTeamUsage.getState().usage?.startDate).toBe('2026-04-01');
  });

  it('never asks for a reversed period, and keeps the error of a failed read', async () => {
    useTeamUsage.getState().setDates({ startDate: '2026-03-31', endDate: '2026-03-01' });
    await useTeamUsage.getState().load();
    expect(main.requests('developerKeys.usage')).toEqual([]);
    useTeamUsage.getState().setDates({ startDate: '2026-03-01', endDate: '2026-03-02' });
    main.answer('developerKeys.usage', () => {
      throw new NotFoundError({ message: 'The admin key is no longer valid.' });
    });
    await useTeamUsage.getState().load();
    expect(useTeamUsage.getState().error?.message).toBe('The admin key is no longer valid.');
  });

  it('is read again from the other account when the account changes, for the same period', async () => {
    await useTeamUsage.getState().load();
    main.calls.length = 0;
    main.emit('accounts.onChanged', switchedAccount());
    expect(useTeamUsage.getState().usage).toBeNull();
    await vi.waitFor(() => expect(useTeamUsage.getState().usage).toEqual(report('2026-03-01', '2026-03-31')));
    expect(main.requests('developerKeys.usage')).toEqual([{ startDate: '2026-03-01', endDate: '2026-03-31' }]);
  });

  it('drops the answer of a read in course when the account changes, and shows the other account’s', async () => {
    const old = { ...report('2026-03-01', '2026-03-31'), keys: [] };
    let answerOld: (usage: TeamUsage) => void = () => undefined;
    main.answer('developerKeys.usage', () => new Promise<TeamUsage>((resolve) => (answerOld = resolve)));
    const first = useTeamUsage.getState().load();
    main.answer('developerKeys.usage', () => report('2026-03-01', '2026-03-31'));
    main.emit('accounts.onChanged', switchedAccount());
    await vi.waitFor(() => expect(useTeamUsage.getState().usage).toEqual(report('2026-03-01', '2026-03-31')));
    answerOld(old);
    await first;
    expect(useTeamUsage.getState().usage).toEqual(report('2026-03-01', '2026-03-31'));
  });
});
