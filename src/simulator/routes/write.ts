// Text improvement (POST /v2/write/rephrase), Pro only: JSON or form, order kept, style and tone exclusive,
// `prefer_` fallback, 400 for an unsupported plain style or tone, a 10 KiB body.
import { json } from '../http/exchange';
import { parseWith, rejectIssues } from '../http/validation';
import { WriteRequestSchema } from '../../shared/api/write';
import { WRITE_BODY_LIMIT_BYTES, checkWriteRequest } from '../../shared/rules/write';
import { baseLanguage, normalizeLanguageCode } from '../../shared/rules/languages';
import { countBillableCharacters, detectSourceLanguage, pseudoTranslate } from '../engine/pseudoTranslate';
import type { SimulatorModule } from '../context';

export const writeRoutes: SimulatorModule = ({ routes, accounts }) => {
  routes.add({
    method: 'POST',
    path: '/v2/write/rephrase',
    access: 'pro',
    bodies: ['json', 'form'],
    maxBodyBytes: WRITE_BODY_LIMIT_BYTES,
    handle: (exchange) => {
      const fields = exchange.fields(['text']);
      rejectIssues(checkWriteRequest(fields));
      const request = parseWith(WriteRequestSchema, fields);
      accounts.use(
        exchange.caller.key,
        request.text.reduce((sum, text) => sum + countBillableCharacters(text), 0),
        'write',
      );
      const target = request.target_lang ? normalizeLanguageCode(request.target_lang) : undefined;
      return json(200, {
        improvements: request.text.map((text) => {
          const detected = detectSourceLanguage(text);
          // The text is already in the target language: only a variant of it (en-US -> en-GB) is converted.
          const spelling = target && baseLanguage(target) === detected ? target : detected;
          return {
            text: improve(text, spelling, detected),
            target_language: target ?? detected,
            detected_source_language: detected,
          };
        }),
      });
    },
  });
};

/**
 * A visible, deterministic "improvement" in the same language: variant spelling (en-US -> en-GB) through
 * the engine, runs of spaces collapsed, and each sentence started with a capital letter.
 */
function improve(text: string, spelling: string, detected: string): string {
  const converted = pseudoTranslate(text, { targetLang: spelling, sourceLang: detected });
  return converted
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/(^\s*|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
