import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { AuthError, ValidationError } from '../../shared/errors';
import { loadCatalogue } from '../../shared/i18n/catalogue';
import { shortcutIssues, shortcutPairIssues } from '../../shared/rules/shortcuts';
import { checkTranslateTextRequest } from '../../shared/rules/translate';
import { errorWords, sayMessage } from './uiMessages';

const intlIn = async (locale: 'de' | 'ja') => createIntl({ locale, messages: await loadCatalogue(locale) });

describe("main's messages in the window's language", () => {
  it("words an error's sentence and next step from their ids, not from the English kept for logs", async () => {
    const words = errorWords(await intlIn('de'), new AuthError({ status: 401 }).toData());
    expect(words.message).toBe('Der Dienst hat den API-Schlüssel abgelehnt.');
    expect(words.nextStep).toBe(
      'Prüfen Sie den API-Schlüssel in den Einstellungen und ob er zum gewählten Tarif gehört.',
    );
  });

  it('names the languages of a rule in the language shown', async () => {
    const issues = checkTranslateTextRequest({ text: ['x'], target_lang: 'EN-GB', formality: 'more' });
    const error = new ValidationError(issues).toData();
    expect(error.message).toMatch(/^English \(British\) has no formality setting/);
    expect(errorWords(await intlIn('de'), error).message).toMatch(/^Englisch \(Vereinigtes Königreich\) kennt keine/);
    expect(errorWords(await intlIn('ja'), error).message).toMatch(/^イギリス英語には敬体・常体の設定がありません/);
  });

  it('names the keys of a shortcut as the keyboard of the language shown does (Strg, Umschalt; macOS symbols)', async () => {
    const [pair] = shortcutPairIssues('Ctrl+Alt+Shift+G', 'CommandOrControl+Alt+Shift+G', 'win32');
    expect(pair?.message).toBe('Ctrl+Alt+Shift+G already translates the selection. Give the clipboard other keys.');
    expect(sayMessage(await intlIn('de'), pair!.uiMessage!)).toMatch(/^Strg\+Alt\+Umschalt\+G /);
    const [taken] = shortcutIssues('Command+C', 'darwin');
    expect(sayMessage(await intlIn('ja'), taken!.uiMessage!)).toMatch(/^⌘C .*⌥⇧⌘G/);
  });

  it('shows an error raised with English sentences only as it is', async () => {
    const words = errorWords(
      await intlIn('ja'),
      new AuthError({ message: 'Only English.', nextStep: 'Step.' }).toData(),
    );
    expect(words).toEqual({ message: 'Only English.', nextStep: 'Step.', fields: [] });
  });

  it('lists each field problem once, beside the sentence', async () => {
    const issues = checkTranslateTextRequest({ text: [], target_lang: 'XX' });
    const words = errorWords(await intlIn('de'), new ValidationError(issues).toData());
    expect(words.message).toBe('Geben Sie mindestens einen Text zum Übersetzen ein.');
    expect(words.fields).toEqual([
      '„XX“ ist keine Zielsprache für die Textübersetzung. Wählen Sie eine aus der Liste.',
    ]);
    expect(
      sayMessage(await intlIn('ja'), { id: 'rules.language.missing', values: { side: 'source', product: 'write' } }),
    ).toBe('文章の改善の原文言語を選んでください。');
  });
});
