// Rules of the admin usage analytics (/v2/admin/analytics and /custom-tags): a report covers whole UTC days from
// `start_date` to `end_date` (ISO 8601 dates, both included), at most 366 days; the groupings the description
// lists. Pure: the Developer keys screen checks the period as it is chosen, main before sending, the simulator
// before answering.
import type { FieldIssue } from '../errors';

/** The longest period one report covers, in days. */
export const MAX_ANALYTICS_DAYS = 366;

export const ANALYTICS_GROUPINGS = ['key', 'key_and_day'] as const;
export const CUSTOM_TAG_AGGREGATIONS = ['period', 'day'] as const;

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Epoch ms of a `YYYY-MM-DD` date at 00:00 UTC, or undefined when it is not a real calendar date. */
function parseIsoDate(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  const match = ISO_DATE.exec(value);
  if (!match) return undefined;
  const time = Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return new Date(time).toISOString().slice(0, 10) === value ? time : undefined;
}

/** Days from start to end, both included (1 for a single day). */
export const daysCovered = (start: string, end: string): number =>
  Math.round((parseIsoDate(end)! - parseIsoDate(start)!) / DAY_MS) + 1;

/** The period of a report: two real dates, the start not after the end, at most 366 days. */
export function checkAnalyticsPeriod(start: unknown, end: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (parseIsoDate(start) === undefined)
    issues.push({ field: 'start_date', message: 'The start date must be a date written YYYY-MM-DD.' });
  if (parseIsoDate(end) === undefined)
    issues.push({ field: 'end_date', message: 'The end date must be a date written YYYY-MM-DD.' });
  if (issues.length > 0) return issues;
  if ((start as string) > (end as string))
    return [{ field: 'end_date', message: 'The end date comes before the start date.' }];
  if (daysCovered(start as string, end as string) > MAX_ANALYTICS_DAYS)
    return [{ field: 'end_date', message: `A report covers at most ${MAX_ANALYTICS_DAYS} days.` }];
  return [];
}

/** A key as a report shows it: its first and last four characters around `****` ("dc88****3a2c"). */
export function maskApiKey(key: string): string {
  return `${key.slice(0, 4)}****${key.slice(-4)}`;
}
