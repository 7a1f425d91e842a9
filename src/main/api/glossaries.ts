// Glossaries: the 8 routes of /v3/glossaries and the legacy v2 create call. Names, entries, sizes and
// language pairs are checked by the shared rules before anything is sent.
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
  GlossaryV2Schema,
  type PatchGlossaryRequest,
  PatchGlossaryRequestSchema,
  PutDictionaryRequestSchema,
  PutDictionaryResponseSchema,
} from '../../shared/api/glossaries';
import { NotFoundError } from '../../shared/errors';
import {
  checkCreateGlossaryRequest,
  checkCreateGlossaryV2Request,
  checkDictionaryInput,
  checkPatchGlossaryRequest,
} from '../../shared/rules/glossaryRequests';
import { idSegment, parseRequest, refuseIfInvalid } from './checks';
import type { CallOptions, Transport } from './transport';

export class GlossariesApi {
  constructor(private readonly transport: Transport) {}

  /** POST /v3/glossaries: one or more dictionaries. Check `ready` before using it in a translation. */
  async create(request: CreateGlossaryRequest, options: CallOptions = {}): Promise<Glossary> {
    refuseIfInvalid(checkCreateGlossaryRequest(request));
    const body = parseRequest(CreateGlossaryRequestSchema, request);
    return this.transport.json('POST', '/v3/glossaries', { body, schema: GlossarySchema, signal: options.signal });
  }

  /** GET /v3/glossaries: metadata of every glossary, without entries. */
  async list(options: CallOptions = {}): Promise<Glossary[]> {
    return (await this.transport.json('GET', '/v3/glossaries', { schema: GlossaryListResponseSchema, signal: options.signal })).glossaries;
  }

  /** GET /v3/glossaries/{glossary_id} */
  async get(glossaryId: string, options: CallOptions = {}): Promise<Glossary> {
    return this.transport.json('GET', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, { schema: GlossarySchema, signal: options.signal });
  }

  /** GET /v3/glossaries/{glossary_id}/entries: one dictionary's entries, as TSV. */
  async entries(glossaryId: string, pair: DictionaryPairQuery, options: CallOptions = {}): Promise<DictionaryEntries> {
    const query = parseRequest(DictionaryPairQuerySchema, pair);
    const response = await this.transport.json('GET', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/entries`, {
      query,
      schema: GlossaryEntriesResponseSchema,
      signal: options.signal,
    });
    const dictionary = response.dictionaries[0];
    if (!dictionary) throw new NotFoundError({ message: `The glossary has no ${pair.source_lang} to ${pair.target_lang} dictionary.` });
    return dictionary;
  }

  /** PUT /v3/glossaries/{glossary_id}/dictionaries: creates or entirely replaces one dictionary. */
  async putDictionary(glossaryId: string, dictionary: DictionaryInput, options: CallOptions = {}): Promise<DictionaryInfo> {
    refuseIfInvalid(checkDictionaryInput(dictionary));
    const body = parseRequest(PutDictionaryRequestSchema, dictionary);
    return this.transport.json('PUT', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/dictionaries`, {
      body,
      schema: PutDictionaryResponseSchema,
      signal: options.signal,
    });
  }

  /** PATCH /v3/glossaries/{glossary_id}: a new name and/or one dictionary whose entries are merged in. */
  async update(glossaryId: string, request: PatchGlossaryRequest, options: CallOptions = {}): Promise<Glossary> {
    refuseIfInvalid(checkPatchGlossaryRequest(request));
    const body = parseRequest(PatchGlossaryRequestSchema, request);
    return this.transport.json('PATCH', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, { body, schema: GlossarySchema, signal: options.signal });
  }

  /** DELETE /v3/glossaries/{glossary_id}: the whole glossary. */
  async delete(glossaryId: string, options: CallOptions = {}): Promise<void> {
    await this.transport.json('DELETE', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}`, { schema: z.unknown(), signal: options.signal });
  }

  /** DELETE /v3/glossaries/{glossary_id}/dictionaries?source_lang=&target_lang= */
  async deleteDictionary(glossaryId: string, pair: DictionaryPairQuery, options: CallOptions = {}): Promise<void> {
    const query = parseRequest(DictionaryPairQuerySchema, pair);
    await this.transport.json('DELETE', `/v3/glossaries/${idSegment('glossary_id', glossaryId)}/dictionaries`, { query, schema: z.unknown(), signal: options.signal });
  }

  /** POST /v2/glossaries (legacy, monolingual). */
  async createV2(request: CreateGlossaryV2Request, options: CallOptions = {}): Promise<GlossaryV2> {
    refuseIfInvalid(checkCreateGlossaryV2Request(request));
    const body = parseRequest(CreateGlossaryV2RequestSchema, request);
    return this.transport.json('POST', '/v2/glossaries', { body, schema: GlossaryV2Schema, signal: options.signal });
  }
}
