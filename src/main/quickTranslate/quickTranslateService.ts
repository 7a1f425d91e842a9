// Translate anywhere: a gesture (a global shortcut or the tray, both the desktop's, `../desktop`) translates the
// selection (or the clipboard) into a small popup near the pointer. The popup is shown first (it is kept warm and
// hidden), then the text is read and translated, so it appears at once and fills in. Plain Node: the popup,
// selection and clipboard are the DesktopHost's, which tests fake.
import type { OpenInMain, QuickState } from '../../shared/calls/quickTranslate';
import type { Gesture } from '../../shared/calls/history';
import { toErrorData } from '../../shared/errors';
import { baseLanguage, isUsable, languagesFor } from '../../shared/rules/languages';
import type { Settings } from '../../shared/settings';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { DesktopHost } from '../host';
import type { HistoryRecord } from '../history/historyStore';
import { translationRecord } from '../history/historyRecords';
import { fitToRequest } from './textLimit';

/** Where the popup's target comes from when none was chosen in it. */
const FALLBACK_TARGET = 'en-US';

export interface QuickTranslateOptions {
  /** The popup, the selection and the clipboard (absent in the browser shell). */
  desktop: Pick<DesktopHost, 'popup' | 'selection' | 'clipboard'> | undefined;
  settings: { get(): Settings; update(change: (s: Settings) => Settings): Promise<Settings> };
  translator: { translate(call: TranslateTextCall, signal?: AbortSignal): Promise<TranslateTextResult> };
  /** The glossary the active account chose for a pair, and its name. */
  glossaryFor(sourceLang: string, targetLang: string): string | undefined;
  glossaryName(glossaryId: string): Promise<string>;
  history: { record(entry: HistoryRecord): unknown };
  emit: {
    state(state: QuickState): void;
    /** The desktop listens to it and brings the main window to the front. */
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
  /** The whole text of the last gesture (the popup may have sent only its first part). */
  private fullText = '';
  private readonly glossaryNames = new Map<string, string>();

  constructor(private readonly options: QuickTranslateOptions) {
    this.current = idle(this.targetLang());
  }

  private targetLang(): string {
    const s = this.options.settings.get();
    return s.quickTranslate.targetLang ?? s.translationDefaults.targetLang ?? FALLBACK_TARGET;
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
  }

  closePopup(): void {
    this.options.desktop?.popup.hide();
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
      const detected = answer.translations[0]?.detectedSourceLanguage ?? '';
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
        }
      }
      if (sequence !== this.current.sequence) return this.current;
      const record = translationRecord(
        { texts: [text], sourceLang: usedSource, targetLang, glossaryId, gesture },
        answer,
      );
      this.options.history.record(record);
      const glossary = glossaryId ? { glossaryId, name: await this.nameOf(glossaryId) } : null;
      return this.set({
        ...base,
        status: 'done',
        source: text,
        result: record.result,
        sourceLang: usedSource,
        detectedSourceLang: record.detectedSourceLang,
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
