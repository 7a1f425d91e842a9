// The app's translate options (camelCase, the calls' TranslateOptions) as the wire fields of POST /v2/translate:
// an option left unset is not sent, markup options go only with markup, and one glossary goes as `glossary_id`,
// several as `glossary_ids`. Main sends these; the window checks the same fields with translateOptions.ts.
import type { TranslateTextRequest } from '../api/translate';
import type { ModelType, SplitSentences, TagHandling, TagHandlingVersion } from '../api/wireValues';

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
