// Property-based tests of the glossary readers (fast-check): whatever bytes arrive, reading ends with a result
// that obeys the content rules or with a typed error, and costs no more than the input warrants. Exporting
// valid entries and reading them back gives them unchanged.
import fc from 'fast-check';
import { strToU8, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { isGlossaError } from '../../shared/errors';
import { validateSourcePhrase, validateTargetPhrase, type GlossaryEntry } from '../../shared/rules/glossaryEntries';
import { xlsxOfEntries } from '../../../scripts/hostileGlossaries';
import { exportGlossary } from './glossaryExport';
import { importGlossaryFile, type GlossaryFileFormat, type GlossaryImport } from './glossaryImport';
import { entriesOf } from './testing/importedEntries';

const pair = { sourceLang: 'de', targetLang: 'en' };

/** Reads, and returns the result or the error; any error that is not a typed one fails the property. */
async function readAnything(bytes: Uint8Array, fileName: string): Promise<GlossaryImport | undefined> {
  try {
    return await importGlossaryFile(bytes, { fileName, ...pair });
  } catch (error) {
    if (!isGlossaError(error)) throw error;
    expect(error.kind).toBe('validation');
    return undefined;
  }
}

/** What every successful read promises, whatever the input. */
function checkResult(result: GlossaryImport | undefined, inputBytes: number): void {
  if (!result) return;
  const sources = new Set<string>();
  const entries = entriesOf(result);
  expect(entries).toHaveLength(result.entryCount);
  for (const entry of entries) {
    expect(validateSourcePhrase(entry.source)).toEqual([]);
    expect(validateTargetPhrase(entry.target)).toEqual([]);
    expect(sources.has(entry.source)).toBe(false);
    sources.add(entry.source);
  }
  // Bounded output: the entries cannot hold more text than came in, and the kept report is capped.
  const entryChars = entries.reduce((n, e) => n + e.source.length + e.target.length, 0);
  expect(entryChars).toBeLessThanOrEqual(inputBytes);
  expect(result.issues.length).toBeLessThanOrEqual(1000);
  expect(result.issueCount).toBeGreaterThanOrEqual(result.issues.length);
}

// Text made of what trips readers: separators, quotes, line ends, controls, BOMs, surrogates, markup.
const trickyChar = fc.constantFrom(
  '\t',
  ',',
  '"',
  '\n',
  '\r',
  '\r\n',
  ' ',
  '\u0000',
  '\u0085',
  '\u2028',
  '\ufeff',
  '\ud83d',
  '😀',
  'ß',
  'a',
  'b',
  '<',
  '>',
  '&',
  ';',
  '=',
);
const trickyText = fc
  .array(fc.oneof(trickyChar, fc.string({ maxLength: 8 }), fc.string({ unit: 'grapheme', maxLength: 4 })), {
    maxLength: 200,
  })
  .map((parts) => parts.join(''));
const encodings = fc.constantFrom<(text: string) => Uint8Array>(
  (t) => new TextEncoder().encode(t),
  (t) => new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode(t)]),
  (t) =>
    new Uint8Array([
      0xff,
      0xfe,
      ...new Uint8Array(new Uint16Array([...t].flatMap((c) => [...c].map((u) => u.charCodeAt(0)))).buffer),
    ]),
);

describe('reading any text as TSV or CSV', () => {
  it.each(['terms.tsv', 'terms.csv'])(
    'ends in entries that obey the rules, or a typed error (%s)',
    async (fileName) => {
      await fc.assert(
        fc.asyncProperty(trickyText, encodings, async (text, encode) => {
          const bytes = encode(text);
          checkResult(await readAnything(bytes, fileName), bytes.length);
        }),
        { numRuns: 300 },
      );
    },
  );
});

// The parts of TBX, in any order and nesting: well-formed or not, the reader must stay calm.
const tbxToken = fc.constantFrom(
  '<termEntry>',
  '</termEntry>',
  '<conceptEntry id="c">',
  '</conceptEntry>',
  '<langSet xml:lang="de">',
  '<langSet xml:lang="en">',
  '</langSet>',
  '<langSec xml:lang="en">',
  '</langSec>',
  '<tig>',
  '</tig>',
  '<termSec>',
  '</termSec>',
  '<term>',
  '</term>',
  '<term/>',
  '<![CDATA[x<y]]>',
  '&amp;',
  '&#x1F600;',
  '&#0;',
  '&bogus;',
  '<!-- c -->',
  'Haus',
  'house',
  '\n',
  ' ',
  '<termEntry/>',
  '<hi>',
  '</hi>',
  '<',
);
const tbxText = fc
  .array(fc.oneof(tbxToken, fc.string({ maxLength: 6 })), { maxLength: 120 })
  .map((tokens) => `<?xml version="1.0"?><martif type="TBX"><text><body>${tokens.join('')}</body></text></martif>`);

describe('reading any TBX-like text', () => {
  it('ends in entries that obey the rules, or a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(fc.oneof(tbxText, trickyText), async (text) => {
        const bytes = new TextEncoder().encode(text);
        checkResult(await readAnything(bytes, 'terms.tbx'), bytes.length);
      }),
      { numRuns: 300 },
    );
  });
});

describe('reading any zip or damaged workbook as XLSX', () => {
  const workbook = xlsxOfEntries([
    { source: 'Haus', target: 'house' },
    { source: 'Baum', target: 'tree' },
  ]);

  it('a valid workbook with bytes flipped or cut ends in entries that obey the rules, or a typed error', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.nat(workbook.length - 1), fc.integer({ min: 1, max: 255 })), { maxLength: 8 }),
        fc.nat(workbook.length),
        async (flips, cut) => {
          const bytes = workbook.slice(0, Math.max(4, cut));
          for (const [at, xor] of flips) if (at < bytes.length) bytes[at]! ^= xor;
          checkResult(await readAnything(bytes, 'terms.xlsx'), workbook.length * 4);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('a zip of any parts, sheet XML made of spreadsheet tokens, ends in valid entries or a typed error', async () => {
    const cellToken = fc.constantFrom(
      '<row r="1">',
      '<row>',
      '</row>',
      '<c r="A1" t="s">',
      '<c r="XFD9" t="inlineStr">',
      '<c>',
      '</c>',
      '<v>0</v>',
      '<v>99</v>',
      '<is><t>x</t></is>',
      '<t>',
      '</t>',
      '&lt;',
      'A',
      '<row/>',
      '<c/>',
    );
    const sheet = fc
      .array(cellToken, { maxLength: 80 })
      .map((t) => `<worksheet><sheetData>${t.join('')}</sheetData></worksheet>`);
    await fc.assert(
      fc.asyncProperty(
        sheet,
        fc.option(fc.string({ maxLength: 200 })),
        fc.boolean(),
        async (sheetXml, shared, withWorkbook) => {
          const parts: Record<string, Uint8Array> = { 'xl/worksheets/sheet1.xml': strToU8(sheetXml) };
          if (withWorkbook)
            parts['xl/workbook.xml'] = strToU8('<workbook><sheets><sheet name="S" r:id="rId1"/></sheets></workbook>');
          if (shared !== null) parts['xl/sharedStrings.xml'] = strToU8(`<sst>${shared}</sst>`);
          const bytes = zipSync(parts);
          checkResult(await readAnything(bytes, 'terms.xlsx'), sheetXml.length + (shared?.length ?? 0));
        },
      ),
      { numRuns: 300 },
    );
  });
});

// Phrases the rules accept: no controls, no blank edges, at most 1024 bytes.
const phrase = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 30 })
  .filter((p) => validateSourcePhrase(p).length === 0);
const entries = fc.uniqueArray(fc.record({ source: phrase, target: phrase }), {
  selector: (e) => e.source,
  maxLength: 40,
});

describe('exporting valid entries and reading them back', () => {
  it.each<[GlossaryFileFormat, object]>([
    ['tsv', {}],
    ['csv', { csvFormulas: 'raw' }],
    ['xlsx', {}],
    ['tbx', {}],
  ])('gives the same entries (%s)', async (format, options) => {
    await fc.assert(
      fc.asyncProperty(entries, async (list: GlossaryEntry[]) => {
        const file = await exportGlossary(list, format, { ...pair, ...options });
        const read =
          list.length === 0 && format !== 'xlsx' && format !== 'tbx'
            ? undefined
            : await importGlossaryFile(file, { fileName: `x.${format}`, ...pair });
        expect(read ? entriesOf(read) : []).toEqual(list);
      }),
      { numRuns: format === 'xlsx' ? 40 : 150 },
    );
  });
});
