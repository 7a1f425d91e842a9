import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../shared/errors';
import { MAX_IMPORT_FILE_BYTES, columnLetter, detectFormat, importGlossaryFile } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const utf8 = (text: string) => new TextEncoder().encode(text);
const bom = (bytes: Uint8Array) => Uint8Array.from([0xef, 0xbb, 0xbf, ...bytes]);
const utf16le = (text: string) => {
  const bytes = [0xff, 0xfe];
  for (let i = 0; i < text.length; i++) bytes.push(text.charCodeAt(i) & 0xff, text.charCodeAt(i) >> 8);
  return Uint8Array.from(bytes);
};
const latin1 = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0));
const garbage = (length: number) => {
  let seed = 7;
  return Uint8Array.from({ length }, () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) >> 16);
};

async function xlsx(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Terms');
  for (const row of rows) sheet.addRow(row);
  workbook.addWorksheet('Ignored').addRow(['never', 'read']);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('importing TSV', () => {
  it('reads a file with a BOM and CRLF line ends, and says so in the preview', async () => {
    const result = await importGlossaryFile(bom(utf8('Haus\thouse\r\nKatze\tcat\r\n')), { fileName: 'terms.tsv' });
    expect(entriesOf(result)).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
    expect(result.preview).toMatchObject({
      format: 'tsv',
      encoding: 'utf-8-bom',
      columns: ['Source', 'Target'],
      totalRows: 2,
    });
    expect(result.preview.rows).toEqual([
      ['Haus', 'house'],
      ['Katze', 'cat'],
    ]);
  });

  it('reads UTF-16 with a BOM, as Excel saves "Unicode text"', async () => {
    const result = await importGlossaryFile(utf16le('東京\tTokyo\r\nStraße\tstreet\r\n'), { fileName: 'terms.txt' });
    expect(result.preview.encoding).toBe('utf-16le');
    expect(entriesOf(result)).toEqual([
      { source: '東京', target: 'Tokyo' },
      { source: 'Straße', target: 'street' },
    ]);
  });

  it('reads Latin-1 text that is not valid UTF-8', async () => {
    const result = await importGlossaryFile(latin1('Stra\u00dfe\tstreet\ncaf\u00e9\tcoffee\n'), {
      fileName: 'old.tsv',
    });
    expect(result.preview.encoding).toBe('windows-1252');
    expect(entriesOf(result)).toEqual([
      { source: 'Straße', target: 'street' },
      { source: 'café', target: 'coffee' },
    ]);
  });

  it('reports every rejected line with its number and reason, and keeps the valid ones', async () => {
    const result = await importGlossaryFile(utf8('ok\tfine\nno tab\n\tempty source\nok\tagain\n trimmed\tx\n'), {
      fileName: 'bad.tsv',
    });
    expect(entriesOf(result)).toEqual([{ source: 'ok', target: 'fine' }]);
    expect(result.issues.map((issue) => [issue.line, issue.reason])).toEqual([
      [2, 'missingSeparator'],
      [3, 'emptyPhrase'],
      [4, 'duplicateSource'],
      [5, 'surroundingWhitespace'],
    ]);
  });

  it('refuses binary garbage with a clear error instead of crashing or importing noise', async () => {
    for (const fileName of ['noise.tsv', 'noise.csv', 'noise.tbx', 'noise.xlsx', 'noise']) {
      const attempt = importGlossaryFile(garbage(20_000), { fileName });
      await expect(attempt, fileName).rejects.toBeInstanceOf(ValidationError);
      await expect(importGlossaryFile(garbage(20_000), { fileName }), fileName).rejects.toThrow(/noise/);
    }
  });

  it('refuses an empty file', async () => {
    await expect(importGlossaryFile(new Uint8Array(), { fileName: 'empty.tsv' })).rejects.toThrow(/empty\.tsv.*empty/);
  });
});

describe('importing CSV', () => {
  it('follows standard quoting: commas and doubled quotes inside quoted fields', async () => {
    const result = await importGlossaryFile(utf8('"Smith, John","Schmidt, Johann"\r\n"5"" screen",5-Zoll\r\n'), {
      fileName: 'names.csv',
    });
    expect(entriesOf(result)).toEqual([
      { source: 'Smith, John', target: 'Schmidt, Johann' },
      { source: '5" screen', target: '5-Zoll' },
    ]);
    expect(result.preview.rows).toEqual([
      ['Smith, John', 'Schmidt, Johann'],
      ['5" screen', '5-Zoll'],
    ]);
  });

  it('reports a quoted field with a line break as an invalid phrase on the line where it starts', async () => {
    const result = await importGlossaryFile(utf8('a,b\r\n"two\r\nlines",x\r\nc,d\r\n'), { fileName: 'multi.csv' });
    expect(entriesOf(result).map((entry) => entry.source)).toEqual(['a', 'c']);
    expect(result.issues).toMatchObject([{ line: 2, field: 'source', reason: 'newline' }]);
  });

  it('ignores lines whose trailing language codes name another pair', async () => {
    const result = await importGlossaryFile(utf8('Haus,house,de,en\nmaison,house,fr,en\nKatze,cat,de,en\n'), {
      fileName: 'mixed.csv',
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(entriesOf(result).map((entry) => entry.source)).toEqual(['Haus', 'Katze']);
    expect(result.ignoredLines).toEqual([2]);
    expect(result.issues).toEqual([]);
    expect(result.preview.columns).toEqual(['Source', 'Target', 'Source language', 'Target language']);
  });

  it('is told from TSV by its content when the name says nothing', () => {
    expect(detectFormat(utf8('a,b\nc,d'))).toBe('csv');
    expect(detectFormat(utf8('a, b\tc'))).toBe('tsv');
    expect(detectFormat(utf8('<?xml version="1.0"?><martif/>'))).toBe('tbx');
    expect(detectFormat(Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0]))).toBe('xlsx');
  });
});

describe('importing XLSX', () => {
  it('reads the first sheet with the columns the user mapped, skipping a header row of language codes', async () => {
    const file = await xlsx([
      ['id', 'de', 'note', 'en'],
      [1, 'Haus', 'x', 'house'],
      [2, 'Katze', '', 'cat'],
    ]);
    const result = await importGlossaryFile(file, { fileName: 'terms.xlsx', columns: { source: 1, target: 3 } });
    expect(entriesOf(result)).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
    expect(result.preview).toMatchObject({
      format: 'xlsx',
      headerRow: true,
      columns: ['id', 'de', 'note', 'en'],
      totalRows: 2,
    });
  });

  it('reports bad cells by their row number, as the spreadsheet shows it', async () => {
    const file = await xlsx([
      ['Haus', 'house'],
      ['zwei\nZeilen', 'two lines'],
      ['Katze', ''],
      ['Haus', 'home'],
      [42, 'forty-two'],
    ]);
    const result = await importGlossaryFile(file, { fileName: 'terms.xlsx' });
    expect(result.preview.headerRow).toBe(false);
    expect(entriesOf(result)).toEqual([
      { source: 'Haus', target: 'house' },
      { source: '42', target: 'forty-two' },
    ]);
    expect(result.issues.map((issue) => [issue.line, issue.field, issue.reason])).toEqual([
      [2, 'source', 'newline'],
      [3, 'target', 'emptyPhrase'],
      [4, 'source', 'duplicateSource'],
    ]);
  });

  it('names columns by letter when there is no header', () => {
    expect([0, 1, 25, 26, 27, 701, 702].map(columnLetter)).toEqual(['A', 'B', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
  });
});

describe('importing TBX', () => {
  const tbx2 = `<?xml version="1.0" encoding="UTF-8"?>
<martif type="TBX" xml:lang="de">
  <martifHeader/>
  <text>
    <body>
      <termEntry id="1">
        <langSet xml:lang="de"><tig><term>Haus</term></tig></langSet>
        <langSet xml:lang="en-US"><tig><term>house</term></tig><tig><term>home</term></tig></langSet>
      </termEntry>
      <termEntry id="2">
        <langSet xml:lang="de"><ntig><termGrp><term>Fisch &amp; Chips</term></termGrp></ntig></langSet>
        <langSet xml:lang="en"><ntig><termGrp><term>fish &amp; chips</term></termGrp></ntig></langSet>
      </termEntry>
      <termEntry id="3">
        <langSet xml:lang="de"><tig><term>Katze</term></tig></langSet>
      </termEntry>
      <termEntry id="4">
        <langSet xml:lang="fr"><tig><term>chat</term></tig></langSet>
      </termEntry>
    </body>
  </text>
</martif>`;

  it('reads basic term entries, the first term of each language, a variant standing for its language', async () => {
    const result = await importGlossaryFile(bom(utf8(tbx2)), {
      fileName: 'terms.tbx',
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(entriesOf(result)).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Fisch & Chips', target: 'fish & chips' },
    ]);
    expect(result.issues).toMatchObject([{ line: 14, field: 'target', reason: 'emptyPhrase' }]);
    expect(result.ignoredLines).toEqual([17]);
    expect(result.preview).toMatchObject({ format: 'tbx', languages: ['de', 'en-us', 'en', 'fr'], totalRows: 4 });
  });

  it('reads TBX 3 concept entries', async () => {
    const tbx3 = `<?xml version="1.0"?><tbx type="TBX-Basic" style="dca" xml:lang="en"><text><body>
<conceptEntry id="c1"><langSec xml:lang="en"><termSec><term>car</term></termSec></langSec><langSec xml:lang="de"><termSec><term>Auto</term></termSec></langSec></conceptEntry>
</body></text></tbx>`;
    const result = await importGlossaryFile(utf8(tbx3), { fileName: 'terms.tbx' });
    expect(entriesOf(result)).toEqual([{ source: 'car', target: 'Auto' }]);
  });

  it("takes the file's first two languages as the pair when none is given, reading entries that come before the second", async () => {
    const onlyGerman = (id: number, term: string) =>
      `<termEntry id="${id}"><langSet xml:lang="de"><tig><term>${term}</term></tig></langSet></termEntry>`;
    const both = (id: number, de: string, en: string) =>
      `<termEntry id="${id}"><langSet xml:lang="de"><tig><term>${de}</term></tig></langSet><langSet xml:lang="en"><tig><term>${en}</term></tig></langSet></termEntry>`;
    const file = `<?xml version="1.0"?><martif type="TBX"><text><body>\n${onlyGerman(1, 'Haus')}\n${both(2, 'Katze', 'cat')}\n${onlyGerman(3, 'Hund')}\n${both(4, 'Maus', 'mouse')}\n</body></text></martif>`;
    const result = await importGlossaryFile(utf8(file), { fileName: 'pairless.tbx', previewRows: 2 });
    expect(entriesOf(result)).toEqual([
      { source: 'Katze', target: 'cat' },
      { source: 'Maus', target: 'mouse' },
    ]);
    expect(result.issues.map((issue) => [issue.line, issue.message])).toEqual([
      [2, 'This term entry has no English term.'],
      [4, 'This term entry has no English term.'],
    ]);
    expect(result.preview).toMatchObject({
      languages: ['de', 'en'],
      rows: [
        ['Haus', ''],
        ['Katze', 'cat'],
      ],
      totalRows: 4,
    });
    expect(result.rowCount).toBe(4);
  });

  it('refuses XML that is not well-formed, or not TBX', async () => {
    await expect(
      importGlossaryFile(utf8('<martif><text><body><termEntry>'), { fileName: 'broken.tbx' }),
    ).rejects.toThrow(/broken\.tbx.*well-formed/);
    await expect(
      importGlossaryFile(utf8('<?xml version="1.0"?><html><body/></html>'), { fileName: 'page.tbx' }),
    ).rejects.toThrow(/page\.tbx.*no TBX body/);
  });
});

describe('the first row of a text file', () => {
  const csv = (text: string) => new TextEncoder().encode(text);

  it('is left out when it is the column titles "source,target", and named as such in the preview', async () => {
    const result = await importGlossaryFile(csv('source,target\r\nHerz,heart\r\nLunge,lung\r\n'), {
      fileName: 'organs.csv',
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(entriesOf(result)).toEqual([
      { source: 'Herz', target: 'heart' },
      { source: 'Lunge', target: 'lung' },
    ]);
    expect(result.issues).toEqual([]);
    expect(result.preview).toMatchObject({
      headerRow: true,
      columns: ['source', 'target'],
      rows: [
        ['Herz', 'heart'],
        ['Lunge', 'lung'],
      ],
      totalRows: 2,
    });
  });

  it("is left out when it names the pair's languages, in TSV; later lines keep their numbers", async () => {
    const result = await importGlossaryFile(csv('de\ten\nHerz\theart\n Lunge\tlung\n'), {
      fileName: 'organs.tsv',
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(result.preview.headerRow).toBe(true);
    expect(entriesOf(result)).toEqual([{ source: 'Herz', target: 'heart' }]);
    expect(result.issues.map((issue) => issue.line)).toEqual([3]);
  });

  it('is an entry when it looks like one, or when the user says so', async () => {
    const plain = await importGlossaryFile(csv('Ei,egg\nHerz,heart\n'), {
      fileName: 'food.csv',
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(plain.preview.headerRow).toBe(false);
    expect(entriesOf(plain)).toHaveLength(2);
    const forced = await importGlossaryFile(csv('source,target\nHerz,heart\n'), {
      fileName: 'organs.csv',
      sourceLang: 'de',
      targetLang: 'en',
      headerRow: false,
    });
    expect(entriesOf(forced)).toEqual([
      { source: 'source', target: 'target' },
      { source: 'Herz', target: 'heart' },
    ]);
  });
});

describe('spaces around phrases in a file', () => {
  it('reject the line, or are trimmed when the user agreed', async () => {
    const bytes = new TextEncoder().encode('Herz,heart\n Leber , liver \n');
    const strict = await importGlossaryFile(bytes, { fileName: 'organs.csv' });
    expect(entriesOf(strict)).toHaveLength(1);
    expect(strict.issues.map((issue) => [issue.line, issue.field, issue.reason])).toEqual([
      [2, 'source', 'surroundingWhitespace'],
      [2, 'target', 'surroundingWhitespace'],
    ]);
    const trimmed = await importGlossaryFile(bytes, { fileName: 'organs.csv', trimSpaces: true });
    expect(entriesOf(trimmed)).toEqual([
      { source: 'Herz', target: 'heart' },
      { source: 'Leber', target: 'liver' },
    ]);
    expect(trimmed.issues).toEqual([]);
  });
});

describe('importing a hostile text file', () => {
  it('refuses a file over the size cap before reading it, with the cap in the message', async () => {
    const huge = new Uint8Array(MAX_IMPORT_FILE_BYTES + 1);
    await expect(importGlossaryFile(huge, { fileName: 'huge.tsv' })).rejects.toThrow(/huge\.tsv.* 100 MB/);
  });
});
