// The closed value sets of the wire (products, features, formality, writing styles and tones, the write and
// style rule language lists), without zod: the schema files in this folder build their enums from them, and the
// window's rules and views import them from here so a section that needs only a list does not load zod.

// Language discovery (languages.ts).

export const PRODUCTS = ['translate_text', 'translate_document', 'glossary', 'voice', 'write', 'style_rules'] as const;
export type Product = (typeof PRODUCTS)[number];

/** The features the spec names. The service may add more: never reject an unknown one. */
export const FEATURES = [
  'auto_detection',
  'custom_instructions',
  'formality',
  'glossary',
  'tag_handling',
  'transcription',
  'transcription_external',
  'translated_speech',
  'translated_speech_external',
  'tone',
  'writing_style',
] as const;
export type Feature = (typeof FEATURES)[number];

// Text translation (translate.ts).

/** Formality values of text and document translation. `prefer_*` fall back to default where unsupported. */
export const FORMALITY_VALUES = ['default', 'more', 'less', 'prefer_more', 'prefer_less'] as const;
export type Formality = (typeof FORMALITY_VALUES)[number];

/** How the service splits a text into sentences: '0' not at all, 'nonewlines' at punctuation only. */
export const SPLIT_SENTENCES_VALUES = ['0', '1', 'nonewlines'] as const;
export type SplitSentences = (typeof SPLIT_SENTENCES_VALUES)[number];
export const TAG_HANDLING_VALUES = ['xml', 'html'] as const;
export type TagHandling = (typeof TAG_HANDLING_VALUES)[number];
export const TAG_HANDLING_VERSIONS = ['v1', 'v2'] as const;
export type TagHandlingVersion = (typeof TAG_HANDLING_VERSIONS)[number];
export const MODEL_TYPES = ['quality_optimized', 'prefer_quality_optimized', 'latency_optimized'] as const;
export type ModelType = (typeof MODEL_TYPES)[number];

// Text improvement (write.ts).

export const WRITING_STYLES = [
  'academic',
  'business',
  'casual',
  'default',
  'simple',
  'prefer_academic',
  'prefer_business',
  'prefer_casual',
  'prefer_simple',
] as const;
export type WritingStyle = (typeof WRITING_STYLES)[number];

export const TONES = [
  'confident',
  'default',
  'diplomatic',
  'enthusiastic',
  'friendly',
  'prefer_confident',
  'prefer_diplomatic',
  'prefer_enthusiastic',
  'prefer_friendly',
] as const;
export type Tone = (typeof TONES)[number];

/** The target languages the write endpoint accepts, in the spec's spelling. */
export const WRITE_TARGET_LANGUAGES = [
  'de',
  'en',
  'en-GB',
  'en-US',
  'es',
  'fr',
  'it',
  'ja',
  'ko',
  'pt',
  'pt-BR',
  'pt-PT',
  'zh',
  'zh-Hans',
] as const;

/** The target languages that support writing_style and tone. */
export const WRITE_STYLE_LANGUAGES = ['de', 'en-GB', 'en-US', 'es', 'fr', 'it', 'pt-BR', 'pt-PT'] as const;

// Style rules (styleRules.ts).

/** The target languages a style rule list can be made for. */
export const STYLE_RULE_LANGUAGES = ['de', 'en', 'es', 'fr', 'it', 'ja', 'ko', 'zh'] as const;
