// The Translate pane: source text, languages, glossary and formality, the translation and its state.
import { create } from 'zustand';
import type { Formality } from '../../../shared/api/translate';
import type { ErrorData } from '../../../shared/errors';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { chosenStyleFor, instructionLines, useStyleChoices } from '../../components/styleChoiceStore';
import { takesCustomInstructions } from '../../../shared/rules/translateOptions';
import { formalityToSend, glossariesForPair, joinParagraphs, splitParagraphs } from './translateModel';

interface TranslateStore {
  sourceText: string;
  /** null: detect the source language. */
  sourceLang: string | null;
  targetLang: string | null;
  glossaryId: string | null;
  formality: Formality;
  translation: string;
  detectedLanguage: string | undefined;
  busy: boolean;
  error: ErrorData | null;
  glossaries: GlossarySummary[] | null;
  glossariesError: ErrorData | null;
  set(change: Partial<Pick<TranslateStore, 'sourceText' | 'sourceLang' | 'targetLang' | 'glossaryId' | 'formality' | 'translation'>>): void;
  loadGlossaries(): Promise<void>;
  translate(): Promise<void>;
}

const withFormality = (formality: Formality | undefined) => (formality ? { formality } : {});

export const useTranslate = create<TranslateStore>((set, get) => ({
  sourceText: '',
  sourceLang: null,
  targetLang: null,
  glossaryId: null,
  formality: 'default',
  translation: '',
  detectedLanguage: undefined,
  busy: false,
  error: null,
  glossaries: null,
  glossariesError: null,
  set(change) {
    set(change);
    // A chosen glossary stays only while it still serves the pair (and the source is explicit).
    const { glossaryId, glossaries, sourceLang, targetLang } = get();
    if (glossaryId && !glossariesForPair(glossaries ?? [], sourceLang, targetLang).some((g) => g.glossaryId === glossaryId)) {
      set({ glossaryId: null });
    }
  },
  async loadGlossaries() {
    try {
      const { glossaries } = await unwrap(glossa.glossaries.list());
      set({ glossaries, glossariesError: null });
    } catch (error) {
      set({ glossaries: [], glossariesError: errorDataOf(error) });
    }
  },
  async translate() {
    const { sourceText, sourceLang, targetLang, glossaryId, formality, busy } = get();
    if (busy || !targetLang) return;
    const plan = splitParagraphs(sourceText);
    if (plan.texts.length === 0) return;
    set({ busy: true, error: null });
    try {
      const styleId = chosenStyleFor('translate', targetLang);
      const customInstructions = takesCustomInstructions(targetLang) ? instructionLines(useStyleChoices.getState().instructions) : [];
      const result = await unwrap(
        glossa.translate.text({
          texts: plan.texts,
          targetLang,
          sourceLang,
          glossaryId,
          ...withFormality(formalityToSend(formality, targetLang)),
          ...(styleId ? { styleId } : {}),
          ...(customInstructions.length > 0 ? { customInstructions } : {}),
        }),
      );
      set({
        translation: joinParagraphs(
          plan,
          result.translations.map((t) => t.text),
        ),
        detectedLanguage: result.translations[0]?.detectedSourceLanguage,
      });
    } catch (error) {
      set({ error: errorDataOf(error) });
    } finally {
      set({ busy: false });
    }
  },
}));
