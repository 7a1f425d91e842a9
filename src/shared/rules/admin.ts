// Rules of developer key administration (/v2/admin/developer-keys).
import { type FieldIssue, fieldIssue } from '../errors';
import { isFilled } from './issues';

/** At most this many keys may be active at once. */
export const MAX_ACTIVE_DEVELOPER_KEYS = 25;

const GUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const KEY_ID = new RegExp(`^${GUID}:${GUID}$`, 'i');
// eslint-disable-next-line no-control-regex -- control characters are exactly what a label must not hold
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/** A key_id is two GUIDs joined by ':'. */
export const isDeveloperKeyId = (value: unknown): value is string => typeof value === 'string' && KEY_ID.test(value);

export function checkDeveloperKeyId(keyId: unknown, field = 'key_id'): FieldIssue[] {
  if (!isFilled(keyId)) return [fieldIssue(field, { id: 'developerKeys.rule.chooseKey' })];
  return isDeveloperKeyId(keyId) ? [] : [fieldIssue(field, { id: 'developerKeys.rule.notKeyId' })];
}

/** A new key can be created while fewer than 25 keys are active. */
export function checkCanCreateDeveloperKey(activeKeyCount: number): FieldIssue[] {
  return activeKeyCount >= MAX_ACTIVE_DEVELOPER_KEYS
    ? [fieldIssue('key_id', { id: 'developerKeys.rule.tooMany', values: { max: MAX_ACTIVE_DEVELOPER_KEYS } })]
    : [];
}

/**
 * A key label: optional when creating (the service then picks a default label), required when renaming; never
 * blank and never with line breaks or control characters. The spec gives no length limit.
 */
export function checkDeveloperKeyLabel(label: unknown, options: { required: boolean }, field = 'label'): FieldIssue[] {
  if (label === undefined || label === null)
    return options.required ? [fieldIssue(field, { id: 'developerKeys.rule.labelRequired' })] : [];
  if (typeof label !== 'string' || label.trim() === '')
    return [fieldIssue(field, { id: 'developerKeys.rule.labelBlank' })];
  if (CONTROL.test(label)) return [fieldIssue(field, { id: 'developerKeys.rule.labelOneLine' })];
  return [];
}

/** What a characters limit means: null = unlimited, 0 = the key cannot consume any characters. */
export type CharacterLimitMeaning = 'unlimited' | 'blocked' | 'limited';
export function characterLimitMeaning(characters: number | null): CharacterLimitMeaning {
  if (characters === null) return 'unlimited';
  return characters === 0 ? 'blocked' : 'limited';
}

/** A characters limit: a whole number >= 0, or null to remove the limit. */
export function checkCharacterLimit(characters: unknown, field = 'characters'): FieldIssue[] {
  if (characters === null) return [];
  if (typeof characters === 'number' && Number.isSafeInteger(characters) && characters >= 0) return [];
  return [fieldIssue(field, { id: 'developerKeys.rule.characterLimit' })];
}

/** PUT .../label */
export const checkRenameDeveloperKey = (request: { key_id?: unknown; label?: unknown }): FieldIssue[] => [
  ...checkDeveloperKeyId(request.key_id),
  ...checkDeveloperKeyLabel(request.label, { required: true }),
];

/** A speech limit in milliseconds per month: a whole number >= 0 (0 blocks speech), or null for no limit. */
export function checkSpeechLimit(milliseconds: unknown, field = 'speech_to_text_milliseconds'): FieldIssue[] {
  if (milliseconds === null) return [];
  if (typeof milliseconds === 'number' && Number.isSafeInteger(milliseconds) && milliseconds >= 0) return [];
  return [fieldIssue(field, { id: 'developerKeys.rule.speechLimit' })];
}

/**
 * PUT .../limits. At least one limit must be present (null removes it); one left out stays as it was. The spec
 * names `characters`; the published description adds `speech_to_text_milliseconds`.
 */
export const checkSetDeveloperKeyLimit = (request: {
  key_id?: unknown;
  characters?: unknown;
  speech_to_text_milliseconds?: unknown;
}): FieldIssue[] => [
  ...checkDeveloperKeyId(request.key_id),
  ...(request.characters === undefined && request.speech_to_text_milliseconds === undefined
    ? [fieldIssue('characters', { id: 'developerKeys.rule.oneLimit' })]
    : []),
  ...(request.characters === undefined ? [] : checkCharacterLimit(request.characters)),
  ...(request.speech_to_text_milliseconds === undefined ? [] : checkSpeechLimit(request.speech_to_text_milliseconds)),
];
