import { describe, expect, it } from 'vitest';
import { encryptedFallback, fallbackChoices } from './fallbackPolicy';

describe('when the keychain cannot be used, Glossa offers only fallbacks that protect the key', () => {
  it('always offers keeping the key for this session only, and never plain text', () => {
    const choices = fallbackChoices('linux', undefined);
    expect(choices.map((c) => c.storage)).toEqual(['session', 'encrypted']);
    expect(choices[0]).toEqual({ storage: 'session', offered: true });
  });
  it('offers OS encryption on Linux only with a real keyring backend', () => {
    for (const backend of ['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']) {
      expect(encryptedFallback('linux', { available: true, backend }).offered).toBe(true);
    }
  });
  it('never offers the basic_text backend, whose password is built into Chromium', () => {
    const choice = encryptedFallback('linux', { available: true, backend: 'basic_text' });
    expect(choice.offered).toBe(false);
    expect(choice.reason).toMatch(/would not protect the key/);
  });
  it('does not offer an unknown Linux backend', () => {
    expect(encryptedFallback('linux', { available: true, backend: 'unknown' }).offered).toBe(false);
    expect(encryptedFallback('linux', { available: true }).offered).toBe(false);
  });
  it('offers it on macOS and Windows when encryption is available, and not when it is not', () => {
    expect(encryptedFallback('darwin', { available: true }).offered).toBe(true);
    expect(encryptedFallback('win32', { available: true }).offered).toBe(true);
    expect(encryptedFallback('darwin', { available: false }).offered).toBe(false);
  });
  it('does not offer it in the browser shell, which has no OS encryption', () => {
    expect(encryptedFallback('darwin', undefined)).toMatchObject({
      offered: false,
      reason: expect.stringMatching(/browser shell/),
      reasonSays: { id: 'settings.keys.fallbackReason.browser' },
    });
  });
});
