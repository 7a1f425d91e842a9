import { describe, expect, it } from 'vitest';
import { inWords } from '../../shared/i18n/testing/inWords';
import { errorFromStatus, isNetworkFailure, parseServerErrorBody } from './httpErrors';

const fail = (status: number, body = {}, secrets: string[] = []) =>
  errorFromStatus({ status, body, operation: 'POST /v2/x' }, secrets);

describe('error bodies', () => {
  it('keeps the server message and detail', () => {
    expect(
      parseServerErrorBody(
        '{"message":"Bad request","detail":"Value for target_lang not supported.","field":"target_lang"}',
      ),
    ).toEqual({
      message: 'Bad request',
      detail: 'Value for target_lang not supported.',
      field: 'target_lang',
    });
  });
  it('accepts a structured detail and a plain-text body', () => {
    expect(parseServerErrorBody('{"message":"x","detail":{"a":1}}').detail).toBe('{"a":1}');
    expect(parseServerErrorBody('Gateway Timeout').message).toBe('Gateway Timeout');
    expect(parseServerErrorBody('')).toEqual({});
  });
});

describe('status to typed error', () => {
  it.each([
    [400, 'validation'],
    [401, 'auth'],
    [403, 'auth'],
    [404, 'notFound'],
    [410, 'notFound'],
    [413, 'payloadTooLarge'],
    [456, 'quota'],
    [429, 'rateLimited'],
    [529, 'rateLimited'],
    [500, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
  ])('%i is %s', (status, kind) => {
    const error = fail(status, { message: 'server says', detail: 'more' });
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.serverMessage).toBe('server says');
    expect(error.serverDetail).toBe('more');
  });

  it('a 400 names the field the server named', () => {
    expect(fail(400, { message: 'bad', field: 'target_lang' }).fields).toEqual([
      {
        field: 'target_lang',
        message: 'The service refused the request: bad',
        uiMessage: { id: 'error.service.refusedSaying', values: { reason: 'bad' } },
      },
    ]);
  });

  it("says each refusal as a message the window words in the user's language, the server's words kept", async () => {
    const refused = fail(401, { message: 'Wrong key' });
    expect(refused.message).toBe('The service refused the API key (401): Wrong key');
    expect(await inWords(refused.uiMessage!, 'de')).toBe('Der Dienst hat den API-Schlüssel abgelehnt (401): Wrong key');
    expect(await inWords(refused.uiNextStep!, 'ja')).toBe(
      '設定で API キーを確認し、選択したプランのキーであることを確かめてください。',
    );
    const quota = fail(456, {});
    expect(quota.message).toBe('The character quota for this key is used up (456).');
    expect(await inWords(quota.uiMessage!, 'fr')).toBe('Le quota de caractères de cette clé est épuisé (456).');
  });

  it('never repeats a key that the server echoed back', () => {
    const key = 'abcd-1234-secret-key';
    const error = fail(403, { message: `Key ${key} is not valid`, detail: `Authorization: Service-Auth-Key ${key}` }, [
      key,
    ]);
    expect(JSON.stringify(error.toData())).not.toContain(key);
    expect(error.message).not.toContain(key);
  });
});

describe('network failures', () => {
  it('recognises resets, refusals and undici socket errors, also when wrapped', () => {
    expect(isNetworkFailure(Object.assign(new Error('x'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isNetworkFailure(Object.assign(new Error('x'), { code: 'UND_ERR_SOCKET' }))).toBe(true);
    expect(
      isNetworkFailure(new Error('fetch failed', { cause: Object.assign(new Error('y'), { code: 'ECONNREFUSED' }) })),
    ).toBe(true);
    expect(isNetworkFailure(new TypeError('bug'))).toBe(false);
  });
});
