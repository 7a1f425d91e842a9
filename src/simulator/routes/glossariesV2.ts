// The v2 glossary routes beside v2 create (in glossaries.ts): list, get, entries as TSV, delete, and the
// deprecated /v2/glossary-language-pairs. Spec: create only; the public service (openapi.yaml) serves the rest.
// A v2 glossary is a glossary with one dictionary: the same stored glossary the v3 routes see. The v2 list shows
// those made through v2 and not changed through v3 since (the service: v2 can no longer delete a glossary v3
// edited); v2 get/entries read any one-dictionary glossary, and answer 400 naming v3 for one with several.
import { json, noContent, type Exchange } from '../http/exchange';
import { ServiceError, badRequest, notFound } from '../http/serviceError';
import { serializeEntriesTsv } from '../../shared/rules/glossaryEntries';
import { GLOSSARY_LANGUAGES } from '../../shared/rules/languageTable';
import { isReady, type StoredDictionary, type StoredGlossary } from '../state/simulatorStore';
import type { SimulatorModule } from '../context';

/** The v2 (MonolingualGlossary) view of a glossary with one dictionary. */
export function v2Glossary(glossary: StoredGlossary) {
  const dictionary = onlyDictionary(glossary);
  return {
    glossary_id: glossary.glossary_id,
    name: glossary.name,
    ready: isReady(glossary),
    source_lang: dictionary.source_lang,
    target_lang: dictionary.target_lang,
    creation_time: glossary.creation_time,
    entry_count: dictionary.entries.length,
  };
}

function onlyDictionary(glossary: StoredGlossary): StoredDictionary {
  const [first] = glossary.dictionaries;
  if (glossary.dictionaries.length !== 1 || !first) {
    throw badRequest(
      `This glossary has ${glossary.dictionaries.length} dictionaries; the v2 glossary routes serve glossaries with exactly one.`,
      'Use the v3 routes (/v3/glossaries/{glossary_id}) for it.',
    );
  }
  return first;
}

/** Every glossary language pair: each glossary language into every other one. */
function glossaryLanguagePairs(): { source_lang: string; target_lang: string }[] {
  return GLOSSARY_LANGUAGES.flatMap((source) =>
    GLOSSARY_LANGUAGES.filter((target) => target !== source).map((target) => ({
      source_lang: source,
      target_lang: target,
    })),
  );
}

/** Whether an Accept header admits TSV (absent, any type, text/*, or TSV itself). */
function acceptsTsv(accept: string | undefined): boolean {
  if (!accept?.trim()) return true;
  return accept
    .split(',')
    .some((part) => ['*/*', 'text/*', 'text/tab-separated-values'].includes(part.split(';')[0]!.trim().toLowerCase()));
}

export const glossaryV2Routes: SimulatorModule = ({ routes, store }) => {
  const load = (exchange: Exchange): StoredGlossary => {
    const glossary = store.glossaries.get(exchange.params.glossary_id!);
    if (!glossary || glossary.account !== exchange.caller.plan)
      throw notFound('Glossary not found.', 'Glossaries are kept per data center: check the base URL.');
    return glossary;
  };
  routes.add(
    {
      method: 'GET',
      path: '/v2/glossaries',
      access: 'key',
      handle: (exchange) =>
        json(200, {
          glossaries: store.glossaries
            .values()
            .filter(
              (glossary) =>
                glossary.account === exchange.caller.plan &&
                glossary.created_with === 'v2' &&
                glossary.dictionaries.length === 1,
            )
            .map(v2Glossary),
        }),
    },
    {
      method: 'GET',
      path: '/v2/glossaries/:glossary_id',
      access: 'key',
      handle: (exchange) => json(200, v2Glossary(load(exchange))),
    },
    {
      method: 'GET',
      path: '/v2/glossaries/:glossary_id/entries',
      access: 'key',
      handle: (exchange) => {
        const dictionary = onlyDictionary(load(exchange));
        if (!acceptsTsv(exchange.req.headers.accept)) {
          throw new ServiceError(
            415,
            'Glossary entries are served only as text/tab-separated-values.',
            'Send "Accept: text/tab-separated-values" or leave Accept out.',
          );
        }
        const tsv = serializeEntriesTsv(dictionary.entries.map(([source, target]) => ({ source, target })));
        return {
          status: 200,
          bytes: new TextEncoder().encode(tsv),
          contentType: 'text/tab-separated-values; charset=utf-8',
        };
      },
    },
    {
      method: 'DELETE',
      path: '/v2/glossaries/:glossary_id',
      access: 'key',
      handle: (exchange) => {
        const glossary = load(exchange);
        if (glossary.created_with !== 'v2')
          throw badRequest(
            'This glossary was made or changed through the v3 routes, so the v2 routes can no longer delete it.',
            'Delete it with DELETE /v3/glossaries/{glossary_id}.',
          );
        store.glossaries.delete(glossary.glossary_id);
        return noContent();
      },
    },
    {
      method: 'GET',
      path: '/v2/glossary-language-pairs',
      access: 'key',
      handle: () => json(200, { supported_languages: glossaryLanguagePairs() }),
    },
  );
};
