// The Write pane: the original text, target language and adjustment, the improvement or correction and its state.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { joinParagraphs, splitParagraphs } from '../translate/translateModel';
import { type WriteAdjustment, correctRequest, writeRequest } from './writeModel';

export type WriteAction = 'improve' | 'correct';

interface WriteStore {
  original: string;
  targetLang: string | null;
  adjustment: WriteAdjustment;
  /** The improved text, laid out like the original it was made from. */
  improved: string;
  /** The original the improvement was made from (the diff compares against it). */
  improvedFrom: string;
  /** What made the result: Improve (rephrase) or Correct (spelling and grammar only). */
  action: WriteAction;
  /** The action under way, or null. */
  busy: WriteAction | null;
  error: ErrorData | null;
  setOriginal(text: string): void;
  setTargetLang(lang: string | null): void;
  setAdjustment(adjustment: WriteAdjustment): void;
  improve(): Promise<void>;
  correct(): Promise<void>;
  /** Drops the improvement once it has become the original (see `isStale`). */
  clearImprovement(): void;
}

export const useWrite = create<WriteStore>((set, get) => {
  /** One improvement or correction: the answer is laid out like the original it was made from. */
  async function run(action: WriteAction): Promise<void> {
    const { original, targetLang, adjustment, busy } = get();
    if (busy) return;
    const plan = splitParagraphs(original);
    if (plan.texts.length === 0) return;
    set({ busy: action, error: null });
    try {
      const result = await unwrap(
        action === 'improve'
          ? glossa.write.improve(writeRequest(original, targetLang, adjustment))
          : glossa.write.correct(correctRequest(original, targetLang)),
      );
      set({
        improved: joinParagraphs(
          plan,
          result.improvements.map((i) => i.text),
        ),
        improvedFrom: original,
        action,
      });
    } catch (error) {
      set({ error: errorDataOf(error), action });
    } finally {
      set({ busy: null });
    }
  }
  return {
    original: '',
    targetLang: null,
    adjustment: { kind: 'none' },
    improved: '',
    improvedFrom: '',
    action: 'improve',
    busy: null,
    error: null,
    setOriginal: (original) => set({ original }),
    // Every choice stays valid for every language (the request sends the "if the language allows" form).
    setTargetLang: (targetLang) => set({ targetLang }),
    setAdjustment: (adjustment) => set({ adjustment }),
    improve: () => run('improve'),
    correct: () => run('correct'),
    clearImprovement: () => set({ improved: '', improvedFrom: '' }),
  };
});

/** The improvement was made from another text than the one now in Original: accepting it would lose that text. */
export const isStale = (s: { original: string; improved: string; improvedFrom: string }): boolean =>
  s.improved !== '' && s.original !== s.improvedFrom;
