// Requests and answers of the `translate`, `write`, `styleRules` and `developerKeys` IPC areas (declared in
// contract.ts). Shapes are the app's (camelCase); main turns them into the service's wire shapes. Rules:
// src/shared/rules (translate, write, styleRules, admin, plans).
import { z } from 'zod';
import { FORMALITY_VALUES } from './api/translate';
import { TONES, WRITING_STYLES } from './api/write';

const Lang = z.string().min(2).max(35);
/** One request's texts: paragraphs, in order. The service's own size rules are checked in main. */
const Texts = z.array(z.string().max(200_000)).min(1).max(500);

export const TranslateTextCallSchema = z.object({
  texts: Texts,
  targetLang: Lang,
  /** null: the service detects the source language (no glossary then). */
  sourceLang: Lang.nullable(),
  glossaryId: z.string().min(1).max(200).nullable(),
  formality: z.enum(FORMALITY_VALUES).optional(),
});
export type TranslateTextCall = z.infer<typeof TranslateTextCallSchema>;
export const TranslateTextResultSchema = z.object({
  translations: z.array(z.object({ text: z.string(), detectedSourceLanguage: z.string() })),
});
export type TranslateTextResult = z.infer<typeof TranslateTextResultSchema>;

/** Exactly the wire body of POST /v2/write/rephrase, so its 10 KiB can be measured in the window as sent. */
export const WriteCallSchema = z.object({
  text: Texts,
  target_lang: Lang.optional(),
  writing_style: z.enum(WRITING_STYLES).optional(),
  tone: z.enum(TONES).optional(),
});
export type WriteCall = z.infer<typeof WriteCallSchema>;
export const WriteResultSchema = z.object({
  improvements: z.array(z.object({ text: z.string(), detectedSourceLanguage: z.string(), targetLanguage: z.string().optional() })),
});
export type WriteResult = z.infer<typeof WriteResultSchema>;

const StyleId = z.string().min(1).max(200);
export const StyleRefSchema = z.object({ styleId: StyleId });
export const ConfiguredRulesCallSchema = z.record(z.string().max(200), z.record(z.string().max(200), z.string().max(200)));
export type ConfiguredRulesCall = z.infer<typeof ConfiguredRulesCallSchema>;
export const CustomInstructionViewSchema = z.object({ id: z.string(), label: z.string(), prompt: z.string(), sourceLanguage: z.string().optional() });
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
export const StyleRulePageRequestSchema = z.object({ page: z.number().int().min(0).max(100_000), pageSize: z.number().int().min(1).max(100) });
export const StyleRulePageSchema = z.object({ styleRules: z.array(StyleRuleListViewSchema), page: z.number(), pageSize: z.number() });
export type StyleRulePage = z.infer<typeof StyleRulePageSchema>;
export const CreateStyleRuleListCallSchema = z.object({ name: z.string().max(5000), language: z.string().max(35) });
export const RenameStyleRuleListCallSchema = StyleRefSchema.extend({ name: z.string().max(5000) });
export const ReplaceConfiguredRulesCallSchema = StyleRefSchema.extend({ configuredRules: ConfiguredRulesCallSchema });
export const AddCustomInstructionCallSchema = StyleRefSchema.extend({
  label: z.string().max(2000),
  prompt: z.string().max(5000),
  sourceLanguage: Lang.optional(),
});

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
});
export type DeveloperKeyView = z.infer<typeof DeveloperKeyViewSchema>;
const CharacterLimit = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).nullable();
export const DeveloperKeyRefSchema = z.object({ keyId: KeyId });
export const CreateDeveloperKeyCallSchema = z.object({ label: z.string().max(2000).optional(), characterLimit: CharacterLimit });
export const RenameDeveloperKeyCallSchema = DeveloperKeyRefSchema.extend({ label: z.string().max(2000) });
export const SetDeveloperKeyLimitCallSchema = DeveloperKeyRefSchema.extend({ characterLimit: CharacterLimit });
