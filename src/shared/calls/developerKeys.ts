// Requests and answers of the `developerKeys` IPC area (declared in contract.ts). Rules: src/shared/rules/admin.ts.
import { z } from 'zod';

const KeyId = z.string().min(1).max(200);
export const DeveloperKeyViewSchema = z.object({
  /** Two GUIDs joined by ':'. */
  keyId: z.string(),
  label: z.string(),
  creationTime: z.string(),
  deactivatedTime: z.string().optional(),
  deactivated: z.boolean(),
  /** Characters per monthly period: null = unlimited, 0 = blocked. */
  characterLimit: z.number().nullable(),
  /** Milliseconds of speech to text per monthly period: null = unlimited (or not reported), 0 = blocked. */
  speechLimitMs: z.number().nullable(),
});
export type DeveloperKeyView = z.infer<typeof DeveloperKeyViewSchema>;
const CharacterLimit = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();
const SpeechLimit = CharacterLimit;
export const DeveloperKeyRefSchema = z.object({ keyId: KeyId });
export const CreateDeveloperKeyCallSchema = z.object({
  label: z.string().max(2000).optional(),
  characterLimit: CharacterLimit,
  speechLimitMs: SpeechLimit,
});
export const RenameDeveloperKeyCallSchema = DeveloperKeyRefSchema.extend({ label: z.string().max(2000) });
/** Both limits, as the form shows them: each is sent, so the key holds exactly what the admin sees. */
export const SetDeveloperKeyLimitCallSchema = DeveloperKeyRefSchema.extend({
  characterLimit: CharacterLimit,
  speechLimitMs: SpeechLimit,
});

/** Characters by kind of use (and minutes of speech) in a usage report. */
const UsageFiguresSchema = z.object({
  total: z.number(),
  text: z.number(),
  document: z.number(),
  write: z.number(),
  speechMinutes: z.number(),
});
export type UsageFigures = z.infer<typeof UsageFiguresSchema>;

/** A period of whole UTC days, `YYYY-MM-DD`, both included (rules/usageAnalytics.ts). */
export const UsagePeriodCallSchema = z.object({
  startDate: z.string().max(10),
  endDate: z.string().max(10),
});
export type UsagePeriodCall = z.infer<typeof UsagePeriodCallSchema>;

export const TeamUsageSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: UsageFiguresSchema,
  /** Per key, most characters first: masked as the service shows it, its label, the developer key it matches. */
  keys: z.array(
    z.object({ apiKey: z.string(), label: z.string(), keyId: z.string().optional(), figures: UsageFiguresSchema }),
  ),
  /** Per reporting tag (only requests sent with one), most characters first. */
  tags: z.array(z.object({ tag: z.string(), figures: UsageFiguresSchema })),
});
export type TeamUsage = z.infer<typeof TeamUsageSchema>;

export const TeamUsageCsvSchema = z.object({ fileName: z.string(), content: z.string() });
