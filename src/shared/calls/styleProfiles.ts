// Requests and answers of the `styleProfiles` IPC area (declared in contract.ts): client profiles, the
// service's style profiles (rules: src/shared/rules/styleProfiles.ts). Every change answers with the profile.
import { z } from 'zod';

const Id = z.string().min(1).max(200);
const Ids = z.array(Id).max(100);

export const StyleProfileViewSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  description: z.string().optional(),
  /** In priority order. */
  glossaryIds: z.array(z.string()),
  /** One per target language. */
  styleRuleIds: z.array(z.string()),
  /** One per source language. */
  memoryIds: z.array(z.string()),
});
export type StyleProfileView = z.infer<typeof StyleProfileViewSchema>;

export const StyleProfilesResultSchema = z.object({
  /** False when the service has no style profiles (the spec's form answers "not found"). */
  offered: z.boolean(),
  profiles: z.array(StyleProfileViewSchema).max(10_000),
});
export type StyleProfilesResult = z.infer<typeof StyleProfilesResultSchema>;

const ProfileFieldsSchema = z.object({
  name: z.string().max(1024),
  description: z.string().max(5000).optional(),
  glossaryIds: Ids,
  styleRuleIds: Ids,
  memoryIds: Ids,
});
export const CreateStyleProfileCallSchema = ProfileFieldsSchema;
export type StyleProfileFields = z.infer<typeof ProfileFieldsSchema>;
export const UpdateStyleProfileCallSchema = ProfileFieldsSchema.partial().extend({ profileId: Id });
export type UpdateStyleProfileCall = z.infer<typeof UpdateStyleProfileCallSchema>;
export const StyleProfileRefSchema = z.object({ profileId: Id });
