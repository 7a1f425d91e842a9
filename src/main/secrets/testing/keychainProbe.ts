// Run by secretStore failure tests in a child process whose environment is the failure under test (no
// D-Bus, a locked keyring): saves a key with the real keytar and prints what the user would be told.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toErrorData } from '../../../shared/errors';
import { SecretStore } from '../secretStore';

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'glossa-probe-'));
  const store = new SecretStore({ userDataDir: dir, timeoutMs: 10_000 });
  try {
    await store.save({ accountId: 'probe', kind: 'apiKey' }, 'probe-key-0000-1111');
    await store.remove({ accountId: 'probe', kind: 'apiKey' });
    process.stdout.write(`${JSON.stringify({ saved: true, health: store.keychainHealth() })}\n`);
  } catch (error) {
    process.stdout.write(
      `${JSON.stringify({ saved: false, error: toErrorData(error), health: store.keychainHealth() })}\n`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

void main();
