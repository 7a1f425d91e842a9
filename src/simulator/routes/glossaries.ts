// Glossaries: the eight v3 routes and the v2 create call. Entry content is checked with the shared glossary
// rules; languages with the shared language table. Dictionaries are stored under base-language codes.
import { randomUUID } from 'node:crypto';
import { json, noContent, type Exchange } from '../http/exchange';
import { ServiceError, notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import {
  CreateGlossaryRequestSchema,
  CreateGlossaryV2RequestSchema,
  DictionaryPairQuerySchema,
  PatchGlossaryRequestSchema,
  PutDictionaryRequestSchema,
} from '../../shared/api/glossaries';
import { dictionaryByteSize, serializeEntriesTsv, GLOSSARY_LIMITS } from '../../shared/rules/glossaryEntries';
import {
  checkGlossaryLanguage,
  readCreateGlossaryRequest,
  readCreateGlossaryV2Request,
  readDictionaryInput,
  readPatchGlossaryRequest,
  tooLargeIssue,
  type GlossaryRequestRead,
  type ReadDictionary,
} from '../../node/glossaries/glossaryRequests';
import { baseLanguage } from '../../shared/rules/languages';
import { applyGlossary } from '../engine/glossaryMatcher';
import type { SimulatorModule } from '../context';
import { isReady, type AccountId, type StoredDictionary, type StoredGlossary } from '../state/simulatorStore';
import { v2Glossary } from './glossariesV2';

/** Largest JSON body of a glossary call: five full dictionaries plus JSON escaping. */
const MAX_GLOSSARY_BODY_BYTES = 5 * GLOSSARY_LIMITS.dictionaryBytes * 2 + 1024 * 1024;

export const glossaryRoutes: SimulatorModule = (context) => {
  const { routes, store } = context;
  const accountOf = (exchange: Exchange): AccountId => exchange.caller.plan;
  const load = (exchange: Exchange): StoredGlossary => {
    const glossary = store.glossaries.get(exchange.params.glossary_id!);
    if (!glossary || glossary.account !== accountOf(exchange))
      throw notFound(
        'There is no glossary with this glossary_id.',
        'Glossaries are kept per data center: check the base URL.',
      );
    return glossary;
  };
  // While a glossary is not ready yet, the engine builds its matchers (about 0.7 s for a 10 MB dictionary), so
  // the first translation with it is as fast as the next ones.
  const warming = new Set<NodeJS.Immediate>();
  const warm = (glossary: StoredGlossary) => {
    const immediate = setImmediate(() => {
      warming.delete(immediate);
      for (const dictionary of glossary.dictionaries) applyGlossary(' ', dictionary.entries);
    });
    warming.add(immediate);
  };
  context.onClose(() => {
    for (const immediate of warming) clearImmediate(immediate);
    warming.clear();
  });
  const save = (glossary: StoredGlossary, entriesChanged: boolean) => {
    if (entriesChanged) {
      glossary.readyAt = Date.now() + context.timings.glossaryReadyDelayMs;
      warm(glossary);
    }
    store.glossaries.set(glossary.glossary_id, glossary);
  };
  const max = MAX_GLOSSARY_BODY_BYTES;

  routes.add(
    {
      method: 'POST',
      path: '/v3/glossaries',
      access: 'key',
      maxBodyBytes: max,
      bodies: ['json', 'form'],
      handle: (exchange) => {
        const fields = exchange.fields();
        const request = parseWith(CreateGlossaryRequestSchema, fields);
        const dictionaries = accepted(readCreateGlossaryRequest(request)).map(stored);
        const glossary: StoredGlossary = {
          glossary_id: randomUUID(),
          account: accountOf(exchange),
          name: request.name,
          creation_time: new Date().toISOString(),
          readyAt: 0,
          dictionaries,
        };
        save(glossary, true);
        return json(201, metadata(glossary));
      },
    },
    {
      method: 'GET',
      path: '/v3/glossaries',
      access: 'key',
      handle: (exchange) =>
        json(200, {
          glossaries: store.glossaries
            .values()
            .filter((g) => g.account === accountOf(exchange))
            .map(metadata),
        }),
    },
    {
      method: 'GET',
      path: '/v3/glossaries/:glossary_id',
      access: 'key',
      handle: (exchange) => json(200, metadata(load(exchange))),
    },
    {
      method: 'GET',
      path: '/v3/glossaries/:glossary_id/entries',
      access: 'key',
      handle: (exchange) => {
        const glossary = load(exchange);
        const pair = readPairQuery(exchange);
        const dictionary = glossary.dictionaries.find(samePair(pair));
        if (!dictionary) throw noDictionaryFor(pair);
        return json(200, {
          dictionaries: [
            {
              source_lang: dictionary.source_lang,
              target_lang: dictionary.target_lang,
              entries: serializeEntriesTsv(dictionary.entries.map(([source, target]) => ({ source, target }))),
              entries_format: 'tsv',
            },
          ],
        });
      },
    },
    {
      method: 'PUT',
      path: '/v3/glossaries/:glossary_id/dictionaries',
      access: 'key',
      maxBodyBytes: max,
      bodies: ['json', 'form'],
      handle: (exchange) => {
        const glossary = load(exchange);
        const [dictionary] = accepted(
          readDictionaryInput(parseWith(PutDictionaryRequestSchema, exchange.fields())),
        ).map(stored);
        if (!dictionary) throw new Error('A read dictionary is missing.');
        const index = glossary.dictionaries.findIndex(samePair(dictionary));
        if (index >= 0) glossary.dictionaries[index] = dictionary;
        else glossary.dictionaries.push(dictionary);
        delete glossary.created_with;
        save(glossary, true);
        return json(200, info(dictionary));
      },
    },
    {
      method: 'PATCH',
      path: '/v3/glossaries/:glossary_id',
      access: 'key',
      maxBodyBytes: max,
      bodies: ['json', 'form'],
      handle: (exchange) => {
        const glossary = load(exchange);
        const request = parseWith(PatchGlossaryRequestSchema, exchange.fields());
        const [patch] = accepted(readPatchGlossaryRequest(request)).map(stored);
        if (patch) {
          const existing = glossary.dictionaries.find(samePair(patch));
          if (existing) {
            const merged = new Map(existing.entries);
            for (const [source, target] of patch.entries) merged.set(source, target);
            const entries = [...merged];
            checkSize(entries);
            existing.entries = entries;
          } else glossary.dictionaries.push(patch);
        }
        if (request.name !== undefined) glossary.name = request.name;
        delete glossary.created_with;
        save(glossary, patch !== undefined);
        return json(200, metadata(glossary));
      },
    },
    {
      method: 'DELETE',
      path: '/v3/glossaries/:glossary_id',
      access: 'key',
      handle: (exchange) => {
        store.glossaries.delete(load(exchange).glossary_id);
        return noContent();
      },
    },
    {
      method: 'DELETE',
      path: '/v3/glossaries/:glossary_id/dictionaries',
      access: 'key',
      handle: (exchange) => {
        const glossary = load(exchange);
        const pair = readPairQuery(exchange);
        const index = glossary.dictionaries.findIndex(samePair(pair));
        if (index < 0) throw noDictionaryFor(pair);
        glossary.dictionaries.splice(index, 1);
        delete glossary.created_with;
        save(glossary, false);
        return noContent();
      },
    },
    {
      method: 'POST',
      path: '/v2/glossaries',
      access: 'key',
      maxBodyBytes: max,
      bodies: ['json', 'form'],
      handle: (exchange) => {
        const request = parseWith(CreateGlossaryV2RequestSchema, exchange.fields());
        const [dictionary] = accepted(readCreateGlossaryV2Request(request)).map(stored);
        if (!dictionary) throw new Error('A read dictionary is missing.');
        const glossary: StoredGlossary = {
          glossary_id: randomUUID(),
          account: accountOf(exchange),
          name: request.name,
          creation_time: new Date().toISOString(),
          readyAt: 0,
          dictionaries: [dictionary],
          created_with: 'v2',
        };
        save(glossary, true);
        return json(201, v2Glossary(glossary));
      },
    },
  );
};

export { isReady } from '../state/simulatorStore';

const info = (d: StoredDictionary) => ({
  source_lang: d.source_lang,
  target_lang: d.target_lang,
  entry_count: d.entries.length,
});

function metadata(glossary: StoredGlossary) {
  return {
    glossary_id: glossary.glossary_id,
    name: glossary.name,
    ready: isReady(glossary),
    dictionaries: glossary.dictionaries.map(info),
    creation_time: glossary.creation_time,
  };
}

/** A request the shared rules accept gives its dictionaries; one that breaks only the 10 MB rule is a 413. */
function accepted(read: GlossaryRequestRead): ReadDictionary[] {
  if (read.tooLarge)
    throw new ServiceError(
      413,
      'The dictionary is larger than 10 MB.',
      read.issues.map((issue) => issue.message).join(' '),
    );
  rejectIssues(read.issues);
  return read.dictionaries;
}

const stored = (dictionary: ReadDictionary): StoredDictionary => ({
  source_lang: dictionary.source_lang,
  target_lang: dictionary.target_lang,
  entries: dictionary.entries.map((entry) => [entry.source, entry.target]),
});

/** A glossary language (any casing, variant allowed) as the base code the dictionary is stored under. */
function glossaryLanguage(field: string, code: string, side: 'source' | 'target'): string {
  rejectIssues(checkGlossaryLanguage(field, code, side));
  return baseLanguage(code);
}

interface LanguagePair {
  source_lang: string;
  target_lang: string;
}

/** Matches the dictionary of this language pair (codes as stored: base languages). */
const samePair = (pair: LanguagePair) => (dictionary: LanguagePair) =>
  dictionary.source_lang === pair.source_lang && dictionary.target_lang === pair.target_lang;

const noDictionaryFor = (pair: LanguagePair) =>
  notFound(`The glossary has no ${pair.source_lang} to ${pair.target_lang} dictionary.`);

function readPairQuery(exchange: Exchange): LanguagePair {
  const query = parseWith(DictionaryPairQuerySchema, {
    source_lang: exchange.query.get('source_lang') ?? undefined,
    target_lang: exchange.query.get('target_lang') ?? undefined,
  });
  return {
    source_lang: glossaryLanguage('source_lang', query.source_lang, 'source'),
    target_lang: glossaryLanguage('target_lang', query.target_lang, 'target'),
  };
}

/** The 10 MB rule again after a PATCH merged new entries into a dictionary. */
function checkSize(entries: [string, string][]): void {
  const bytes = dictionaryByteSize(entries.map(([source, target]) => ({ source, target })));
  if (bytes > GLOSSARY_LIMITS.dictionaryBytes)
    throw new ServiceError(
      413,
      'The dictionary is larger than 10 MB.',
      tooLargeIssue('dictionaries.0.entries', bytes).message,
    );
}
