// Language choices per product and feature, from main's language catalog (the active connection's lists).
// Every language picker reads them here, so each offers only what its feature supports.
import { create } from 'zustand';
import type { Feature, Product } from '../../shared/api/languages';
import type { LanguageChoices } from '../../shared/calls/languages';
import type { ErrorData } from '../../shared/errors';
import { sortByLanguageName } from '../../shared/rules/languageOrder';
import { errorDataOf, glossa, unwrap } from '../lib/ipc';
import { onAccountChange } from '../lib/storeEvents';

type Entry =
  { status: 'loading' } | { status: 'ready'; choices: LanguageChoices } | { status: 'failed'; error: ErrorData };

interface LanguageChoicesStore {
  entries: Record<string, Entry>;
  load(product: Product, feature?: Feature): void;
}

/** Lists read in the order of their names ("Chinese (simplified)" before "Czech"), as a person looks for them. */
function byName(choices: LanguageChoices): LanguageChoices {
  return { ...choices, sources: sortByLanguageName(choices.sources), targets: sortByLanguageName(choices.targets) };
}

export const choicesKey = (product: Product, feature?: Feature): string => `${product}|${feature ?? ''}`;

export const useLanguageChoices = create<LanguageChoicesStore>((set, get) => ({
  entries: {},
  load(product, feature) {
    const key = choicesKey(product, feature);
    if (get().entries[key]) return;
    set((s) => ({ entries: { ...s.entries, [key]: { status: 'loading' } } }));
    unwrap(glossa.languages.choices({ product, ...(feature ? { feature } : {}) })).then(
      (choices) => set((s) => ({ entries: { ...s.entries, [key]: { status: 'ready', choices: byName(choices) } } })),
      (error: unknown) =>
        set((s) => ({ entries: { ...s.entries, [key]: { status: 'failed', error: errorDataOf(error) } } })),
    );
  },
}));

// Another account may offer other languages: ask again after a switch.
onAccountChange(() => useLanguageChoices.setState({ entries: {} }));
