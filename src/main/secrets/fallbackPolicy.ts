// Decides which fallbacks to offer when the keychain cannot be used. Pure, so the policy is tested
// without Electron: encryption is offered only where the OS really protects the encryption key.
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import type { SecretEncryptionStatus } from '../host';

type FallbackStorage = 'session' | 'encrypted';

export interface FallbackChoice {
  storage: FallbackStorage;
  offered: boolean;
  /** Why it is not offered, in an English sentence (logs); absent when offered. */
  reason?: string;
  /** The same as a catalogue message, which the window words in the user's language. */
  reasonSays?: UiMessage;
}

/** Linux safeStorage backends that keep the encryption key in a real keyring. */
const PROTECTED_LINUX_BACKENDS = new Set(['gnome_libsecret', 'kwallet', 'kwallet5', 'kwallet6']);

export function encryptedFallback(platform: string, encryption: SecretEncryptionStatus | undefined): FallbackChoice {
  const no = (reasonSays: UiMessage): FallbackChoice => ({
    storage: 'encrypted',
    offered: false,
    reason: englishText(reasonSays),
    reasonSays,
  });
  if (!encryption) return no({ id: 'settings.keys.fallbackReason.browser' });
  if (!encryption.available) return no({ id: 'settings.keys.fallbackReason.noEncryption' });
  if (platform === 'linux' && !PROTECTED_LINUX_BACKENDS.has(encryption.backend ?? 'unknown')) {
    // basic_text encrypts with a password written into Chromium itself: that is obscuring, not protecting.
    return no({ id: 'settings.keys.fallbackReason.linuxBasic' });
  }
  return { storage: 'encrypted', offered: true };
}

/** Every fallback, in the order the Settings screen shows them. Plain text is never one of them. */
export function fallbackChoices(platform: string, encryption: SecretEncryptionStatus | undefined): FallbackChoice[] {
  return [{ storage: 'session', offered: true }, encryptedFallback(platform, encryption)];
}
