import { describe, expect, it } from 'vitest';
import {
  checkEntryRows,
  GLOSSARY_LIMITS,
  dictionaryByteSize,
  findDuplicateSources,
  parseGlossaryEntries,
  serializeEntriesTsv,
  trimPhrase,
  utf8ByteLength,
  validateGlossaryEntries,
  validateGlossaryName,
  validateSourcePhrase,
  validateTargetPhrase,
} from './glossaryEntries';

const reasons = (issues: readonly { reason: string }[]) => issues.map((issue) => issue.reason);

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
    expect(result.issues).toHaveLength(50_000);
    expect(result.issues.every((issue) => issue.reason === 'missingSeparator')).toBe(true);
  });

  it('accepts source phrases that are names of Object properties', () => {
    const result = parseGlossaryEntries('constructor\tKonstruktor\n__proto__\tPrototyp\ntoString\tzuText\nhasOwnProperty\thatEigenes');
    expect(result.issues).toEqual([]);
    expect(result.entries.map((entry) => entry.source)).toEqual(['constructor', '__proto__', 'toString', 'hasOwnProperty']);
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

describe('a phrase', () => {
  it.each([
    ['NUL', '\u0000'],
    ['BEL', '\u0007'],
    ['ESC', '\u001b'],
    ['tab', '\t'],
    ['C1 control U+0080', '\u0080'],
    ['C1 control U+009F', '\u009f'],
  ])('must not contain a control character: %s', (_name, char) => {
    expect(reasons(validateSourcePhrase(`a${char}b`))).toEqual(['controlCharacter']);
    expect(reasons(validateTargetPhrase(`a${char}b`))).toEqual(['controlCharacter']);
  });

  it.each([
    ['LF', '\n'],
    ['CR', '\r'],
    ['VT', '\u000b'],
    ['FF', '\u000c'],
    ['NEL', '\u0085'],
    ['LINE SEPARATOR', '\u2028'],
    ['PARAGRAPH SEPARATOR', '\u2029'],
  ])('must not contain a Unicode newline: %s', (_name, char) => {
    expect(reasons(validateSourcePhrase(`a${char}b`))).toEqual(['newline']);
  });

  it('names the character it found, so a translator can find it', () => {
    expect(validateTargetPhrase('a\tb')[0]!.message).toMatch(/target phrase.*tab \(U\+0009\)/);
  });

  it.each([
    ['space', ' '],
    ['tab', '\t'],
    ['no-break space', '\u00a0'],
    ['ideographic space', '\u3000'],
    ['em space', '\u2003'],
    ['narrow no-break space', '\u202f'],
    ['next line', '\u0085'],
    ['ogham space', '\u1680'],
    ['zero-width no-break space', '\ufeff'],
  ])('must not start or end with Unicode whitespace: %s', (_name, char) => {
    expect(reasons(validateSourcePhrase(`${char}Haus`))).toContain('surroundingWhitespace');
    expect(reasons(validateSourcePhrase(`Haus${char}`))).toContain('surroundingWhitespace');
  });

  it('may contain inner spaces, letters of any script, emoji and a DEL-free printable mix', () => {
    for (const phrase of ['New York', 'Straße', '東京都', 'naïve café', '👩‍💻 developer', 'a\u00a0b', '"quoted", with comma']) {
      expect(validateSourcePhrase(phrase)).toEqual([]);
    }
  });

  it('is at most 1024 UTF-8 bytes, not 1024 characters', () => {
    expect(validateSourcePhrase('a'.repeat(1024))).toEqual([]);
    expect(reasons(validateSourcePhrase('a'.repeat(1025)))).toEqual(['phraseTooLong']);
    expect(validateSourcePhrase('é'.repeat(512))).toEqual([]); // 1024 bytes
    expect(reasons(validateTargetPhrase('é'.repeat(513)))).toEqual(['phraseTooLong']); // 1026 bytes, 513 characters
    expect(validateSourcePhrase('€'.repeat(341) + 'a')).toEqual([]); // 1024 bytes
    expect(reasons(validateSourcePhrase('€'.repeat(342)))).toEqual(['phraseTooLong']); // 1026 bytes
    expect(reasons(validateSourcePhrase('😀'.repeat(257)))).toEqual(['phraseTooLong']); // 1028 bytes
  });

  it('can have several problems at once', () => {
    expect(reasons(validateSourcePhrase(` ${'a'.repeat(1030)}\n`))).toEqual(['newline', 'surroundingWhitespace', 'phraseTooLong']);
  });

  it('is trimmed of Unicode whitespace by the one-click fix', () => {
    expect(trimPhrase('\u00a0 Haus\u3000\u0085')).toBe('Haus');
    expect(trimPhrase('New York')).toBe('New York');
    expect(validateSourcePhrase(trimPhrase('\u2003Haus '))).toEqual([]);
  });
});

describe('the fast parsing path', () => {
  it('agrees with the per-phrase validation on every tricky character, at every position', () => {
    const tricky = ['\u0000', '\t', '\u001f', ' ', '\u007f', '\u0080', '\u0085', '\u009f', '\u00a0', 'é', '\u1680', '\u2000', '\u200a', '\u200b', '\u2028', '\u2029', '\u202f', '\u205f', '\u3000', '\ufeff', '😀', '\ud800', '€'];
    for (const char of tricky) {
      for (const phrase of [char, `${char}x`, `x${char}`, `x${char}x`, `${char.repeat(400)}x`]) {
        const parsedCleanly = parseGlossaryEntries(`a\t${phrase}`).issues.length === 0;
        expect({ phrase, valid: parsedCleanly }).toEqual({ phrase, valid: validateTargetPhrase(phrase).length === 0 });
      }
    }
  });
});

describe('a glossary name', () => {
  it('is at most 1024 UTF-8 bytes and not blank', () => {
    expect(validateGlossaryName('Medical terms')).toEqual([]);
    expect(validateGlossaryName('ü'.repeat(512))).toEqual([]);
    expect(reasons(validateGlossaryName('ü'.repeat(513)))).toEqual(['nameTooLong']);
    expect(reasons(validateGlossaryName('   '))).toEqual(['emptyName']);
  });
});

describe('a glossary line in CSV', () => {
  const csv = (text: string, pair?: { sourceLang: string; targetLang: string }) => parseGlossaryEntries(text, { format: 'csv', ...pair });

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
    const result = csv('Haus,house,de,en\nchat,cat,fr,en\nKatze,cat,DE,EN\nHund,dog,de-AT,en-GB\nMaus,mouse', { sourceLang: 'de', targetLang: 'en' });
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
    expect(csv(lines).issues).toHaveLength(50_000);
    expect(csv(`"${lines}`).issues).toHaveLength(50_000);
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

  it('is at most 10,000,000 bytes', () => {
    const phrase = 'x'.repeat(1000);
    // 9,997 entries of 1000+1+1000 bytes joined by newlines: 9,997 * 2002 - 1 bytes.
    const entryCount = Math.floor((GLOSSARY_LIMITS.dictionaryBytes + 1) / 2002);
    const fits = Array.from({ length: entryCount }, (_, i) => `${i}${phrase.slice(String(i).length)}\t${phrase}`).join('\n');
    const fitsResult = parseGlossaryEntries(fits);
    expect(fitsResult.byteSize).toBeLessThanOrEqual(GLOSSARY_LIMITS.dictionaryBytes);
    expect(fitsResult.tooLarge).toBe(false);

    const tooLarge = `${fits}\nlast\t${'y'.repeat(1000)}`;
    const result = parseGlossaryEntries(tooLarge);
    expect(result.tooLarge).toBe(true);
    expect(result.issues[0]).toMatchObject({ line: 1, field: 'entry', reason: 'dictionaryTooLarge' });
    expect(validateGlossaryEntries(result.entries)[0]).toMatchObject({ reason: 'dictionaryTooLarge' });
  });
});

describe('an entry list as the editor holds it', () => {
  it('is checked with line = index + 1', () => {
    const issues = validateGlossaryEntries([
      { source: 'a', target: 'b' },
      { source: 'a', target: 'c' },
      { source: '', target: 'd ' },
    ]);
    expect(issues).toMatchObject([
      { line: 2, field: 'source', reason: 'duplicateSource' },
      { line: 3, field: 'source', reason: 'emptyPhrase' },
      { line: 3, field: 'target', reason: 'surroundingWhitespace' },
    ]);
  });

  it('has its duplicates found with every occurrence', () => {
    const duplicates = findDuplicateSources([
      { source: 'a', target: '1' },
      { source: 'b', target: '2' },
      { source: 'a', target: '3' },
      { source: 'constructor', target: '4' },
      { source: 'a', target: '5' },
    ]);
    expect([...duplicates]).toEqual([['a', [0, 2, 4]]]);
  });

  it('round-trips through TSV', () => {
    const entries = [
      { source: 'Straße', target: 'street' },
      { source: '"quoted", comma', target: '東京' },
    ];
    expect(parseGlossaryEntries(serializeEntriesTsv(entries)).entries).toEqual(entries);
  });
});

describe('UTF-8 size', () => {
  it('matches an encoder, surrogate pairs and lone surrogates included', () => {
    for (const text of ['', 'abc', 'é', '€', '😀', 'a\ud800b', '\udc00', 'mixed ü € 😀 text']) {
      expect(utf8ByteLength(text)).toBe(new TextEncoder().encode(text).length);
    }
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
