// Text translation (POST /v2/translate, JSON or form): the glossary and formality rules of the spec, the
// public service's other parameters (shared/rules/translateOptions: split_sentences, preserve_formatting,
// context, model_type, show_billed_characters, tag handling, style_id, custom_instructions, glossary_ids in
// priority order, a translation memory and its threshold, a style profile in the public dialect), usage counted against the key's limit, and the
// engine's deterministic pseudo-translation (or a memory's match, a fuzzy one marked).
import { json } from '../http/exchange';
import { parseWith, rejectIssues } from '../http/validation';
import { TranslateTextRequestSchema } from '../../shared/api/translate';
import { checkGlossaryUse, checkTranslateTextRequest, resolveFormality } from '../../shared/rules/translate';
import {
  checkTranslateOptions,
  modelTypeUsed,
  readBooleanOption,
  readTagList,
  type ModelType,
  type TagHandling,
} from '../../shared/rules/translateOptions';
import { baseLanguage, normalizeLanguageCode } from '../../shared/rules/languages';
import { countBillableCharacters, createSegmentTranslator, detectSourceLanguage } from '../engine/pseudoTranslate';
import { translateMarkup } from '../engine/markup/translateMarkup';
import { styleMark } from '../engine/styleMark';
import { normalizeReportingTag } from '../state/usageLedger';
import type { SimulatorModule } from '../context';
import { bestMemoryMatch, fuzzyMark } from '../engine/memoryMatch';
import { entriesForPair, glossaryForUse } from './glossaryUse';
import { memoryForUse } from './memoryUse';
import { appliedStyle } from './styleUse';
import { profileForUse } from './profileUse';

/** Largest translate body: the real service's 128 KiB request limit. */
const MAX_TRANSLATE_BODY_BYTES = 128 * 1024;

/** Form fields that are lists even when sent once. */
const FORM_LISTS = ['text', 'custom_instructions', 'glossary_ids'];

/** The fields read through the wire schema; the options (booleans, lists as a form sends them) are read by the rules. */
const CoreRequestSchema = TranslateTextRequestSchema.pick({
  text: true,
  target_lang: true,
  source_lang: true,
  glossary_id: true,
  formality: true,
});

export const translateRoutes: SimulatorModule = ({ routes, store, accounts, dialect }) => {
  routes.add({
    method: 'POST',
    path: '/v2/translate',
    access: 'key',
    bodies: ['json', 'form'],
    maxBodyBytes: MAX_TRANSLATE_BODY_BYTES,
    handle: (exchange) => {
      const fields = exchange.fields(FORM_LISTS);
      const languageIssues = checkTranslateTextRequest(fields);
      rejectIssues([
        ...languageIssues,
        ...checkTranslateOptions(fields, languageIssues.length === 0 ? (fields.target_lang as string) : undefined),
      ]);
      const request = parseWith(CoreRequestSchema, fields);
      const targetLang = normalizeLanguageCode(request.target_lang);
      // A style profile (public dialect) gives the components that fit these languages (profileUse.ts).
      const profile =
        dialect === 'public'
          ? profileForUse(
              store,
              exchange,
              fields.style_profile_id,
              { given: request.source_lang, detected: () => detectSourceLanguage(request.text.join('\n')) },
              targetLang,
            )
          : undefined;
      let glossary: [string, string][] | undefined;
      // One glossary, or several in priority order: an earlier glossary's entry wins over a later one's.
      const ownGlossaryIds = request.glossary_id
        ? [request.glossary_id]
        : (readTagList(fields.glossary_ids) as string[]);
      const glossaryIds = ownGlossaryIds.length > 0 ? ownGlossaryIds : (profile?.glossaryIds ?? []);
      for (const glossaryId of glossaryIds) {
        const found = glossaryForUse(store, exchange.caller.plan, glossaryId);
        rejectIssues(checkGlossaryUse('translate_text', { ...request, glossary_id: glossaryId }, found.dictionaries));
        glossary = [...(glossary ?? []), ...entriesForPair(found, request.source_lang!, request.target_lang)];
      }
      const memoryFields =
        fields.translation_memory_id || !profile?.memoryId
          ? fields
          : { ...fields, translation_memory_id: profile.memoryId };
      const memory = memoryForUse(store, exchange.caller.plan, memoryFields, request.source_lang, targetLang);
      const inline = fields.custom_instructions === undefined ? [] : [fields.custom_instructions].flat().map(String);
      const style = appliedStyle(
        store,
        exchange.caller.plan,
        (fields.style_id as string | undefined) ?? profile?.styleId,
        inline,
        targetLang,
      );
      const characters = request.text.reduce((sum, text) => sum + countBillableCharacters(text), 0); // context is not billed
      // A reporting tag (X-DeepL-Reporting-Tag) attributes the characters in the custom tag analytics.
      accounts.use(exchange.caller.key, characters, 'translate', {
        tag: normalizeReportingTag(exchange.req.headers['x-deepl-reporting-tag']),
      });

      const sourceLang = request.source_lang ? baseLanguage(request.source_lang) : undefined;
      const formality = resolveFormality('translate_text', request.formality, targetLang) ?? 'default';
      const context = typeof fields.context === 'string' ? fields.context : '';
      const tagHandling = fields.tag_handling as TagHandling | undefined;
      const modelType = fields.model_type as ModelType | undefined;
      const showBilled = readBooleanOption(fields.show_billed_characters) === true;
      const mark = styleMark(style);
      return json(200, {
        translations: request.text.map((text) => {
          // The context steers: it joins the text when the source language is detected, and is never translated.
          const source = sourceLang ?? detectSourceLanguage(context ? `${text}\n${context}` : text);
          const translator = createSegmentTranslator({ targetLang, sourceLang: source, glossary, formality });
          const match = memory && bestMemoryMatch(memory.segments, text, targetLang, memory.threshold);
          const translated = match
            ? match.translation + fuzzyMark(match)
            : tagHandling
              ? translateMarkup(
                  text,
                  {
                    mode: tagHandling,
                    ignoreTags: readTagList(fields.ignore_tags) as string[],
                    splittingTags: readTagList(fields.splitting_tags) as string[],
                    nonSplittingTags: readTagList(fields.non_splitting_tags) as string[],
                    outlineDetection: readBooleanOption(fields.outline_detection) !== false,
                  },
                  translator,
                )
              : (translator([{ text, translate: true }])[0] as string);
          return {
            detected_source_language: source.toUpperCase(),
            text: translated + mark,
            ...(showBilled ? { billed_characters: countBillableCharacters(text) } : {}),
            ...(modelType ? { model_type_used: modelTypeUsed(modelType) } : {}),
            ...(tagHandling
              ? { tag_handling_version: (fields.tag_handling_version as string | undefined) ?? 'v1' }
              : {}),
          };
        }),
      });
    },
  });
};
