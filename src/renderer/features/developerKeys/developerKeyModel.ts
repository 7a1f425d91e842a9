// Pure logic of the Developer keys screen: the character and speech limits as typed and as explained (null =
// unlimited, 0 = blocked; speech typed in minutes, sent in milliseconds), the label as sent, and the active-key
// counter against 25. What it says is catalogue messages, worded by the window in the user's language.
import { type FieldIssue, fieldIssue } from '../../../shared/errors';
import type { UiMessage } from '../../../shared/i18n/catalogue';
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
      ? [fieldIssue('characters', { id: 'developerKeys.limit.enterCharacters' })]
      : checkCharacterLimit(value);
  return { value: issues.length === 0 ? value : null, issues };
}

/** What a limit means, in words. */
export function describeLimit(characters: number | null): UiMessage {
  switch (characterLimitMeaning(characters)) {
    case 'unlimited':
      return { id: 'developerKeys.limit.unlimited' };
    case 'blocked':
      return { id: 'developerKeys.limit.blocked' };
    default:
      return { id: 'developerKeys.limit.perMonth', values: { count: characters! } };
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
      issues: [fieldIssue('speech_to_text_milliseconds', { id: 'developerKeys.limit.enterMinutes' })],
    };
  const minutes = /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
  const issues = checkSpeechLimit(Number.isFinite(minutes) ? Math.round(minutes * MS_PER_MINUTE) : minutes);
  return { value: issues.length === 0 ? Math.round(minutes * MS_PER_MINUTE) : null, issues };
}

/** A speech limit in milliseconds as the form shows it: minutes, with decimals only where needed. */
export const speechLimitTyped = (milliseconds: number | null): string =>
  milliseconds === null ? '' : String(Math.round((milliseconds / MS_PER_MINUTE) * 1000) / 1000);

/** What a speech limit means, in words. */
export function describeSpeechLimit(milliseconds: number | null): UiMessage {
  if (milliseconds === null) return { id: 'developerKeys.limit.speechUnlimited' };
  if (milliseconds === 0) return { id: 'developerKeys.limit.speechBlocked' };
  return { id: 'developerKeys.limit.speechPerMonth', values: { minutes: Number(speechLimitTyped(milliseconds)) } };
}

/** A blank label is left out (the service then picks its default label). */
export function labelForCreate(typed: string): { label: string | undefined; issues: FieldIssue[] } {
  const label = typed.trim() === '' ? undefined : typed.trim();
  return { label, issues: checkDeveloperKeyLabel(label, { required: false }) };
}

export function activeKeyCounter(keys: readonly DeveloperKeyView[]): {
  active: number;
  max: number;
  label: UiMessage;
  createIssue: FieldIssue | undefined;
} {
  const active = keys.filter((k) => !k.deactivated).length;
  return {
    active,
    max: MAX_ACTIVE_DEVELOPER_KEYS,
    label: { id: 'developerKeys.counter', values: { active, max: MAX_ACTIVE_DEVELOPER_KEYS } },
    createIssue: checkCanCreateDeveloperKey(active)[0],
  };
}
