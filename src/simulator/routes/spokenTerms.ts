// Spoken terms (/v3/spoken-terms, published after this project's copy of openapi.yaml; the shapes of the service's
// documentation pages, see src/shared/api/spokenTerms.ts): collections of monolingual term lists, one per
// language, kept per account like glossaries. A voice session that names one writes its terms as spoken
// (voiceModule.ts, `spoken_terms_id`).
import { randomUUID } from 'node:crypto';
import { json, noContent, type Exchange } from '../http/exchange';
import { notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import { CreateSpokenTermsRequestSchema, TermListSchema } from '../../shared/api/spokenTerms';
import { checkSpokenTermsName, checkTermList, termsOf } from '../../shared/rules/spokenTerms';
import { baseLanguage } from '../../shared/rules/languages';
import type { SimulatorModule } from '../context';
import type { AccountId, StoredSpokenTerms } from '../state/simulatorStore';

const view = (terms: StoredSpokenTerms) => ({
  spoken_terms_id: terms.spoken_terms_id,
  name: terms.name,
  term_lists: Object.entries(terms.lists).map(([lang, list]) => ({ lang, entry_count: list.length })),
  creation_time: terms.creation_time,
});

const langOf = (lang: string) => baseLanguage(lang).toLowerCase();

export const spokenTermRoutes: SimulatorModule = ({ routes, store }) => {
  const accountOf = (exchange: Exchange): AccountId => exchange.caller.plan;
  const load = (exchange: Exchange): StoredSpokenTerms => {
    const terms = store.spokenTerms.get(exchange.params.spoken_terms_id!);
    if (!terms || terms.account !== accountOf(exchange))
      throw notFound('There are no spoken terms with this spoken_terms_id.');
    return terms;
  };

  routes.add({
    method: 'POST',
    path: '/v3/spoken-terms',
    access: 'key',
    handle: (exchange) => {
      const request = parseWith(CreateSpokenTermsRequestSchema, exchange.fields());
      rejectIssues([
        ...checkSpokenTermsName(request.name),
        ...request.term_lists.flatMap((list, i) => checkTermList(`term_lists[${i}].entries`, list.entries)),
      ]);
      const terms: StoredSpokenTerms = {
        spoken_terms_id: randomUUID(),
        account: accountOf(exchange),
        name: request.name,
        creation_time: new Date().toISOString(),
        lists: Object.fromEntries(request.term_lists.map((list) => [langOf(list.lang), termsOf(list.entries)])),
      };
      store.spokenTerms.set(terms.spoken_terms_id, terms);
      return json(200, view(terms));
    },
  });
  routes.add({
    method: 'GET',
    path: '/v3/spoken-terms/:spoken_terms_id',
    access: 'key',
    handle: (exchange) => json(200, view(load(exchange))),
  });
  routes.add({
    method: 'DELETE',
    path: '/v3/spoken-terms/:spoken_terms_id',
    access: 'key',
    handle: (exchange) => {
      store.spokenTerms.delete(load(exchange).spoken_terms_id);
      return noContent();
    },
  });
  routes.add({
    method: 'GET',
    path: '/v3/spoken-terms/:spoken_terms_id/entries',
    access: 'key',
    handle: (exchange) => {
      const terms = load(exchange);
      const lang = exchange.query.get('lang');
      if (!lang) rejectIssues([{ field: 'lang', message: 'Name the language of the term list to read.' }]);
      const list = terms.lists[langOf(lang!)];
      if (!list) throw notFound(`These spoken terms have no term list for "${lang}".`);
      return json(200, { lang: langOf(lang!), entries: list.join('\n') });
    },
  });
  routes.add({
    method: 'PUT',
    path: '/v3/spoken-terms/:spoken_terms_id/term-lists',
    access: 'key',
    handle: (exchange) => {
      const terms = load(exchange);
      const request = parseWith(TermListSchema, exchange.fields());
      rejectIssues(checkTermList('entries', request.entries));
      const lang = langOf(request.lang);
      terms.lists[lang] = termsOf(request.entries);
      store.spokenTerms.set(terms.spoken_terms_id, terms);
      return json(200, { lang, entry_count: terms.lists[lang]!.length });
    },
  });
};

/** The terms a session's spoken language uses, or none. */
export function sessionTerms(
  store: { spokenTerms: { get(id: string): StoredSpokenTerms | undefined } },
  id: string,
  account: AccountId,
  language: string,
): string[] | undefined {
  const terms = store.spokenTerms.get(id);
  if (!terms || terms.account !== account) return undefined;
  return terms.lists[langOf(language)] ?? [];
}
