// The style rule lists a translation may use, per target language, and the one chosen (Translate and
// Documents share it). Asked from main (Pro only: a Free account gets the reason instead of lists). Inline
// custom instructions for Translate live here too, so the Translate store only reads what to send.
import { create } from 'zustand';
import type { ErrorData } from '../../shared/errors';
import type { StyleChoices } from '../../shared/calls/styleRules';
import { errorDataOf, glossa, unwrap } from '../lib/ipc';

interface StyleChoiceStore {
  /** Lists per target language code, as main answered. */
  byTarget: Record<string, StyleChoices | undefined>;
  errors: Record<string, ErrorData | undefined>;
  /** The chosen list per surface (`translate`, `documents`); null = none. */
  chosen: Record<string, string | null>;
  /** Translate's inline custom instructions, one per line as typed. */
  instructions: string;
  load(targetLang: string): Promise<void>;
  choose(surface: string, styleId: string | null): void;
  setInstructions(text: string): void;
  /** Forgets everything (after an account change). */
  reset(): void;
}

export const useStyleChoices = create<StyleChoiceStore>((set, get) => ({
  byTarget: {},
  errors: {},
  chosen: {},
  instructions: '',
  async load(targetLang) {
    try {
      const choices = await unwrap(glossa.styleRules.forTarget({ targetLang }));
      set({
        byTarget: { ...get().byTarget, [targetLang]: choices },
        errors: { ...get().errors, [targetLang]: undefined },
      });
    } catch (error) {
      set({ errors: { ...get().errors, [targetLang]: errorDataOf(error) } });
    }
  },
  choose(surface, styleId) {
    set({ chosen: { ...get().chosen, [surface]: styleId } });
  },
  setInstructions(instructions) {
    set({ instructions });
  },
  reset() {
    set({ byTarget: {}, errors: {}, chosen: {} });
  },
}));

/** The inline instructions to send: one per non-empty line. */
export const instructionLines = (text: string): string[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** The chosen list for a surface, if it still matches the target's lists. */
export function chosenStyleFor(surface: string, targetLang: string | null): string | undefined {
  if (!targetLang) return undefined;
  const { chosen, byTarget } = useStyleChoices.getState();
  const id = chosen[surface];
  return id && byTarget[targetLang]?.lists.some((l) => l.styleId === id) ? id : undefined;
}

// Another account has other lists (and maybe another plan): ask again.
glossa.accounts.onChanged(() => useStyleChoices.getState().reset());
