// The Developer keys screen: every key of the account (active and deactivated), which of them are shown,
// and each change. Every change answers with the key as the service now holds it.
import { create } from 'zustand';
import type { ErrorData } from '../../../shared/errors';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';

type Outcome = ErrorData | null;

interface DeveloperKeysStore {
  keys: DeveloperKeyView[] | null;
  loadError: ErrorData | null;
  filter: 'active' | 'deactivated';
  busy: boolean;
  load(): Promise<void>;
  setFilter(filter: 'active' | 'deactivated'): void;
  create(label: string | undefined, characterLimit: number | null, speechLimitMs: number | null): Promise<Outcome>;
  rename(keyId: string, label: string): Promise<Outcome>;
  setLimit(keyId: string, characterLimit: number | null, speechLimitMs: number | null): Promise<Outcome>;
  deactivate(keyId: string): Promise<Outcome>;
}

export const useDeveloperKeys = create<DeveloperKeysStore>((set, get) => {
  const apply = async (run: () => Promise<DeveloperKeyView>): Promise<Outcome> => {
    set({ busy: true });
    try {
      const key = await run();
      set((s) => {
        const keys = s.keys ?? [];
        return {
          keys: keys.some((k) => k.keyId === key.keyId)
            ? keys.map((k) => (k.keyId === key.keyId ? key : k))
            : [...keys, key],
        };
      });
      return null;
    } catch (error) {
      // Another admin may have changed the keys meanwhile: show what the service holds now.
      void get().load();
      return errorDataOf(error);
    } finally {
      set({ busy: false });
    }
  };
  return {
    keys: null,
    loadError: null,
    filter: 'active',
    busy: false,
    async load() {
      try {
        set({ keys: (await unwrap(glossa.developerKeys.list())).keys, loadError: null });
      } catch (error) {
        set({ loadError: errorDataOf(error) });
      }
    },
    setFilter: (filter) => set({ filter }),
    create: (label, characterLimit, speechLimitMs) =>
      apply(() =>
        unwrap(
          glossa.developerKeys.create({ ...(label === undefined ? {} : { label }), characterLimit, speechLimitMs }),
        ),
      ),
    rename: (keyId, label) => apply(() => unwrap(glossa.developerKeys.rename({ keyId, label }))),
    setLimit: (keyId, characterLimit, speechLimitMs) =>
      apply(() => unwrap(glossa.developerKeys.setLimit({ keyId, characterLimit, speechLimitMs }))),
    deactivate: (keyId) => apply(() => unwrap(glossa.developerKeys.deactivate({ keyId }))),
  };
});

// Another account has other keys (and maybe no admin key).
onAccountChange(() => useDeveloperKeys.setState({ keys: null, loadError: null }));
