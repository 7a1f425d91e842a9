// A private D-Bus session with an unlocked GNOME Keyring, for a browser shell that should use the real OS
// keychain without touching the user's own. Started and stopped by PID; pass `env` to startShell.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

export interface KeychainSession {
  env: Record<string, string>;
  stop(): Promise<void>;
}

const firstLine = (stream: Readable, what: string) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} did not start`)), 10_000);
    createInterface({ input: stream }).once('line', (line) => {
      clearTimeout(timer);
      resolve(line);
    });
  });

export async function startKeychainSession(): Promise<KeychainSession> {
  const dataHome = mkdtempSync(join(tmpdir(), 'glossa-e2e-keyring-'));
  const bus = spawn('dbus-daemon', ['--session', '--nofork', '--print-address=1'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const address = await firstLine(bus.stdout, 'dbus-daemon');
  const env = { DBUS_SESSION_BUS_ADDRESS: address, XDG_DATA_HOME: dataHome };
  const keyring = spawn('gnome-keyring-daemon', ['--foreground', '--unlock', '--components=secrets'], {
    env: { ...process.env, ...env },
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  keyring.stdin.end('test-password');
  await firstLine(keyring.stdout, 'gnome-keyring-daemon');
  const stopped = (child: ChildProcess) =>
    new Promise<void>((resolve) =>
      child.exitCode !== null ? resolve() : (child.once('exit', () => resolve()), child.kill('SIGTERM')),
    );
  return {
    env,
    stop: async () => {
      await stopped(keyring);
      await stopped(bus);
      rmSync(dataHome, { recursive: true, force: true });
    },
  };
}
