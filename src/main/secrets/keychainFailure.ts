// What went wrong with the OS keychain, in words a translator can act on. The raw messages come from
// libsecret/D-Bus (Linux), the Keychain (macOS) or the Credential Manager (Windows).
import { KeychainError } from '../../shared/errors';

export type KeychainFailureCause = 'keytarMissing' | 'noSecretService' | 'locked' | 'unresponsive' | 'failed';

const FALLBACK_HINT = 'Until then, you can keep the key for this session only.';

const DESCRIPTIONS: Record<KeychainFailureCause, { message: string; nextStep: string }> = {
  keytarMissing: {
    message: "Glossa's keychain component could not be loaded, so keys cannot be kept in the system keychain.",
    nextStep: `Reinstall Glossa to repair it. ${FALLBACK_HINT}`,
  },
  noSecretService: {
    message: 'No system keychain is running in this desktop session (no Secret Service on D-Bus).',
    nextStep: `Install and start a keychain such as GNOME Keyring or KWallet, sign out and in again, then retry. ${FALLBACK_HINT}`,
  },
  locked: {
    message: 'The system keychain is locked, so Glossa cannot read or store keys in it.',
    nextStep: `Unlock your login keyring (for example in "Passwords and Keys"), then retry. ${FALLBACK_HINT}`,
  },
  unresponsive: {
    message: 'The system keychain did not answer in time.',
    nextStep: `Check whether the keychain is asking for a password in another window, then retry. ${FALLBACK_HINT}`,
  },
  failed: {
    message: 'The system keychain refused the request.',
    nextStep: `Check that your keychain works (for example in "Passwords and Keys"), then retry. ${FALLBACK_HINT}`,
  },
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
