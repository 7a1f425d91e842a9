// Global shortcuts under Wayland, where Electron's globalShortcut does nothing: the xdg-desktop-portal
// GlobalShortcuts interface over D-Bus (dbus-next). One session holds all of Glossa's shortcuts; changing one
// binds them again in a new session. The desktop may show its own dialog to confirm or change the keys.
// https://flatpak.github.io/xdg-desktop-portal/docs/doc-org.freedesktop.portal.GlobalShortcuts.html
import { Message, Variant, sessionBus, type MessageBus } from 'dbus-next';
import { randomBytes } from 'node:crypto';
import { toXdgTrigger } from '../../shared/rules/shortcuts';
import type { ShortcutRefusal } from '../host';

const PORTAL = 'org.freedesktop.portal.Desktop';
const PORTAL_PATH = '/org/freedesktop/portal/desktop';
const SHORTCUTS = 'org.freedesktop.portal.GlobalShortcuts';

export interface PortalShortcut {
  id: string;
  description: string;
  accelerator: string;
  onPress: () => void;
}

/** Bound, or why not (a kind: the desktop service words it in the user's language). */
export type BindOutcome = { ok: true } | { ok: false; refused: ShortcutRefusal };

export class PortalShortcuts {
  private bus: MessageBus | null = null;
  private session: string | null = null;
  private shortcuts = new Map<string, PortalShortcut>();

  /** @param address a D-Bus address (tests run a private bus); the session bus when absent. */
  constructor(private readonly address?: string) {}

  private connect(): MessageBus {
    if (!this.bus) {
      this.bus = sessionBus(this.address ? { busAddress: this.address } : {});
      this.bus.on('message', (message: Message) => this.onMessage(message));
      this.bus.on('error', () => undefined);
    }
    return this.bus;
  }

  /** The portal's interface version, or null when the desktop has no GlobalShortcuts portal. */
  async version(): Promise<number | null> {
    try {
      const reply = await this.connect().call(
        new Message({
          destination: PORTAL,
          path: PORTAL_PATH,
          interface: 'org.freedesktop.DBus.Properties',
          member: 'Get',
          signature: 'ss',
          body: [SHORTCUTS, 'version'],
        }),
      );
      const value = (reply?.body[0] as Variant | undefined)?.value;
      return typeof value === 'number' ? value : null;
    } catch {
      return null;
    }
  }

  /** Binds all the given shortcuts in a new session (the previous session is closed). */
  async bind(shortcuts: readonly PortalShortcut[]): Promise<BindOutcome> {
    if ((await this.version()) === null) return { ok: false, refused: { kind: 'noPortal' } };
    try {
      await this.closeSession();
      const sessionToken = `glossa_${randomBytes(6).toString('hex')}`;
      const created = await this.request('CreateSession', 'a{sv}', (token) => [
        { handle_token: new Variant('s', token), session_handle_token: new Variant('s', sessionToken) },
      ]);
      if (created.response !== 0) return { ok: false, refused: { kind: 'portalRefused' } };
      const session = String((created.results['session_handle'] as Variant | undefined)?.value ?? '');
      if (!session) return { ok: false, refused: { kind: 'portalNoSession' } };
      this.session = session;
      const list = shortcuts.map((s) => [
        s.id,
        {
          description: new Variant('s', s.description),
          ...(toXdgTrigger(s.accelerator) ? { preferred_trigger: new Variant('s', toXdgTrigger(s.accelerator)!) } : {}),
        },
      ]);
      const bound = await this.request('BindShortcuts', 'oa(sa{sv})sa{sv}', (token) => [
        session,
        list,
        '',
        { handle_token: new Variant('s', token) },
      ]);
      if (bound.response === 1) return { ok: false, refused: { kind: 'portalNotConfirmed' } };
      if (bound.response !== 0) return { ok: false, refused: { kind: 'portalNotBound' } };
      this.shortcuts = new Map(shortcuts.map((s) => [s.id, s]));
      return { ok: true };
    } catch (error) {
      return { ok: false, refused: portalRefusalOf(error) };
    }
  }

  async close(): Promise<void> {
    await this.closeSession().catch(() => undefined);
    this.bus?.disconnect();
    this.bus = null;
  }

  private async closeSession(): Promise<void> {
    if (!this.session || !this.bus) return;
    const path = this.session;
    this.session = null;
    await this.bus.call(
      new Message({ destination: PORTAL, path, interface: 'org.freedesktop.portal.Session', member: 'Close' }),
    );
  }

  /**
   * Calls a portal method that answers through a Request object: the Response signal is subscribed before
   * the call (its path is known from our bus name and the token), so it cannot be missed.
   */
  private async request(
    member: string,
    signature: string,
    body: (token: string) => unknown[],
  ): Promise<{ response: number; results: Record<string, unknown> }> {
    const bus = this.connect();
    const token = `glossa_${randomBytes(6).toString('hex')}`;
    // The unique name is known once connected (version() has made a call by now). Not in dbus-next's types.
    const name = (bus as unknown as { name: string | null }).name;
    if (!name) throw new Error('not connected to the session bus');
    const sender = name.replace(/^:/, '').replace(/\./g, '_');
    const path = `${PORTAL_PATH}/request/${sender}/${token}`;
    const response = new Promise<{ response: number; results: Record<string, unknown> }>((resolve, reject) => {
      const timer = setTimeout(() => (cleanup(), reject(new Error(`no answer to ${member}`))), 120_000);
      const listener = (message: Message) => {
        if (message.path !== path || message.member !== 'Response') return;
        cleanup();
        const [code, results] = message.body as [number, Record<string, unknown>];
        resolve({ response: code, results: results ?? {} });
      };
      const cleanup = () => {
        clearTimeout(timer);
        bus.removeListener('message', listener);
      };
      bus.on('message', listener);
    });
    await this.addMatch(`type='signal',interface='org.freedesktop.portal.Request',member='Response',path='${path}'`);
    await bus.call(
      new Message({
        destination: PORTAL,
        path: PORTAL_PATH,
        interface: SHORTCUTS,
        member,
        signature,
        body: body(token),
      }),
    );
    return response;
  }

  private activatedMatched = false;

  private async addMatch(rule: string): Promise<void> {
    const bus = this.connect();
    const add = (r: string) =>
      bus.call(
        new Message({
          destination: 'org.freedesktop.DBus',
          path: '/org/freedesktop/DBus',
          interface: 'org.freedesktop.DBus',
          member: 'AddMatch',
          signature: 's',
          body: [r],
        }),
      );
    if (!this.activatedMatched) {
      this.activatedMatched = true;
      await add(`type='signal',interface='${SHORTCUTS}',member='Activated'`);
    }
    await add(rule);
  }

  private onMessage(message: Message): void {
    if (message.interface !== SHORTCUTS || message.member !== 'Activated') return;
    const [session, id] = message.body as [string, string];
    if (session === this.session) this.shortcuts.get(id)?.onPress();
  }
}

/** D-Bus errors the desktop's bus answers with, by what they mean to the user. */
const NO_PORTAL = [
  'org.freedesktop.DBus.Error.ServiceUnknown',
  'org.freedesktop.DBus.Error.NameHasNoOwner',
  'org.freedesktop.DBus.Error.UnknownObject',
  'org.freedesktop.DBus.Error.UnknownInterface',
  'org.freedesktop.DBus.Error.UnknownMethod',
];
const REFUSED = ['org.freedesktop.DBus.Error.AccessDenied', 'org.freedesktop.portal.Error.NotAllowed'];
const NO_ANSWER = ['org.freedesktop.DBus.Error.NoReply', 'org.freedesktop.DBus.Error.Timeout'];

/**
 * A failed portal call as a refusal the window words in the user's language: the bus's usual errors (no portal,
 * access denied, no answer) by their D-Bus name; any other keeps the portal's own words, quoted.
 */
export function portalRefusalOf(error: unknown): ShortcutRefusal {
  const type = (error as { type?: unknown } | null)?.type;
  if (typeof type === 'string') {
    if (NO_PORTAL.includes(type)) return { kind: 'noPortal' };
    if (REFUSED.includes(type)) return { kind: 'portalRefused' };
    if (NO_ANSWER.includes(type)) return { kind: 'portalNoAnswer' };
  }
  return { kind: 'portalError', detail: error instanceof Error ? error.message : String(error) };
}
