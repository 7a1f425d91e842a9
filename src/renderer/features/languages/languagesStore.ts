// The Languages section: the service's resources (which side of a pair each feature needs) and the language
// list of the resource shown, each language with the features it has. A pair chosen here is checked against
// both (shared/rules/languageResources.ts).
import { create } from 'zustand';
import { PRODUCTS, type Product } from '../../../shared/api/wireValues';
import type { LanguageResources } from '../../../shared/calls/languages';
import type { Language } from '../../../shared/api/languages';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange, readForAccount } from '../../lib/storeEvents';

export type ResourceView = LanguageResources['resources'][number];

interface ResourceList {
  languages: Language[];
  /** The service could not be asked: the last list Glossa saw is shown. */
  stale: boolean;
}

interface LanguagesStore {
  /** The resources Glossa can list languages for, in the service's order (null until read). */
  resources: ResourceView[] | null;
  resourcesError: ErrorData | null;
  resource: Product;
  list: ResourceList | null;
  listError: ErrorData | null;
  source: string | null;
  target: string | null;
  load(): Promise<void>;
  choose(resource: Product): Promise<void>;
  setPair(pair: { source?: string | null; target?: string | null }): void;
}

/** Reads of the resources on their way: a change of account reads again if one was (its answer is dropped). */
let resourceReads = 0;

const isProduct = (name: string): name is Product => (PRODUCTS as readonly string[]).includes(name);

export const useLanguages = create<LanguagesStore>((set, get) => ({
  resources: null,
  resourcesError: null,
  resource: 'translate_text',
  list: null,
  listError: null,
  source: null,
  target: null,
  async load() {
    const read = readForAccount();
    resourceReads++;
    try {
      const answer = await unwrap(glossa.languages.resources({}));
      if (!read.current()) return;
      const resources = answer.resources.filter((resource) => isProduct(resource.name));
      set({ resources, resourcesError: null });
      const shown = resources.some((r) => r.name === get().resource) ? get().resource : resources[0]?.name;
      if (shown && isProduct(shown)) await get().choose(shown);
    } catch (error) {
      if (read.current()) set({ resourcesError: errorDataOf(error) });
    } finally {
      resourceReads--;
    }
  },
  async choose(resource) {
    const changed = resource !== get().resource;
    set({ resource, listError: null, ...(changed ? { list: null } : {}) });
    const read = readForAccount();
    const mine = () => read.current() && get().resource === resource;
    try {
      const answer = await unwrap(glossa.languages.list({ product: resource }));
      if (!mine()) return;
      const has = (code: string | null, usable: (l: Language) => boolean) =>
        code !== null && answer.languages.some((l) => l.lang === code && usable(l));
      set((s) => ({
        list: { languages: answer.languages, stale: answer.stale },
        // A pair the new resource does not list is cleared, not carried over silently.
        source: has(s.source, (l) => l.usable_as_source) ? s.source : null,
        target: has(s.target, (l) => l.usable_as_target) ? s.target : null,
      }));
    } catch (error) {
      if (mine()) set({ listError: errorDataOf(error) });
    }
  },
  setPair(pair) {
    set(pair);
  },
}));

// Another account may be on another service, with other resources: they are read from it at once if the section
// was read or is being read (it may be open, and would otherwise say "Loading…" until opened again).
onAccountChange(() => {
  const { resources, resourcesError, load } = useLanguages.getState();
  useLanguages.setState({
    resources: null,
    resourcesError: null,
    list: null,
    listError: null,
    source: null,
    target: null,
  });
  if (resources !== null || resourcesError !== null || resourceReads > 0) void load();
});
