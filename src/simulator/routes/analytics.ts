// The admin usage analytics (openapi.yaml; the spec names none, so both dialects answer alike):
// GET /v2/admin/analytics (the organization's usage, optionally per key or per key and day) and
// GET /v2/admin/analytics/custom-tags (text translation per reporting tag, over the period or per day, paged).
// Every figure comes from the usage ledger: what the simulator billed each key of the Pro account, day by day.
// Unlike the service, whose reports reach the previous UTC day, today is included, so a demo shows its own work.
import { json, type Exchange } from '../http/exchange';
import { badRequest } from '../http/serviceError';
import { rejectIssues } from '../http/validation';
import {
  ANALYTICS_GROUPINGS,
  CUSTOM_TAG_AGGREGATIONS,
  MAX_ANALYTICS_DAYS,
  checkAnalyticsPeriod,
  daysCovered,
  maskApiKey,
} from '../../shared/rules/usageAnalytics';
import type { KeyDayUsage, TagDayUsage } from '../state/usageLedger';
import type { Accounts } from '../state/accounts';
import type { SimulatorModule } from '../context';

/** Entries of the custom tag report per page. */
export const CUSTOM_TAG_PAGE_SIZE = 25;
/** The label the account's own Pro key is reported with (developer keys carry theirs). */
const ACCOUNT_KEY_LABEL = 'Default key';

const sumKeyUsage = (into: KeyDayUsage, add: KeyDayUsage): KeyDayUsage => ({
  text: into.text + add.text,
  document: into.document + add.document,
  write: into.write + add.write,
  speechMs: into.speechMs + add.speechMs,
});
const noKeyUsage = (): KeyDayUsage => ({ text: 0, document: 0, write: 0, speechMs: 0 });

const breakdown = (usage: KeyDayUsage) => ({
  total_characters: usage.text + usage.document + usage.write,
  text_translation_characters: usage.text,
  document_translation_characters: usage.document,
  text_improvement_characters: usage.write,
  speech_to_text_minutes: Math.round((usage.speechMs / 60_000) * 100) / 100,
});

const tagBreakdown = (usage: TagDayUsage) => ({
  total_characters: usage.text + usage.write,
  text_translation_characters: usage.text,
  text_improvement_characters: usage.write,
});

// RFC 3339 as the schema says (its examples leave the offset out; the client reads both).
const dateTime = (day: string) => `${day}T00:00:00Z`;

/** The period of the query, checked: 400 in the service's words for a range over 366 days. */
function period(exchange: Exchange): { start: string; end: string } {
  const start = exchange.query.get('start_date') ?? undefined;
  const end = exchange.query.get('end_date') ?? undefined;
  const issues = checkAnalyticsPeriod(start, end);
  if (issues.length === 0) return { start: start!, end: end! };
  if (issues.every((issue) => issue.field === 'end_date') && daysCovered(start!, end!) > MAX_ANALYTICS_DAYS)
    throw badRequest(`Bad request. Reason: Date range cannot exceed ${MAX_ANALYTICS_DAYS} days`);
  return rejectIssues(issues) as never;
}

/** A closed value of the query, `''` as absent; else 400 listing what is allowed, as the service words it. */
function choice<T extends string>(exchange: Exchange, name: string, allowed: readonly T[]): T | undefined {
  const value = exchange.query.get(name) ?? '';
  if (value === '') return undefined;
  if ((allowed as readonly string[]).includes(value)) return value as T;
  throw badRequest(
    `Value for '${name}' not supported. Allowed: ${["''", ...allowed.map((a) => `'${a}'`)].join(', ')}.`,
  );
}

/** The Pro account's keys: its own and the developer keys (the admin key translates nothing; Free is another account). */
function reportedKeys(accounts: Accounts, key: string): { masked: string; label: string } | undefined {
  if (key === accounts.keys.pro) return { masked: maskApiKey(key), label: ACCOUNT_KEY_LABEL };
  const developer = accounts.developerKeys.get(key);
  return developer && { masked: maskApiKey(key), label: developer.label };
}

export const analyticsRoutes: SimulatorModule = ({ routes, accounts }) => {
  routes.add(
    {
      method: 'GET',
      path: '/v2/admin/analytics',
      access: 'admin',
      handle: (exchange) => {
        const { start, end } = period(exchange);
        const groupBy = choice(exchange, 'group_by', ANALYTICS_GROUPINGS);
        const days = accounts.ledger.between(start, end);
        const perKey = new Map<string, KeyDayUsage>();
        const perKeyAndDay: { key: string; day: string; usage: KeyDayUsage }[] = [];
        let total = noKeyUsage();
        for (const day of days) {
          for (const [key, usage] of Object.entries(day.keys)) {
            if (!reportedKeys(accounts, key)) continue;
            total = sumKeyUsage(total, usage);
            perKey.set(key, sumKeyUsage(perKey.get(key) ?? noKeyUsage(), usage));
            perKeyAndDay.push({ key, day: day.day, usage });
          }
        }
        const item = (key: string, usage: KeyDayUsage) => {
          const reported = reportedKeys(accounts, key)!;
          return { api_key: reported.masked, api_key_label: reported.label, usage: breakdown(usage) };
        };
        const byTotal = (a: [string, KeyDayUsage], b: [string, KeyDayUsage]) =>
          breakdown(b[1]).total_characters - breakdown(a[1]).total_characters || a[0].localeCompare(b[0]);
        return json(200, {
          usage_report: {
            total_usage: breakdown(total),
            ...(groupBy ? { group_by: groupBy } : {}),
            start_date: dateTime(start),
            end_date: dateTime(end),
            ...(groupBy === 'key'
              ? { key_usages: [...perKey].sort(byTotal).map(([key, usage]) => item(key, usage)) }
              : {}),
            ...(groupBy === 'key_and_day'
              ? {
                  key_and_day_usages: perKeyAndDay.map(({ key, day, usage }) => ({
                    ...item(key, usage),
                    usage_date: `${day}T00:00:00Z`,
                  })),
                }
              : {}),
          },
        });
      },
    },
    {
      method: 'GET',
      path: '/v2/admin/analytics/custom-tags',
      access: 'admin',
      handle: (exchange) => {
        const { start, end } = period(exchange);
        const aggregateBy = choice(exchange, 'aggregate_by', CUSTOM_TAG_AGGREGATIONS) ?? 'period';
        const pageText = exchange.query.get('page') ?? '1';
        const page = /^\d+$/.test(pageText) ? Number(pageText) : Number.NaN;
        if (!(page >= 1)) throw badRequest("Value for 'page' not supported: a page number is 1 or more.");
        const entries: { tag: string; day?: string; usage: TagDayUsage }[] = [];
        const days = accounts.ledger.between(start, end);
        if (aggregateBy === 'day') {
          for (const day of days)
            for (const [tag, usage] of Object.entries(day.tags).sort(([a], [b]) => a.localeCompare(b)))
              entries.push({ tag, day: day.day, usage });
        } else {
          const perTag = new Map<string, TagDayUsage>();
          for (const day of days)
            for (const [tag, usage] of Object.entries(day.tags)) {
              const sum = perTag.get(tag) ?? { text: 0, write: 0 };
              perTag.set(tag, { text: sum.text + usage.text, write: sum.write + usage.write });
            }
          for (const [tag, usage] of [...perTag].sort(([a], [b]) => a.localeCompare(b))) entries.push({ tag, usage });
        }
        const first = (page - 1) * CUSTOM_TAG_PAGE_SIZE;
        const shown = entries.slice(first, first + CUSTOM_TAG_PAGE_SIZE);
        return json(200, {
          custom_tag_usage_report: {
            aggregate_by: aggregateBy,
            start_date: dateTime(start),
            end_date: dateTime(end),
            next_page: first + CUSTOM_TAG_PAGE_SIZE < entries.length ? page + 1 : null,
            usage: shown.map(({ tag, day, usage }) => ({
              custom_tag: tag,
              ...(day ? { usage_date: `${day}T00:00:00Z` } : {}),
              breakdown: tagBreakdown(usage),
            })),
          },
        });
      },
    },
  );
};
