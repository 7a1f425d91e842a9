// Requests and answers of the `styleRules` IPC area (declared in contract.ts). Rules: src/shared/rules/styleRules.ts.
import { z } from 'zod';
import { Lang } from './translate';
import { UiMessageSchema } from '../i18n/catalogue';

const StyleId = z.string().min(1).max(200);
export const StyleRefSchema = z.object({ styleId: StyleId });
/**
 * Categories of rules, and rules in one category, a call may carry: a bound far above what the service lists (7
 * categories, at most 52 rules in one). With identifiers of at most 500 characters, the longest call still fits the
 * browser shell's joined call (callBounds.test.ts).
 */
const MAX_RULE_KEYS = 100;
const keysAtMost = (record: object) => Object.keys(record).length <= MAX_RULE_KEYS;
const tooManyKeys = `At most ${MAX_RULE_KEYS} rules in one category, and ${MAX_RULE_KEYS} categories.`;
/** A category, rule or option identifier: a bound far above the published catalog's longest (230 characters). */
const RuleIdentifier = z.string().max(500);
const ConfiguredRulesCallSchema = z
  .record(
    RuleIdentifier,
    z.record(RuleIdentifier, RuleIdentifier).refine(keysAtMost, tooManyKeys).meta({ maxProperties: MAX_RULE_KEYS }),
  )
  .refine(keysAtMost, tooManyKeys)
  .meta({ maxProperties: MAX_RULE_KEYS });
export type ConfiguredRulesCall = z.infer<typeof ConfiguredRulesCallSchema>;
export const CustomInstructionViewSchema = z.object({
  id: z.string(),
  label: z.string(),
  prompt: z.string(),
  sourceLanguage: z.string().optional(),
});
export type CustomInstructionView = z.infer<typeof CustomInstructionViewSchema>;
export const StyleRuleListViewSchema = z.object({
  styleId: z.string(),
  name: z.string(),
  language: z.string(),
  version: z.number(),
  creationTime: z.string(),
  updatedTime: z.string(),
  /** Present in the detailed view. */
  configuredRules: ConfiguredRulesCallSchema.optional(),
  customInstructions: z.array(CustomInstructionViewSchema).optional(),
});
export type StyleRuleListView = z.infer<typeof StyleRuleListViewSchema>;
export const StyleRulePageRequestSchema = z.object({
  page: z.number().int().min(0).max(100_000),
  pageSize: z.number().int().min(1).max(100),
});
export const StyleRulePageSchema = z.object({
  styleRules: z.array(StyleRuleListViewSchema),
  page: z.number(),
  pageSize: z.number(),
});
export type StyleRulePage = z.infer<typeof StyleRulePageSchema>;
export const CreateStyleRuleListCallSchema = z.object({ name: z.string().max(5000), language: z.string().max(35) });
export const RenameStyleRuleListCallSchema = StyleRefSchema.extend({ name: z.string().max(5000) });
export const ReplaceConfiguredRulesCallSchema = StyleRefSchema.extend({ configuredRules: ConfiguredRulesCallSchema });
export const AddCustomInstructionCallSchema = StyleRefSchema.extend({
  label: z.string().max(2000),
  prompt: z.string().max(5000),
  sourceLanguage: Lang.optional(),
});
export const ReplaceCustomInstructionCallSchema = AddCustomInstructionCallSchema.extend({
  instructionId: z.string().min(1).max(200),
});
export const CustomInstructionRefSchema = StyleRefSchema.extend({ instructionId: z.string().min(1).max(200) });

/** The style rule lists a translation into `targetLang` may use (their language matches; Pro only). */
export const StyleChoicesRequestSchema = z.object({ targetLang: Lang });
export const StyleChoicesSchema = z.object({
  /** False on a Free account (and `reason` says why): the picker is hidden. */
  available: z.boolean(),
  reason: z.string().optional(),
  /** The same reason as the message the window words. */
  reasonSays: UiMessageSchema.optional(),
  lists: z.array(z.object({ styleId: z.string(), name: z.string(), language: z.string() })),
});
export type StyleChoices = z.infer<typeof StyleChoicesSchema>;
