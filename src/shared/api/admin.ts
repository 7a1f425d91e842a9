// Wire shapes of developer key administration (/v2/admin/developer-keys). Limits: rules/admin.ts.
import { z } from 'zod';

const UsageLimitsSchema = z.looseObject({
  /** Characters per monthly usage period; null = unlimited, 0 = the key cannot consume any. */
  characters: z.number().int().nullable(),
  /** Milliseconds of speech to text per monthly period; null = unlimited, 0 = blocked (absent: not reported). */
  speech_to_text_milliseconds: z.number().int().nullable().optional(),
});

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

/** POST /v2/admin/developer-keys. Without a label the service picks a fixed default label. */
export const CreateDeveloperKeyRequestSchema = z.object({ label: z.string().optional() });

/** PUT /v2/admin/developer-keys/deactivate (permanent). */
export const DeactivateDeveloperKeyRequestSchema = z.object({ key_id: z.string() });

/** PUT /v2/admin/developer-keys/label */
export const RenameDeveloperKeyRequestSchema = z.object({ key_id: z.string(), label: z.string() });

/** PUT /v2/admin/developer-keys/limits: null removes a limit; a limit left out stays as it is. */
export const SetDeveloperKeyLimitRequestSchema = z.object({
  key_id: z.string(),
  characters: z.number().int().nullable().optional(),
  speech_to_text_milliseconds: z.number().int().nullable().optional(),
});
