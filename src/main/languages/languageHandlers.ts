// The contract's `languages` area: the active connection's language lists and what a picker may offer.
import type { AreaHandlers } from '../../shared/contract';
import type { LanguageCatalog } from './languageCatalog';

export function languageHandlers(languages: LanguageCatalog): AreaHandlers<'languages'> {
  return {
    list: ({ product, includeBeta }) => languages.list(product, { includeBeta: includeBeta === true }),
    choices: ({ product, feature, includeBeta }) => languages.choices(product, { includeBeta: includeBeta === true, ...(feature ? { feature } : {}) }),
  };
}
