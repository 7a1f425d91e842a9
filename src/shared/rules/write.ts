// Rules of text improvement (POST /v2/write/rephrase) and correction (POST /v2/write/correct): languages,
// writing style and tone, the prefer_ fallback, and the 10 KiB body limit.
import type { FieldIssue } from '../errors';
import { TONES, WRITING_STYLES, type Tone, type WritingStyle } from '../api/wireValues';
import { checkLanguage, featureAvailable, languageName } from './languages';
import { fieldIssue, quotedList, stringOrUndefined } from './issues';

/** The whole request body is at most 10 KiB. */
export const WRITE_BODY_LIMIT_BYTES = 10 * 1024;

/** Size of the request as sent: UTF-8 bytes of its JSON body. */
export function writeBodyBytes(request: unknown): number {
  return new TextEncoder().encode(JSON.stringify(request)).length;
}

type Setting = 'writing_style' | 'tone';

/**
 * The language the service writes in for a target: plain `en` is American English (the service answers
 * `en-US` and applies tones and styles to it, as the official Node client's tests show).
 */
export function writeTargetLanguage(targetLang: string): string {
  return targetLang.trim().toLowerCase() === 'en' ? 'en-US' : targetLang;
}

/** Whether a target language supports writing styles and tones (no target: not supported). */
export function supportsWriteSetting(setting: Setting, targetLang: string | undefined): boolean {
  return targetLang !== undefined && featureAvailable('write', setting, undefined, writeTargetLanguage(targetLang));
}

/** A writing style or tone that asks for something: `default` (or nothing) is no style or tone at all. */
export const isWriteSettingSet = (value: unknown): boolean =>
  value !== undefined && value !== null && value !== '' && value !== 'default';

/**
 * The writing style or tone the service applies, or null when the request fails with HTTP 400.
 * A `prefer_` value becomes its plain value where supported and `default` otherwise (also with no target);
 * a plain value other than `default` fails for an unsupported or missing target.
 */
export function resolveWriteSetting<V extends WritingStyle | Tone>(
  setting: Setting,
  value: V | undefined,
  targetLang: string | undefined,
): string | null {
  if (value === undefined || value === 'default') return 'default';
  const supported = supportsWriteSetting(setting, targetLang);
  if (value.startsWith('prefer_')) return supported ? value.slice('prefer_'.length) : 'default';
  return supported ? value : null;
}

export interface WriteDraft {
  text?: unknown;
  target_lang?: unknown;
  writing_style?: unknown;
  tone?: unknown;
}

function checkSetting(
  setting: Setting,
  value: unknown,
  target: string | undefined,
  targetValid: boolean,
): FieldIssue[] {
  if (value === undefined || value === null || value === '') return [];
  const allowed: readonly string[] = setting === 'writing_style' ? WRITING_STYLES : TONES;
  if (typeof value !== 'string' || !allowed.includes(value)) {
    return [fieldIssue(setting, { id: 'write.rule.settingInvalid', values: { setting, values: quotedList(allowed) } })];
  }
  if (targetValid && resolveWriteSetting(setting, value as WritingStyle | Tone, target) === null) {
    // The service answers this with HTTP 400.
    return [
      fieldIssue(
        setting,
        target
          ? {
              id: 'write.rule.settingUnsupported',
              values: { setting, value, language: languageName(target) },
              languages: { language: target },
            }
          : { id: 'write.rule.settingNeedsTarget', values: { setting, value } },
      ),
    ];
  }
  return [];
}

/**
 * Every rule of a text improvement request (`improve`, /v2/write/rephrase) or a correction request
 * (`correct`, /v2/write/correct: the same body without a writing style or tone).
 */
export function checkWriteRequest(request: WriteDraft, action: 'improve' | 'correct' = 'improve'): FieldIssue[] {
  const issues: FieldIssue[] = [];
  if (!Array.isArray(request.text) || request.text.length === 0) {
    issues.push(fieldIssue('text', { id: 'write.rule.textMissing', values: { action } }));
  } else if (request.text.some((item) => typeof item !== 'string')) {
    issues.push(fieldIssue('text', { id: 'write.rule.textNotPlain', values: { action } }));
  }
  const targetIssues = checkLanguage('target_lang', request.target_lang, 'write', 'target');
  issues.push(...targetIssues);
  const target = targetIssues.length === 0 ? stringOrUndefined(request.target_lang) : undefined;
  if (isWriteSettingSet(request.writing_style) && isWriteSettingSet(request.tone)) {
    issues.push(fieldIssue('tone', { id: 'write.rule.styleAndTone' }));
  }
  issues.push(...checkSetting('writing_style', request.writing_style, target, targetIssues.length === 0));
  issues.push(...checkSetting('tone', request.tone, target, targetIssues.length === 0));
  const bytes = writeBodyBytes(request);
  if (bytes > WRITE_BODY_LIMIT_BYTES) {
    issues.push(
      fieldIssue('text', { id: 'write.rule.tooLong', values: { action, bytes, max: WRITE_BODY_LIMIT_BYTES } }),
    );
  }
  return issues;
}
