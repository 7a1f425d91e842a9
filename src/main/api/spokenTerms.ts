// Spoken terms (/v3/spoken-terms, published after this project's copy of openapi.yaml; shapes from the service's
// documentation pages, see src/shared/api/spokenTerms.ts): create a collection, read it and one language's
// terms, replace one language's list, delete it. Every list is checked by the shared rule before it is sent.
import { z } from 'zod';
import {
  CreateSpokenTermsRequestSchema,
  type SpokenTerms,
  SpokenTermsSchema,
  TermListEntriesSchema,
  TermListInfoSchema,
  TermListSchema,
} from '../../shared/api/spokenTerms';
import { checkSpokenTermsName, checkTermList } from '../../shared/rules/spokenTerms';
import { idSegment, parseRequest, refuseIfInvalid } from './checks';
import type { CallOptions, Transport } from './transport';

const collectionPath = (id: string) => `/v3/spoken-terms/${idSegment('spoken_terms_id', id)}`;

export class SpokenTermsApi {
  constructor(private readonly transport: Transport) {}

  /** POST /v3/spoken-terms: a named collection with its first term lists. */
  async create(
    name: string,
    termLists: { lang: string; entries: string }[],
    options: CallOptions = {},
  ): Promise<SpokenTerms> {
    refuseIfInvalid([
      ...checkSpokenTermsName(name),
      ...termLists.flatMap((list, i) => checkTermList(`term_lists[${i}].entries`, list.entries)),
    ]);
    const body = parseRequest(CreateSpokenTermsRequestSchema, { name, term_lists: termLists });
    return this.transport.json('POST', '/v3/spoken-terms', { body, schema: SpokenTermsSchema, signal: options.signal });
  }

  /** GET /v3/spoken-terms/{id}: its name and which languages have a list (with their counts). */
  async get(id: string, options: CallOptions = {}): Promise<SpokenTerms> {
    return this.transport.json('GET', collectionPath(id), { schema: SpokenTermsSchema, signal: options.signal });
  }

  /** GET /v3/spoken-terms/{id}/entries?lang=: one language's terms, one a line. */
  async entries(id: string, lang: string, options: CallOptions = {}): Promise<string> {
    const answer = await this.transport.json('GET', `${collectionPath(id)}/entries`, {
      query: { lang },
      schema: TermListEntriesSchema,
      signal: options.signal,
    });
    return answer.entries;
  }

  /** PUT /v3/spoken-terms/{id}/term-lists: replaces one language's list, or adds it. */
  async replaceTermList(id: string, lang: string, entries: string, options: CallOptions = {}): Promise<number> {
    refuseIfInvalid(checkTermList('entries', entries));
    const body = parseRequest(TermListSchema, { lang, entries });
    const answer = await this.transport.json('PUT', `${collectionPath(id)}/term-lists`, {
      body,
      schema: TermListInfoSchema,
      signal: options.signal,
    });
    return answer.entry_count;
  }

  /** DELETE /v3/spoken-terms/{id}. */
  async delete(id: string, options: CallOptions = {}): Promise<void> {
    await this.transport.json('DELETE', collectionPath(id), { schema: z.unknown(), signal: options.signal });
  }
}
