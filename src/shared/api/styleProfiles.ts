// Wire shapes of style profiles (/v3/style_profiles, public service only): one ID that bundles glossaries (in
// priority order), style rule lists (one per target language) and translation memories (one per source
// language), sent as `style_profile_id` on /v2/translate and /v2/document. Taken from the documentation pages
// https://developers.deepl.com/api-reference/style-profiles/{list-all,get,create,update,delete}-style-profile(s)
// and https://developers.deepl.com/docs/customize/using-style-profiles (not in reference/openapi.yaml 3.11.0).
import { z } from 'zod';

export const StyleProfileSchema = z.looseObject({
  style_profile_id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  industry: z.string().optional(),
  glossary_ids: z.array(z.string()),
  style_rule_ids: z.array(z.string()),
  translation_memory_ids: z.array(z.string()),
  glossary_priority_order_enabled: z.boolean(),
  creation_time: z.string().optional(),
  updated_time: z.string().optional(),
});
export type StyleProfile = z.infer<typeof StyleProfileSchema>;

export const StyleProfileListSchema = z.looseObject({
  style_profiles: z.array(StyleProfileSchema),
  total_count: z.number().int().nonnegative().optional(),
});

/** POST /v3/style_profiles: only `name` is required; an empty profile can be filled later. */
export const CreateStyleProfileRequestSchema = z.object({
  name: z.string(),
  description: z.string().optional(),
  industry: z.string().optional(),
  glossary_ids: z.array(z.string()).optional(),
  style_rule_ids: z.array(z.string()).optional(),
  translation_memory_ids: z.array(z.string()).optional(),
  glossary_priority_order_enabled: z.boolean().optional(),
});
export type CreateStyleProfileRequest = z.infer<typeof CreateStyleProfileRequestSchema>;

/**
 * PATCH /v3/style_profiles/{id}: an absent field stays as it is; an empty string clears `description` and
 * `industry`; an empty `name` is refused; a component list that is sent replaces the linked set.
 */
export const UpdateStyleProfileRequestSchema = CreateStyleProfileRequestSchema.partial();
export type UpdateStyleProfileRequest = z.infer<typeof UpdateStyleProfileRequestSchema>;
