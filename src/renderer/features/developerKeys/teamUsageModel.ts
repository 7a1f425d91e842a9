// Pure logic of Team usage: the periods a person picks (this month, last month, the last 30 or 90 days, this
// year, or two dates), each as whole UTC days the analytics take, and the chart's series from a report.
import type { UiMessage } from '../../../shared/i18n/catalogue';
import type { FieldIssue } from '../../../shared/errors';
import type { TeamUsage, UsageFigures, UsagePeriodCall } from '../../../shared/calls/developerKeys';
import { checkAnalyticsPeriod } from '../../../shared/rules/usageAnalytics';

export const PERIOD_PRESETS = ['thisMonth', 'lastMonth', 'last30', 'last90', 'thisYear', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

const day = (time: number) => new Date(time).toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** The dates of a preset on a given day (UTC): from its first day to today, or the whole previous month. */
export function presetPeriod(preset: Exclude<PeriodPreset, 'custom'>, now: Date): UsagePeriodCall {
  const year = now.getUTCFullYear();
  const month = now.getUTCMonth();
  const today = day(now.getTime());
  switch (preset) {
    case 'thisMonth':
      return { startDate: day(Date.UTC(year, month, 1)), endDate: today };
    case 'lastMonth':
      return { startDate: day(Date.UTC(year, month - 1, 1)), endDate: day(Date.UTC(year, month, 0)) };
    case 'last30':
      return { startDate: day(now.getTime() - 29 * DAY_MS), endDate: today };
    case 'last90':
      return { startDate: day(now.getTime() - 89 * DAY_MS), endDate: today };
    case 'thisYear':
      return { startDate: day(Date.UTC(year, 0, 1)), endDate: today };
  }
}

/** What is wrong with two typed dates, as a message of the catalogue (undefined when the period can be asked). */
export function periodProblem(period: UsagePeriodCall): UiMessage | undefined {
  const issue: FieldIssue | undefined = checkAnalyticsPeriod(period.startDate, period.endDate)[0];
  if (!issue) return undefined;
  if (issue.field === 'start_date') return { id: 'developerKeys.usage.period.badStart' };
  if (/before/.test(issue.message)) return { id: 'developerKeys.usage.period.reversed' };
  if (/at most/.test(issue.message)) return { id: 'developerKeys.usage.period.tooLong', values: { days: 366 } };
  return { id: 'developerKeys.usage.period.badEnd' };
}

/** The kinds of use a bar is stacked from, in the order the chart shows them. */
export const USAGE_KINDS = ['text', 'document', 'write'] as const satisfies readonly (keyof UsageFigures)[];
export type UsageKind = (typeof USAGE_KINDS)[number];

export interface UsageRow {
  name: string;
  /** The masked key, for a key's row. */
  detail?: string;
  figures: UsageFigures;
}

/** The rows of one chart: per key (by label) or per reporting tag; the largest first, as the report orders them. */
export function usageRows(usage: TeamUsage, by: 'keys' | 'tags'): UsageRow[] {
  return by === 'keys'
    ? usage.keys.map((key) => ({ name: key.label, detail: key.apiKey, figures: key.figures }))
    : usage.tags.map((tag) => ({ name: tag.tag, figures: tag.figures }));
}
