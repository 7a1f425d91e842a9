import { describe, expect, it } from 'vitest';
import { englishText } from '../i18n/english';
import { inWords } from '../i18n/testing/inWords';
import { networkProblem as problemSaid } from './networkProblems';

/** The problem in English words, as logs read it. */
function networkProblem(code: string | undefined, host?: string) {
  const problem = problemSaid(code, host);
  return { message: englishText(problem.says), nextStep: englishText(problem.saysNextStep) };
}

describe('a connection failure in plain sentences', () => {
  it('says a wrong address was not found, names the host, and sends the user to Settings, without the system code', () => {
    const problem = networkProblem('ENOTFOUND', 'api.example.invalid');
    expect(problem.message).toBe('Glossa could not reach api.example.invalid: no server by that name was found.');
    expect(problem.nextStep).toMatch(/^Check the service address in Settings/);
    expect(problem.message).not.toContain('ENOTFOUND');
  });

  it('tells a refused connection, a timeout, no route and an untrusted certificate apart', () => {
    expect(networkProblem('ECONNREFUSED', 'localhost:9').message).toBe(
      'Glossa could not reach localhost:9: nothing answers at that address.',
    );
    expect(networkProblem('UND_ERR_CONNECT_TIMEOUT', 'h').message).toMatch(/timed out/);
    expect(networkProblem('EHOSTUNREACH', 'h').message).toMatch(/no network route/);
    expect(networkProblem('UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'h').message).toMatch(/certificate could not be trusted/);
  });

  it('falls back to an interrupted connection, and to "the service" without a host', () => {
    expect(networkProblem('ECONNRESET').message).toBe(
      'Glossa could not reach the service: the connection was interrupted.',
    );
    expect(networkProblem(undefined).message).toBe(
      'Glossa could not reach the service: the connection was interrupted.',
    );
  });

  it("is worded in the user's language, naming the host or the service", async () => {
    const problem = problemSaid('ENOTFOUND', 'api.example.invalid');
    expect(await inWords(problem.says, 'de')).toBe(
      'Glossa konnte api.example.invalid nicht erreichen: Kein Server mit diesem Namen gefunden.',
    );
    expect(await inWords(problemSaid('ECONNRESET').says, 'ja')).toBe(
      'サービスに接続できませんでした。接続が中断されました。',
    );
    expect(await inWords(problem.saysNextStep, 'ja')).toMatch(/^設定でサービスのアドレス/);
  });
});
