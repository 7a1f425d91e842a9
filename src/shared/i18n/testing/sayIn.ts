// Tests of rules in `src/shared`: a rule's message in the words of one UI language, read from its catalogue as the
// window and main read it (numbers formatted for the language).
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue, type UiMessage } from '../catalogue';
import { formattingLocale, type UiLanguage } from '../uiLanguages';

export async function sayIn(language: UiLanguage, message: UiMessage | undefined): Promise<string> {
  if (!message) throw new Error('the issue carries no catalogue message');
  const catalogue = await loadCatalogue(language);
  return String(new IntlMessageFormat(catalogue[message.id], formattingLocale(language)).format(message.values));
}
