// Team usage on the Developer keys screen: the chosen period (a preset or two dates), the report main read with
// the admin key, and the CSV export of the same period. A newer choice wins over an answer still on its way.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { TeamUsage, UsagePeriodCall } from '../../../shared/calls/developerKeys';
import { download } from '../../lib/download';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';
import { periodProblem, presetPeriod, type PeriodPreset } from './teamUsageModel';

interface TeamUsageStore {
  preset: PeriodPreset;
  period: UsagePeriodCall;
  usage: TeamUsage | null;
  loading: boolean;
  error: ErrorData | null;
  exporting: boolean;
  exportError: ErrorData | null;
  choosePreset(preset: PeriodPreset): void;
  setDates(period: UsagePeriodCall): void;
  load(): Promise<void>;
  exportCsv(): Promise<void>;
}

let asked = 0;

export const useTeamUsage = create<TeamUsageStore>((set, get) => ({
  preset: 'thisMonth',
  period: presetPeriod('thisMonth', new Date()),
  usage: null,
  loading: false,
  error: null,
  exporting: false,
  exportError: null,
  choosePreset(preset) {
    set({ preset, ...(preset === 'custom' ? {} : { period: presetPeriod(preset, new Date()) }) });
    if (preset !== 'custom') void get().load();
  },
  setDates(period) {
    set({ preset: 'custom', period });
  },
  async load() {
    const { period } = get();
    if (periodProblem(period)) return;
    const mine = ++asked;
    set({ loading: true, error: null });
    try {
      const usage = await unwrap(glossa.developerKeys.usage(period));
      if (mine === asked) set({ usage, loading: false });
    } catch (error) {
      if (mine === asked) set({ error: errorDataOf(error), loading: false });
    }
  },
  async exportCsv() {
    const { period } = get();
    if (periodProblem(period)) return;
    set({ exporting: true, exportError: null });
    try {
      const file = await unwrap(glossa.developerKeys.exportUsage(period));
      download(file.fileName, 'text/csv', file.content);
      set({ exporting: false });
    } catch (error) {
      set({ exporting: false, exportError: errorDataOf(error) });
    }
  },
}));

// Another account has other keys and another organization's usage: read at once if the section was read (it may
// be open).
onAccountChange(() => {
  const { usage, error, loading, load } = useTeamUsage.getState();
  useTeamUsage.setState({ usage: null, error: null, exportError: null });
  if (usage !== null || error !== null || loading) void load(); // a read in course is replaced, its answer dropped
});
