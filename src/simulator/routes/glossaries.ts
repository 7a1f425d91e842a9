// Glossaries: the eight v3 routes and the v2 create call. Entry content is checked with the shared glossary
// rules; languages with the shared language table. Dictionaries are stored under base-language codes.
import { randomUUID } from 'node:crypto';
import { json, noContent, type Exchange } from '../http/exchange';
import { ServiceError, badRequest, notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import {
  CreateGlossaryRequestSchema,
  CreateGlossaryV2RequestSchema,
  DictionaryPairQuerySchema,
  PatchGlossaryRequestSchema,
  PutDictionaryRequestSchema,
  type DictionaryInput,
} from '../../shared/api/glossaries';
import { parseGlossaryEntries, serializeEntriesTsv, validateGlossaryName, GLOSSARY_LIMITS, type GlossaryLineIssue } from '../../shared/rules/glossaryEntries';
import { baseLanguage, checkLanguage } from '../../shared/rules/languages';
import type { FieldIssue } from '../../shared/errors';
import { applyGlossary } from '../engine/glossaryMatcher';
import type { SimulatorModule } from '../context';
import type { AccountId, StoredDictionary, StoredGlossary } from '../state/simulatorStore';

/** Largest JSON body of a glossary call: five full dictionaries plus JSON escaping. */
const MAX_GLOSSARY_BODY_BYTES = 5 * GLOSSARY_LIMITS.dictionaryBytes * 2 + 1024 * 1024;

export const glossaryRoutes: SimulatorModule = (context) => {
  const { routes, store } = context;
  const accountOf = (exchange: Exchange): AccountId => exchange.caller.plan;
  const load = (exchange: Exchange): StoredGlossary => {
    const glossary = store.glossaries.get(exchange.params.glossary_id!);
    if (!glossary || glossary.account !== accountOf(exchange)) throw notFound('There is no glossary with this glossary_id.', 'Glossaries are kept per data center: check the base URL.');
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
      handle: (exchange) => {
        const fields = exchange.fields();
        const request = parseWith(CreateGlossaryRequestSchema, fields);
        rejectIssues(nameIssues(request.name));
        if (request.dictionaries.length === 0) throw badRequest('A glossary needs at least one dictionary.', 'dictionaries: add a dictionary.');
        const dictionaries = request.dictionaries.map((input, index) => readDictionary(input, `dictionaries.${index}`));
        const pairs = new Set(dictionaries.map((d) => `${d.source_lang}>${d.target_lang}`));
        if (pairs.size !== dictionaries.length) throw badRequest('Two dictionaries have the same language pair.', 'Send one dictionary per language pair.');
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
      handle: (exchange) => json(200, { glossaries: store.glossaries.values().filter((g) => g.account === accountOf(exchange)).map(metadata) }),
    },
    { method: 'GET', path: '/v3/glossaries/:glossary_id', access: 'key', handle: (exchange) => json(200, metadata(load(exchange))) },
    {
      method: 'GET',
      path: '/v3/glossaries/:glossary_id/entries',
      access: 'key',
      handle: (exchange) => {
        const glossary = load(exchange);
        const pair = readPairQuery(exchange);
        const dictionary = glossary.dictionaries.find((d) => d.source_lang === pair.source_lang && d.target_lang === pair.target_lang);
        if (!dictionary) throw notFound(`The glossary has no ${pair.source_lang} to ${pair.target_lang} dictionary.`);
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
      handle: (exchange) => {
        const glossary = load(exchange);
        const dictionary = readDictionary(parseWith(PutDictionaryRequestSchema, exchange.fields()), '');
        const index = glossary.dictionaries.findIndex((d) => d.source_lang === dictionary.source_lang && d.target_lang === dictionary.target_lang);
        if (index >= 0) glossary.dictionaries[index] = dictionary;
        else glossary.dictionaries.push(dictionary);
        save(glossary, true);
        return json(200, info(dictionary));
      },
    },
    {
      method: 'PATCH',
      path: '/v3/glossaries/:glossary_id',
      access: 'key',
      maxBodyBytes: max,
      handle: (exchange) => {
        const glossary = load(exchange);
        const request = parseWith(PatchGlossaryRequestSchema, exchange.fields());
        if (request.name === undefined && (request.dictionaries === undefined || request.dictionaries.length === 0)) {
          throw badRequest('Nothing to change.', 'Send a new name, or one dictionary whose entries are merged.');
        }
        if ((request.dictionaries?.length ?? 0) > 1) throw badRequest('A PATCH changes one dictionary.', 'Send one call per language pair.');
        if (request.name !== undefined) rejectIssues(nameIssues(request.name));
        const input = request.dictionaries?.[0];
        if (input) {
          const patch = readDictionary(input, 'dictionaries.0');
          const existing = glossary.dictionaries.find((d) => d.source_lang === patch.source_lang && d.target_lang === patch.target_lang);
          if (existing) {
            const merged = new Map(existing.entries);
            for (const [source, target] of patch.entries) merged.set(source, target);
            const entries = [...merged];
            checkSize(entries);
            existing.entries = entries;
          } else glossary.dictionaries.push(patch);
        }
        if (request.name !== undefined) glossary.name = request.name;
        save(glossary, input !== undefined);
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
        const index = glossary.dictionaries.findIndex((d) => d.source_lang === pair.source_lang && d.target_lang === pair.target_lang);
        if (index < 0) throw notFound(`The glossary has no ${pair.source_lang} to ${pair.target_lang} dictionary.`);
        glossary.dictionaries.splice(index, 1);
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
        rejectIssues(nameIssues(request.name));
        const dictionary = readDictionary({ ...request, entries_format: request.entries_format ?? 'tsv' }, '');
        const glossary: StoredGlossary = {
          glossary_id: randomUUID(),
          account: accountOf(exchange),
          name: request.name,
          creation_time: new Date().toISOString(),
          readyAt: 0,
          dictionaries: [dictionary],
        };
        save(glossary, true);
        return json(201, {
          glossary_id: glossary.glossary_id,
          ready: isReady(glossary),
          name: glossary.name,
          source_lang: dictionary.source_lang,
          target_lang: dictionary.target_lang,
          creation_time: glossary.creation_time,
          entry_count: dictionary.entries.length,
        });
      },
    },
  );
};

export const isReady = (glossary: StoredGlossary, now = Date.now()): boolean => now >= glossary.readyAt;

const info = (d: StoredDictionary) => ({ source_lang: d.source_lang, target_lang: d.target_lang, entry_count: d.entries.length });

function metadata(glossary: StoredGlossary) {
  return {
    glossary_id: glossary.glossary_id,
    name: glossary.name,
    ready: isReady(glossary),
    dictionaries: glossary.dictionaries.map(info),
    creation_time: glossary.creation_time,
  };
}

function nameIssues(name: string): FieldIssue[] {
  return validateGlossaryName(name).map((issue) => ({ field: 'name', message: issue.message }));
}

/** A glossary language (any casing, variant allowed) as the base code the dictionary is stored under. */
function glossaryLanguage(field: string, code: string, side: 'source' | 'target'): string {
  const base = baseLanguage(code);
  const issues = checkLanguage(field, base === '' ? code : base, 'glossary', side, { required: true });
  if (issues.length > 0) throw badRequest(`"${code}" is not a language glossaries can be made for.`, `${field}: ${issues[0]!.message}`);
  return base;
}

function readPairQuery(exchange: Exchange): { source_lang: string; target_lang: string } {
  const query = parseWith(DictionaryPairQuerySchema, {
    source_lang: exchange.query.get('source_lang') ?? undefined,
    target_lang: exchange.query.get('target_lang') ?? undefined,
  });
  return { source_lang: glossaryLanguage('source_lang', query.source_lang, 'source'), target_lang: glossaryLanguage('target_lang', query.target_lang, 'target') };
}

/** Checks one dictionary of a request with the shared entry rules; `at` prefixes field names. */
function readDictionary(input: DictionaryInput, at: string): StoredDictionary {
  const prefix = at === '' ? '' : `${at}.`;
  const source_lang = glossaryLanguage(`${prefix}source_lang`, input.source_lang, 'source');
  const target_lang = glossaryLanguage(`${prefix}target_lang`, input.target_lang, 'target');
  const parsed = parseGlossaryEntries(input.entries, { format: input.entries_format, sourceLang: source_lang, targetLang: target_lang });
  if (parsed.tooLarge) throw tooLarge(parsed.byteSize);
  if (parsed.issues.length > 0) throw entryIssues(`${prefix}entries`, parsed.issues);
  return { source_lang, target_lang, entries: parsed.entries.map((entry) => [entry.source, entry.target]) };
}

function checkSize(entries: [string, string][]): void {
  const parsed = parseGlossaryEntries(serializeEntriesTsv(entries.map(([source, target]) => ({ source, target }))));
  if (parsed.tooLarge) throw tooLarge(parsed.byteSize);
}

const tooLarge = (bytes: number) =>
  new ServiceError(413, 'The dictionary is larger than 10 MB.', `It holds ${bytes} bytes of entries; at most ${GLOSSARY_LIMITS.dictionaryBytes} are allowed per dictionary.`);

const MAX_LISTED_ISSUES = 20;

function entryIssues(field: string, issues: GlossaryLineIssue[]): ServiceError {
  const first = issues[0]!;
  const listed = issues.slice(0, MAX_LISTED_ISSUES).map((issue) => `line ${issue.line} (${issue.field}): ${issue.message}`);
  if (issues.length > MAX_LISTED_ISSUES) listed.push(`and ${issues.length - MAX_LISTED_ISSUES} more.`);
  return badRequest(`Invalid glossary entries in ${field}: line ${first.line}: ${first.message}`, listed.join(' '));
}
