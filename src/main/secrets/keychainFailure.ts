// What went wrong with the OS keychain, in words a translator can act on. The raw messages come from
// libsecret/D-Bus (Linux), the Keychain (macOS) or the Credential Manager (Windows).
import { KeychainError } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';

export type KeychainFailureCause = 'keytarMissing' | 'noSecretService' | 'locked' | 'unresponsive' | 'failed';

/** Each cause's sentence and next step, as catalogue messages (`keychain.<cause>.message` and `.nextStep`). */
const DESCRIPTIONS: Record<KeychainFailureCause, { says: UiMessage; saysNextStep: UiMessage }> = {
  keytarMissing: {
    says: { id: 'keychain.keytarMissing.message' },
    saysNextStep: { id: 'keychain.keytarMissing.nextStep' },
  },
  noSecretService: {
    says: { id: 'keychain.noSecretService.message' },
    saysNextStep: { id: 'keychain.noSecretService.nextStep' },
  },
  locked: { says: { id: 'keychain.locked.message' }, saysNextStep: { id: 'keychain.locked.nextStep' } },
  unresponsive: {
    says: { id: 'keychain.unresponsive.message' },
    saysNextStep: { id: 'keychain.unresponsive.nextStep' },
  },
  failed: { says: { id: 'keychain.failed.message' }, saysNextStep: { id: 'keychain.failed.nextStep' } },
};

const NO_SECRET_SERVICE = [
  /Cannot autolaunch D-Bus/i,
  /DBUS_SESSION_BUS_ADDRESS/,
  /org\.freedesktop\.DBus\.Error\.(ServiceUnknown|NoReply|Spawn)/,
  /secrets was not provided by any \.service files/i,
  /Failed to connect to socket/i,
  /Could not connect: /i,
  /The given address is empty/i,
];
const LOCKED = [
  /Object does not exist at path .*\/collection\/login/i,
  /collection is locked/i,
  /Cannot create an item in a locked collection/i,
  /prompt (was )?dismissed/i,
  /User canceled the operation/i,
];

/** Classifies a keytar failure by the text of its error; unknown texts are `failed`. */
export function keychainFailureCause(error: unknown): Exclude<KeychainFailureCause, 'keytarMissing' | 'unresponsive'> {
  const text = error instanceof Error ? error.message : String(error);
  if (NO_SECRET_SERVICE.some((re) => re.test(text))) return 'noSecretService';
  if (LOCKED.some((re) => re.test(text))) return 'locked';
  return 'failed';
}

/** A KeychainError that names the cause; the system's own text is kept in `serverDetail` for support. */
export function keychainError(cause: KeychainFailureCause, original?: unknown): KeychainError {
  const detail = original instanceof Error ? original.message : original === undefined ? undefined : String(original);
  return new KeychainError({ ...DESCRIPTIONS[cause], ...(detail ? { serverDetail: detail } : {}) });
}
