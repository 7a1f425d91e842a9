// The app's translate options (camelCase, the calls' TranslateOptions) as the wire fields of POST /v2/translate:
// an option left unset is not sent, markup options go only with markup, and one glossary goes as `glossary_id`,
// several as `glossary_ids`. Main sends these; the window checks the same fields with translateOptions.ts.
import type { TranslateTextRequest } from '../api/translate';
import type { Formality, ModelType, SplitSentences, TagHandling, TagHandlingVersion } from '../api/wireValues';

/** The options as the app holds them (calls/translate.ts's TranslateOptions has this shape). */
export interface TranslateOptionValues {
  context?: string;
  tagHandling?: TagHandling;
  tagHandlingVersion?: TagHandlingVersion;
  outlineDetection?: boolean;
  splittingTags?: string[];
  nonSplittingTags?: string[];
  ignoreTags?: string[];
  modelType?: ModelType;
  splitSentences?: SplitSentences;
  preserveFormatting?: boolean;
  showBilledCharacters?: boolean;
  memoryId?: string;
  memoryThreshold?: number;
}

export type OptionFields = Omit<TranslateTextRequest, 'text' | 'target_lang' | 'source_lang'>;

/** The call's options as wire fields; an option left unset is not sent. */
export function optionFields(options: TranslateOptionValues = {}): OptionFields {
  const nonEmpty = (list: string[] | undefined) => (list && list.length > 0 ? list : undefined);
  const fields: OptionFields = {
    context: options.context?.trim() ? options.context : undefined,
    tag_handling: options.tagHandling,
    tag_handling_version: options.tagHandling ? options.tagHandlingVersion : undefined,
    outline_detection: options.tagHandling ? options.outlineDetection : undefined,
    splitting_tags: options.tagHandling ? nonEmpty(options.splittingTags) : undefined,
    non_splitting_tags: options.tagHandling ? nonEmpty(options.nonSplittingTags) : undefined,
    ignore_tags: options.tagHandling ? nonEmpty(options.ignoreTags) : undefined,
    model_type: options.modelType,
    split_sentences: options.splitSentences,
    preserve_formatting: options.preserveFormatting,
    show_billed_characters: options.showBilledCharacters,
    translation_memory_id: options.memoryId,
    translation_memory_threshold: options.memoryId ? options.memoryThreshold : undefined,
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as OptionFields;
}

/** One glossary as `glossary_id`, several (in priority order) as `glossary_ids`. */
export function glossaryFields(glossaryId: string | null, more: readonly string[] = []): OptionFields {
  const all = [...(glossaryId ? [glossaryId] : []), ...more];
  if (all.length === 0) return {};
  return all.length === 1 ? { glossary_id: all[0]! } : { glossary_ids: all };
}

/** A document batch's options (calls/documents.ts BatchOptions) as the upload's wire fields, without the file. */
export interface BatchOptionValues {
  targetLang: string;
  sourceLang?: string | undefined;
  formality?: Formality | undefined;
  glossaryId?: string | undefined;
  moreGlossaryIds?: readonly string[] | undefined;
  memoryId?: string | undefined;
  memoryThreshold?: number | undefined;
  /** A client profile: it stands for the glossaries and the memory, which are then not sent. */
  styleProfileId?: string | undefined;
}

/** What a batch sends with each of its files: main checks these once as files are added, and uploads them. */
export function batchUploadFields(options: BatchOptionValues): {
  target_lang: string;
  source_lang?: string;
  formality?: Formality;
  glossary_id?: string;
  glossary_ids?: string[];
  translation_memory_id?: string;
  translation_memory_threshold?: number;
  style_profile_id?: string;
} {
  const common = {
    target_lang: options.targetLang,
    ...(options.sourceLang ? { source_lang: options.sourceLang } : {}),
    ...(options.formality && options.formality !== 'default' ? { formality: options.formality } : {}),
  };
  if (options.styleProfileId) return { ...common, style_profile_id: options.styleProfileId };
  return {
    ...common,
    ...glossaryFields(options.glossaryId ?? null, options.moreGlossaryIds),
    ...(options.memoryId
      ? {
          translation_memory_id: options.memoryId,
          ...(options.memoryThreshold !== undefined ? { translation_memory_threshold: options.memoryThreshold } : {}),
        }
      : {}),
  };
}
