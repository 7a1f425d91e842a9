// Pure logic of the Developer keys screen: the character and speech limits as typed and as explained (null =
// unlimited, 0 = blocked; speech typed in minutes, sent in milliseconds), the label as sent, and the active-key
// counter against 25.
import type { FieldIssue } from '../../../shared/errors';
import {
  MAX_ACTIVE_DEVELOPER_KEYS,
  characterLimitMeaning,
  checkCanCreateDeveloperKey,
  checkCharacterLimit,
  checkDeveloperKeyLabel,
  checkSpeechLimit,
} from '../../../shared/rules/admin';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';

export type LimitMode = 'unlimited' | 'limited';

/** The limit a form means: null for no limit, else the typed whole number (0 blocks the key). */
export function parseCharacterLimit(mode: LimitMode, typed: string): { value: number | null; issues: FieldIssue[] } {
  if (mode === 'unlimited') return { value: null, issues: [] };
  const text = typed.replace(/[\s,._']/g, '');
  const value = text === '' ? Number.NaN : Number(text);
  const issues =
    text === ''
      ? [
          {
            field: 'characters',
            message: 'Enter the number of characters per month (0 blocks the key), or choose no limit.',
          },
        ]
      : checkCharacterLimit(value);
  return { value: issues.length === 0 ? value : null, issues };
}

/** What a limit means, in words. */
export function describeLimit(characters: number | null): string {
  switch (characterLimitMeaning(characters)) {
    case 'unlimited':
      return 'Unlimited';
    case 'blocked':
      return 'Blocked (0 characters)';
    default:
      return `${characters!.toLocaleString('en-US')} characters per month`;
  }
}

const MS_PER_MINUTE = 60_000;

/** The speech limit a form means: null for no limit, else the typed minutes in milliseconds (0 blocks speech). */
export function parseSpeechLimit(mode: LimitMode, typed: string): { value: number | null; issues: FieldIssue[] } {
  if (mode === 'unlimited') return { value: null, issues: [] };
  const text = typed.replace(/[\s,_']/g, '');
  if (text === '')
    return {
      value: null,
      issues: [
        {
          field: 'speech_to_text_milliseconds',
          message: 'Enter the minutes of speech per month (0 blocks speech), or choose no limit.',
        },
      ],
    };
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const issues = checkSpeechLimit(Number.isFinite(minutes) ? Math.round(minutes * MS_PER_MINUTE) : minutes);
  return { value: issues.length === 0 ? Math.round(minutes * MS_PER_MINUTE) : null, issues };
}

/** A speech limit in milliseconds as the form shows it: minutes, with decimals only where needed. */
export const speechLimitTyped = (milliseconds: number | null): string =>
  milliseconds === null ? '' : String(Math.round((milliseconds / MS_PER_MINUTE) * 1000) / 1000);

/** What a speech limit means, in words. */
export function describeSpeechLimit(milliseconds: number | null): string {
  if (milliseconds === null) return 'Unlimited speech';
  if (milliseconds === 0) return 'Speech blocked (0 minutes)';
  const minutes = Number(speechLimitTyped(milliseconds));
  return `${minutes.toLocaleString('en-US')} ${minutes === 1 ? 'minute' : 'minutes'} of speech per month`;
}

export const SPEECH_LIMIT_EXPLANATION =
  'The speech limit counts minutes of live captions and translated recordings in each monthly period. No limit means unlimited; 0 blocks speech to text for this key.';

export const LIMIT_EXPLANATION =
  'The limit counts characters of text translation, document translation and text improvement in each monthly period. No limit means unlimited; a limit of 0 blocks the key: it can use no characters at all.';

/** A blank label is left out (the service then picks its default label). */
export function labelForCreate(typed: string): { label: string | undefined; issues: FieldIssue[] } {
  const label = typed.trim() === '' ? undefined : typed.trim();
  return { label, issues: checkDeveloperKeyLabel(label, { required: false }) };
}

export function activeKeyCounter(keys: readonly DeveloperKeyView[]): {
  active: number;
  max: number;
  label: string;
  createIssue: FieldIssue | undefined;
} {
  const active = keys.filter((k) => !k.deactivated).length;
  return {
    active,
    max: MAX_ACTIVE_DEVELOPER_KEYS,
    label: `${active} of ${MAX_ACTIVE_DEVELOPER_KEYS} active keys`,
    createIssue: checkCanCreateDeveloperKey(active)[0],
  };
}
