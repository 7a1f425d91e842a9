// Team usage for the Developer keys screen: the admin analytics over a chosen period, read with the account's
// admin key, as characters per key (matched to the developer keys by their masked form) and per reporting tag;
// and the same report as a CSV file, written with the CSV rules of the app's other exports.
import Papa from 'papaparse';
import type { CustomTagUsage, UsageBreakdown } from '../../shared/api/admin';
import type { TeamUsage, UsageFigures, UsagePeriodCall } from '../../shared/calls/developerKeys';
import { FORMULA_LEAD } from '../../shared/rules/spreadsheetCells';
import { maskApiKey } from '../../shared/rules/usageAnalytics';
import type { CallOptions } from '../api/transport';
import type { AdminConnection } from './developerKeys';

const figures = (usage: UsageBreakdown): UsageFigures => ({
  total: usage.total_characters,
  text: usage.text_translation_characters ?? 0,
  document: usage.document_translation_characters ?? 0,
  write: usage.text_improvement_characters ?? 0,
  speechMinutes: usage.speech_to_text_minutes ?? 0,
});

/** A tag's entries (one per day, or one for the period) summed. */
function tagTotals(usage: readonly CustomTagUsage[]): TeamUsage['tags'] {
  const perTag = new Map<string, UsageFigures>();
  for (const entry of usage) {
    const add = figures(entry.breakdown);
    const sum = perTag.get(entry.custom_tag);
    perTag.set(
      entry.custom_tag,
      sum
        ? {
            total: sum.total + add.total,
            text: sum.text + add.text,
            document: sum.document + add.document,
            write: sum.write + add.write,
            speechMinutes: sum.speechMinutes + add.speechMinutes,
          }
        : add,
    );
  }
  return [...perTag]
    .map(([tag, tagFigures]) => ({ tag, figures: tagFigures }))
    .sort((a, b) => b.figures.total - a.figures.total || a.tag.localeCompare(b.tag));
}

export class TeamUsageReports {
  constructor(private readonly connection: AdminConnection) {}

  async report({ startDate, endDate }: UsagePeriodCall, signal?: AbortSignal): Promise<TeamUsage> {
    const options: CallOptions = signal ? { signal } : {};
    const admin = (await this.connection.adminClient()).admin;
    const [report, tags, developerKeys] = await Promise.all([
      admin.usageReport(startDate, endDate, 'key', options),
      admin.customTagReport(startDate, endDate, 'period', options),
      admin.listKeys(options),
    ]);
    const byMask = new Map(developerKeys.map((key) => [maskApiKey(key.key_id), key.key_id]));
    return {
      startDate,
      endDate,
      total: figures(report.total_usage),
      keys: (report.key_usages ?? [])
        .map((item) => {
          const keyId = byMask.get(item.api_key);
          return {
            apiKey: item.api_key,
            label: item.api_key_label ?? item.api_key,
            ...(keyId ? { keyId } : {}),
            figures: figures(item.usage),
          };
        })
        .sort((a, b) => b.figures.total - a.figures.total || a.label.localeCompare(b.label)),
      tags: tagTotals(tags),
    };
  }

  async exportCsv(period: UsagePeriodCall, signal?: AbortSignal): Promise<{ fileName: string; content: string }> {
    return teamUsageCsv(await this.report(period, signal));
  }
}

const COLUMNS = [
  'kind',
  'name',
  'key',
  'total characters',
  'text translation',
  'document translation',
  'text improvement',
  'speech minutes',
];

/** One row per key, then one per reporting tag; a UTF-8 BOM first, CRLF lines, formula-like cells escaped. */
function teamUsageCsv(usage: TeamUsage): { fileName: string; content: string } {
  const numbers = (f: UsageFigures) => [f.total, f.text, f.document, f.write, f.speechMinutes].map(String);
  const rows = [
    COLUMNS,
    ...usage.keys.map((key) => ['key', key.label, key.apiKey, ...numbers(key.figures)]),
    ...usage.tags.map((tag) => ['tag', tag.tag, '', ...numbers(tag.figures)]),
  ];
  return {
    fileName: `glossa-team-usage-${usage.startDate}-to-${usage.endDate}.csv`,
    content: `\ufeff${Papa.unparse(rows, { newline: '\r\n', quotes: false, escapeFormulae: FORMULA_LEAD })}\r\n`,
  };
}
