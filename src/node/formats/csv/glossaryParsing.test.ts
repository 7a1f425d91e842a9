import { describe, expect, it } from 'vitest';
import {
  dictionaryByteSize,
  serializeEntriesTsv,
  validateSourcePhrase,
  validateTargetPhrase,
  type GlossaryEntry,
} from '../../../shared/rules/glossaryEntries';
import { sourceHash } from './glossaryDuplicates';
import { KEPT_ISSUES, checkEntryRows, parseGlossaryEntries } from './glossaryParsing';
import { sayIn } from '../../../shared/i18n/testing/sayIn';

describe('a glossary line in TSV', () => {
  it('is a source phrase, a tab and a target phrase; entries keep their order', () => {
    const result = parseGlossaryEntries('Haus\thouse\nKatze\tcat\n');
    expect(result.entries).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
    expect(result.issues).toEqual([]);
  });

  it('may end with CRLF, and empty lines are skipped but still counted', () => {
    const result = parseGlossaryEntries('a\tb\r\n\r\n\nc\td\r\nc\te');
    expect(result.entries).toEqual([
      { source: 'a', target: 'b' },
      { source: 'c', target: 'd' },
    ]);
    expect(result.issues).toMatchObject([{ line: 5, field: 'source', reason: 'duplicateSource' }]);
    expect(result.issues[0]!.message).toContain('line 4');
  });

  it('ignores a byte order mark at the start of the text', () => {
    expect(parseGlossaryEntries('\ufeffa\tb').entries).toEqual([{ source: 'a', target: 'b' }]);
  });

  it('needs exactly one tab', () => {
    const result = parseGlossaryEntries('no tab here\na\tb\tc\nok\tfine');
    expect(result.entries).toEqual([{ source: 'ok', target: 'fine' }]);
    expect(result.issues).toMatchObject([
      { line: 1, field: 'entry', reason: 'missingSeparator' },
      { line: 2, field: 'entry', reason: 'extraField' },
    ]);
  });

  it('stays linear on a file without a single tab', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `line ${i}`).join('\n');
    const result = parseGlossaryEntries(lines);
    expect(result.issueCount).toBe(50_000);
    expect(result.issues).toHaveLength(KEPT_ISSUES);
    expect(result.issues.every((issue) => issue.reason === 'missingSeparator')).toBe(true);
  });

  it('accepts source phrases that are names of Object properties', () => {
    const result = parseGlossaryEntries(
      'constructor\tKonstruktor\n__proto__\tPrototyp\ntoString\tzuText\nhasOwnProperty\thatEigenes',
    );
    expect(result.issues).toEqual([]);
    expect(result.entries.map((entry) => entry.source)).toEqual([
      'constructor',
      '__proto__',
      'toString',
      'hasOwnProperty',
    ]);
  });

  it('rejects a duplicate source phrase but keeps its first occurrence; the same target twice is fine', () => {
    const result = parseGlossaryEntries('Bank\tbank\nUfer\tbank\nBank\tbench');
    expect(result.entries).toEqual([
      { source: 'Bank', target: 'bank' },
      { source: 'Ufer', target: 'bank' },
    ]);
    expect(result.issues).toMatchObject([{ line: 3, field: 'source', reason: 'duplicateSource' }]);
  });

  it('treats phrases that differ only in case as different sources', () => {
    expect(parseGlossaryEntries('bank\ta\nBank\tb').issues).toEqual([]);
  });

  it('reports an empty source or target with its field', () => {
    const result = parseGlossaryEntries('\ttarget only\nsource only\t');
    expect(result.entries).toEqual([]);
    expect(result.issues).toMatchObject([
      { line: 1, field: 'source', reason: 'emptyPhrase' },
      { line: 2, field: 'target', reason: 'emptyPhrase' },
    ]);
  });

  it('reports a lone carriage return inside a line as a newline in the phrase', () => {
    expect(parseGlossaryEntries('a\rb\tc').issues).toMatchObject([{ line: 1, field: 'source', reason: 'newline' }]);
  });
});

describe('the fast TSV path', () => {
  it('agrees with the per-phrase validation on every tricky character, at every position', () => {
    const tricky = [
      '\u0000',
      '\t',
      '\u001f',
      ' ',
      '\u007f',
      '\u0080',
      '\u0085',
      '\u009f',
      '\u00a0',
      'é',
      '\u1680',
      '\u2000',
      '\u200a',
      '\u200b',
      '\u2028',
      '\u2029',
      '\u202f',
      '\u205f',
      '\u3000',
      '\ufeff',
      '😀',
      '\ud800',
      '€',
    ];
    for (const char of tricky) {
      for (const phrase of [char, `${char}x`, `x${char}`, `x${char}x`, `${char.repeat(400)}x`]) {
        const parsedCleanly = parseGlossaryEntries(`a\t${phrase}`).issues.length === 0;
        expect({ phrase, valid: parsedCleanly }).toEqual({ phrase, valid: validateTargetPhrase(phrase).length === 0 });
      }
    }
  });

  it('reads random hostile text as checking each line on its own would, and sizes what it accepts exactly', () => {
    // The reader skips character checks on lines a whole-text search found clean, derives the size from the
    // text's and finds duplicates by hash; this compares it with the plain reading of every line.
    const alphabet = [
      'a',
      'b',
      'ü',
      '€',
      '😀',
      '\ud800',
      ' ',
      '\u00a0',
      '\t',
      '\r',
      '\n',
      '\r\n',
      '\n',
      '\u0085',
      '\u2028',
      '\u0001',
      '\ufeff',
      'a'.repeat(350),
    ];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      let text = '';
      const length = 1 + random(60);
      for (let i = 0; i < length; i++) text += alphabet[random(alphabet.length)];

      const entries: GlossaryEntry[] = [];
      const issues: string[] = [];
      const firstLine = new Map<string, number>();
      (text.startsWith('\ufeff') ? text.slice(1) : text).split('\n').forEach((raw, index) => {
        const line = index + 1;
        const content = raw.endsWith('\r') ? raw.slice(0, -1) : raw;
        if (content === '') return;
        const fields = content.split('\t');
        if (fields.length !== 2)
          return issues.push(`${line}:${fields.length === 1 ? 'missingSeparator' : 'extraField'}`);
        const [source, target] = fields as [string, string];
        const phraseIssues = [...validateSourcePhrase(source), ...validateTargetPhrase(target)];
        if (phraseIssues.length > 0) return issues.push(...phraseIssues.map((issue) => `${line}:${issue.reason}`));
        if (firstLine.has(source)) return issues.push(`${line}:duplicateSource`);
        firstLine.set(source, line);
        entries.push({ source, target });
      });

      const result = parseGlossaryEntries(text);
      expect(result.entries, JSON.stringify(text)).toEqual(entries);
      expect(
        result.issues.map(({ line, reason }) => `${line}:${reason}`),
        JSON.stringify(text),
      ).toEqual(issues);
      expect(result.byteSize, JSON.stringify(text)).toBe(dictionaryByteSize(entries));
    }
  });

  it('reports every later occurrence of a source against its first, in line order among the other issues', () => {
    const result = parseGlossaryEntries('a\t1\nb\t2\na\t3\nno tab\na\t5\nb\t6\n c\t7');
    expect(result.entries).toEqual([
      { source: 'a', target: '1' },
      { source: 'b', target: '2' },
    ]);
    expect(result.issues.map((issue) => [issue.line, issue.reason, issue.message.match(/line \d+/)?.[0]])).toEqual([
      [3, 'duplicateSource', 'line 1'],
      [4, 'missingSeparator', undefined],
      [5, 'duplicateSource', 'line 1'],
      [6, 'duplicateSource', 'line 2'],
      [7, 'surroundingWhitespace', undefined],
    ]);
    expect(result.byteSize).toBe(dictionaryByteSize(result.entries));
  });

  it('keeps distinct sources whose hashes collide, and still finds their duplicates', () => {
    const [one, other] = ['mizehida', 'saponevimi'];
    expect(sourceHash(one, 0, one.length)).toBe(sourceHash(other, 0, other.length)); // if not, find another pair
    const result = parseGlossaryEntries(`${one}\tx\n${other}\ty\n${other}\tz\n${one}\tw`);
    expect(result.entries).toEqual([
      { source: one, target: 'x' },
      { source: other, target: 'y' },
    ]);
    expect(result.issues.map((issue) => [issue.line, issue.message.match(/line \d+/)?.[0]])).toEqual([
      [3, 'line 2'],
      [4, 'line 1'],
    ]);
  });

  it('sizes a large dictionary as an encoder does, with a BOM, CRLF and empty lines', () => {
    const entries = Array.from({ length: 20_000 }, (_, i) => ({
      source: `Straße ${i} 😀`,
      target: `street ${'€'.repeat(i % 7)}x`,
    }));
    const tsv = `\ufeff${serializeEntriesTsv(entries).replaceAll('\n', '\r\n')}\r\n\n`;
    expect(parseGlossaryEntries(tsv).byteSize).toBe(new TextEncoder().encode(serializeEntriesTsv(entries)).length);
  });

  it("counts a surrogate pair that straddles two of the size count's chunks as the 4 bytes it is", () => {
    // 4,095 lines of 16 units, then a line whose emoji starts at unit 65,535.
    const entries = Array.from({ length: 4095 }, (_, i) => ({
      source: String(i).padStart(6, '0'),
      target: 'y'.repeat(8),
    }));
    entries.push({ source: 'z', target: `${'b'.repeat(13)}😀` });
    const tsv = serializeEntriesTsv(entries);
    expect(tsv.indexOf('😀')).toBe(65_535);
    expect(parseGlossaryEntries(tsv).byteSize).toBe(dictionaryByteSize(entries));
  });
});

describe('a glossary line in CSV', () => {
  const csv = (text: string, pair?: { sourceLang: string; targetLang: string }) =>
    parseGlossaryEntries(text, { format: 'csv', ...pair });

  it('separates the phrases with a comma', () => {
    expect(csv('Haus,house\r\nKatze,cat\r\n').entries).toEqual([
      { source: 'Haus', target: 'house' },
      { source: 'Katze', target: 'cat' },
    ]);
  });

  it('encloses a field with a comma or quote in double quotes, a quote doubled inside', () => {
    const result = csv('"Smith, John","Schmidt, Johann"\n"5"" screen",5-Zoll-Bildschirm\n"""quoted""","„zitiert“"');
    expect(result.issues).toEqual([]);
    expect(result.entries).toEqual([
      { source: 'Smith, John', target: 'Schmidt, Johann' },
      { source: '5" screen', target: '5-Zoll-Bildschirm' },
      { source: '"quoted"', target: '„zitiert“' },
    ]);
  });

  it('reports a quoted field with a line break as an invalid phrase, on the line where it starts, and counts lines on', () => {
    const result = csv('a,b\n"two\nlines",x\nc,d\ne');
    expect(result.entries).toEqual([
      { source: 'a', target: 'b' },
      { source: 'c', target: 'd' },
    ]);
    expect(result.issues).toMatchObject([
      { line: 2, field: 'source', reason: 'newline' },
      { line: 5, field: 'entry', reason: 'missingSeparator' },
    ]);
  });

  it('reports a quote that never closes, and still reads the lines after it', () => {
    const result = csv('a,b\n"open,x\nc,d');
    expect(result.issues).toMatchObject([{ line: 2, field: 'entry', reason: 'badQuoting' }]);
    expect(result.entries).toEqual([
      { source: 'a', target: 'b' },
      { source: 'c', target: 'd' },
    ]);
  });

  it('reports text after a closing quote', () => {
    const result = csv('"a"b,c\nd,e');
    expect(result.issues).toMatchObject([{ line: 1, reason: 'badQuoting' }]);
    expect(result.entries).toEqual([{ source: 'd', target: 'e' }]);
  });

  it('may carry the language codes after the phrases; another pair is ignored, not an error', () => {
    const result = csv('Haus,house,de,en\nchat,cat,fr,en\nKatze,cat,DE,EN\nHund,dog,de-AT,en-GB\nMaus,mouse', {
      sourceLang: 'de',
      targetLang: 'en',
    });
    expect(result.entries.map((entry) => entry.source)).toEqual(['Haus', 'Katze', 'Hund', 'Maus']);
    expect(result.ignoredLines).toEqual([2]);
    expect(result.issues).toEqual([]);
  });

  it('keeps every entry with codes when no pair is given', () => {
    expect(csv('Haus,house,de,en\nchat,cat,fr,en').entries).toHaveLength(2);
  });

  it('rejects three fields, or more than four', () => {
    expect(csv('a,b,de\nc,d,e,f,g').issues).toMatchObject([
      { line: 1, reason: 'extraField' },
      { line: 2, reason: 'extraField' },
    ]);
  });

  it('applies the same phrase rules as TSV', () => {
    expect(csv(' a,b\nc,\nd,"e\tf"').issues).toMatchObject([
      { line: 1, field: 'source', reason: 'surroundingWhitespace' },
      { line: 2, field: 'target', reason: 'emptyPhrase' },
      { line: 3, field: 'target', reason: 'controlCharacter' },
    ]);
  });

  it('stays linear on a file without commas or with an unclosed quote', () => {
    const lines = Array.from({ length: 50_000 }, (_, i) => `line ${i}`).join('\n');
    expect(csv(lines).issueCount).toBe(50_000);
    expect(csv(`"${lines}`).issueCount).toBe(50_000);
  });
});

describe('the size of a dictionary', () => {
  it('is the UTF-8 size of its entries as TSV', () => {
    const entries = [
      { source: 'Straße', target: 'street' },
      { source: 'a', target: 'b' },
    ];
    expect(dictionaryByteSize(entries)).toBe(7 + 1 + 6 + 1 + 1 + 1 + 1);
    expect(dictionaryByteSize(entries)).toBe(new TextEncoder().encode(serializeEntriesTsv(entries)).length);
    expect(parseGlossaryEntries(serializeEntriesTsv(entries)).byteSize).toBe(dictionaryByteSize(entries));
  });
});

describe('rows read from a spreadsheet or a TBX file', () => {
  it('are checked by the same rules, each under its own line number', () => {
    const result = checkEntryRows([
      { line: 2, source: 'Haus', target: 'house' },
      { line: 3, source: 'Haus', target: 'home' },
      { line: 7, source: 'a\nb', target: 'x' },
    ]);
    expect(result.entries).toEqual([{ source: 'Haus', target: 'house' }]);
    expect(result.issues).toMatchObject([
      { line: 3, reason: 'duplicateSource' },
      { line: 7, field: 'source', reason: 'newline' },
    ]);
  });
});

describe('spaces at the start or end of a phrase, trimmed when the user agreed', () => {
  const tsvText = ' Leber \t liver \nHaus\thouse\n\u00a0Milz\tspleen';
  it('are rejected by default', () => {
    const result = parseGlossaryEntries(tsvText);
    expect(result.entries).toEqual([{ source: 'Haus', target: 'house' }]);
    expect(new Set(result.issues.map((issue) => issue.reason))).toEqual(new Set(['surroundingWhitespace']));
  });

  it('are trimmed in TSV and CSV, and the size is that of the trimmed entries', () => {
    const expected = [
      { source: 'Leber', target: 'liver' },
      { source: 'Haus', target: 'house' },
      { source: 'Milz', target: 'spleen' },
    ];
    for (const result of [
      parseGlossaryEntries(tsvText, { trimSpaces: true }),
      parseGlossaryEntries(' Leber , liver \nHaus,house\n\u00a0Milz,spleen', { format: 'csv', trimSpaces: true }),
      checkEntryRows(
        [
          { line: 1, source: ' Leber ', target: ' liver ' },
          { line: 2, source: 'Haus', target: 'house' },
          { line: 3, source: '\u00a0Milz', target: 'spleen' },
        ],
        { trimSpaces: true },
      ),
    ]) {
      expect(result.entries).toEqual(expected);
      expect(result.issues).toEqual([]);
      expect(result.byteSize).toBe(dictionaryByteSize(expected));
    }
  });

  it('a phrase of spaces alone is still empty', () => {
    expect(parseGlossaryEntries('   \tnothing', { trimSpaces: true }).issues.map((issue) => issue.reason)).toEqual([
      'emptyPhrase',
    ]);
  });
});

describe('reading a hostile dictionary in bounded memory', () => {
  it('keeps the first thousand issues in line order and counts them all', () => {
    const text = Array.from({ length: 5000 }, (_, i) => (i % 2 === 0 ? `bad line ${i}` : `ok ${i}\tgut ${i}`)).join(
      '\n',
    );
    const result = parseGlossaryEntries(text);
    expect(result).toMatchObject({ issueCount: 2500, rowCount: 5000 });
    expect(result.issues).toHaveLength(KEPT_ISSUES);
    expect(result.issues.map((i) => i.line)).toEqual(Array.from({ length: KEPT_ISSUES }, (_, i) => 2 * i + 1));
    expect(result.entries).toHaveLength(2500);
  });
});

describe("a rejected line is said in the user's language", () => {
  it('a CSV line with four fields too many and an unclosed quote, in German and Japanese', async () => {
    const result = parseGlossaryEntries('a,b,c\nHaus,house\n"open,x\n', { format: 'csv' });
    const [fields, quote] = result.issues;
    expect(fields?.message).toBe(
      'This line has 3 fields; expected a source and a target phrase, optionally followed by both language codes. Enclose a phrase with a comma in double quotes.',
    );
    expect(await sayIn('de', fields?.uiMessage)).toMatch(/^Diese Zeile hat 3 Felder; erwartet werden/);
    expect(await sayIn('ja', quote?.uiMessage)).toBe(
      '引用符で囲んだ語句が閉じられていません。閉じる二重引用符を追加してください。',
    );
  });
  it('a repeated source names the first line, its number written as the language writes it', async () => {
    const text = `${Array.from({ length: 1500 }, (_, i) => `w${i}\tt${i}`).join('\n')}\nw1233\tagain\n`;
    const [duplicate] = parseGlossaryEntries(text).issues;
    expect(duplicate).toMatchObject({ line: 1501, reason: 'duplicateSource' });
    expect(duplicate?.message).toBe('This source phrase is already on line 1,234. Keep one of the two.');
    expect(await sayIn('en', duplicate?.uiMessage)).toBe(duplicate?.message);
    expect(await sayIn('de', duplicate?.uiMessage)).toBe(
      'Dieser Ausgangsbegriff steht bereits in Zeile 1.234. Behalten Sie einen der beiden.',
    );
  });
  it("a phrase's own problem keeps its catalogue message through the reader", async () => {
    const [empty] = parseGlossaryEntries('Haus\t\n').issues;
    expect(await sayIn('fr', empty?.uiMessage)).toBe(
      'Le terme cible est vide. Saisissez un terme ou supprimez l’entrée.',
    );
  });
});
