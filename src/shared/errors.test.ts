import { describe, expect, it } from 'vitest';
import {
  AuthError,
  fieldIssue,
  fromErrorData,
  NotFoundError,
  toErrorData,
  ValidationError,
  type ErrorData,
  type ErrorKind,
} from './errors';
import { inWords } from './i18n/testing/inWords';

describe('an error says what happened and what to do next as catalogue messages', () => {
  it('gives every kind a sentence and a next step in every language, the English kept for logs', async () => {
    const auth = new AuthError();
    expect(auth.message).toBe('The service refused the API key.');
    expect(auth.nextStep).toBe('Check the API key in Settings, and that it belongs to the chosen plan.');
    expect(auth.uiMessage).toEqual({ id: 'error.auth.message' });
    expect(await inWords(auth.uiNextStep!, 'de')).toBe(
      'Prüfen Sie den API-Schlüssel in den Einstellungen und ob er zum gewählten Tarif gehört.',
    );
    const kinds: ErrorKind[] = ['quota', 'network', 'keychain', 'internal', 'rateLimited', 'alreadyDownloaded'];
    for (const kind of kinds) {
      const data = fromErrorData({ kind, message: 'x' }).toData();
      expect(data.uiNextStep?.id, kind).toBe(`error.${kind}.nextStep`);
      expect(await inWords(data.uiNextStep!, 'ja'), kind).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });

  it('derives the English sentence from a message raised with `says`', () => {
    const error = new NotFoundError({
      says: { id: 'error.service.notFound', values: { operation: 'GET /v3/glossaries/x' } },
    });
    expect(error.message).toBe('The service could not find it (GET /v3/glossaries/x).');
    expect(error.toData().uiMessage).toEqual({
      id: 'error.service.notFound',
      values: { operation: 'GET /v3/glossaries/x' },
    });
  });

  it('keeps an English-only sentence as it is, with no message id that would contradict it', () => {
    const error = new AuthError({ message: 'A sentence only in English.', nextStep: 'Do this.' }).toData();
    expect(error.message).toBe('A sentence only in English.');
    expect(error.uiMessage).toBeUndefined();
    expect(error.uiNextStep).toBeUndefined();
  });

  it('makes the first field problem the sentence of a validation error, in every language', async () => {
    const error = new ValidationError([fieldIssue('text', { id: 'rules.translate.textMissing' })]);
    expect(error.message).toBe('Enter at least one text to translate.');
    expect(await inWords(error.uiMessage!, 'fr')).toBe('Saisissez au moins un texte à traduire.');
    expect(error.fields?.[0]?.message).toBe('Enter at least one text to translate.');
  });

  it('crosses IPC as plain data and comes back whole', () => {
    const data: ErrorData = new AuthError({ status: 401 }).toData();
    expect(fromErrorData(JSON.parse(JSON.stringify(data)) as ErrorData).toData()).toEqual(data);
  });

  it("never leaks an unknown error, and says so in the user's language", async () => {
    const data = toErrorData(new Error('secret internals'));
    expect(data.message).toBe('Something went wrong inside Glossa.');
    expect(await inWords(data.uiMessage!, 'zh-Hans')).toBe('Glossa 内部出错。');
  });
});
