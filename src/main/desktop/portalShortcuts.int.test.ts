// The Wayland path against a real D-Bus: a private dbus-daemon, with a stand-in for the desktop's
// xdg-desktop-portal that speaks the GlobalShortcuts interface (sessions, Request/Response, Activated).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import dbus, { Message, Variant, type MessageBus } from 'dbus-next';
import { PortalShortcuts } from './portalShortcuts';

const PORTAL_PATH = '/org/freedesktop/portal/desktop';
let daemon: ChildProcess;
let dir: string;
let address: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'glossa-dbus-'));
  daemon = spawn(
    'dbus-daemon',
    ['--session', '--nofork', '--print-address=1', `--address=unix:path=${join(dir, 'bus')}`],
    { stdio: ['ignore', 'pipe', 'ignore'] },
  );
  address = await new Promise<string>((resolve) => createInterface({ input: daemon.stdout! }).once('line', resolve));
});
afterAll(() => {
  daemon.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

/** The desktop's side: what it was asked to bind, and a way to press a bound shortcut. */
async function startPortal(options: { refuse?: boolean } = {}) {
  const bus: MessageBus = dbus.sessionBus({ busAddress: address });
  const bound: { session: string; shortcuts: [string, Record<string, Variant>][] }[] = [];
  const respond = (sender: string, token: string, code: number, results: Record<string, Variant>) =>
    setImmediate(() =>
      bus.send(
        Message.newSignal(
          `${PORTAL_PATH}/request/${sender.replace(/^:/, '').replace(/\./g, '_')}/${token}`,
          'org.freedesktop.portal.Request',
          'Response',
          'ua{sv}',
          [code, results],
        ),
      ),
    );
  class GlobalShortcuts extends dbus.interface.Interface {
    version = 1;
  }
  GlobalShortcuts.configureMembers({ properties: { version: { signature: 'u', access: dbus.interface.ACCESS_READ } } });
  const portal = new GlobalShortcuts('org.freedesktop.portal.GlobalShortcuts');
  bus.export(PORTAL_PATH, portal);
  await bus.requestName('org.freedesktop.portal.Desktop', 0);
  // Methods by hand, to see the caller's unique name (the Request path is built from it).
  bus.addMethodHandler((message: Message) => {
    if (message.interface !== 'org.freedesktop.portal.GlobalShortcuts') return false;
    const sender = message.sender!;
    if (message.member === 'CreateSession') {
      const [opts] = message.body as [Record<string, Variant>];
      const token = String(opts['handle_token']!.value);
      const session = `${PORTAL_PATH}/session/${sender.replace(/^:/, '').replace(/\./g, '_')}/${String(opts['session_handle_token']!.value)}`;
      bus.send(Message.newMethodReturn(message, 'o', [`${PORTAL_PATH}/request/x/${token}`]));
      respond(sender, token, 0, { session_handle: new Variant('s', session) });
      return true;
    }
    if (message.member === 'BindShortcuts') {
      const [session, shortcuts, , opts] = message.body as [
        string,
        [string, Record<string, Variant>][],
        string,
        Record<string, Variant>,
      ];
      const token = String(opts['handle_token']!.value);
      bound.push({ session, shortcuts });
      bus.send(Message.newMethodReturn(message, 'o', [`${PORTAL_PATH}/request/x/${token}`]));
      respond(sender, token, options.refuse ? 1 : 0, {});
      return true;
    }
    return false;
  });
  return {
    bound,
    press: (session: string, id: string) =>
      bus.send(
        Message.newSignal(PORTAL_PATH, 'org.freedesktop.portal.GlobalShortcuts', 'Activated', 'osta{sv}', [
          session,
          id,
          BigInt(Date.now()),
          {},
        ]),
      ),
    stop: () => bus.disconnect(),
  };
}

describe('global shortcuts through the desktop portal (Wayland)', () => {
  it('binds both shortcuts with their preferred keys, and a press on the desktop runs the gesture', async () => {
    const portal = await startPortal();
    const client = new PortalShortcuts(address);
    const pressed: string[] = [];
    try {
      expect(await client.version()).toBe(1);
      const outcome = await client.bind([
        {
          id: 'selection',
          description: 'Translate the selection',
          accelerator: 'CommandOrControl+Alt+Shift+G',
          onPress: () => pressed.push('selection'),
        },
        {
          id: 'clipboard',
          description: 'Translate the clipboard',
          accelerator: 'CommandOrControl+Alt+Shift+C',
          onPress: () => pressed.push('clipboard'),
        },
      ]);
      expect(outcome).toEqual({ ok: true });
      expect(portal.bound).toHaveLength(1);
      const [binding] = portal.bound;
      expect(binding!.shortcuts.map(([id, o]) => [id, o['preferred_trigger']?.value])).toEqual([
        ['selection', 'CTRL+ALT+SHIFT+g'],
        ['clipboard', 'CTRL+ALT+SHIFT+c'],
      ]);
      portal.press(binding!.session, 'clipboard');
      for (let i = 0; i < 100 && pressed.length === 0; i += 1) await new Promise((r) => setTimeout(r, 10));
      expect(pressed).toEqual(['clipboard']);
    } finally {
      await client.close();
      portal.stop();
    }
  });

  it("says so when the user does not confirm them in the desktop's dialog", async () => {
    const portal = await startPortal({ refuse: true });
    const client = new PortalShortcuts(address);
    try {
      const outcome = await client.bind([
        { id: 'selection', description: 'x', accelerator: 'Ctrl+Alt+Shift+G', onPress: () => undefined },
      ]);
      expect(outcome).toEqual({ ok: false, refused: { kind: 'portalNotConfirmed' } });
    } finally {
      await client.close();
      portal.stop();
    }
  });

  it('says plainly that this desktop offers no global shortcuts when there is no portal', async () => {
    const client = new PortalShortcuts(address);
    try {
      expect(
        await client.bind([
          { id: 'selection', description: 'x', accelerator: 'Ctrl+Alt+Shift+G', onPress: () => undefined },
        ]),
      ).toEqual({ ok: false, refused: { kind: 'noPortal' } });
    } finally {
      await client.close();
    }
  });
});
