import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { importGlossaryFile } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const utf8 = (text: string) => new TextEncoder().encode(text);
const pairs = (result: Awaited<ReturnType<typeof importGlossaryFile>>) =>
  entriesOf(result).map(({ source, target }) => `${source} → ${target}`);

async function xlsx(rows: unknown[][]): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Terms');
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array((await workbook.xlsx.writeBuffer()) as ArrayBuffer);
}

describe('a tabular glossary with more than two columns', () => {
  it('imports an 11-column TSV from the columns the user picks (each line was refused for its extra tabs)', async () => {
    const row = (i: number) =>
      ['id' + i, 'noun', `term ${i}`, 'x', 'y', 'z', 'w', `Begriff ${i}`, 'a', 'b', 'c'].join('\t');
    const file = utf8([row(1), row(2), row(3)].join('\n'));
    const result = await importGlossaryFile(file, { fileName: 'export.tsv', columns: { source: 2, target: 7 } });
    expect(pairs(result)).toEqual(['term 1 → Begriff 1', 'term 2 → Begriff 2', 'term 3 → Begriff 3']);
    expect(result.issues).toEqual([]);
    expect(result.preview.columns).toHaveLength(11);
    expect(result.preview.chosenColumns).toEqual({ source: 2, target: 7 });
  });

  it('imports a 3-column platform export (term, translation, note) from its first two columns', async () => {
    const file = utf8('Term,Translation,Note\nhouse,Haus,building\n"car, small",Kleinwagen,\n');
    const result = await importGlossaryFile(file, { fileName: 'platform.csv', sourceLang: 'en', targetLang: 'de' });
    expect(pairs(result)).toEqual(['house → Haus', 'car, small → Kleinwagen']);
    expect(result.preview.headerRow).toBe(true);
  });

  it('takes the columns a header names for the pair, by code or by name, and reports a line too short for them', async () => {
    const codes = utf8('en-US,es,zh,pos,description\nHello,Hola,您好,verb,greeting\nMorning,mañana\n');
    const byCode = await importGlossaryFile(codes, { fileName: 'zanata.csv', sourceLang: 'en', targetLang: 'zh' });
    expect(byCode.preview.chosenColumns).toEqual({ source: 0, target: 2 });
    expect(pairs(byCode)).toEqual(['Hello → 您好']);
    expect(byCode.issues).toMatchObject([{ line: 3, message: expect.stringMatching(/2 columns.*column 3/) }]);
    const names = utf8('Category\tEnglish_word\tGerman_word\ncoast\tbeach\tStrand\n');
    const byName = await importGlossaryFile(names, { fileName: 'words.tsv', sourceLang: 'en', targetLang: 'de' });
    expect(pairs(byName)).toEqual(['beach → Strand']);
  });

  it('keeps the service layout: a line whose trailing codes name another pair is ignored, and said to be', async () => {
    const file = utf8('Haus,house,de,en\nmaison,house,fr,en\n');
    const result = await importGlossaryFile(file, { fileName: 'mixed.csv', sourceLang: 'de', targetLang: 'en' });
    expect(pairs(result)).toEqual(['Haus → house']);
    expect(result.ignoredLineCount).toBe(1);
  });
});

describe('comment lines and another language pair', () => {
  const file = utf8(
    '# Glossary of the project, en → pt\n# columns: en, pt, pos, description\nen,pt,pos,description\n' +
      'house,casa,noun,a building\n# reviewed 2024\ncar,carro,noun,\n',
  );

  it('imports a file with en,pt,pos,description columns and # comments (0 entries, "another language pair")', async () => {
    const result = await importGlossaryFile(file, { fileName: 'pt.csv', sourceLang: 'en', targetLang: 'pt' });
    expect(pairs(result)).toEqual(['house → casa', 'car → carro']);
    expect(result.ignoredLineCount).toBe(0);
    expect(result.issues).toEqual([]);
    expect(result.preview).toMatchObject({ headerRow: true, skipComments: true, commentLines: 3 });
    expect(result.commentLineCount).toBe(3);
  });

  it('reads comment lines as entries when the user says they are', async () => {
    const result = await importGlossaryFile(utf8('#hashtag\t#Hashtag\nword\tWort\n'), {
      fileName: 'tags.tsv',
      skipComments: false,
    });
    expect(pairs(result)).toEqual(['#hashtag → #Hashtag', 'word → Wort']);
    expect(result.preview.skipComments).toBe(false);
  });
});

describe('a header row judged from its content', () => {
  it.each([
    ['Key,Value\nhello,hallo\ncar,Auto\n', 'keys.csv'],
    ['English_word,German_word\nhouse,Haus\n', 'words.csv'],
    ['English\tGerman\nhouse\tHaus\n', 'terms.tsv'],
    ['Deutsch\tEnglisch\nHaus\thouse\n', 'begriffe.tsv'],
  ])('is left out of %j', async (text, fileName) => {
    const result = await importGlossaryFile(utf8(text), { fileName });
    expect(result.preview.headerRow).toBe(true);
    expect(entriesOf(result)).toHaveLength(text.split('\n').filter(Boolean).length - 1);
  });

  it('is ticked for English/German in XLSX too', async () => {
    const result = await importGlossaryFile(
      await xlsx([
        ['English', 'German'],
        ['house', 'Haus'],
      ]),
      {
        fileName: 'terms.xlsx',
      },
    );
    expect(result.preview.headerRow).toBe(true);
    expect(pairs(result)).toEqual(['house → Haus']);
  });

  it('is an entry when it reads like the rows below it', async () => {
    const result = await importGlossaryFile(utf8('Apple\tApfel\nbanana\tBanane\ncherry\tKirsche\n'), {
      fileName: 'fruit.tsv',
    });
    expect(result.preview.headerRow).toBe(false);
    expect(entriesOf(result)).toHaveLength(3);
  });
});
