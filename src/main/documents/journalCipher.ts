// Encryption at rest for the document keys in the job journal: AES-256-GCM with a random 256-bit key.
// Where that key lives: in userData, wrapped by the host's OS-backed secret encryption (Electron
// safeStorage: Keychain, DPAPI, libsecret) when the host has it; otherwise (browser shell, no keyring) in a
// file only the user can read. The OS keychain itself (src/main/secrets) is not used: its entries are per
// account and per key kind, and a journal must stay readable when a keychain is locked at startup.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import type { SecretEncryption } from '../host';

export const JOURNAL_KEY_FILE = 'journal-key.json';

export interface JournalCipher {
  /** How the key is protected: by the OS (`os`) or only by file permissions (`file`). */
  readonly protection: 'os' | 'file';
  seal(plain: string): string;
  open(sealed: string): string;
}

const KeyFileSchema = z.object({
  version: z.literal(1),
  protection: z.enum(['os', 'file']),
  key: z.string(),
});

export function cipherFromKey(key: Uint8Array, protection: 'os' | 'file'): JournalCipher {
  if (key.length !== 32) throw new Error('The journal key must be 32 bytes.');
  return {
    protection,
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv.toString('base64'), cipher.getAuthTag().toString('base64'), body.toString('base64')].join(':');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split(':');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('Unknown sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** Loads the journal key from `dir`, or makes one. OS protection is used whenever the host offers it. */
export async function loadJournalCipher(dir: string, encryption?: SecretEncryption): Promise<JournalCipher> {
  const path = join(dir, JOURNAL_KEY_FILE);
  const osAvailable = encryption?.status().available === true;
  const stored = await readJsonFile(path);
  const parsed = stored && !stored.corrupt ? KeyFileSchema.safeParse(stored.value) : undefined;
  if (parsed?.success) {
    const { protection, key } = parsed.data;
    if (protection === 'os' && encryption && osAvailable) {
      return cipherFromKey(Buffer.from(encryption.decrypt(Buffer.from(key, 'base64')), 'base64'), 'os');
    }
    if (protection === 'file') return cipherFromKey(Buffer.from(key, 'base64'), 'file');
    throw new Error('The document journal key is protected by the system keyring, which cannot be used now.');
  }
  const key = randomBytes(32);
  const file =
    encryption && osAvailable
      ? { version: 1, protection: 'os', key: Buffer.from(encryption.encrypt(key.toString('base64'))).toString('base64') }
      : { version: 1, protection: 'file', key: key.toString('base64') };
  await writeFileAtomic(path, JSON.stringify(file));
  return cipherFromKey(key, file.protection as 'os' | 'file');
}
