// The contract's `languages` area: the active connection's language lists and what a picker may offer.
import type { AreaHandlers } from '../../shared/contract';
import type { LanguageCatalog } from './languageCatalog';

export function languageHandlers(languages: LanguageCatalog): AreaHandlers<'languages'> {
  return {
    list: (request) => languages.list(request),
    choices: (request) => languages.choices(request),
    resources: () => languages.resources(),
  };
}
