// Text improvement (POST /v2/write/rephrase) and correction (POST /v2/write/correct), Pro only: JSON or form,
// order kept, style and tone exclusive (`default` is neither), `prefer_` fallback, `en` written as `en-US`,
// 400 for an unsupported plain style or tone in the service's own words, a 10 KiB body.
import { json, type Exchange } from '../http/exchange';
import { parseWith } from '../http/validation';
import { ServiceError } from '../http/serviceError';
import { CorrectRequestSchema, WriteRequestSchema } from '../../shared/api/write';
import {
  WRITE_BODY_LIMIT_BYTES,
  checkWriteRequest,
  isWriteSettingSet,
  resolveWriteSetting,
  writeTargetLanguage,
} from '../../shared/rules/write';
import { baseLanguage, checkLanguage, normalizeLanguageCode } from '../../shared/rules/languages';
import type { Tone, WritingStyle } from '../../shared/api/wireValues';
import type { FieldIssue } from '../../shared/errors';
import { countBillableCharacters, detectSourceLanguage, pseudoTranslate } from '../engine/pseudoTranslate';
import { correctText } from '../engine/corrections';
import type { SimulatorModule } from '../context';

type Fields = Record<string, unknown>;

export const writeRoutes: SimulatorModule = ({ routes, accounts }) => {
  const answer = (
    exchange: Exchange,
    texts: string[],
    targetLang: string | undefined,
    rewrite: (text: string, language: string, detected: string) => string,
  ) => {
    accounts.use(
      exchange.caller.key,
      texts.reduce((sum, text) => sum + countBillableCharacters(text), 0),
      'write',
    );
    const target = targetLang ? writeTargetLanguage(normalizeLanguageCode(targetLang)) : undefined;
    return json(200, {
      improvements: texts.map((text) => {
        const detected = detectSourceLanguage(text);
        // The text is already in the target language: only a variant of it (en-US -> en-GB) is converted.
        const spelling = target && baseLanguage(target) === detected ? target : detected;
        return {
          text: rewrite(text, spelling, detected),
          target_language: target ?? detected,
          detected_source_language: detected,
        };
      }),
    });
  };
  const common = {
    method: 'POST',
    access: 'pro',
    bodies: ['json', 'form'],
    maxBodyBytes: WRITE_BODY_LIMIT_BYTES,
  } as const;

  routes.add(
    {
      ...common,
      path: '/v2/write/rephrase',
      handle: (exchange) => {
        const fields = exchange.fields(['text']);
        refuseInServiceWords(fields, checkWriteRequest(fields));
        const request = parseWith(WriteRequestSchema, fields);
        return answer(exchange, request.text, request.target_lang, improve);
      },
    },
    {
      ...common,
      path: '/v2/write/correct',
      handle: (exchange) => {
        const fields = exchange.fields(['text']);
        const request = parseWith(CorrectRequestSchema, fields);
        refuseInServiceWords(request, checkWriteRequest(request, 'correct'));
        return answer(exchange, request.text, request.target_lang, (text, spelling, detected) =>
          correctText(spelling === detected ? text : respell(text, spelling, detected), detected),
        );
      },
    },
  );
};

/**
 * A 400 whose message is the service's own sentence (what its official Node client's tests expect), with the
 * rules' sentences for a reader as its detail.
 */
function refuseInServiceWords(fields: Fields, issues: readonly FieldIssue[]): void {
  if (issues.length === 0) return;
  const target = typeof fields.target_lang === 'string' ? fields.target_lang : undefined;
  const unsupported = (setting: 'writing_style' | 'tone') =>
    isWriteSettingSet(fields[setting]) &&
    resolveWriteSetting(setting, fields[setting] as WritingStyle & Tone, target) === null;
  const message =
    checkLanguage('target_lang', target, 'write', 'target').length > 0
      ? "Value for 'target_lang' not supported."
      : isWriteSettingSet(fields.writing_style) && isWriteSettingSet(fields.tone)
        ? 'Both writing_style and tone defined.'
        : unsupported('writing_style')
          ? `Language ${target} does not support setting a writing style.`
          : unsupported('tone')
            ? `Language ${target} does not support setting a tone.`
            : issues[0]!.message;
  throw new ServiceError(400, message, issues.map((issue) => `${issue.field}: ${issue.message}`).join(' '));
}

/** A variant's spelling (en-US -> en-GB) through the engine. */
const respell = (text: string, spelling: string, detected: string) =>
  pseudoTranslate(text, { targetLang: spelling, sourceLang: detected });

/**
 * A visible, deterministic "improvement" in the same language: variant spelling (en-US -> en-GB) through
 * the engine, runs of spaces collapsed, and each sentence started with a capital letter.
 */
function improve(text: string, spelling: string, detected: string): string {
  return respell(text, spelling, detected)
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/(^\s*|[.!?]\s+)(\p{Ll})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
