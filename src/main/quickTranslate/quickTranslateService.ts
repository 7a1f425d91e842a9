// Translate anywhere: a gesture (a global shortcut or the tray, both the desktop's, `../desktop`) translates the
// selection (or the clipboard) into a small popup near the pointer. The popup is shown first (it is kept warm and
// hidden), then the text is read and translated, so it appears at once and fills in. It translates with what a
// translator set for the target language (glossaries in priority order, a memory, a client profile, formality:
// rules/targetDefaults.ts) and the text around the selection as context where the desktop gives it; the popup
// can change each. A glossary, memory or profile deleted elsewhere is cleared, said, and the text translated
// without it. Plain Node: the popup, selection and clipboard are the DesktopHost's, which tests fake.
import type { OpenInMain, QuickChoices, QuickState } from '../../shared/calls/quickTranslate';
import type { Gesture } from '../../shared/calls/history';
import { isGlossaError, toErrorData } from '../../shared/errors';
import { baseLanguage, isUsable, languagesFor } from '../../shared/rules/languages';
import { startingChoices } from '../../shared/rules/targetDefaults';
import type { Settings, TargetDefaults } from '../../shared/settings';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { DesktopHost } from '../host';
import type { HistoryRecord } from '../history/historyStore';
import { translationRecord } from '../history/historyRecords';
import { fitToRequest } from './textLimit';
import { sendOnce } from './sendOnce';

/** Where the popup's target comes from when none was chosen in it. */
const FALLBACK_TARGET = 'en-US';
/** The most context sent: the text around a selection is cut to this many characters either side. */
const CONTEXT_MAX_CHARS = 50_000;

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

const idle = (targetLang: string, choices: QuickChoices, contextFrom: QuickState['contextFrom']): QuickState => ({
  sequence: 0,
  status: 'idle',
  gesture: null,
  source: '',
  result: '',
  sourceLang: null,
  detectedSourceLang: null,
  targetLang,
  glossaries: [],
  choices,
  contextFrom,
  cleared: null,
  skipped: null,
  truncated: null,
  error: null,
});

type Part = NonNullable<QuickState['cleared']>['part'];

export class QuickTranslateService {
  private current: QuickState;
  /** The whole text of the last gesture (the popup may have sent only its first part). */
  private fullText = '';
  private readonly glossaryNames = new Map<string, string>();
  private choices: QuickChoices;
  private contextFrom: QuickState['contextFrom'] = 'none';
  /** The choices were changed in the popup: until the next gesture or target, they stand over Settings'. */
  private chosenInPopup = false;
  /** The source language of the last translation into each target (by its base language), for the next guess. */
  private readonly lastSource = new Map<string, string>();

  constructor(private readonly options: QuickTranslateOptions) {
    this.choices = this.startingChoices('');
    this.current = idle(this.targetLang(), this.choices, this.contextFrom);
  }

  private targetLang(): string {
    const s = this.options.settings.get();
    return s.quickTranslate.targetLang ?? s.translationDefaults.targetLang ?? FALLBACK_TARGET;
  }

  /** The target language's defaults from Settings, with this context. */
  private startingChoices(context: string): QuickChoices {
    const { from: _entry, ...choices } = startingChoices(
      this.options.settings.get().translationDefaults,
      this.targetLang(),
    );
    return { ...choices, context };
  }

  private idle(): QuickState {
    return idle(this.targetLang(), this.choices, this.contextFrom);
  }

  state(): QuickState {
    return this.current;
  }

  /** A shortcut (or the tray) was used: show the popup at once, then read and translate. */
  async gesture(kind: 'selection' | 'clipboard'): Promise<QuickState> {
    const desktop = this.options.desktop;
    if (!desktop) return this.current;
    const sequence = this.current.sequence + 1;
    // Each gesture starts from the target language's defaults; its context is the text around this selection.
    this.chosenInPopup = false;
    this.choices = this.startingChoices('');
    this.contextFrom = 'none';
    this.set({ ...this.idle(), sequence, status: 'reading', gesture: kind });
    desktop.popup.show();
    let text: string;
    try {
      text = kind === 'selection' ? await desktop.selection.read() : desktop.clipboard.readText();
    } catch (error) {
      return this.fail(sequence, error);
    }
    if (sequence !== this.current.sequence) return this.current;
    if (kind === 'selection' && text.trim() && desktop.selection.around) {
      const context = await this.around(desktop.selection.around.bind(desktop.selection), text);
      if (sequence !== this.current.sequence) return this.current;
      this.choices = { ...this.choices, context };
      this.contextFrom = context ? 'desktop' : 'none';
    }
    return this.translate(text, kind, null, sequence);
  }

  /** The text around the selection, or '' where the front app gives none or reading it fails. */
  private async around(read: (selected: string) => Promise<string>, selected: string): Promise<string> {
    try {
      const around = (await read(selected)).trim();
      // Context is the text around the selection: the selection alone adds nothing.
      return around === selected.trim() ? '' : around.slice(0, CONTEXT_MAX_CHARS);
    } catch {
      return '';
    }
  }

  /** Text typed or pasted in the popup, or sent again with another source (swap). */
  async translateText(text: string, sourceLang: string | null = null): Promise<QuickState> {
    // The context read around a selection belongs to that selection, not to text typed here.
    if (this.contextFrom === 'desktop') {
      this.choices = { ...this.choices, context: '' };
      this.contextFrom = 'none';
    }
    return this.translate(text, 'popup', sourceLang, this.current.sequence + 1);
  }

  /** Glossaries, memory, profile, formality or context changed in the popup: the same text translated again. */
  async setChoices(choices: QuickChoices): Promise<QuickState> {
    if (choices.context !== this.choices.context) this.contextFrom = choices.context ? 'popup' : 'none';
    this.choices = { ...choices, glossaryIds: [...new Set(choices.glossaryIds)] };
    this.chosenInPopup = true;
    if (!this.fullText.trim())
      return this.set({ ...this.current, choices: this.choices, contextFrom: this.contextFrom });
    return this.translate(
      this.fullText,
      this.current.gesture ?? 'popup',
      this.current.sourceLang,
      this.current.sequence + 1,
    );
  }

  /** The target language quick switch: remembered, and the current text translated again into it. */
  async setTarget(targetLang: string): Promise<QuickState> {
    await this.options.settings.update((s) => ({ ...s, quickTranslate: { ...s.quickTranslate, targetLang } }));
    this.chosenInPopup = false;
    this.choices = this.startingChoices(this.choices.context);
    if (!this.fullText.trim()) return this.set({ ...this.current, targetLang, choices: this.choices });
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
    this.chosenInPopup = false;
    this.choices = this.startingChoices(this.choices.context);
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
    // Settings may have changed since the gesture: what the popup did not change follows them.
    if (!this.chosenInPopup) this.choices = this.startingChoices(this.choices.context);
    const base = { ...this.idle(), sequence, gesture, sourceLang };
    this.fullText = raw;
    if (raw.trim() === '') return this.set({ ...base, status: 'empty' });
    const { text, truncated } = fitToRequest(raw);
    this.set({ ...base, status: 'translating', source: text, truncated });
    let cleared: QuickState['cleared'] = null;
    let skipped: QuickState['skipped'] = null;
    try {
      // A choice found deleted elsewhere is cleared and the text sent again without it (at most once per part).
      for (let attempt = 0; ; attempt += 1) {
        try {
          const outcome = await this.send(text, targetLang, sourceLang);
          skipped = outcome.skipped;
          if (sequence !== this.current.sequence) return this.current;
          const { answer, usedSource, glossaryIds } = outcome;
          const record = translationRecord(
            { texts: [text], sourceLang: usedSource, targetLang, glossaryId: glossaryIds[0] ?? null, gesture },
            answer,
          );
          this.options.history.record(record);
          const glossaries = await Promise.all(
            glossaryIds.map(async (glossaryId) => ({ glossaryId, name: await this.nameOf(glossaryId) })),
          );
          return this.set({
            ...base,
            choices: this.choices,
            status: 'done',
            source: text,
            result: record.result,
            sourceLang: usedSource,
            detectedSourceLang: record.detectedSourceLang,
            glossaries,
            cleared,
            skipped,
            truncated,
          });
        } catch (error) {
          const gone = attempt < 3 ? this.clearGone(error) : null;
          if (!gone) throw error;
          cleared = gone;
          await this.forgetInSettings(gone);
        }
      }
    } catch (error) {
      return this.fail(sequence, error, cleared);
    }
  }

  /** What a request carries: formality and the context always; glossaries, memory and a profile's parts need a source. */
  private call(text: string, targetLang: string, sourceLang: string | null, withParts: boolean) {
    const c = this.choices;
    const profile = c.styleProfileId;
    // With no glossary chosen (and no profile), the glossary the account chose for the pair, as before.
    const chosen =
      c.glossaryIds.length > 0 || profile || !sourceLang
        ? c.glossaryIds
        : [this.options.glossaryFor(sourceLang, targetLang)].filter((g): g is string => Boolean(g));
    const glossaryIds = withParts && !profile ? chosen : [];
    const memoryId = withParts && !profile ? c.memoryId : null;
    const call: TranslateTextCall = {
      texts: [text],
      targetLang,
      sourceLang,
      glossaryId: glossaryIds[0] ?? null,
      ...(glossaryIds.length > 1 ? { moreGlossaryIds: glossaryIds.slice(1) } : {}),
      ...(c.formality !== 'default' ? { formality: c.formality } : {}),
      ...(profile ? { styleProfileId: profile } : {}),
      options: {
        ...(c.context ? { context: c.context } : {}),
        ...(memoryId ? { memoryId, memoryThreshold: c.memoryThreshold } : {}),
      },
    };
    // A profile's glossaries and memory are picked by the source language too.
    return { call, glossaryIds, hasParts: glossaryIds.length > 0 || memoryId !== null || Boolean(profile) };
  }

  /** The text, sent and billed once (sendOnce.ts). */
  private async send(text: string, targetLang: string, sourceLang: string | null) {
    const sent = await sendOnce(
      (call) => this.options.translator.translate(call),
      (source, withParts) => this.call(text, targetLang, source, withParts),
      text,
      targetLang,
      sourceLang,
      this.lastSource,
    );
    return { ...sent, skipped: sent.refused === null ? null : quickError(sent.refused) };
  }

  /** A glossary, memory or profile that no longer exists leaves every target language's defaults too. */
  private async forgetInSettings(gone: NonNullable<QuickState['cleared']>): Promise<void> {
    const forget = (entry: TargetDefaults): TargetDefaults => ({
      ...entry,
      glossaryIds: gone.part === 'glossary' ? entry.glossaryIds.filter((g) => g !== gone.id) : entry.glossaryIds,
      memoryId: gone.part === 'memory' && entry.memoryId === gone.id ? null : entry.memoryId,
      styleProfileId: gone.part === 'profile' && entry.styleProfileId === gone.id ? null : entry.styleProfileId,
    });
    await this.options.settings.update((s) => ({
      ...s,
      translationDefaults: {
        ...s.translationDefaults,
        byTarget: Object.fromEntries(Object.entries(s.translationDefaults.byTarget).map(([k, v]) => [k, forget(v)])),
      },
    }));
  }

  /** Clears the choice a not-found answer names; null when the answer names none of them. */
  private clearGone(error: unknown): QuickState['cleared'] {
    if (!isGlossaError(error, 'notFound')) return null;
    const fields = (error.toData().fields ?? []).map((issue) => issue.field);
    const c = this.choices;
    let gone: { part: Part; id: string } | null = null;
    const index = fields.map((f) => /^glossary_ids\.(\d+)$/.exec(f)?.[1]).find((found) => found !== undefined);
    if (fields.includes('translation_memory_id') && c.memoryId) gone = { part: 'memory', id: c.memoryId };
    else if (index !== undefined && c.glossaryIds[Number(index)])
      gone = { part: 'glossary', id: c.glossaryIds[Number(index)]! };
    else if (fields.includes('glossary_id') && c.glossaryIds[0]) gone = { part: 'glossary', id: c.glossaryIds[0] };
    else if (c.styleProfileId && (fields.length === 0 || fields.includes('style_profile_id')))
      gone = { part: 'profile', id: c.styleProfileId };
    if (!gone) return null;
    this.choices = {
      ...c,
      glossaryIds: gone.part === 'glossary' ? c.glossaryIds.filter((g) => g !== gone.id) : c.glossaryIds,
      memoryId: gone.part === 'memory' ? null : c.memoryId,
      styleProfileId: gone.part === 'profile' ? null : c.styleProfileId,
    };
    return gone;
  }

  private async nameOf(glossaryId: string): Promise<string> {
    const known = this.glossaryNames.get(glossaryId);
    if (known) return known;
    const name = await this.options.glossaryName(glossaryId).catch(() => glossaryId);
    this.glossaryNames.set(glossaryId, name);
    return name;
  }

  private fail(sequence: number, error: unknown, cleared: QuickState['cleared'] = null): QuickState {
    if (sequence !== this.current.sequence) return this.current;
    return this.set({ ...this.current, choices: this.choices, cleared, status: 'failed', error: quickError(error) });
  }

  private set(state: QuickState): QuickState {
    this.current = state;
    this.options.emit.state(state);
    return state;
  }
}

/** An error as the popup shows it: the sentence, the next step and each field's problem. */
function quickError(error: unknown): NonNullable<QuickState['error']> {
  const { kind, message, nextStep, uiMessage, uiNextStep, fields } = toErrorData(error);
  return {
    kind,
    message,
    ...(nextStep ? { nextStep } : {}),
    ...(uiMessage ? { uiMessage } : {}),
    ...(uiNextStep ? { uiNextStep } : {}),
    ...(fields?.length ? { fields: fields.slice(0, 50) } : {}),
  };
}

/** A language as a translation target: `EN` alone is not one, so it becomes its first variant (`EN-GB`). */
function asTarget(code: string): string {
  if (!code || isUsable('translate_text', 'target', code)) return code;
  const variant = languagesFor('translate_text').find(
    (l) => l.usable_as_target && baseLanguage(l.lang) === baseLanguage(code),
  );
  return variant?.lang ?? code;
}
