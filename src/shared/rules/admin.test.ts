import { describe, expect, it } from 'vitest';
import {
  characterLimitMeaning,
  checkCanCreateDeveloperKey,
  checkCharacterLimit,
  checkDeveloperKeyId,
  checkDeveloperKeyLabel,
  checkRenameDeveloperKey,
  checkSetDeveloperKeyLimit,
  checkSpeechLimit,
  isDeveloperKeyId,
  MAX_ACTIVE_DEVELOPER_KEYS,
} from './admin';

const fields = (issues: { field: string }[]) => issues.map((i) => i.field);
const KEY_ID = '0f9c2a6e-5b1d-4c3e-9a7b-1d2e3f4a5b6c:7e8f9a0b-1c2d-4e3f-8a9b-0c1d2e3f4a5b';

describe('developer keys', () => {
  it('a key can be created while fewer than 25 are active', () => {
    expect(MAX_ACTIVE_DEVELOPER_KEYS).toBe(25);
    expect(checkCanCreateDeveloperKey(24)).toEqual([]);
    expect(checkCanCreateDeveloperKey(25)[0]?.message).toMatch(/Deactivate one/);
  });

  it('a key_id is two GUIDs joined by ":"', () => {
    expect(isDeveloperKeyId(KEY_ID)).toBe(true);
    expect(isDeveloperKeyId(KEY_ID.toUpperCase())).toBe(true);
    expect(isDeveloperKeyId(KEY_ID.split(':')[0])).toBe(false);
    expect(isDeveloperKeyId(KEY_ID.replace(':', '-'))).toBe(false);
    expect(fields(checkDeveloperKeyId(''))).toEqual(['key_id']);
    expect(fields(checkDeveloperKeyId('abc:def'))).toEqual(['key_id']);
  });

  it('a label is optional when creating and required when renaming', () => {
    expect(checkDeveloperKeyLabel(undefined, { required: false })).toEqual([]);
    expect(fields(checkDeveloperKeyLabel(undefined, { required: true }))).toEqual(['label']);
    expect(checkRenameDeveloperKey({ key_id: KEY_ID, label: 'CAT tool, laptop' })).toEqual([]);
    expect(fields(checkRenameDeveloperKey({ key_id: KEY_ID }))).toEqual(['label']);
  });

  it('a label is never blank and stays on one line', () => {
    expect(fields(checkDeveloperKeyLabel('   ', { required: false }))).toEqual(['label']);
    expect(fields(checkDeveloperKeyLabel('a\nb', { required: false }))).toEqual(['label']);
    expect(fields(checkDeveloperKeyLabel('a\tb', { required: false }))).toEqual(['label']);
  });

  it('a characters limit is a whole number of 0 or more, or null for unlimited', () => {
    expect(checkCharacterLimit(0)).toEqual([]);
    expect(checkCharacterLimit(500_000)).toEqual([]);
    expect(checkCharacterLimit(null)).toEqual([]);
    expect(fields(checkCharacterLimit(-1))).toEqual(['characters']);
    expect(fields(checkCharacterLimit(1.5))).toEqual(['characters']);
    expect(fields(checkCharacterLimit('1000'))).toEqual(['characters']);
  });

  it('null means unlimited and 0 means the key is blocked', () => {
    expect(characterLimitMeaning(null)).toBe('unlimited');
    expect(characterLimitMeaning(0)).toBe('blocked');
    expect(characterLimitMeaning(10)).toBe('limited');
  });

  it('setting limits needs a key and at least one explicit limit, characters or speech', () => {
    expect(checkSetDeveloperKeyLimit({ key_id: KEY_ID, characters: null })).toEqual([]);
    expect(checkSetDeveloperKeyLimit({ key_id: KEY_ID, speech_to_text_milliseconds: 0 })).toEqual([]);
    expect(checkSetDeveloperKeyLimit({ key_id: KEY_ID, characters: 5, speech_to_text_milliseconds: null })).toEqual([]);
    expect(fields(checkSetDeveloperKeyLimit({ key_id: KEY_ID }))).toEqual(['characters']);
    expect(fields(checkSetDeveloperKeyLimit({ characters: 5 }))).toEqual(['key_id']);
    expect(fields(checkSetDeveloperKeyLimit({ key_id: KEY_ID, speech_to_text_milliseconds: -1 }))).toEqual([
      'speech_to_text_milliseconds',
    ]);
  });

  it('a speech limit is a whole number of milliseconds, 0 blocking speech, or null for unlimited', () => {
    expect(checkSpeechLimit(null)).toEqual([]);
    expect(checkSpeechLimit(0)).toEqual([]);
    expect(checkSpeechLimit(3_600_000)).toEqual([]);
    expect(fields(checkSpeechLimit(1.5))).toEqual(['speech_to_text_milliseconds']);
    expect(fields(checkSpeechLimit('60000'))).toEqual(['speech_to_text_milliseconds']);
  });
});
