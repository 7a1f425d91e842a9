// The Write pane: the original text, target language and adjustment, the improvement and its state.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { joinParagraphs, splitParagraphs } from '../translate/translateModel';
import { type WriteAdjustment, writeRequest } from './writeModel';

interface WriteStore {
  original: string;
  targetLang: string | null;
  adjustment: WriteAdjustment;
  /** The improved text, laid out like the original it was made from. */
  improved: string;
  /** The original the improvement was made from (the diff compares against it). */
  improvedFrom: string;
  busy: boolean;
  error: ErrorData | null;
  setOriginal(text: string): void;
  setTargetLang(lang: string | null): void;
  setAdjustment(adjustment: WriteAdjustment): void;
  improve(): Promise<void>;
  /** Drops the improvement once it has become the original (see `isStale`). */
  clearImprovement(): void;
}

export const useWrite = create<WriteStore>((set, get) => ({
  original: '',
  targetLang: null,
  adjustment: { kind: 'none' },
  improved: '',
  improvedFrom: '',
  busy: false,
  error: null,
  setOriginal: (original) => set({ original }),
  // Every choice stays valid for every language (the request sends the "if the language allows" form).
  setTargetLang: (targetLang) => set({ targetLang }),
  setAdjustment: (adjustment) => set({ adjustment }),
  async improve() {
    const { original, targetLang, adjustment, busy } = get();
    if (busy) return;
    const plan = splitParagraphs(original);
    if (plan.texts.length === 0) return;
    set({ busy: true, error: null });
    try {
      const result = await unwrap(glossa.write.improve(writeRequest(original, targetLang, adjustment)));
      set({
        improved: joinParagraphs(
          plan,
          result.improvements.map((i) => i.text),
        ),
        improvedFrom: original,
      });
    } catch (error) {
      set({ error: errorDataOf(error) });
    } finally {
      set({ busy: false });
    }
  },
  clearImprovement: () => set({ improved: '', improvedFrom: '' }),
}));

/** The improvement was made from another text than the one now in Original: accepting it would lose that text. */
export const isStale = (s: { original: string; improved: string; improvedFrom: string }): boolean =>
  s.improved !== '' && s.original !== s.improvedFrom;
