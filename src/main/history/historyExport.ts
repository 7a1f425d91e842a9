// History entries as a CSV or TSV file, and chosen entries as a glossary import (one language pair, each
// pair of phrases checked by the shared glossary rules).
import type { ExportedHistory, GlossaryDraft, HistoryEntry } from '../../shared/calls/history';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { baseLanguage, languageName as englishLanguageName } from '../../shared/rules/languages';
import { defuseFormula } from '../../shared/rules/spreadsheetCells';
import {
  serializeEntriesTsv,
  trimPhrase,
  validateSourcePhrase,
  validateTargetPhrase,
} from '../../shared/rules/glossaryEntries';

const COLUMNS = [
  'time',
  'kind',
  'source language',
  'target language',
  'glossary',
  'gesture',
  'pinned',
  'source',
  'result',
] as const;

function cells(entry: HistoryEntry): string[] {
  return [
    new Date(entry.createdAt).toISOString(),
    entry.kind,
    entry.sourceLang ?? entry.detectedSourceLang,
    entry.targetLang ?? '',
    entry.glossaryId ?? '',
    entry.gesture,
    entry.pinned ? 'yes' : 'no',
    entry.source,
    entry.result,
  ];
}

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (shared/rules/spreadsheetCells.ts). */
const defused = defuseFormula;

const csvCell = (cell: string): string => {
  const value = defused(cell);
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** TSV has no quoting: a tab, line break or backslash in a text is written as \t, \n, \r or \\. */
const tsvCell = (cell: string): string =>
  defused(cell).replace(/[\\\t\r\n]/g, (c) => ({ '\\': '\\\\', '\t': '\\t', '\r': '\\r', '\n': '\\n' })[c]!);

export function exportHistory(
  entries: readonly HistoryEntry[],
  format: 'csv' | 'tsv',
  now = new Date(),
): ExportedHistory {
  const lines =
    format === 'csv'
      ? [COLUMNS.join(','), ...entries.map((e) => cells(e).map(csvCell).join(','))]
      : [COLUMNS.join('\t'), ...entries.map((e) => cells(e).map(tsvCell).join('\t'))];
  const day = now.toISOString().slice(0, 10);
  return {
    fileName: `glossa-history-${day}.${format}`,
    mimeType: format === 'csv' ? 'text/csv' : 'text/tab-separated-values',
    // CSV with a byte order mark so spreadsheet programs read it as UTF-8.
    content: (format === 'csv' ? '\ufeff' : '') + lines.join('\r\n') + '\r\n',
    count: entries.length,
  };
}

/** A glossary draft as the work pool makes it: its entries as TSV, which main stages and never sends on. */
type DraftEntries = Omit<GlossaryDraft, 'stagingId' | 'fileName'> & { entriesTsv: string };

/**
 * Chosen translations as glossary entries (source phrase -> translation). The pair is the one most chosen
 * entries share (by base language); the rest are skipped with their reason, as are improvements and texts a
 * glossary entry cannot hold (line breaks, too long).
 */
export function glossaryDraft(entries: readonly HistoryEntry[]): DraftEntries {
  const skipped: GlossaryDraft['skipped'] = [];
  const skip = (id: number, reasonSays: UiMessage) => skipped.push({ id, reason: englishText(reasonSays), reasonSays });
  const translations = entries.filter((e) => {
    if (e.kind === 'translation' && e.targetLang) return true;
    skip(e.id, { id: 'history.skipped.improvement' });
    return false;
  });
  const pairOf = (e: HistoryEntry) =>
    `${baseLanguage(e.sourceLang ?? e.detectedSourceLang)}>${baseLanguage(e.targetLang!)}`;
  const counts = new Map<string, number>();
  for (const e of translations) counts.set(pairOf(e), (counts.get(pairOf(e)) ?? 0) + 1);
  const pair = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const chosen: { source: string; target: string }[] = [];
  const seen = new Set<string>();
  for (const e of translations) {
    if (pairOf(e) !== pair) {
      const [source, target] = pairOf(e).split('>') as [string, string];
      skip(e.id, {
        id: 'history.skipped.otherPair',
        values: { source: englishLanguageName(source), target: englishLanguageName(target) },
        languages: { source, target },
      });
      continue;
    }
    const source = trimPhrase(e.source);
    const target = trimPhrase(e.result);
    const issue = [...validateSourcePhrase(source), ...validateTargetPhrase(target)][0];
    if (issue) {
      skipped.push(
        issue.uiMessage
          ? { id: e.id, reason: issue.message, reasonSays: issue.uiMessage }
          : { id: e.id, reason: issue.message },
      );
      continue;
    }
    if (seen.has(source)) {
      skip(e.id, { id: 'history.skipped.duplicate' });
      continue;
    }
    seen.add(source);
    chosen.push({ source, target });
  }
  const [sourceLang = '', targetLang = ''] = pair?.split('>') ?? [];
  return { sourceLang, targetLang, entriesTsv: serializeEntriesTsv(chosen), entryCount: chosen.length, skipped };
}
