import { describe, expect, it } from 'vitest';
import { matchUiLanguage, resolveUiLanguage } from './uiLanguages';

describe('the language Glossa speaks', () => {
  it('follows the first preferred language of the system that Glossa speaks, whatever its region', () => {
    expect(resolveUiLanguage('system', ['pt-BR', 'de-AT', 'fr-FR'])).toBe('de');
    expect(resolveUiLanguage('system', ['ja-JP'])).toBe('ja');
  });

  it('speaks Simplified Chinese to zh-CN and zh-SG, and does not pass Traditional Chinese off as it', () => {
    expect(matchUiLanguage('zh-CN')).toBe('zh-Hans');
    expect(matchUiLanguage('zh-SG')).toBe('zh-Hans');
    expect(matchUiLanguage('zh')).toBe('zh-Hans');
    expect(matchUiLanguage('zh-TW')).toBeNull();
    expect(resolveUiLanguage('system', ['zh-HK', 'es-MX'])).toBe('es');
  });

  it('falls back to English when the system prefers nothing Glossa speaks, or sends a tag that is not one', () => {
    expect(resolveUiLanguage('system', ['pt-BR', 'not a tag!'])).toBe('en');
    expect(resolveUiLanguage('system', [])).toBe('en');
  });

  it('lets a choice in Settings win over the system', () => {
    expect(resolveUiLanguage('fr', ['de-DE'])).toBe('fr');
    expect(resolveUiLanguage('en-XA', ['de-DE'])).toBe('en-XA');
  });
});
