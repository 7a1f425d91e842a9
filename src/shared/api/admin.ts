// Wire shapes of developer key administration (/v2/admin/developer-keys). Limits: rules/admin.ts.
import { z } from 'zod';

export const UsageLimitsSchema = z.looseObject({
  /** Characters per monthly usage period; null = unlimited, 0 = the key cannot consume any. */
  characters: z.number().int().nullable(),
});
export type UsageLimits = z.infer<typeof UsageLimitsSchema>;

export const DeveloperKeySchema = z.looseObject({
  /** Two GUIDs joined by ':'. */
  key_id: z.string(),
  label: z.string(),
  creation_time: z.string(),
  deactivated_time: z.string().nullable().optional(),
  is_deactivated: z.boolean(),
  usage_limits: UsageLimitsSchema,
});
export type DeveloperKey = z.infer<typeof DeveloperKeySchema>;

/** GET /v2/admin/developer-keys: active and deactivated keys. */
export const DeveloperKeysResponseSchema = z.array(DeveloperKeySchema);
export type DeveloperKeysResponse = z.infer<typeof DeveloperKeysResponseSchema>;

/** POST /v2/admin/developer-keys. Without a label the service picks a fixed default label. */
export const CreateDeveloperKeyRequestSchema = z.object({ label: z.string().optional() });
export type CreateDeveloperKeyRequest = z.infer<typeof CreateDeveloperKeyRequestSchema>;

/** PUT /v2/admin/developer-keys/deactivate (permanent). */
export const DeactivateDeveloperKeyRequestSchema = z.object({ key_id: z.string() });
export type DeactivateDeveloperKeyRequest = z.infer<typeof DeactivateDeveloperKeyRequestSchema>;

/** PUT /v2/admin/developer-keys/label */
export const RenameDeveloperKeyRequestSchema = z.object({ key_id: z.string(), label: z.string() });
export type RenameDeveloperKeyRequest = z.infer<typeof RenameDeveloperKeyRequestSchema>;

/** PUT /v2/admin/developer-keys/limits: `characters` null removes the limit. */
export const SetDeveloperKeyLimitRequestSchema = z.object({
  key_id: z.string(),
  characters: z.number().int().nullable(),
});
export type SetDeveloperKeyLimitRequest = z.infer<typeof SetDeveloperKeyLimitRequestSchema>;
