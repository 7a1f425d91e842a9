import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '../../shared/calls/history';
import { exportHistory, glossaryDraft } from './historyExport';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';

let nextId = 1;
const entry = (source: string, result: string, extra: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id: nextId++,
  kind: 'translation',
  source,
  result,
  sourceLang: 'EN',
  detectedSourceLang: 'EN',
  targetLang: 'DE',
  glossaryId: null,
  gesture: 'translate',
  createdAt: Date.UTC(2026, 10, 23, 9, 30),
  pinned: false,
  ...extra,
});

describe('exporting history as CSV', () => {
  it('has a header row and quotes commas, quotes and line breaks as RFC 4180 says', () => {
    const file = exportHistory([entry('Hello, "world"\nagain', 'Hallo')], 'csv', new Date(Date.UTC(2026, 10, 23)));
    expect(file.fileName).toBe('glossa-history-2026-11-23.csv');
    const [header, row] = file.content.replace('\ufeff', '').split('\r\n');
    expect(header).toBe('time,kind,source language,target language,glossary,gesture,pinned,source,result');
    expect(row).toBe('2026-11-23T09:30:00.000Z,translation,EN,DE,,translate,no,"Hello, ""world""\nagain",Hallo');
  });
  it('starts with a byte order mark, so spreadsheets read the accents as UTF-8', () => {
    expect(exportHistory([entry('Café', 'Kaffee')], 'csv').content.startsWith('\ufeff')).toBe(true);
  });
  it('keeps a text that a spreadsheet would run as a formula from running: =, +, -, @, a tab or a CR first', () => {
    expect(exportHistory([entry('=HYPERLINK("x")', '- a list item')], 'csv').content).toContain(
      `"'=HYPERLINK(""x"")",'- a list item`,
    );
    const row = (source: string) =>
      exportHistory([entry(source, 'ok')], 'csv')
        .content.replace('\ufeff', '')
        .split('\r\n')[1]!;
    expect(row('\t=1+2')).toContain(`,'\t=1+2,ok`);
    expect(row('\r=1+2')).toContain(`,"'\r=1+2",ok`);
    expect(row('+SUM(A1)')).toContain(`,'+SUM(A1),ok`);
    expect(row('@cmd')).toContain(`,'@cmd,ok`);
  });
});

describe('exporting history as TSV', () => {
  it('writes one entry per line, with tabs and line breaks in a text escaped', () => {
    const file = exportHistory([entry('a\tb\nc', 'x\\y')], 'tsv');
    const lines = file.content.split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]!.split('\t').slice(-2)).toEqual(['a\\tb\\nc', 'x\\\\y']);
    expect(file.mimeType).toBe('text/tab-separated-values');
  });
});

describe("chosen translations become a glossary draft for the editor's import", () => {
  it('turns each into a source phrase and its translation, checked by the glossary rules', () => {
    const draft = glossaryDraft([entry('invoice', 'Rechnung'), entry(' contract ', 'Vertrag')]);
    expect(draft).toMatchObject({ sourceLang: 'en', targetLang: 'de', entryCount: 2, skipped: [] });
    expect(parseGlossaryEntries(draft.entriesTsv).entries).toEqual([
      { source: 'invoice', target: 'Rechnung' },
      { source: 'contract', target: 'Vertrag' },
    ]);
  });
  it('keeps the pair most chosen entries share and says why the others were left out', () => {
    const fr = entry('hello', 'bonjour', { targetLang: 'FR' });
    const improvement = entry('teh cat', 'the cat', { kind: 'improvement', targetLang: null });
    const twoLines = entry('line one\nline two', 'Zeile eins\nZeile zwei');
    const draft = glossaryDraft([
      entry('invoice', 'Rechnung'),
      entry('contract', 'Vertrag', { targetLang: 'DE-AT' as string }),
      fr,
      improvement,
      twoLines,
    ]);
    expect(draft.entryCount).toBe(2);
    expect(draft.skipped).toEqual([
      {
        id: improvement.id,
        reason: 'An improvement has no second language.',
        reasonSays: { id: 'history.skipped.improvement' },
      },
      {
        id: fr.id,
        reason: 'Another language pair (English → French).',
        reasonSays: expect.objectContaining({
          id: 'history.skipped.otherPair',
          languages: { source: 'en', target: 'fr' },
        }),
      },
      { id: twoLines.id, reason: expect.stringMatching(/line break/i), reasonSays: expect.anything() },
    ]);
  });
});
