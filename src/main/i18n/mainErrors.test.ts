// Errors raised in main reach the window as message ids with values: read through main's own rendering
// (`MainText`, the windows' catalogue), they are whole sentences in the user's language, the next step included.
import { describe, expect, it } from 'vitest';
import { MainText } from './mainText';
import { answerTooLarge, deadlineError } from '../api/answerBounds';
import { proxyFailure } from '../api/proxy';
import { NotFoundError, ValidationError, fieldIssue } from '../../shared/errors';
import { checkWriteRequest } from '../../shared/rules/write';
import { checkCustomInstruction } from '../../shared/rules/styleRules';

const route = { url: new URL('http://127.0.0.1:3128'), label: '127.0.0.1:3128', hasCredentials: false };

async function inLanguage(language: 'de' | 'ja'): Promise<MainText> {
  const text = new MainText(() => ['en-US']);
  await text.follow(language);
  return text;
}

describe("main's errors are read in the user's language", () => {
  it('a late answer, in German and in Japanese, with its next step', async () => {
    const late = deadlineError('GET /v2/usage', 2_000).toData();
    expect((await inLanguage('de')).sayError(late)).toBe(
      'Die Antwort des Dienstes ist nicht innerhalb von 2 s eingetroffen; Glossa hat daher aufgehört, darauf zu warten (GET /v2/usage). ' +
        'Versuchen Sie es erneut. Passiert es immer wieder, prüfen Sie das Netzwerk oder den Proxy: Die Antwort kam viel zu langsam.',
    );
    expect((await inLanguage('ja')).sayError(late)).toBe(
      'サービスの応答が 2 秒以内に届かなかったため、待機を中止しました（GET /v2/usage）。 ' +
        'もう一度お試しください。繰り返し起きる場合は、ネットワークやプロキシを確認してください。応答が極端に遅れています。',
    );
  });

  it('a proxy that asks for credentials and an oversized answer name their values in German and Japanese', async () => {
    const failure = new Error('Proxy response (407) from the proxy');
    const proxy = proxyFailure(failure, route, 'GET /v3/languages')!.error.toData();
    expect((await inLanguage('de')).sayError(proxy)).toMatch(
      /^Der Proxy unter 127\.0\.0\.1:3128 verlangt Benutzername und Passwort \(407, GET \/v3\/languages\)\. Geben Sie in den Einstellungen/,
    );
    const japanese = await inLanguage('ja');
    expect(japanese.sayError(proxy)).toMatch(
      /^127\.0\.0\.1:3128 のプロキシがユーザー名とパスワードを求めています（407、GET \/v3\/languages）。/,
    );
    expect(japanese.sayError(answerTooLarge('GET /v2/usage', 64 * 1024).toData())).toMatch(
      /^サービスの応答が、このリクエストで Glossa が受け付ける大きさ（64 KiB、GET \/v2\/usage）を超えたため/,
    );
  });

  it('an account problem and a field problem keep their names inside the translated sentence', async () => {
    const taken = new ValidationError([
      fieldIssue('name', { id: 'accounts.error.nameTaken', values: { name: 'Büro' } }),
    ]);
    expect((await inLanguage('de')).say(taken.fields![0]!.uiMessage!)).toBe('Es gibt bereits ein Konto namens „Büro“.');
    const gone = new NotFoundError({
      says: { id: 'accounts.error.gone' },
      saysNextStep: { id: 'accounts.error.gone.nextStep' },
    }).toData();
    expect((await inLanguage('ja')).sayError(gone)).toBe(
      'そのアカウントはもう存在しません。 設定を開き直して、現在のアカウントを確認してください。',
    );
    expect(gone.message).toBe('That account no longer exists.');
  });

  it("the shared rules' field problems are read in German and Japanese, their values and languages named", async () => {
    const [unsupported] = checkWriteRequest({ text: ['Hi'], target_lang: 'ja', writing_style: 'business' });
    expect(unsupported?.message).toMatch(/^Japanese has no writing style "business" \(the service refuses it/);
    expect((await inLanguage('de')).say(unsupported!.uiMessage!)).toBe(
      'Japanisch hat keinen Schreibstil „business“ (der Dienst lehnt ihn mit HTTP 400 ab). Verwenden Sie „prefer_business“, das auf den Standard zurückfällt, oder eine Sprache mit Schreibstilen.',
    );
    const [long] = checkCustomInstruction({ label: 'Tone', prompt: 'x'.repeat(301) });
    expect((await inLanguage('ja')).say(long!.uiMessage!)).toBe(
      'プロンプトが 301 文字あります。使えるのは最大 300 文字です。',
    );
    expect((await inLanguage('de')).say(long!.uiMessage!)).toBe(
      'Der Prompt ist 301 Zeichen lang; erlaubt sind höchstens 300.',
    );
  });
});
