// Each way the real keychain fails gives its own clear message. The failures are real: keytar runs in a
// child process whose environment has no D-Bus, or a private D-Bus session whose keyring is not unlocked.
import { describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ErrorData } from '../../shared/errors';

const probe = join(__dirname, 'testing', 'keychainProbe.ts');

interface ProbeResult {
  saved: boolean;
  error?: ErrorData;
  health: { usable: boolean | 'unknown'; cause?: string };
}

/** Runs the probe and returns the line it printed. */
function runProbe(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.once('error', reject);
    child.once('exit', () => {
      const line = out.split('\n').find((l) => l.startsWith('{'));
      if (!line) return reject(new Error(`The probe printed nothing.\n${err}`));
      resolve(JSON.parse(line) as ProbeResult);
    });
  });
}

/** The environment without any session bus or keyring of the parent. */
function withoutSession(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of ['DBUS_SESSION_BUS_ADDRESS', 'GNOME_KEYRING_CONTROL', 'DISPLAY', 'WAYLAND_DISPLAY'])
    delete env[name];
  return env;
}

describe('the keychain failure a user can meet, each with its own message', () => {
  it('no D-Bus session: no Secret Service', async () => {
    const result = await runProbe(process.execPath, ['--import', 'tsx', probe], withoutSession());
    expect(result.saved).toBe(false);
    expect(result.error).toMatchObject({
      kind: 'keychain',
      message: 'No system keychain is running in this desktop session (no Secret Service on D-Bus).',
      nextStep: expect.stringMatching(/GNOME Keyring or KWallet.*this session only/),
      serverDetail: expect.stringMatching(/Cannot autolaunch D-Bus/),
    });
    expect(result.health).toMatchObject({ usable: false, cause: 'noSecretService' });
  });

  it('a keyring that is not unlocked: the keychain is locked', async () => {
    const dataHome = mkdtempSync(join(tmpdir(), 'glossa-locked-'));
    try {
      const script = 'gnome-keyring-daemon --components=secrets >/dev/null && exec "$@"';
      const result = await runProbe(
        'dbus-run-session',
        ['--', 'sh', '-c', script, 'probe', process.execPath, '--import', 'tsx', probe],
        {
          ...withoutSession(),
          XDG_DATA_HOME: dataHome,
        },
      );
      expect(result.saved).toBe(false);
      expect(result.error).toMatchObject({
        kind: 'keychain',
        message: 'The system keychain is locked, so Glossa cannot read or store keys in it.',
        nextStep: expect.stringMatching(/Unlock your login keyring.*this session only/),
        serverDetail: expect.stringMatching(/collection\/login/),
      });
      expect(result.health).toMatchObject({ usable: false, cause: 'locked' });
    } finally {
      rmSync(dataHome, { recursive: true, force: true });
    }
  });

  it('the same probe succeeds in the unlocked session this suite runs in, so the failures above are the environment', async () => {
    const result = await runProbe(process.execPath, ['--import', 'tsx', probe], process.env);
    expect(result).toEqual({ saved: true, health: { usable: true } });
  });
});
