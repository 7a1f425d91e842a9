// Text translation (POST /v2/translate, JSON or form): the glossary and formality rules of the spec, usage
// counted against the key's limit, and the engine's deterministic pseudo-translation.
import { json } from '../http/exchange';
import { parseWith, rejectIssues } from '../http/validation';
import { TranslateTextRequestSchema } from '../../shared/api/translate';
import { checkGlossaryUse, checkTranslateTextRequest, resolveFormality } from '../../shared/rules/translate';
import { baseLanguage, normalizeLanguageCode } from '../../shared/rules/languages';
import { countBillableCharacters, detectSourceLanguage, pseudoTranslate } from '../engine/pseudoTranslate';
import type { SimulatorModule } from '../context';
import { entriesForPair, glossaryForUse } from './glossaryUse';

/** Largest translate body: the real service's 128 KiB request limit. */
const MAX_TRANSLATE_BODY_BYTES = 128 * 1024;

export const translateRoutes: SimulatorModule = ({ routes, store, accounts }) => {
  routes.add({
    method: 'POST',
    path: '/v2/translate',
    access: 'key',
    bodies: ['json', 'form'],
    maxBodyBytes: MAX_TRANSLATE_BODY_BYTES,
    handle: (exchange) => {
      const fields = exchange.fields(['text']);
      rejectIssues(checkTranslateTextRequest(fields));
      const request = parseWith(TranslateTextRequestSchema, fields);
      let glossary: [string, string][] | undefined;
      if (request.glossary_id) {
        const found = glossaryForUse(store, exchange.caller.plan, request.glossary_id);
        rejectIssues(checkGlossaryUse('translate_text', request, found.dictionaries));
        glossary = entriesForPair(found, request.source_lang!, request.target_lang);
      }
      const characters = request.text.reduce((sum, text) => sum + countBillableCharacters(text), 0);
      accounts.use(exchange.caller.key, characters);
      const targetLang = normalizeLanguageCode(request.target_lang);
      const sourceLang = request.source_lang ? baseLanguage(request.source_lang) : undefined;
      const formality = resolveFormality('translate_text', request.formality, targetLang) ?? 'default';
      return json(200, {
        translations: request.text.map((text) => ({
          detected_source_language: (sourceLang ?? detectSourceLanguage(text)).toUpperCase(),
          text: pseudoTranslate(text, { targetLang, sourceLang, glossary, formality }),
        })),
      });
    },
  });
};
