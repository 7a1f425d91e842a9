// Glossaries: the 8 routes of /v3/glossaries and the legacy v2 create call. Names, entries, sizes and
// language pairs are checked by the shared rules before anything is sent. Entries main has already read and
// checked (CheckedEntries) are taken as they are: their TSV is not parsed a second time.
import { EntriesPrefix, type EntriesStart } from './entriesPrefix';
import { z } from 'zod';
import {
  type CreateGlossaryRequest,
  CreateGlossaryRequestSchema,
  type CreateGlossaryV2Request,
  CreateGlossaryV2RequestSchema,
  type DictionaryEntries,
  type DictionaryInfo,
  type DictionaryInput,
  type DictionaryPairQuery,
  DictionaryPairQuerySchema,
  type Glossary,
  GlossaryEntriesResponseSchema,
  GlossaryListResponseSchema,
  GlossarySchema,
  type GlossaryV2,
  GlossaryV2ListResponseSchema,
  GlossaryV2Schema,
  type PatchGlossaryRequest,
  PatchGlossaryRequestSchema,
  PutDictionaryRequestSchema,
  PutDictionaryResponseSchema,
} from '../../shared/api/glossaries';
import { CancelledError, InternalError, NotFoundError, ServiceUnavailableError } from '../../shared/errors';
import { languageName } from '../../shared/rules/languages';
import { baseLanguage } from '../../shared/rules/languages';
import {
  checkCreateGlossaryRequest,
  checkCreateGlossaryV2Request,
  checkDictionaryInput,
  checkPatchGlossaryRequest,
} from '../../node/glossaries/glossaryRequests';
import { CheckedEntries } from '../../node/glossaries/checkedEntries';
import { idSegment, parseRequest, refuseIfInvalid } from './checks';
import type { Sleep } from './sleep';
import type { CallOptions, Transport } from './transport';

/** A dictionary to send: its entries as text, or as entries main has already checked. */
export type DictionaryToSend =
  | DictionaryInput
  | (Pick<DictionaryInput, 'source_lang' | 'target_lang'> & { entries: CheckedEntries; entries_format?: 'tsv' });
export type CreateGlossaryToSend = Omit<CreateGlossaryRequest, 'dictionaries'> & { dictionaries: DictionaryToSend[] };
export type PatchGlossaryToSend = Omit<PatchGlossaryRequest, 'dictionaries'> & { dictionaries?: DictionaryToSend[] };

/** The wire form of a dictionary: checked entries become their TSV (nothing is parsed). */
const onWire = (dictionary: DictionaryToSend): DictionaryInput =>
  dictionary.entries instanceof CheckedEntries
    ? { ...dictionary, entries: dictionary.entries.toTsv(), entries_format: 'tsv' }
    : (dictionary as DictionaryInput);

/** How long `whenReady` waits for a new or changed glossary: first check after 250 ms, x1.6, at most 60 s. */
const READY_POLL = { firstMs: 250, multiplier: 1.6, maxStepMs: 5_000, totalMs: 60_000 };

export class GlossariesApi {
  constructor(
    private readonly transport: Transport,
    private readonly sleep: Sleep,
  ) {}

  /**
   * The glossary once its `ready` flag is true: the service needs a moment after a create or change before a
   * translation can use it. Checks with growing pauses for up to a minute.
   */
  async whenReady(glossaryId: string, options: CallOptions = {}): Promise<Glossary> {
    let waited = 0;
    for (let step = READY_POLL.firstMs; ; step = Math.min(step * READY_POLL.multiplier, READY_POLL.maxStepMs)) {
      const glossary = await this.get(glossaryId, options);
      if (glossary.ready !== false) return glossary;
      if (waited >= READY_POLL.totalMs) {
        throw new ServiceUnavailableError({
          says: { id: 'glossaries.error.notReady', values: { name: glossary.name } },
          saysNextStep: { id: 'glossaries.error.notReady.nextStep' },
        });
      }
      try {
        await this.sleep(step, options.signal ?? new AbortController().signal);
      } catch {
        throw new CancelledError({ says: { id: 'glossaries.error.waitCancelled' } });
      }
      waited += step;
    }
  }

  /** POST /v3/glossaries: one or more dictionaries. Check `ready` before using it in a translation. */
  async create(request: CreateGlossaryToSend, options: CallOptions = {}): Promise<Glossary> {
    refuseIfInvalid(checkCreateGlossaryRequest(request));
    const body = parseRequest(CreateGlossaryRequestSchema, {
      ...request,
      dictionaries: request.dictionaries.map(onWire),
    });
    return this.transport.json('POST', '/v3/glossaries', { body, schema: GlossarySchema, signal: options.signal });
  }

  /** GET /v3/glossaries: metadata of every glossary, without entries. */
  async list(options: CallOptions = {}): Promise<Glossary[]> {
    return (
      await this.transport.json('GET', '/v3/glossaries', { schema: GlossaryListResponseSchema, signal: options.signal })
    ).glossaries;
  }

  /** GET /v3/glossaries/{glossary_id} */
  async get(glossaryId: string, options: CallOptions = {}): Promise<Glossary> {
    return this.transport.json('GET', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, {
      schema: GlossarySchema,
      signal: options.signal,
    });
  }

  /** GET /v3/glossaries/{glossary_id}/entries: one dictionary's entries, as TSV. */
  async entries(
    glossaryId: string,
    pair: DictionaryPairQuery,
    options: CallOptions & { firstLines?: { count: number; onRead(start: EntriesStart): void } } = {},
  ): Promise<DictionaryEntries> {
    const query = parseRequest(DictionaryPairQuerySchema, pair);
    // With `firstLines`, the first `count` lines are handed on as soon as they have arrived (entriesPrefix.ts).
    const prefix = options.firstLines && new EntriesPrefix(options.firstLines.count, query);
    const response = await this.transport.json(
      'GET',
      `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/entries`,
      {
        query,
        schema: GlossaryEntriesResponseSchema,
        signal: options.signal,
        // A dictionary's entries of 10 MB, escaped as JSON, with room to spare; a slow line gets minutes.
        limits: { maxBytes: 64 * 1024 * 1024, deadlineMs: 5 * 60_000 },
        ...(prefix
          ? {
              onText: (piece: string) => {
                const start = prefix.feed(piece);
                if (start) options.firstLines!.onRead(start);
                return !prefix.done;
              },
            }
          : {}),
      },
    );
    // Picked by its pair, never by its place: a service that lists another dictionary first must not have
    // its entries shown (or saved) as this pair's.
    const same = (a: string, b: string) => baseLanguage(a) === baseLanguage(b);
    const dictionary = response.dictionaries.find(
      (d) => same(d.source_lang, pair.source_lang) && same(d.target_lang, pair.target_lang),
    );
    if (dictionary) return dictionary;
    const other = response.dictionaries[0];
    if (other)
      throw new InternalError({
        says: {
          id: 'glossaries.error.otherPair',
          values: {
            gotSource: languageName(other.source_lang),
            gotTarget: languageName(other.target_lang),
            source: languageName(pair.source_lang),
            target: languageName(pair.target_lang),
          },
          languages: {
            gotSource: other.source_lang,
            gotTarget: other.target_lang,
            source: pair.source_lang,
            target: pair.target_lang,
          },
        },
        saysNextStep: { id: 'glossaries.error.otherPair.nextStep' },
      });
    throw new NotFoundError({
      says: {
        id: 'glossaries.error.noDictionary',
        values: { source: languageName(pair.source_lang), target: languageName(pair.target_lang) },
        languages: { source: pair.source_lang, target: pair.target_lang },
      },
    });
  }

  /** PUT /v3/glossaries/{glossary_id}/dictionaries: creates or entirely replaces one dictionary. */
  async putDictionary(
    glossaryId: string,
    dictionary: DictionaryToSend,
    options: CallOptions = {},
  ): Promise<DictionaryInfo> {
    refuseIfInvalid(checkDictionaryInput(dictionary));
    const body = parseRequest(PutDictionaryRequestSchema, onWire(dictionary));
    return this.transport.json('PUT', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/dictionaries`, {
      body,
      schema: PutDictionaryResponseSchema,
      signal: options.signal,
    });
  }

  /** PATCH /v3/glossaries/{glossary_id}: a new name and/or one dictionary whose entries are merged in. */
  async update(glossaryId: string, request: PatchGlossaryToSend, options: CallOptions = {}): Promise<Glossary> {
    refuseIfInvalid(checkPatchGlossaryRequest(request));
    const body = parseRequest(
      PatchGlossaryRequestSchema,
      request.dictionaries ? { ...request, dictionaries: request.dictionaries.map(onWire) } : request,
    );
    return this.transport.json('PATCH', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, {
      body,
      schema: GlossarySchema,
      signal: options.signal,
    });
  }

  /** DELETE /v3/glossaries/{glossary_id}: the whole glossary. */
  async delete(glossaryId: string, options: CallOptions = {}): Promise<void> {
    await this.transport.json('DELETE', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, {
      schema: z.unknown(),
      signal: options.signal,
    });
  }

  /** DELETE /v3/glossaries/{glossary_id}/dictionaries?source_lang=&target_lang= */
  async deleteDictionary(glossaryId: string, pair: DictionaryPairQuery, options: CallOptions = {}): Promise<void> {
    const query = parseRequest(DictionaryPairQuerySchema, pair);
    await this.transport.json('DELETE', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/dictionaries`, {
      query,
      schema: z.unknown(),
      signal: options.signal,
    });
  }

  /** POST /v2/glossaries (legacy, monolingual). `entries_format` is always sent (TSV unless said otherwise): the public service requires it. */
  async createV2(request: CreateGlossaryV2Request, options: CallOptions = {}): Promise<GlossaryV2> {
    refuseIfInvalid(checkCreateGlossaryV2Request(request));
    const body = parseRequest(CreateGlossaryV2RequestSchema, {
      ...request,
      entries_format: request.entries_format ?? 'tsv',
    });
    return this.transport.json('POST', '/v2/glossaries', { body, schema: GlossaryV2Schema, signal: options.signal });
  }

  /** GET /v2/glossaries: the older (monolingual) glossaries, each one language pair. */
  async listV2(options: CallOptions = {}): Promise<GlossaryV2[]> {
    return (
      await this.transport.json('GET', '/v2/glossaries', {
        schema: GlossaryV2ListResponseSchema,
        signal: options.signal,
      })
    ).glossaries;
  }

  /** GET /v2/glossaries/{glossary_id} */
  async getV2(glossaryId: string, options: CallOptions = {}): Promise<GlossaryV2> {
    return this.transport.json('GET', `/v2/glossaries/${idSegment('glossary_id', glossaryId)}`, {
      schema: GlossaryV2Schema,
      signal: options.signal,
    });
  }

  /** GET /v2/glossaries/{glossary_id}/entries: the entries as TSV (the only format the service serves), read and checked. */
  async entriesV2(glossaryId: string, options: CallOptions = {}): Promise<string> {
    return this.transport.text(`/v2/glossaries/${idSegment('glossary_id', glossaryId)}/entries`, {
      accept: 'text/tab-separated-values',
      signal: options.signal,
      // A dictionary of 10 MB of TSV, with room to spare; a slow line gets minutes.
      limits: { maxBytes: 16 * 1024 * 1024, deadlineMs: 5 * 60_000 },
    });
  }

  /** DELETE /v2/glossaries/{glossary_id} */
  async deleteV2(glossaryId: string, options: CallOptions = {}): Promise<void> {
    await this.transport.json('DELETE', `/v2/glossaries/${idSegment('glossary_id', glossaryId)}`, {
      schema: z.unknown(),
      signal: options.signal,
    });
  }
}
