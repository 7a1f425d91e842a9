// Decides which fallbacks to offer when the keychain cannot be used. Pure, so the policy is tested
// without Electron: encryption is offered only where the OS really protects the encryption key.
import type { SecretEncryptionStatus } from '../host';

type FallbackStorage = 'session' | 'encrypted';

export interface FallbackChoice {
  storage: FallbackStorage;
  offered: boolean;
  /** Why it is not offered, in a sentence; absent when offered. */
  reason?: string;
}

/** Linux safeStorage backends that keep the encryption key in a real keyring. */
const PROTECTED_LINUX_BACKENDS = new Set(['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']);

export function encryptedFallback(platform: string, encryption: SecretEncryptionStatus | undefined): FallbackChoice {
  const no = (reason: string): FallbackChoice => ({ storage: 'encrypted', offered: false, reason });
  if (!encryption) return no('Encrypted storage needs the desktop app; the browser shell has no OS encryption.');
  if (!encryption.available) return no('This system offers Glossa no encryption for stored keys.');
  if (platform === 'linux' && !PROTECTED_LINUX_BACKENDS.has(encryption.backend ?? 'unknown')) {
    // basic_text encrypts with a password written into Chromium itself: that is obscuring, not protecting.
    return no(
      'On this Linux desktop the only encryption available uses a built-in password, which would not protect the key.',
    );
  }
  return { storage: 'encrypted', offered: true };
}

/** Every fallback, in the order the Settings screen shows them. Plain text is never one of them. */
export function fallbackChoices(platform: string, encryption: SecretEncryptionStatus | undefined): FallbackChoice[] {
  return [{ storage: 'session', offered: true }, encryptedFallback(platform, encryption)];
}
