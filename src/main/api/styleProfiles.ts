// Style profiles (/v3/style_profiles, the public service's; shapes from its documentation pages, see
// shared/api/styleProfiles.ts): list, read, create, update (PATCH: only the fields given change) and delete.
// A profile is used by sending `style_profile_id` on a translation (translate.ts, documents.ts).
import { z } from 'zod';
import {
  type CreateStyleProfileRequest,
  CreateStyleProfileRequestSchema,
  type StyleProfile,
  StyleProfileListSchema,
  StyleProfileSchema,
  type UpdateStyleProfileRequest,
  UpdateStyleProfileRequestSchema,
} from '../../shared/api/styleProfiles';
import { NotFoundError, fieldIssue } from '../../shared/errors';
import { checkStyleProfileFields } from '../../shared/rules/styleProfiles';
import { idSegment, parseRequest, refuseIfInvalid } from './checks';
import type { CallOptions, Transport } from './transport';

const PAGE_SIZE = 100;
/** A bound on the pages read, so a service that always answers a full page cannot keep the client forever. */
const PAGES_MAX = 100;

export class StyleProfilesApi {
  constructor(private readonly transport: Transport) {}

  /** GET /v3/style_profiles, every page: the account's profiles and those shared with it. */
  async all(options: CallOptions = {}): Promise<StyleProfile[]> {
    const profiles: StyleProfile[] = [];
    for (let page = 0; page < PAGES_MAX; page++) {
      const found = await this.transport.json('GET', '/v3/style_profiles', {
        query: { page, page_size: PAGE_SIZE },
        schema: StyleProfileListSchema,
        signal: options.signal,
      });
      profiles.push(...found.style_profiles);
      if (found.style_profiles.length < PAGE_SIZE) break;
      if (found.total_count !== undefined && profiles.length >= found.total_count) break;
    }
    return profiles;
  }

  /** GET /v3/style_profiles/{id}; a profile deleted elsewhere is a NotFoundError that says so. */
  async get(profileId: string, options: CallOptions = {}): Promise<StyleProfile> {
    return this.transport
      .json('GET', `/v3/style_profiles/${idSegment('style_profile_id', profileId)}`, {
        schema: StyleProfileSchema,
        signal: options.signal,
      })
      .catch((error: unknown) => {
        if (!(error instanceof NotFoundError)) throw error;
        throw new NotFoundError({
          says: { id: 'profiles.error.chosenGone' },
          saysNextStep: { id: 'profiles.error.chosenGone.nextStep' },
          fields: [fieldIssue('style_profile_id', { id: 'profiles.error.chosenGone.field' })],
        });
      });
  }

  /** POST /v3/style_profiles: made whole or not at all (a bad ID refuses it, naming its list). */
  async create(request: CreateStyleProfileRequest, options: CallOptions = {}): Promise<StyleProfile> {
    refuseIfInvalid(checkStyleProfileFields(request));
    // One attempt: a profile whose answer was lost is not made twice behind the user's back.
    return this.transport.json('POST', '/v3/style_profiles', {
      body: parseRequest(CreateStyleProfileRequestSchema, request),
      schema: StyleProfileSchema,
      signal: options.signal,
      attempts: 1,
    });
  }

  /** PATCH /v3/style_profiles/{id}: only the fields given change; a list given replaces the linked set. */
  async update(
    profileId: string,
    changes: UpdateStyleProfileRequest,
    options: CallOptions = {},
  ): Promise<StyleProfile> {
    refuseIfInvalid(checkStyleProfileFields(changes, true));
    return this.transport.json('PATCH', `/v3/style_profiles/${idSegment('style_profile_id', profileId)}`, {
      body: parseRequest(UpdateStyleProfileRequestSchema, changes),
      schema: StyleProfileSchema,
      signal: options.signal,
    });
  }

  /** DELETE /v3/style_profiles/{id}. */
  async delete(profileId: string, options: CallOptions = {}): Promise<void> {
    await this.transport.json('DELETE', `/v3/style_profiles/${idSegment('style_profile_id', profileId)}`, {
      schema: z.unknown(),
      signal: options.signal,
    });
  }
}
