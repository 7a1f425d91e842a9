// Client profiles (the service's style profiles): the account's profiles and the components they can bundle
// (glossaries, style rule lists, translation memories), the profile being edited, and the profile chosen for
// translating (Translate, Documents and quick translate read `chosen`). A chosen profile deleted elsewhere is
// cleared when the list is read again, with a sentence naming it.
import { create } from 'zustand';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import type { StyleProfileFields, StyleProfileView } from '../../../shared/calls/styleProfiles';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import type { MemorySummary } from '../../../shared/calls/translate';
import type { ErrorData } from '../../../shared/errors';
import { STYLE_RULES_PAGE_SIZE } from '../../../shared/rules/styleRules';
import type { ProfileGlossary, ProfileMemory, ProfileStyleList } from '../../../shared/rules/styleProfiles';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { onAccountChange } from '../../lib/storeEvents';

export interface ProfileParts {
  glossaries: GlossarySummary[];
  styleLists: StyleRuleListView[];
  memories: MemorySummary[];
}

interface StyleProfilesStore {
  /** null until read. */
  profiles: StyleProfileView[] | null;
  /** False when the service has no style profiles. */
  offered: boolean;
  parts: ProfileParts;
  error: ErrorData | null;
  /** The profile translations use, or null. */
  chosen: string | null;
  /** The name of a chosen profile that no longer exists (it was cleared). */
  vanished: string | null;
  busy: boolean;
  load(): Promise<void>;
  choose(profileId: string | null): void;
  /** Creates (no id) or updates a profile; resolves to the error to show, or null. */
  save(fields: StyleProfileFields, profileId?: string): Promise<ErrorData | null>;
  remove(profileId: string): Promise<ErrorData | null>;
}

const settled = async <T>(call: Promise<T>, empty: T): Promise<T> => call.catch(() => empty);

export const useStyleProfiles = create<StyleProfilesStore>((set, get) => {
  onAccountChange(() =>
    set({ profiles: null, offered: true, chosen: null, vanished: null, error: null, parts: emptyParts() }),
  );
  return {
    profiles: null,
    offered: true,
    parts: emptyParts(),
    error: null,
    chosen: null,
    vanished: null,
    busy: false,
    async load() {
      try {
        const [result, glossaries, styleLists, memories] = await Promise.all([
          unwrap(glossa.styleProfiles.list({})),
          // A component the plan does not offer (style rules, memories on Free) is simply not listed.
          settled(
            unwrap(glossa.glossaries.list()).then((r) => r.glossaries),
            [] as GlossarySummary[],
          ),
          settled(
            unwrap(glossa.styleRules.page({ page: 0, pageSize: STYLE_RULES_PAGE_SIZE.max })).then((r) => r.styleRules),
            [] as StyleRuleListView[],
          ),
          settled(
            unwrap(glossa.translate.memories({})).then((r) => r.memories),
            [] as MemorySummary[],
          ),
        ]);
        const { chosen, profiles: before } = get();
        const gone = chosen && !result.profiles.some((p) => p.profileId === chosen);
        set({
          profiles: result.profiles,
          offered: result.offered,
          parts: { glossaries, styleLists, memories },
          error: null,
          ...(gone ? { chosen: null, vanished: before?.find((p) => p.profileId === chosen)?.name ?? chosen } : {}),
        });
      } catch (error) {
        set({ error: errorDataOf(error) });
      }
    },
    choose(profileId) {
      set({ chosen: profileId, vanished: null });
    },
    async save(fields, profileId) {
      if (get().busy) return null;
      set({ busy: true });
      try {
        const saved = await unwrap(
          profileId ? glossa.styleProfiles.update({ profileId, ...fields }) : glossa.styleProfiles.create(fields),
        );
        set((s) => ({
          profiles: profileId
            ? (s.profiles ?? []).map((p) => (p.profileId === profileId ? saved : p))
            : [...(s.profiles ?? []), saved],
        }));
        return null;
      } catch (error) {
        return errorDataOf(error);
      } finally {
        set({ busy: false });
      }
    },
    async remove(profileId) {
      if (get().busy) return null;
      set({ busy: true });
      try {
        await unwrap(glossa.styleProfiles.delete({ profileId }));
        set((s) => ({
          profiles: (s.profiles ?? []).filter((p) => p.profileId !== profileId),
          chosen: s.chosen === profileId ? null : s.chosen,
        }));
        return null;
      } catch (error) {
        return errorDataOf(error);
      } finally {
        set({ busy: false });
      }
    },
  };
});

function emptyParts(): ProfileParts {
  return { glossaries: [], styleLists: [], memories: [] };
}

/**
 * The chosen profile with its parts in the rules' shapes (`shared/rules/styleProfiles`), for a screen's check
 * before sending (`checkProfileFits`); null with no profile chosen. Parts the account no longer lists are left
 * out, as the service leaves them out.
 */
export function chosenProfile(): {
  profileId: string;
  name: string;
  parts: {
    glossaries: ProfileGlossary[];
    styleLists: ProfileStyleList[];
    memories: ProfileMemory[];
  };
} | null {
  const { chosen, profiles, parts } = useStyleProfiles.getState();
  const profile = chosen ? profiles?.find((p) => p.profileId === chosen) : undefined;
  if (!profile) return null;
  return {
    profileId: profile.profileId,
    name: profile.name,
    parts: {
      glossaries: profile.glossaryIds.flatMap((id) =>
        parts.glossaries
          .filter((g) => g.glossaryId === id)
          .map((g) => ({
            glossary_id: g.glossaryId,
            name: g.name,
            dictionaries: g.dictionaries.map((d) => ({ source_lang: d.sourceLang, target_lang: d.targetLang })),
          })),
      ),
      styleLists: profile.styleRuleIds.flatMap((id) =>
        parts.styleLists
          .filter((l) => l.styleId === id)
          .map((l) => ({ style_id: l.styleId, name: l.name, language: l.language })),
      ),
      memories: profile.memoryIds.flatMap((id) =>
        parts.memories
          .filter((m) => m.memoryId === id)
          .map((m) => ({
            translation_memory_id: m.memoryId,
            name: m.name,
            source_language: m.sourceLang,
            target_languages: m.targetLangs,
          })),
      ),
    },
  };
}
