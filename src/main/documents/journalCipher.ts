// Encryption at rest for the document keys in the job journal: AES-256-GCM with a random 256-bit key.
// Where that key lives: in userData, wrapped by the host's OS-backed secret encryption (Electron
// safeStorage: Keychain, DPAPI, libsecret) when the host has it; otherwise (browser shell, no keyring) in a
// file only the user can read. The OS keychain itself (src/main/secrets) is not used: its entries are per
// account and per key kind, and a journal must stay readable when a keychain is locked at startup.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import { readFile } from 'node:fs/promises';
import { writeFileAtomic } from '../../node/atomicFile';
import type { JournalNotice } from '../../shared/calls/documents';
import type { SecretEncryption } from '../host';
import { readTextOrDamage, setAside } from './damagedFiles';

export const JOURNAL_KEY_FILE = 'journal-key.json';

export interface JournalCipher {
  /** How the key is protected: by the OS (`os`) or only by file permissions (`file`). */
  readonly protection: 'os' | 'file';
  seal(plain: string): string;
  open(sealed: string): string;
  /** Set when the key file was damaged and a new key was made: sealed keys of the old one cannot be opened. */
  damage?: JournalNotice;
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
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined)
        throw new Error('Unknown sealed value.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * Loads the journal key from `dir`, or makes one. OS protection is used whenever the host offers it. A damaged
 * key file (unreadable, garbled, a folder, a key of the wrong size) is set aside with a timestamp and a new key
 * is made, with a notice in `damage`: documents sealed with the old key must be translated again.
 */
export async function loadJournalCipher(dir: string, encryption?: SecretEncryption): Promise<JournalCipher> {
  const path = join(dir, JOURNAL_KEY_FILE);
  const osAvailable = encryption?.status().available === true;
  const read = await readTextOrDamage(() => readFile(path, 'utf8'));
  let damage: { reason: 'unopenable' | 'garbled' | 'unusable'; code?: string } | undefined;
  if (read && 'error' in read) damage = { reason: 'unopenable', code: read.error.code ?? 'error' };
  else if (read) {
    const parsed = KeyFileSchema.safeParse(parseJson(read.text));
    if (!parsed.success) damage = { reason: 'garbled' };
    else {
      const { protection, key } = parsed.data;
      if (protection === 'os' && !(encryption && osAvailable)) {
        throw new Error('The document journal key is protected by the system keyring, which cannot be used now.');
      }
      try {
        const raw =
          protection === 'os'
            ? Buffer.from(encryption!.decrypt(Buffer.from(key, 'base64')), 'base64')
            : Buffer.from(key, 'base64');
        return cipherFromKey(raw, protection);
      } catch {
        damage = { reason: 'unusable' };
      }
    }
  }
  const aside = damage === undefined ? undefined : await setAside(path);
  const cipher = await makeKey(path, encryption, osAvailable);
  if (damage === undefined) return cipher;
  return {
    ...cipher,
    damage: {
      kind: 'journalKey',
      says: { id: 'documents.journal.keyDamaged', values: { reason: damage.reason, code: damage.code ?? '' } },
      details: [],
      nextStep: { id: 'documents.journal.keyNextStep' },
      ...(aside ? { setAside: aside } : {}),
    },
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

async function makeKey(
  path: string,
  encryption: SecretEncryption | undefined,
  osAvailable: boolean,
): Promise<JournalCipher> {
  const key = randomBytes(32);
  const file =
    encryption && osAvailable
      ? {
          version: 1,
          protection: 'os',
          key: Buffer.from(encryption.encrypt(key.toString('base64'))).toString('base64'),
        }
      : { version: 1, protection: 'file', key: key.toString('base64') };
  await writeFileAtomic(path, JSON.stringify(file));
  return cipherFromKey(key, file.protection as 'os' | 'file');
}
