// The desktop: the global shortcuts, the tray, start at login and close to tray. It owns what the OS offers every
// feature, and listens to the features through their events: voice's status (the tray's item and red dot) and
// quick translate's "open in Glossa" (the main window shown). A shortcut or a tray item starts a feature through
// the calls it is handed, which are the contract's checked calls where the window has the same call. Plain Node:
// every OS edge is the DesktopHost, which tests fake.
import type { QuickTranslateStatus, ShortcutStatus } from '../../shared/calls/quickTranslate';
import { fieldIssue, toErrorData, ValidationError } from '../../shared/errors';
import type { MessageId, UiMessage } from '../../shared/i18n/catalogue';
import {
  type ShortcutPlatform,
  namingShortcuts,
  shortcutIssues,
  shortcutPairIssues,
} from '../../shared/rules/shortcuts';
import { isVoiceRunning } from '../../shared/rules/voice';
import type { QuickTranslatePreferences, Settings } from '../../shared/settings';
import type { DesktopHost, ShortcutId, ShortcutRefusal, TrayAction } from '../host';
import { trayMenu } from './trayMenu';
import type { MainText } from '../i18n/mainText';

export interface DesktopOptions {
  host: DesktopHost | undefined;
  settings: { get(): Settings; update(change: (s: Settings) => Settings): Promise<Settings> };
  /** What a shortcut or the tray's translate items start. */
  gesture(kind: 'selection' | 'clipboard'): Promise<unknown>;
  /** Live captions from the tray, with the saved choices (`trayVoice.ts`). */
  voice: { start(): Promise<unknown>; stop(): Promise<unknown> };
  notify?(title: string, body: string): void;
  /** Main's texts in the user's language (the tray's items, the notifications). */
  text: MainText;
  /** Publishes the status Settings shows (the contract's `quickTranslate:onStatus`). */
  emitStatus(status: QuickTranslateStatus): void;
}

const CHOOSE_ANOTHER = { saysNextStep: { id: 'settings.shortcut.nextStep' } } as const;

/** What a shortcut does, as the desktop's own dialog shows it (the Wayland portal). */
const DESCRIPTIONS: Record<ShortcutId, MessageId> = {
  selection: 'settings.anywhere.selectionShortcut',
  clipboard: 'settings.anywhere.clipboardShortcut',
};

/** The desktop's refusal as a catalogue message naming the keys as the user reads them. */
function refusalMessage(refusal: ShortcutRefusal, accelerator: string, platform: ShortcutPlatform): UiMessage {
  const id: MessageId = `settings.shortcut.registration.${refusal.kind}`;
  const { values, shortcuts } = namingShortcuts(platform, { keys: accelerator });
  return { id, values: 'detail' in refusal ? { ...values, detail: refusal.detail } : values, shortcuts };
}

export class DesktopService {
  private shortcutStatus: ShortcutStatus[] = [];
  private voiceRunning = false;

  constructor(private readonly options: DesktopOptions) {}

  private preferences(): QuickTranslatePreferences {
    return this.options.settings.get().quickTranslate;
  }

  /** Registers the shortcuts, draws the tray and applies start at login. A failure is reported, never thrown. */
  async start(): Promise<QuickTranslateStatus> {
    const host = this.options.host;
    if (!host) return this.status();
    const prefs = this.preferences();
    this.shortcutStatus = [
      await this.register('selection', prefs.selectionShortcut),
      await this.register('clipboard', prefs.clipboardShortcut),
    ];
    host.tray?.onAction((action) => void this.onTrayAction(action));
    this.updateTray();
    if (host.loginItem.supported && host.loginItem.get() !== prefs.startAtLogin) host.loginItem.set(prefs.startAtLogin);
    const problems = this.shortcutStatus.flatMap((s) => (s.problem ? [s.problem] : []));
    if (problems.length > 0) {
      const { text } = this.options;
      this.options.notify?.(
        text.text('notify.shortcutUnavailable', { count: problems.length }),
        [...problems.map((p) => text.say(p)), text.text('notify.shortcutUnavailable.nextStep')].join(' '),
      );
    }
    const status = this.status();
    this.options.emitStatus(status);
    return status;
  }

  /** The language of Glossa's texts changed: the tray speaks it too. */
  languageChanged(): void {
    this.updateTray();
  }

  /** Voice's status event: the tray's item and its dot follow the session. */
  voiceChanged(phase: string): void {
    const running = isVoiceRunning(phase);
    if (running === this.voiceRunning) return;
    this.voiceRunning = running;
    this.updateTray();
  }

  /** Quick translate's "open in Glossa" event: the main window comes to the front. */
  openedInMain(): void {
    this.options.host?.showMainWindow();
  }

  status(): QuickTranslateStatus {
    const host = this.options.host;
    const preferences = this.preferences();
    if (!host) {
      return {
        available: false,
        desktop: 'browser',
        selection: null,
        shortcuts: [],
        tray: false,
        startAtLogin: { supported: false, enabled: false },
        preferences,
      };
    }
    return {
      available: true,
      desktop: host.desktop,
      selection: host.selection.how,
      shortcuts: this.shortcutStatus,
      tray: host.tray !== undefined,
      startAtLogin: { supported: host.loginItem.supported, enabled: host.loginItem.supported && host.loginItem.get() },
      preferences,
    };
  }

  /** New shortcuts (checked, then registered; the old ones stay if a new one cannot be), tray, login. */
  async setPreferences(next: QuickTranslatePreferences): Promise<QuickTranslateStatus> {
    const host = this.options.host;
    const before = this.preferences();
    if (host) {
      const pair = shortcutPairIssues(next.selectionShortcut, next.clipboardShortcut, host.platform);
      if (pair.length > 0) throw new ValidationError(pair, CHOOSE_ANOTHER);
      const checks: [ShortcutId, string, string][] = [
        ['selection', next.selectionShortcut, before.selectionShortcut],
        ['clipboard', next.clipboardShortcut, before.clipboardShortcut],
      ];
      for (const [id, accelerator, previous] of checks) await this.change(host, id, accelerator, previous);
      if (host.loginItem.supported && next.startAtLogin !== before.startAtLogin) host.loginItem.set(next.startAtLogin);
    }
    await this.options.settings.update((s) => ({ ...s, quickTranslate: next }));
    this.updateTray();
    const status = this.status();
    this.options.emitStatus(status);
    return status;
  }

  /** Whether closing the main window should leave Glossa in the tray. */
  keepsRunningInTray(): boolean {
    return this.options.host?.tray !== undefined && this.preferences().keepInTray;
  }

  async dispose(): Promise<void> {
    await this.options.host?.shortcuts.unregister('selection');
    await this.options.host?.shortcuts.unregister('clipboard');
  }

  private async change(host: DesktopHost, id: ShortcutId, accelerator: string, previous: string): Promise<void> {
    if (accelerator === previous && this.shortcutStatus.find((s) => s.kind === id)?.problem === null) return;
    const issues = shortcutIssues(accelerator, host.platform);
    if (issues.length > 0)
      throw new ValidationError(
        issues.map((i) => ({ ...i, field: `${id}Shortcut` })),
        CHOOSE_ANOTHER,
      );
    const registered = await this.register(id, accelerator);
    if (registered.problem) {
      if (accelerator !== previous) this.replaceStatus(await this.register(id, previous));
      throw new ValidationError([fieldIssue(`${id}Shortcut`, registered.problem)], CHOOSE_ANOTHER);
    }
    this.replaceStatus(registered);
  }

  private async register(id: ShortcutId, accelerator: string): Promise<ShortcutStatus> {
    const host = this.options.host!;
    const issue = shortcutIssues(accelerator, host.platform)[0];
    if (issue?.uiMessage) return { kind: id, accelerator, via: 'none', problem: issue.uiMessage };
    const description = this.options.text.text(DESCRIPTIONS[id]);
    const outcome = await host.shortcuts.register(id, accelerator, () => void this.options.gesture(id), description);
    if ('refused' in outcome) {
      return {
        kind: id,
        accelerator,
        via: 'none',
        problem: refusalMessage(outcome.refused, accelerator, host.platform),
      };
    }
    return { kind: id, accelerator, via: outcome.via, problem: null };
  }

  private async onTrayAction(action: TrayAction): Promise<void> {
    const host = this.options.host!;
    try {
      if (action === 'quickTranslate') await this.options.gesture('selection');
      else if (action === 'translateClipboard') await this.options.gesture('clipboard');
      else if (action === 'startVoice') await this.options.voice.start();
      else if (action === 'stopVoice') await this.options.voice.stop();
      else if (action === 'open') host.showMainWindow();
      else host.quit();
    } catch (error) {
      const data = toErrorData(error);
      this.options.notify?.('Glossa', this.options.text.sayError(data));
    }
  }

  private updateTray(): void {
    const host = this.options.host;
    if (!host?.tray) return;
    const prefs = this.preferences();
    host.tray.update(
      trayMenu({
        platform: host.platform,
        selectionShortcut: prefs.selectionShortcut,
        clipboardShortcut: prefs.clipboardShortcut,
        voiceRunning: this.voiceRunning,
        text: (id, values) => this.options.text.text(id, values),
      }),
      this.voiceRunning,
    );
  }

  private replaceStatus(status: ShortcutStatus): void {
    this.shortcutStatus = [...this.shortcutStatus.filter((s) => s.kind !== status.kind), status]
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .reverse();
  }
}
