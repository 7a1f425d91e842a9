// Tests of rules in `src/shared`: a rule's message in the words of one UI language, read from its catalogue as the
// window and main read it (numbers formatted for the language, languages and shortcuts named in it).
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue, type Catalogue, type UiMessage } from '../catalogue';
import { languageName } from '../formats';
import { shortcutInWords } from '../../rules/shortcutWords';
import { formattingLocale, type UiLanguage } from '../uiLanguages';

export async function sayIn(language: UiLanguage, message: UiMessage | undefined): Promise<string> {
  if (!message) throw new Error('the issue carries no catalogue message');
  const catalogue = await loadCatalogue(language);
  return wordsOf(catalogue, formattingLocale(language), message);
}

function wordsOf(catalogue: Catalogue, locale: string, message: UiMessage): string {
  const values: Record<string, string | number> = { ...message.values };
  for (const [name, code] of Object.entries(message.languages ?? {})) values[name] = languageName(locale, code);
  for (const [name, { accelerator, platform }] of Object.entries(message.shortcuts ?? {}))
    values[name] = shortcutInWords(accelerator, platform, (key) => wordsOf(catalogue, locale, key));
  return String(new IntlMessageFormat(catalogue[message.id], locale).format(values));
}
