import { describe, expect, it } from 'vitest';
import { keychainError, keychainFailureCause } from './keychainFailure';

describe('keychain failures are recognised by what the system says', () => {
  it('no D-Bus session means no Secret Service', () => {
    expect(keychainFailureCause(new Error('Cannot autolaunch D-Bus without X11 $DISPLAY'))).toBe('noSecretService');
    expect(
      keychainFailureCause(new Error('The name org.freedesktop.secrets was not provided by any .service files')),
    ).toBe('noSecretService');
    expect(keychainFailureCause(new Error('Could not connect: No such file or directory'))).toBe('noSecretService');
    expect(keychainFailureCause(new Error('The given address is empty'))).toBe('noSecretService');
  });
  it('a missing login collection means the keyring is locked', () => {
    expect(
      keychainFailureCause(new Error('Object does not exist at path “/org/freedesktop/secrets/collection/login”')),
    ).toBe('locked');
  });
  it('anything else is a plain failure', () => {
    expect(keychainFailureCause(new Error('boom'))).toBe('failed');
  });
  it('every cause says what happened and what to do, and mentions the session-only choice', () => {
    for (const cause of ['keytarMissing', 'noSecretService', 'locked', 'unresponsive', 'failed'] as const) {
      const error = keychainError(cause);
      expect(error.kind).toBe('keychain');
      expect(error.message.length).toBeGreaterThan(20);
      expect(error.nextStep).toMatch(/this session only/);
    }
  });
  it('keeps the system text for support, apart from the sentence shown', () => {
    const error = keychainError('locked', new Error('Object does not exist at path /x/collection/login'));
    expect(error.message).toBe('The system keychain is locked, so Glossa cannot read or store keys in it.');
    expect(error.toData().serverDetail).toBe('Object does not exist at path /x/collection/login');
  });
});
