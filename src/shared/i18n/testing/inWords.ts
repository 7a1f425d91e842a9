// For tests: a rule's message in the words a user reads, in a UI language (English unless said).
import { IntlMessageFormat } from 'intl-messageformat';
import { loadCatalogue, type UiMessage } from '../catalogue';
import type { UiLanguage } from '../uiLanguages';

export async function inWords(message: UiMessage, language: UiLanguage = 'en'): Promise<string> {
  const catalogue = await loadCatalogue(language);
  return String(new IntlMessageFormat(catalogue[message.id], language).format(message.values));
}
