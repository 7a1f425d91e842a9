import { describe, expect, it } from 'vitest';
import {
  compareNames,
  formatDate,
  formatDuration,
  formatList,
  formatNumber,
  formatPercent,
  formatSize,
  languageName,
} from './formats';

describe('formats follow the UI language', () => {
  it('groups digits and writes decimals and percentages as German and Japanese readers do', () => {
    expect(formatNumber('de', 1234567.5)).toBe('1.234.567,5');
    expect(formatNumber('ja', 1234567.5)).toBe('1,234,567.5');
    expect(formatPercent('de', 0.14)).toBe('14\u00a0%');
    expect(formatPercent('ja', 0.14)).toBe('14%');
  });

  it('writes sizes in decimal units in the language, bytes in words', () => {
    expect(formatSize('de', 1_534_000)).toBe('1,5 MB');
    expect(formatSize('ja', 1_534_000)).toBe('1.5 MB');
    expect(formatSize('fr', 2_000_000_000)).toBe('2\u202fGo');
    expect(formatSize('de', 512)).toBe('512 Byte');
    expect(formatSize('ja', 999_999)).toBe('1 MB');
    expect(formatSize('en', 999_400)).toBe('999 kB');
  });

  it('writes durations in hours, minutes and seconds of the language', () => {
    expect(formatDuration('de', 200)).toBe('3 Min., 20 Sek.');
    expect(formatDuration('ja', 200)).toBe('3分20秒');
    expect(formatDuration('de', 3900)).toBe('1 Std., 5 Min.');
    expect(formatDuration('ja', 3600)).toBe('1時間');
    expect(formatDuration('en', 0)).toBe('0 sec');
  });

  it('writes dates in the language order, and leaves a value that is no date as it is', () => {
    const when = new Date(2026, 10, 26, 6, 30);
    expect(formatDate('de', when)).toBe('26.11.2026, 06:30');
    expect(formatDate('ja', when)).toBe('2026/11/26 6:30');
    expect(formatDate('de', when.getTime(), 'date')).toBe('26.11.2026');
    expect(formatDate('ja', 'not a date')).toBe('not a date');
  });

  it('joins lists with the language conjunction', () => {
    expect(formatList('de', ['Word', 'Excel', 'PDF'])).toBe('Word, Excel und PDF');
    expect(formatList('ja', ['Word', 'Excel', 'PDF'])).toBe('Word、Excel、PDF');
    expect(formatList('de', ['A', 'B'], 'disjunction')).toBe('A oder B');
  });

  it('names languages in the UI language from the codes the service writes, not from a table', () => {
    expect(languageName('de', 'EN-GB')).toBe('Englisch (Vereinigtes Königreich)');
    expect(languageName('de', 'ZH-HANS')).toBe('Chinesisch (vereinfacht)');
    expect(languageName('ja', 'DE')).toBe('ドイツ語');
    expect(languageName('ja', 'pt-br')).toBe('ポルトガル語 (ブラジル)');
    expect(languageName('fr', 'EN-GB', { standalone: true })).toBe('Anglais britannique');
    expect(languageName('de', 'not a code!')).toBe('not a code!');
  });

  it('sorts names in the language alphabetical order', () => {
    const names = ['Zulu', 'Ägyptisch', 'Englisch'];
    expect([...names].sort((a, b) => compareNames('de', a, b))).toEqual(['Ägyptisch', 'Englisch', 'Zulu']);
  });
});
