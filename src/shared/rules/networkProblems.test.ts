import { describe, expect, it } from 'vitest';
import { networkProblem } from './networkProblems';

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
});
