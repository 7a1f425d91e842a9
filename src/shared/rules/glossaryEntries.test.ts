import { describe, expect, it } from 'vitest';
import {
  serializeEntriesTsv,
  trimPhrase,
  utf8ByteLength,
  validateGlossaryName,
  validateSourcePhrase,
  validateTargetPhrase,
} from './glossaryEntries';
import { parseGlossaryEntries } from '../../node/formats/csv/glossaryParsing';

const reasons = (issues: readonly { reason: string }[]) => issues.map((issue) => issue.reason);

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
    for (const phrase of [
      'New York',
      'Straße',
      '東京都',
      'naïve café',
      '👩‍💻 developer',
      'a\u00a0b',
      '"quoted", with comma',
    ]) {
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
    expect(reasons(validateSourcePhrase(` ${'a'.repeat(1030)}\n`))).toEqual([
      'newline',
      'surroundingWhitespace',
      'phraseTooLong',
    ]);
  });

  it('is trimmed of Unicode whitespace by the one-click fix', () => {
    expect(trimPhrase('\u00a0 Haus\u3000\u0085')).toBe('Haus');
    expect(trimPhrase('New York')).toBe('New York');
    expect(validateSourcePhrase(trimPhrase('\u2003Haus '))).toEqual([]);
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

describe('an entry list', () => {
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
