// The one language table of Glossa: every language list of the spec, composed per language and product.
// What the simulator serves on /v3/languages and what every picker in the app offers.
import type { Feature, Product } from '../api/languages';
import { STYLE_RULE_LANGUAGES, WRITE_STYLE_LANGUAGES, WRITE_TARGET_LANGUAGES } from '../api/wireValues';
import { baseLanguage, normalizeLanguageCode } from './languageCodes';

interface ProductSupport {
  source: boolean;
  target: boolean;
  /** Listed only with `include=beta`. */
  beta: boolean;
  features: readonly Feature[];
}

export interface LanguageInfo {
  /** BCP 47 code (`en-GB`, `zh-Hans`). */
  code: string;
  /** Name in English. */
  name: string;
  /** Legacy upper-case code (`EN-GB`, `ZH-HANS`). */
  v2Code: string;
  /** Legacy `supports_formality`: the formality feature of text translation, on the target side. */
  supportsFormality: boolean;
  products: Partial<Record<Product, ProductSupport>>;
}

const NAMES: Record<string, string> = {
  ar: 'Arabic',
  bg: 'Bulgarian',
  bn: 'Bengali',
  cs: 'Czech',
  da: 'Danish',
  de: 'German',
  el: 'Greek',
  en: 'English',
  'en-GB': 'English (British)',
  'en-US': 'English (American)',
  es: 'Spanish',
  'es-419': 'Spanish (Latin American)',
  et: 'Estonian',
  fi: 'Finnish',
  fr: 'French',
  ga: 'Irish',
  he: 'Hebrew',
  hi: 'Hindi',
  hr: 'Croatian',
  hu: 'Hungarian',
  id: 'Indonesian',
  it: 'Italian',
  ja: 'Japanese',
  ko: 'Korean',
  lt: 'Lithuanian',
  lv: 'Latvian',
  mt: 'Maltese',
  nb: 'Norwegian (Bokmål)',
  nl: 'Dutch',
  pl: 'Polish',
  pt: 'Portuguese',
  'pt-BR': 'Portuguese (Brazilian)',
  'pt-PT': 'Portuguese (European)',
  ro: 'Romanian',
  ru: 'Russian',
  sk: 'Slovak',
  sl: 'Slovenian',
  sv: 'Swedish',
  th: 'Thai',
  tl: 'Tagalog',
  tr: 'Turkish',
  uk: 'Ukrainian',
  vi: 'Vietnamese',
  zh: 'Chinese',
  'zh-Hans': 'Chinese (simplified)',
  'zh-Hant': 'Chinese (traditional)',
};

// ---- The spec's lists, in the spec's spelling. ----

/** v2 glossary languages; also where v3 glossaries can be created and the text/document source languages. */
export const GLOSSARY_LANGUAGES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'he',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;

/** Text and document translation: targets name a variant where the language has them (`en` alone is not one). */
const TRANSLATE_TARGETS = [
  ...GLOSSARY_LANGUAGES.filter((code) => code !== 'en' && code !== 'pt'),
  'en-GB',
  'en-US',
  'pt-BR',
  'pt-PT',
  'zh-Hans',
  'zh-Hant',
];
/** Languages reachable only with include=beta in text and document translation. */
const TRANSLATE_BETA_SOURCES = ['ga', 'hi', 'hr'];
const TRANSLATE_BETA_TARGETS = ['ga', 'hi', 'hr', 'es-419'];

/** Formality works only for these targets (document translation section). */
const FORMALITY_TARGETS = ['DE', 'FR', 'IT', 'ES', 'NL', 'PL', 'PT-BR', 'PT-PT', 'JA', 'RU'] as const;

const VOICE_SOURCES = [
  'ar',
  'bg',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'ga',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'vi',
  'zh',
] as const;
const VOICE_TARGETS = [
  'ar',
  'bg',
  'bn',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'en-US',
  'es',
  'et',
  'fi',
  'fr',
  'ga',
  'he',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'mt',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sl',
  'sv',
  'th',
  'tl',
  'tr',
  'uk',
  'vi',
  'zh',
  'zh-HANS',
  'zh-HANT',
] as const;
const VOICE_MEDIA_LANGUAGES = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'en-GB',
  'en-US',
  'es',
  'fi',
  'fr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'nb',
  'nl',
  'pl',
  'pt',
  'pt-BR',
  'pt-PT',
  'ro',
  'ru',
  'sk',
  'sv',
  'tr',
  'uk',
  'vi',
  'zh',
  'zh-HANS',
  'zh-HANT',
] as const;
/** "Some transcription languages come from external partners": Glossa's pick of which. */
const VOICE_EXTERNAL_TRANSCRIPTION = ['bn', 'ga', 'hr', 'mt', 'tl'];
/** "Some audio languages come from external partners": Glossa's pick of which. */
const VOICE_EXTERNAL_SPEECH = ['ar', 'id', 'vi'];

// ---- Composition. ----

const norm = (codes: readonly string[]): Set<string> => new Set(codes.map(normalizeLanguageCode));

const glossarySet = norm(GLOSSARY_LANGUAGES);
const styleRuleSet = norm(STYLE_RULE_LANGUAGES);
const formalitySet = norm(FORMALITY_TARGETS);
const writeStyleSet = norm(WRITE_STYLE_LANGUAGES);
const mediaSet = norm(VOICE_MEDIA_LANGUAGES);
const externalTranscription = norm(VOICE_EXTERNAL_TRANSCRIPTION);
const externalSpeech = norm(VOICE_EXTERNAL_SPEECH);
const hasGlossary = (code: string): boolean => glossarySet.has(baseLanguage(code));

interface Sides {
  sources: Set<string>;
  targets: Set<string>;
  beta?: Set<string>;
  features: (code: string, side: { source: boolean; target: boolean }, beta: boolean) => Feature[];
}

const translateFeatures =
  (withCustomInstructions: boolean) =>
  (code: string, side: { source: boolean; target: boolean }, beta: boolean): Feature[] => {
    const features: Feature[] = [];
    if (side.source) features.push('auto_detection');
    if (withCustomInstructions && side.target && styleRuleSet.has(baseLanguage(code)))
      features.push('custom_instructions');
    if (side.target && formalitySet.has(code)) features.push('formality');
    if (hasGlossary(code)) features.push('glossary');
    if (!beta) features.push('tag_handling');
    return features;
  };

const translateSides = (withCustomInstructions: boolean): Sides => ({
  sources: norm([...GLOSSARY_LANGUAGES, ...TRANSLATE_BETA_SOURCES]),
  targets: norm([...TRANSLATE_TARGETS, ...TRANSLATE_BETA_TARGETS]),
  beta: norm([...TRANSLATE_BETA_SOURCES, ...TRANSLATE_BETA_TARGETS]),
  features: translateFeatures(withCustomInstructions),
});

const PRODUCT_SIDES: Record<Product, Sides> = {
  translate_text: translateSides(true),
  translate_document: translateSides(false),
  glossary: { sources: glossarySet, targets: glossarySet, features: () => [] },
  voice: {
    sources: norm(VOICE_SOURCES),
    targets: norm(VOICE_TARGETS),
    features: (code, side) => {
      const features: Feature[] = [];
      if (side.source) features.push('auto_detection');
      if (hasGlossary(code)) features.push('glossary');
      if (side.source) features.push(externalTranscription.has(code) ? 'transcription_external' : 'transcription');
      if (side.target && mediaSet.has(code)) {
        features.push(externalSpeech.has(baseLanguage(code)) ? 'translated_speech_external' : 'translated_speech');
      }
      return features;
    },
  },
  write: {
    sources: new Set([...norm(WRITE_TARGET_LANGUAGES)].map(baseLanguage)),
    targets: norm(WRITE_TARGET_LANGUAGES),
    features: (code, side) => {
      const features: Feature[] = [];
      if (side.source) features.push('auto_detection');
      if (side.target && writeStyleSet.has(code)) features.push('tone', 'writing_style');
      return features;
    },
  },
  style_rules: { sources: new Set(), targets: styleRuleSet, features: () => [] },
};

function buildTable(): LanguageInfo[] {
  return Object.entries(NAMES).map(([code, name]) => {
    const products: Partial<Record<Product, ProductSupport>> = {};
    for (const [product, sides] of Object.entries(PRODUCT_SIDES) as [Product, Sides][]) {
      const side = { source: sides.sources.has(code), target: sides.targets.has(code) };
      if (!side.source && !side.target) continue;
      const beta = sides.beta?.has(code) ?? false;
      products[product] = { ...side, beta, features: sides.features(code, side, beta) };
    }
    const supportsFormality = products.translate_text?.features.includes('formality') ?? false;
    return { code, name, v2Code: code.toUpperCase(), supportsFormality, products };
  });
}

/** Every language Glossa knows, in BCP 47 code order. */
export const LANGUAGES: readonly LanguageInfo[] = buildTable();
