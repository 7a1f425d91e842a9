import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { exportGlossary } from './glossaryExport';
import { importGlossaryFile, type GlossaryFileFormat } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const pair = { sourceLang: 'de', targetLang: 'en' };
const awkward = [
  { source: 'Haus', target: 'house' },
  { source: 'Smith, John', target: 'Schmidt, Johann' },
  { source: '5" screen', target: '„Bildschirm“ mit 5"' },
  { source: 'Fisch & <Chips>', target: 'fish & <chips>' },
  { source: '=SUM(A1)', target: '+1 formula-looking' },
  { source: 'constructor', target: '007' },
  { source: '東京', target: 'Tokyo 😀' },
  { source: 'Straße', target: 'street' },
];

describe('exporting a dictionary', () => {
  it.each<GlossaryFileFormat>(['tsv', 'csv', 'xlsx', 'tbx'])(
    'to %s and importing it again gives the same entries',
    async (format) => {
      const file = await exportGlossary(awkward, format, { ...pair, csvFormulas: 'raw' });
      const result = await importGlossaryFile(file, { fileName: `export.${format}`, ...pair });
      expect(result.issues).toEqual([]);
      expect(entriesOf(result)).toEqual(awkward);
    },
  );

  it('to TSV, the format of the service, writes every phrase unchanged', async () => {
    const text = new TextDecoder().decode(await exportGlossary(awkward, 'tsv', pair));
    expect(text).toContain('=SUM(A1)\t+1 formula-looking\n');
  });

  it('to CSV for spreadsheets puts an apostrophe before every cell a spreadsheet would run as a formula', async () => {
    const risky = [
      { source: '=HYPERLINK("http://evil.example","click")', target: 'x' },
      { source: '+49 30', target: '-minus' },
      { source: '@SUM(1)', target: 'plain' },
      { source: 'a=b', target: 'e-mail' },
    ];
    const lines = new TextDecoder().decode(await exportGlossary(risky, 'csv', pair)).split('\r\n');
    expect(lines.slice(0, 4)).toEqual([
      `"'=HYPERLINK(""http://evil.example"",""click"")",x`,
      `"'+49 30","'-minus"`,
      `"'@SUM(1)",plain`,
      'a=b,e-mail',
    ]);
    for (const line of lines.filter(Boolean)) expect(line).not.toMatch(/(^|,)[=+\-@]/);
  });

  it('to CSV, both kinds, starts with a UTF-8 BOM so Excel reads Käufer as Käufer', async () => {
    for (const csvFormulas of ['escape', 'raw'] as const) {
      const bytes = await exportGlossary([{ source: 'buyer', target: 'Käufer' }], 'csv', { ...pair, csvFormulas });
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(new TextDecoder().decode(bytes)).toBe('buyer,Käufer\r\n');
    }
  });

  it('to raw CSV for CAT tools writes formula-like phrases as they are', async () => {
    const text = new TextDecoder().decode(
      await exportGlossary([{ source: '=SUM(A1)', target: '@x' }], 'csv', { ...pair, csvFormulas: 'raw' }),
    );
    expect(text).toBe('=SUM(A1),@x\r\n');
  });

  it('to XLSX writes every phrase as a text cell in Text-formatted columns, never a formula or a number', async () => {
    const { unzipSync, strFromU8 } = await import('fflate');
    const parts = unzipSync(await exportGlossary(awkward, 'xlsx', pair));
    const sheet = strFromU8(parts['xl/worksheets/sheet1.xml']!);
    expect(sheet).not.toContain('<f>');
    const cells = [...sheet.matchAll(/<c [^>]*>/g)].map((m) => m[0]);
    expect(cells.length).toBe((awkward.length + 1) * 2);
    for (const cell of cells) expect(cell).toContain('t="s"');
    expect(strFromU8(parts['xl/styles.xml']!)).toMatch(/numFmtId="49"/);
  });

  it('to CSV can carry the language codes, and they survive the round trip', async () => {
    const file = await exportGlossary(awkward, 'csv', { ...pair, withLanguageCodes: true, csvFormulas: 'raw' });
    expect(new TextDecoder().decode(file).split('\r\n')[0]).toBe('Haus,house,de,en');
    expect(entriesOf(await importGlossaryFile(file, { fileName: 'x.csv', ...pair }))).toEqual(awkward);
    expect(
      entriesOf(await importGlossaryFile(file, { fileName: 'x.csv', sourceLang: 'fr', targetLang: 'en' })),
    ).toEqual([]);
  });

  it('to XLSX puts the language codes in a header row', async () => {
    const result = await importGlossaryFile(await exportGlossary(awkward, 'xlsx', pair), { fileName: 'x.xlsx' });
    expect(result.preview.columns).toEqual(['de', 'en']);
    expect(result.preview.headerRow).toBe(true);
  });

  it('of an empty dictionary gives an empty text file', async () => {
    expect(await exportGlossary([], 'tsv', pair)).toHaveLength(0);
  });

  it('to TBX refuses a control character XML cannot hold', async () => {
    await expect(exportGlossary([{ source: 'a\u0001b', target: 'x' }], 'tbx', pair)).rejects.toBeInstanceOf(
      ValidationError,
    );
  });
});
