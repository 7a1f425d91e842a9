// Translate anywhere: a global shortcut translates the selection (or the clipboard) into a small popup near
// the pointer. The popup is shown first (it is kept warm and hidden), then the text is read and translated,
// so it appears at once and fills in. Also the tray menu and start at login. Plain Node: every OS edge is
// the DesktopHost, which tests fake.
import type { OpenInMain, QuickState, QuickTranslateStatus, ShortcutStatus } from '../../shared/calls/quickTranslate';
import type { Gesture } from '../../shared/calls/history';
import { toErrorData, ValidationError } from '../../shared/errors';
import { shortcutIssues } from '../../shared/rules/shortcuts';
import { baseLanguage, isUsable, languagesFor } from '../../shared/rules/languages';
import type { QuickTranslatePreferences, Settings } from '../../shared/settings';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { DesktopHost, ShortcutId, TrayAction } from '../host';
import type { HistoryRecord } from '../history/historyStore';
import { fitToRequest } from './textLimit';
import { trayMenu } from './trayMenu';

/** Where the popup's target comes from when none was chosen in it. */
export const FALLBACK_TARGET = 'en-US';

export interface QuickTranslateOptions {
  desktop: DesktopHost | undefined;
  settings: { get(): Settings; update(change: (s: Settings) => Settings): Promise<Settings> };
  translator: { translate(call: TranslateTextCall, signal?: AbortSignal): Promise<TranslateTextResult> };
  /** The glossary the active account chose for a pair, and its name. */
  glossaryFor(sourceLang: string, targetLang: string): string | undefined;
  glossaryName(glossaryId: string): Promise<string>;
  history: { record(entry: HistoryRecord): unknown };
  voice: { running(): boolean; start(): Promise<void>; stop(): Promise<void> };
  notify?(title: string, body: string): void;
  emit: {
    state(state: QuickState): void;
    status(status: QuickTranslateStatus): void;
    openInMain(request: OpenInMain): void;
  };
}

const idle = (targetLang: string): QuickState => ({
  sequence: 0,
  status: 'idle',
  gesture: null,
  source: '',
  result: '',
  sourceLang: null,
  detectedSourceLang: null,
  targetLang,
  glossary: null,
  truncated: null,
  error: null,
});

export class QuickTranslateService {
  private current: QuickState;
  private shortcutStatus: ShortcutStatus[] = [];
  /** The whole text of the last gesture (the popup may have sent only its first part). */
  private fullText = '';
  private readonly glossaryNames = new Map<string, string>();

  constructor(private readonly options: QuickTranslateOptions) {
    this.current = idle(this.targetLang());
  }

  private preferences(): QuickTranslatePreferences {
    return this.options.settings.get().quickTranslate;
  }

  private targetLang(): string {
    const s = this.options.settings.get();
    return s.quickTranslate.targetLang ?? s.translationDefaults.targetLang ?? FALLBACK_TARGET;
  }

  /** Registers the shortcuts, draws the tray and applies start at login. A failure is reported, never thrown. */
  async start(): Promise<QuickTranslateStatus> {
    const desktop = this.options.desktop;
    if (!desktop) return this.status();
    const prefs = this.preferences();
    this.shortcutStatus = [
      await this.register('selection', prefs.selectionShortcut),
      await this.register('clipboard', prefs.clipboardShortcut),
    ];
    desktop.tray?.onAction((action) => void this.onTrayAction(action));
    this.updateTray();
    if (desktop.loginItem.supported && desktop.loginItem.get() !== prefs.startAtLogin)
      desktop.loginItem.set(prefs.startAtLogin);
    const failed = this.shortcutStatus.filter((s) => s.problem);
    if (failed.length > 0)
      this.options.notify?.('Glossa: a shortcut is not available', failed.map((s) => s.problem).join(' '));
    const status = this.status();
    this.options.emit.status(status);
    return status;
  }

  private async register(id: ShortcutId, accelerator: string): Promise<ShortcutStatus> {
    const desktop = this.options.desktop!;
    const issue = shortcutIssues(accelerator, desktop.platform)[0];
    if (issue)
      return { kind: id, accelerator, via: 'none', problem: `${issue.message} (Settings → Translate anywhere)` };
    const outcome = await desktop.shortcuts.register(id, accelerator, () => void this.gesture(id));
    if ('problem' in outcome) return { kind: id, accelerator, via: 'none', problem: outcome.problem };
    return { kind: id, accelerator, via: outcome.via, problem: null };
  }

  status(): QuickTranslateStatus {
    const desktop = this.options.desktop;
    const preferences = this.preferences();
    if (!desktop) {
      return {
        available: false,
        desktop: 'browser',
        selection: 'The browser shell cannot read other apps’ selections; open the popup page and type or paste.',
        shortcuts: [],
        tray: false,
        startAtLogin: { supported: false, enabled: false },
        preferences,
      };
    }
    return {
      available: true,
      desktop: desktop.desktop,
      selection: desktop.selection.how,
      shortcuts: this.shortcutStatus,
      tray: desktop.tray !== undefined,
      startAtLogin: {
        supported: desktop.loginItem.supported,
        enabled: desktop.loginItem.supported && desktop.loginItem.get(),
      },
      preferences,
    };
  }

  state(): QuickState {
    return this.current;
  }

  /** A shortcut (or the tray) was used: show the popup at once, then read and translate. */
  async gesture(kind: 'selection' | 'clipboard'): Promise<QuickState> {
    const desktop = this.options.desktop;
    if (!desktop) return this.current;
    const sequence = this.current.sequence + 1;
    this.set({ ...idle(this.targetLang()), sequence, status: 'reading', gesture: kind });
    desktop.popup.show();
    let text: string;
    try {
      text = kind === 'selection' ? await desktop.selection.read() : desktop.clipboard.readText();
    } catch (error) {
      return this.fail(sequence, error);
    }
    if (sequence !== this.current.sequence) return this.current;
    return this.translate(text, kind, null, sequence);
  }

  /** Text typed or pasted in the popup, or sent again with another source (swap). */
  async translateText(text: string, sourceLang: string | null = null): Promise<QuickState> {
    return this.translate(text, 'popup', sourceLang, this.current.sequence + 1);
  }

  /** The target language quick switch: remembered, and the current text translated again into it. */
  async setTarget(targetLang: string): Promise<QuickState> {
    await this.options.settings.update((s) => ({ ...s, quickTranslate: { ...s.quickTranslate, targetLang } }));
    if (!this.fullText.trim()) return this.set({ ...this.current, targetLang });
    return this.translate(
      this.fullText,
      this.current.gesture ?? 'popup',
      this.current.sourceLang,
      this.current.sequence + 1,
    );
  }

  /** The translation becomes the source, translated back into the language it came from. */
  async swap(): Promise<QuickState> {
    const { result, detectedSourceLang, sourceLang, targetLang, status } = this.current;
    const back = asTarget(sourceLang ?? detectedSourceLang ?? '');
    if (status !== 'done' || !back) return this.current;
    await this.options.settings.update((s) => ({ ...s, quickTranslate: { ...s.quickTranslate, targetLang: back } }));
    return this.translate(result, 'popup', targetLang, this.current.sequence + 1);
  }

  /** Hands the whole text (not only what the popup sent) to the main window's Translate view. */
  openInMain(): void {
    this.options.emit.openInMain({
      text: this.fullText,
      sourceLang: this.current.sourceLang,
      targetLang: this.current.targetLang,
    });
    this.options.desktop?.popup.hide();
    this.options.desktop?.showMainWindow();
  }

  closePopup(): void {
    this.options.desktop?.popup.hide();
  }

  /** New shortcuts (checked, then registered; the old ones stay if a new one cannot be), tray, login. */
  async setPreferences(next: QuickTranslatePreferences): Promise<QuickTranslateStatus> {
    const desktop = this.options.desktop;
    const before = this.preferences();
    if (desktop) {
      const checks: [ShortcutId, string, string][] = [
        ['selection', next.selectionShortcut, before.selectionShortcut],
        ['clipboard', next.clipboardShortcut, before.clipboardShortcut],
      ];
      if (next.selectionShortcut === next.clipboardShortcut) {
        throw new ValidationError([{ field: 'clipboardShortcut', message: 'The two shortcuts must differ.' }]);
      }
      for (const [id, accelerator, previous] of checks) {
        if (accelerator === previous && this.shortcutStatus.find((s) => s.kind === id)?.problem === null) continue;
        const issues = shortcutIssues(accelerator, desktop.platform);
        if (issues.length > 0)
          throw new ValidationError(
            issues.map((i) => ({ ...i, field: `${id}Shortcut` })),
            { nextStep: 'Choose another shortcut.' },
          );
        const registered = await this.register(id, accelerator);
        if (registered.problem) {
          if (accelerator !== previous) this.replaceStatus(await this.register(id, previous));
          throw new ValidationError([{ field: `${id}Shortcut`, message: registered.problem }], {
            nextStep: 'Choose another shortcut.',
          });
        }
        this.replaceStatus(registered);
      }
      if (desktop.loginItem.supported && next.startAtLogin !== before.startAtLogin)
        desktop.loginItem.set(next.startAtLogin);
    }
    await this.options.settings.update((s) => ({ ...s, quickTranslate: next }));
    this.updateTray();
    const status = this.status();
    this.options.emit.status(status);
    return status;
  }

  /** Keep the tray's caption item and icon in step with the caption session. */
  voiceChanged(): void {
    this.updateTray();
  }

  /** Whether closing the main window should leave Glossa in the tray. */
  keepsRunningInTray(): boolean {
    return this.options.desktop?.tray !== undefined && this.preferences().keepInTray;
  }

  async dispose(): Promise<void> {
    await this.options.desktop?.shortcuts.unregister('selection');
    await this.options.desktop?.shortcuts.unregister('clipboard');
  }

  private async onTrayAction(action: TrayAction): Promise<void> {
    const desktop = this.options.desktop!;
    try {
      if (action === 'quickTranslate') await this.gesture('selection');
      else if (action === 'translateClipboard') await this.gesture('clipboard');
      else if (action === 'startVoice') await this.options.voice.start();
      else if (action === 'stopVoice') await this.options.voice.stop();
      else if (action === 'open') desktop.showMainWindow();
      else desktop.quit();
    } catch (error) {
      const data = toErrorData(error);
      this.options.notify?.('Glossa', [data.message, data.nextStep].filter(Boolean).join(' '));
    } finally {
      this.updateTray();
    }
  }

  private updateTray(): void {
    const tray = this.options.desktop?.tray;
    if (!tray) return;
    const prefs = this.preferences();
    const voiceRunning = this.options.voice.running();
    tray.update(
      trayMenu({
        platform: this.options.desktop!.platform,
        selectionShortcut: prefs.selectionShortcut,
        clipboardShortcut: prefs.clipboardShortcut,
        voiceRunning,
      }),
      voiceRunning,
    );
  }

  private replaceStatus(status: ShortcutStatus): void {
    this.shortcutStatus = [...this.shortcutStatus.filter((s) => s.kind !== status.kind), status]
      .sort((a, b) => a.kind.localeCompare(b.kind))
      .reverse();
  }

  private async translate(
    raw: string,
    gesture: Gesture,
    sourceLang: string | null,
    sequence: number,
  ): Promise<QuickState> {
    const targetLang = this.targetLang();
    const base = { ...idle(targetLang), sequence, gesture, sourceLang };
    this.fullText = raw;
    if (raw.trim() === '') return this.set({ ...base, status: 'empty' });
    const { text, truncated } = fitToRequest(raw);
    this.set({ ...base, status: 'translating', source: text, truncated });
    try {
      let glossaryId = sourceLang ? (this.options.glossaryFor(sourceLang, targetLang) ?? null) : null;
      let answer = await this.options.translator.translate({ texts: [text], targetLang, sourceLang, glossaryId });
      let detected = answer.translations[0]?.detectedSourceLanguage ?? '';
      let usedSource = sourceLang;
      // Detected source: the glossary needs an explicit source, so ask again with it when the account has one.
      if (!sourceLang && detected) {
        const chosen = this.options.glossaryFor(detected, targetLang);
        if (chosen) {
          glossaryId = chosen;
          usedSource = detected;
          answer = await this.options.translator.translate({
            texts: [text],
            targetLang,
            sourceLang: detected,
            glossaryId,
          });
          detected = answer.translations[0]?.detectedSourceLanguage ?? detected;
        }
      }
      if (sequence !== this.current.sequence) return this.current;
      const result = answer.translations.map((t) => t.text).join('\n');
      this.options.history.record({
        kind: 'translation',
        source: text,
        result,
        sourceLang: usedSource,
        detectedSourceLang: detected,
        targetLang,
        glossaryId,
        gesture,
      });
      const glossary = glossaryId ? { glossaryId, name: await this.nameOf(glossaryId) } : null;
      return this.set({
        ...base,
        status: 'done',
        source: text,
        result,
        sourceLang: usedSource,
        detectedSourceLang: detected,
        glossary,
        truncated,
      });
    } catch (error) {
      return this.fail(sequence, error);
    }
  }

  private async nameOf(glossaryId: string): Promise<string> {
    const known = this.glossaryNames.get(glossaryId);
    if (known) return known;
    const name = await this.options.glossaryName(glossaryId).catch(() => glossaryId);
    this.glossaryNames.set(glossaryId, name);
    return name;
  }

  private fail(sequence: number, error: unknown): QuickState {
    if (sequence !== this.current.sequence) return this.current;
    const { kind, message, nextStep } = toErrorData(error);
    return this.set({ ...this.current, status: 'failed', error: { kind, message, ...(nextStep ? { nextStep } : {}) } });
  }

  private set(state: QuickState): QuickState {
    this.current = state;
    this.options.emit.state(state);
    return state;
  }
}

/** A language as a translation target: `EN` alone is not one, so it becomes its first variant (`EN-GB`). */
function asTarget(code: string): string {
  if (!code || isUsable('translate_text', 'target', code)) return code;
  const variant = languagesFor('translate_text').find(
    (l) => l.usable_as_target && baseLanguage(l.lang) === baseLanguage(code),
  );
  return variant?.lang ?? code;
}
