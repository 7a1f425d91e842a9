// Client profiles for the windows: the service's style profiles of the active connection, listed, created,
// updated (only the fields given change) and deleted through the client (api/styleProfiles.ts). A service
// that has none (the spec's form answers 404 to the list) is reported as not offering them.
import type { StyleProfile } from '../../shared/api/styleProfiles';
import type {
  StyleProfileFields,
  StyleProfilesResult,
  StyleProfileView,
  UpdateStyleProfileCall,
} from '../../shared/calls/styleProfiles';
import { isGlossaError } from '../../shared/errors';
import type { TextToolConnection } from '../textTools/textTranslation';

const view = (profile: StyleProfile): StyleProfileView => ({
  profileId: profile.style_profile_id,
  name: profile.name,
  ...(profile.description ? { description: profile.description } : {}),
  glossaryIds: profile.glossary_ids,
  styleRuleIds: profile.style_rule_ids,
  memoryIds: profile.translation_memory_ids,
});

export class StyleProfiles {
  constructor(private readonly connection: TextToolConnection) {}

  async list(signal?: AbortSignal): Promise<StyleProfilesResult> {
    const client = await this.connection.client();
    try {
      return { offered: true, profiles: (await client.styleProfiles.all(signal ? { signal } : {})).map(view) };
    } catch (error) {
      if (isGlossaError(error, 'notFound')) return { offered: false, profiles: [] };
      throw error;
    }
  }

  async create(fields: StyleProfileFields, signal?: AbortSignal): Promise<StyleProfileView> {
    const client = await this.connection.client();
    const made = await client.styleProfiles.create(
      {
        name: fields.name.trim(),
        ...(fields.description?.trim() ? { description: fields.description.trim() } : {}),
        glossary_ids: fields.glossaryIds,
        style_rule_ids: fields.styleRuleIds,
        translation_memory_ids: fields.memoryIds,
        glossary_priority_order_enabled: fields.glossaryIds.length > 1,
      },
      signal ? { signal } : {},
    );
    return view(made);
  }

  async update(call: UpdateStyleProfileCall, signal?: AbortSignal): Promise<StyleProfileView> {
    const client = await this.connection.client();
    const changed = await client.styleProfiles.update(
      call.profileId,
      {
        ...(call.name !== undefined ? { name: call.name.trim() } : {}),
        ...(call.description !== undefined ? { description: call.description.trim() } : {}),
        ...(call.glossaryIds
          ? { glossary_ids: call.glossaryIds, glossary_priority_order_enabled: call.glossaryIds.length > 1 }
          : {}),
        ...(call.styleRuleIds ? { style_rule_ids: call.styleRuleIds } : {}),
        ...(call.memoryIds ? { translation_memory_ids: call.memoryIds } : {}),
      },
      signal ? { signal } : {},
    );
    return view(changed);
  }

  async delete(profileId: string, signal?: AbortSignal): Promise<Record<string, never>> {
    const client = await this.connection.client();
    await client.styleProfiles.delete(profileId, signal ? { signal } : {});
    return {};
  }
}
