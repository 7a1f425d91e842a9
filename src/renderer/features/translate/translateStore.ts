// The Translate pane: source text, languages, glossary and formality, the translation and what it was made
// from (so an edited source marks it stale), and the requests in flight (a new one cancels the last). The
// further options (context, markup, memory, more glossaries…) are the options store's, sent from here.
import { create } from 'zustand';
import { chosenProfile, useStyleProfiles } from '../styleProfiles/styleProfilesStore';
import type { Formality } from '../../../shared/api/translate';
import type { ErrorData, FieldIssue } from '../../../shared/errors';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import type { TranslateOptions } from '../../../shared/calls/translate';
import { ValidationError } from '../../../shared/errors';
import { planTranslateBatches } from '../../../shared/rules/translateBatches';
import { startingChoices } from '../../../shared/rules/targetDefaults';
import { checkProfileFits } from '../../../shared/rules/styleProfiles';
import { cancelledBy, errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { chosenStyleFor, instructionLines, useStyleChoices } from '../../components/styleChoiceStore';
import { takesCustomInstructions } from '../../../shared/rules/translateOptions';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { formalityToSend, glossariesForPair, joinParagraphs, splitParagraphs } from './translateModel';

/** The further options sent with a translation, as one comparable key. */
function optionsSent(): { options: TranslateOptions; moreGlossaryIds: string[]; key: string } {
  const { options, moreGlossaryIds } = useTranslateOptions.getState();
  return { options, moreGlossaryIds, key: JSON.stringify([options, moreGlossaryIds]) };
}

export interface TranslateInputs {
  sourceText: string;
  /** null: detect the source language. */
  sourceLang: string | null;
  targetLang: string | null;
  glossaryId: string | null;
  formality: Formality;
}

/** The style list and inline instructions a translation is sent with, as one comparable key. */
export function styleSentFor(targetLang: string | null): {
  styleId?: string;
  customInstructions?: string[];
  key: string;
} {
  const styleId = chosenStyleFor('translate', targetLang);
  const customInstructions =
    targetLang && takesCustomInstructions(targetLang) ? instructionLines(useStyleChoices.getState().instructions) : [];
  return {
    ...(styleId ? { styleId } : {}),
    ...(customInstructions.length > 0 ? { customInstructions } : {}),
    key: JSON.stringify([styleId ?? null, customInstructions]),
  };
}

/** What a translation is made from: the pane's inputs and the style sent with them. */
export interface TranslatedFrom extends TranslateInputs {
  style: string;
  options: string;
}

interface TranslateStore extends TranslateInputs {
  translation: string;
  /** What the translation was made from; null before the first one (or after Clear). */
  translatedFrom: TranslatedFrom | null;
  detectedLanguage: string | undefined;
  /** What the service billed for the translation shown, when asked (Options: Show billed characters). */
  billedCharacters: number | null;
  busy: boolean;
  /** Requests done and planned for a long text, while it is being translated. */
  progress: { done: number; total: number } | null;
  error: ErrorData | null;
  /** Translate while typing (debounced); long texts always wait for the button. */
  asYouType: boolean;
  glossaries: GlossarySummary[] | null;
  glossariesError: ErrorData | null;
  set(change: Partial<TranslateInputs & Pick<TranslateStore, 'translation' | 'asYouType'>>): void;
  loadGlossaries(): Promise<void>;
  /** Translates the current inputs; a call while one is in flight for other inputs cancels it. */
  translate(): Promise<void>;
  /** Translates only when the inputs differ from the translation's (and from the request in flight). */
  translateIfChanged(): Promise<void>;
}

/**
 * A target language with its own defaults in Settings (per target language): the pane starts from its formality,
 * glossaries in priority order, memory and client profile (which entry applies: rules/targetDefaults.ts). A
 * target without its own leaves the choices as they are.
 */
async function startFromTargetDefaults(targetLang: string | null): Promise<void> {
  let start;
  try {
    start = startingChoices((await unwrap(glossa.settings.get())).translationDefaults, targetLang);
  } catch {
    return;
  }
  const pane = useTranslate.getState();
  if (start.from === null || pane.targetLang !== targetLang) return;
  if (start.glossaryIds.length > 0 && !pane.glossaries) await pane.loadGlossaries();
  if (useTranslate.getState().targetLang !== targetLang) return;
  const [first = null, ...more] = start.glossaryIds;
  useTranslateOptions.getState().setMoreGlossaries(more);
  useTranslateOptions.getState().set({
    memoryId: start.memoryId ?? undefined,
    memoryThreshold: start.memoryId ? start.memoryThreshold : undefined,
  });
  useStyleProfiles.getState().choose(start.styleProfileId);
  useTranslate.getState().set({ formality: start.formality, glossaryId: first });
}

/** Translating as you type stops at this many characters: each request is billed, and a long text waits for the button. */
export const AS_YOU_TYPE_MAX_CHARACTERS = 5_000;

const withFormality = (formality: Formality | undefined) => (formality ? { formality } : {});

export const inputsOf = (s: TranslateInputs): TranslatedFrom => ({
  sourceText: s.sourceText,
  sourceLang: s.sourceLang,
  targetLang: s.targetLang,
  glossaryId: s.glossaryId,
  formality: s.formality,
  style: styleSentFor(s.targetLang).key,
  options: optionsSent().key,
});

const sameInputs = (a: TranslatedFrom, b: TranslatedFrom) =>
  a.sourceText === b.sourceText &&
  a.sourceLang === b.sourceLang &&
  a.targetLang === b.targetLang &&
  a.glossaryId === b.glossaryId &&
  a.formality === b.formality &&
  a.style === b.style &&
  a.options === b.options;

/** The translation shown was made from other inputs than the current ones (source edited, languages or style changed). */
export const isStale = (s: TranslateStore): boolean =>
  s.translatedFrom !== null && s.translation !== '' && !sameInputs(s.translatedFrom, inputsOf(s));

let inFlight: { controller: AbortController; inputs: TranslatedFrom } | null = null;

export const useTranslate = create<TranslateStore>((set, get) => ({
  sourceText: '',
  sourceLang: null,
  targetLang: null,
  glossaryId: null,
  formality: 'default',
  translation: '',
  translatedFrom: null,
  detectedLanguage: undefined,
  billedCharacters: null,
  busy: false,
  progress: null,
  error: null,
  asYouType: true,
  glossaries: null,
  glossariesError: null,
  set(change) {
    const before = get().targetLang;
    set(change);
    if (change.targetLang !== undefined && change.targetLang !== before)
      void startFromTargetDefaults(change.targetLang);
    // A chosen glossary stays only while it still serves the pair (and the source is explicit).
    const { glossaryId, glossaries, sourceLang, targetLang } = get();
    if (
      glossaryId &&
      !glossariesForPair(glossaries ?? [], sourceLang, targetLang).some((g) => g.glossaryId === glossaryId)
    ) {
      set({ glossaryId: null });
    }
    const more = useTranslateOptions.getState().moreGlossaryIds;
    const serving = new Set(glossariesForPair(glossaries ?? [], sourceLang, targetLang).map((g) => g.glossaryId));
    if (glossaries && more.some((id) => !serving.has(id)))
      useTranslateOptions.getState().setMoreGlossaries(more.filter((id) => serving.has(id)));
  },
  async loadGlossaries() {
    try {
      const { glossaries } = await unwrap(glossa.glossaries.list());
      set({ glossaries, glossariesError: null });
    } catch (error) {
      set({ glossaries: [], glossariesError: errorDataOf(error) });
    }
  },
  async translateIfChanged() {
    const state = get();
    if (state.translatedFrom !== null && sameInputs(state.translatedFrom, inputsOf(state))) return;
    await get().translate();
  },
  async translate() {
    const inputs = inputsOf(get());
    const { targetLang, sourceLang, glossaryId, formality } = inputs;
    if (!targetLang) return;
    const plan = splitParagraphs(inputs.sourceText);
    if (plan.texts.length === 0) return;
    if (inFlight && sameInputs(inFlight.inputs, inputs)) return;
    inFlight?.controller.abort();
    const controller = new AbortController();
    inFlight = { controller, inputs };
    const planned = planTranslateBatches(plan.texts);
    const { batches } = planned;
    // A client profile with nothing for these languages is refused before anything is sent (and billed).
    const issues = [...planned.issues, ...profileIssues(sourceLang, targetLang)];
    // The previous translation stays on screen (marked stale) until a new one has fully arrived.
    set({ busy: true, error: null, progress: batches.length > 1 ? { done: 0, total: batches.length } : null });
    try {
      if (issues.length > 0) throw new ValidationError(issues);
      const { styleId, customInstructions } = styleSentFor(targetLang);
      const { options, moreGlossaryIds } = optionsSent();
      const translated: string[] = [];
      let billed: number | null = null;
      let detected: string | undefined;
      const translationId = crypto.randomUUID();
      for (const [i, batch] of batches.entries()) {
        const texts = plan.texts.slice(batch.start, batch.start + batch.count);
        const result = await unwrap(
          // A newer request aborts this one in main too: its request to the service is cancelled, not just ignored.
          glossa.translate.text(
            {
              texts,
              targetLang,
              sourceLang,
              glossaryId,
              ...(moreGlossaryIds.length > 0 ? { moreGlossaryIds } : {}),
              ...(Object.keys(options).length > 0 ? { options } : {}),
              ...withFormality(formalityToSend(formality, targetLang)),
              ...(styleId ? { styleId } : {}),
              ...(customInstructions ? { customInstructions } : {}),
              ...profileSent(),
              ...(batches.length > 1 ? { part: { translationId, index: i, count: batches.length } } : {}),
            },
            cancelledBy(controller.signal),
          ),
        );
        if (controller.signal.aborted) return;
        translated.push(...result.translations.map((t) => t.text));
        detected ??= result.translations[0]?.detectedSourceLanguage;
        for (const t of result.translations)
          if (t.billedCharacters !== undefined) billed = (billed ?? 0) + t.billedCharacters;
        if (batches.length > 1) set({ progress: { done: i + 1, total: batches.length } });
      }
      set({
        translation: joinParagraphs(plan, translated),
        translatedFrom: inputs,
        detectedLanguage: detected,
        billedCharacters: billed,
      });
    } catch (error) {
      if (controller.signal.aborted) return;
      const data = errorDataOf(error);
      // A memory or glossary deleted elsewhere: the choice is cleared, and the options store says so (the view
      // shows its message beside the error).
      const gone = useTranslateOptions
        .getState()
        .clearGone(data, [...(glossaryId ? [glossaryId] : []), ...optionsSent().moreGlossaryIds]);
      if (gone?.glossaryId && gone.glossaryId === get().glossaryId) set({ glossaryId: null });
      set({ error: data });
    } finally {
      if (inFlight?.controller === controller) {
        inFlight = null;
        set({ busy: false, progress: null });
      }
    }
  },
}));

/**
 * Why the chosen client profile cannot serve a translation from `sourceLang` (null: detected) into `targetLang`:
 * it has no glossary of the pair, no style rule list of the target and no memory of the source (`checkProfileFits`,
 * as Documents checks a batch). Empty with no profile chosen, or one that fits.
 */
export function profileIssues(sourceLang: string | null, targetLang: string | null): FieldIssue[] {
  const profile = chosenProfile();
  if (!profile || !targetLang) return [];
  return checkProfileFits(profile.name, profile.parts, sourceLang ?? undefined, targetLang);
}

/** The chosen client profile: main then sends it in place of the glossaries, style list and memory. */
function profileSent(): { styleProfileId?: string } {
  const chosen = useStyleProfiles.getState().chosen;
  return chosen ? { styleProfileId: chosen } : {};
}
