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

/** Characters (and minutes of speech) by kind of use, as the usage analytics report them. */
const UsageBreakdownSchema = z.looseObject({
  total_characters: z.number().int(),
  text_translation_characters: z.number().int().optional(),
  document_translation_characters: z.number().int().optional(),
  text_improvement_characters: z.number().int().optional(),
  speech_to_text_minutes: z.number().optional(),
});
export type UsageBreakdown = z.infer<typeof UsageBreakdownSchema>;

const KeyUsageSchema = z.looseObject({
  /** Masked: the first and last four characters around `****`. */
  api_key: z.string(),
  api_key_label: z.string().optional(),
  /** Only with `group_by=key_and_day`. */
  usage_date: z.string().optional(),
  usage: UsageBreakdownSchema,
});

/** GET /v2/admin/analytics: the organization's usage from start_date to end_date, optionally per key (and day). */
export const AdminUsageReportSchema = z.looseObject({
  usage_report: z.looseObject({
    total_usage: UsageBreakdownSchema,
    start_date: z.string(),
    end_date: z.string(),
    group_by: z.string().optional(),
    key_usages: z.array(KeyUsageSchema).optional(),
    key_and_day_usages: z.array(KeyUsageSchema).optional(),
  }),
});
export type AdminUsageReport = z.infer<typeof AdminUsageReportSchema>;

/** GET /v2/admin/analytics: query parameters (dates `YYYY-MM-DD`; rules/usageAnalytics.ts). */
export const AdminUsageQuerySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  group_by: z.enum(['key', 'key_and_day']).optional(),
});

const CustomTagUsageSchema = z.looseObject({
  custom_tag: z.string(),
  /** Only with `aggregate_by=day`. */
  usage_date: z.string().optional(),
  breakdown: UsageBreakdownSchema,
});
export type CustomTagUsage = z.infer<typeof CustomTagUsageSchema>;

/** GET /v2/admin/analytics/custom-tags: tagged usage, a page at a time (`next_page` null on the last). */
export const CustomTagUsageReportSchema = z.looseObject({
  custom_tag_usage_report: z.looseObject({
    aggregate_by: z.string().optional(),
    start_date: z.string(),
    end_date: z.string(),
    next_page: z.number().int().nullable().optional(),
    usage: z.array(CustomTagUsageSchema),
  }),
});
export type CustomTagUsageReport = z.infer<typeof CustomTagUsageReportSchema>;

/** GET /v2/admin/analytics/custom-tags: query parameters. */
export const CustomTagUsageQuerySchema = z.object({
  start_date: z.string(),
  end_date: z.string(),
  aggregate_by: z.enum(['period', 'day']).optional(),
  page: z.number().int().min(1).optional(),
});
