// The only place in Glossa that holds API keys and admin keys (and the proxy's credentials). Keys live in the OS keychain (keytar,
// service `Glossa`); when the keychain cannot be used, and only when the user chose it, for this session
// in memory or encrypted by the OS (Electron safeStorage). Never in plain text. What leaves this module
// for a window is a status with a masked form; the key itself goes only to the API client (`reveal`).
import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { KeychainError, ValidationError, fieldIssue } from '../../shared/errors';
import type { UiMessage } from '../../shared/i18n/catalogue';
import { englishText } from '../../shared/i18n/english';
import { type SecretKind, type SecretStatus, type SecretStorage, keyIssue } from '../../shared/calls/accounts';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import type { SecretEncryption } from '../host';
import { type KeytarApi, type KeytarLoader, loadKeytar } from './keytarLoader';
import { type KeychainFailureCause, keychainError, keychainFailureCause } from './keychainFailure';
import { type FallbackChoice, fallbackChoices } from './fallbackPolicy';
import { maskSecret } from './maskSecret';

export const KEYCHAIN_SERVICE = 'Glossa';
const ENCRYPTED_SECRETS_FILE = 'secrets.encrypted.json';
const READ_ONLY_REASON: UiMessage = { id: 'settings.keys.fallbackReason.readOnly' };

export type { SecretStatus, SecretStorage };

export interface SecretRef {
  accountId: string;
  /** An account's key, or the credentials of the proxy in Settings (`user:password`, as the URL encodes them). */
  kind: SecretKind | 'proxyCredentials';
}

export type KeychainHealth =
  | { usable: true }
  | { usable: false; cause: KeychainFailureCause; message: string; nextStep: string }
  | { usable: 'unknown' };

export interface SecretStoreOptions {
  userDataDir: string;
  /**
   * Set when the data folder cannot be written (the app runs read-only, settings/dataFolder.ts): keys already
   * kept encrypted there are still read, nothing is written there, and the encrypted fallback is refused with
   * this reason. The keychain and keys for this session work as always.
   */
  readOnlyFolder?: boolean;
  /** Electron safeStorage through the Host; absent in the browser shell. */
  encryption?: SecretEncryption;
  service?: string;
  loadKeytar?: KeytarLoader;
  platform?: string;
  /** A keychain that does not answer within this time is reported as unresponsive. */
  timeoutMs?: number;
}

const PROBE_ACCOUNT = 'keychain-check';

interface EncryptedFile {
  version: 1;
  secrets: Record<string, string>;
}

export class SecretStore {
  private readonly service: string;
  private readonly platform: string;
  private readonly timeoutMs: number;
  private readonly encryptedPath: string;
  private readonly loader: KeytarLoader;
  private keytar: Promise<KeytarApi> | undefined;
  /** Session-only keys, and keys already read from the keychain or the encrypted file. */
  private readonly known = new Map<string, { secret: string; storage: SecretStorage }>();
  /** Keys removed in this session: known to be gone even while the keychain cannot be asked. */
  private readonly removed = new Set<string>();
  /** Keys in the encrypted file of a read-only data folder that were replaced or removed during this run. */
  private readonly hiddenEncrypted = new Set<string>();
  private health: KeychainHealth = { usable: 'unknown' };

  constructor(private readonly options: SecretStoreOptions) {
    this.service = options.service ?? KEYCHAIN_SERVICE;
    this.platform = options.platform ?? process.platform;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.encryptedPath = join(options.userDataDir, ENCRYPTED_SECRETS_FILE);
    this.loader = options.loadKeytar ?? loadKeytar;
  }

  /** Stores a key where the user chose; `keychain` unless they picked a fallback after a keychain failure. */
  async save(ref: SecretRef, secret: string, storage: SecretStorage = 'keychain'): Promise<SecretStatus> {
    const value = checkSecret(secret);
    const id = refId(ref);
    if (storage === 'keychain') {
      await this.keychain((k) => k.setPassword(this.service, id, value));
      await this.forgetEncrypted(id);
    } else if (storage === 'encrypted') {
      const choice = this.fallbacks().find((c) => c.storage === 'encrypted');
      if (!choice?.offered)
        throw new KeychainError({
          says: choice?.reasonSays ?? { id: 'keychain.encrypted.unavailable' },
          saysNextStep: { id: 'keychain.encrypted.unavailable.nextStep' },
        });
      const file = await this.readEncryptedFile();
      file.secrets[id] = Buffer.from(this.options.encryption!.encrypt(value)).toString('base64');
      await writeFileAtomic(this.encryptedPath, JSON.stringify(file));
      await this.forgetInKeychain(id);
    } else {
      await this.forgetEncrypted(id);
      await this.forgetInKeychain(id);
    }
    this.known.set(id, { secret: value, storage });
    this.removed.delete(id);
    return stored(value, storage);
  }

  /** The key itself, for the API client only. `undefined` when there is none. */
  async reveal(ref: SecretRef): Promise<string | undefined> {
    return (await this.lookup(refId(ref)))?.secret;
  }

  async status(ref: SecretRef): Promise<SecretStatus> {
    try {
      const found = await this.lookup(refId(ref));
      return found ? stored(found.secret, found.storage) : { state: 'missing' };
    } catch (error) {
      if (error instanceof KeychainError) return { state: 'unreadable', problem: error.message };
      throw error;
    }
  }

  /** Removes a key from every place it could be. */
  async remove(ref: SecretRef): Promise<void> {
    const id = refId(ref);
    const wasEncrypted = id in (await this.readEncryptedFile()).secrets;
    const wasElsewhere = wasEncrypted || this.known.get(id)?.storage === 'session';
    this.known.delete(id);
    await this.forgetEncrypted(id);
    if (wasElsewhere) await this.forgetInKeychain(id);
    else await this.keychain((k) => k.deletePassword(this.service, id));
    this.removed.add(id);
  }

  /** Whether the keychain works, by writing and deleting a harmless probe entry. */
  async checkKeychain(): Promise<KeychainHealth> {
    try {
      await this.keychain(async (k) => {
        await k.setPassword(this.service, PROBE_ACCOUNT, 'probe');
        await k.deletePassword(this.service, PROBE_ACCOUNT);
      });
    } catch {
      // keychain() has recorded the failure in this.health.
    }
    return this.health;
  }

  /** The last known keychain health, without touching the keychain. */
  keychainHealth(): KeychainHealth {
    return this.health;
  }

  fallbacks(): FallbackChoice[] {
    const choices = fallbackChoices(this.platform, this.options.encryption?.status());
    if (!this.options.readOnlyFolder) return choices;
    return choices.map((choice) =>
      choice.storage === 'encrypted' && choice.offered
        ? { ...choice, offered: false, reason: englishText(READ_ONLY_REASON), reasonSays: READ_ONLY_REASON }
        : choice,
    );
  }

  private async lookup(id: string): Promise<{ secret: string; storage: SecretStorage } | undefined> {
    const cached = this.known.get(id);
    if (cached) return cached;
    if (this.removed.has(id)) return undefined;
    const encrypted = (await this.readEncryptedFile()).secrets[id];
    if (encrypted !== undefined && this.options.encryption) {
      let secret: string;
      try {
        secret = this.options.encryption.decrypt(Buffer.from(encrypted, 'base64'));
      } catch {
        throw new KeychainError({
          says: { id: 'keychain.encrypted.notDecrypted' },
          saysNextStep: { id: 'keychain.encrypted.notDecrypted.nextStep' },
        });
      }
      const found = { secret, storage: 'encrypted' as const };
      this.known.set(id, found);
      return found;
    }
    const secret = await this.keychain((k) => k.getPassword(this.service, id));
    if (secret === null) return undefined;
    const found = { secret, storage: 'keychain' as const };
    this.known.set(id, found);
    return found;
  }

  /** Runs a keytar call; every failure becomes a KeychainError that names its cause. */
  private async keychain<T>(operation: (keytar: KeytarApi) => Promise<T>): Promise<T> {
    let keytar: KeytarApi;
    try {
      keytar = await (this.keytar ??= this.loader());
    } catch (error) {
      this.keytar = undefined;
      throw this.failed('keytarMissing', error);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(() => reject(this.failed('unresponsive')), this.timeoutMs);
    });
    try {
      const result = await Promise.race([operation(keytar), timeout]);
      this.health = { usable: true };
      return result;
    } catch (error) {
      throw error instanceof KeychainError ? error : this.failed(keychainFailureCause(error), error);
    } finally {
      clearTimeout(timer);
    }
  }

  private failed(cause: KeychainFailureCause, original?: unknown): KeychainError {
    const error = keychainError(cause, original);
    this.health = { usable: false, cause, message: error.message, nextStep: error.nextStep };
    return error;
  }

  /** Best effort: an old copy in a keychain that is failing right now cannot be removed. */
  private async forgetInKeychain(id: string): Promise<void> {
    await this.keychain((k) => k.deletePassword(this.service, id)).catch(() => undefined);
  }

  private async forgetEncrypted(id: string): Promise<void> {
    const file = await this.readEncryptedFile();
    if (!(id in file.secrets)) return;
    // Read-only data folder: the copy there is only hidden for this run (nothing is written or deleted there).
    if (this.options.readOnlyFolder) return void this.hiddenEncrypted.add(id);
    delete file.secrets[id];
    if (Object.keys(file.secrets).length === 0) await rm(this.encryptedPath, { force: true });
    else await writeFileAtomic(this.encryptedPath, JSON.stringify(file));
  }

  private async readEncryptedFile(): Promise<EncryptedFile> {
    const stored = await readJsonFile(this.encryptedPath);
    const value = stored?.value as Partial<EncryptedFile> | undefined;
    if (!value || value.version !== 1 || typeof value.secrets !== 'object' || value.secrets === null)
      return { version: 1, secrets: {} };
    const secrets = { ...value.secrets };
    for (const id of this.hiddenEncrypted) delete secrets[id];
    return { version: 1, secrets };
  }
}

function refId(ref: SecretRef): string {
  return `${ref.accountId}:${ref.kind}`;
}

function stored(secret: string, storage: SecretStorage): SecretStatus {
  return { state: 'stored', masked: maskSecret(secret), storage };
}

function checkSecret(secret: string): string {
  const value = secret.trim();
  const issue = keyIssue(value);
  if (issue !== undefined) throw new ValidationError([fieldIssue('key', issue)]);
  return value;
}
