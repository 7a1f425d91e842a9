// Using a style profile in a translation (`style_profile_id` on /v2/translate and /v2/document, public
// dialect): the profile must be the caller's, and it gives the components that fit the request's languages
// (shared/rules/styleProfiles: componentsFor): its glossaries with a dictionary for the pair (only with an
// explicit source language, as every glossary), the style rule list of the target language, and the memory of
// the source language (the detected one when none is given). An ID the request sends itself wins over the
// profile's for that kind of component.
import { componentsFor } from '../../shared/rules/styleProfiles';
import type { Exchange } from '../http/exchange';
import type { SimulatorStore } from '../state/simulatorStore';
import { loadStyleProfile } from './styleProfiles';

export interface ProfileInUse {
  glossaryIds: string[];
  styleId?: string;
  memoryId?: string;
}

export function profileForUse(
  store: SimulatorStore,
  exchange: Exchange,
  profileId: unknown,
  sourceLang: { given?: string; detected: () => string },
  targetLang: string,
): ProfileInUse | undefined {
  if (typeof profileId !== 'string' || profileId === '') return undefined;
  const profile = loadStyleProfile(store, exchange, profileId);
  // Components deleted since the profile was made are left out, as the service leaves an unusable one.
  const parts = {
    glossaries: profile.glossary_ids.flatMap((id) => store.glossaries.get(id) ?? []),
    styleLists: profile.style_rule_ids.flatMap((id) => store.styleRules.get(id) ?? []),
    memories: profile.translation_memory_ids.flatMap((id) => store.memories.get(id) ?? []),
  };
  const found = componentsFor(parts, sourceLang.given ?? sourceLang.detected(), targetLang);
  return {
    glossaryIds: sourceLang.given ? found.glossaries.map((glossary) => glossary.glossary_id) : [],
    ...(found.styleList ? { styleId: found.styleList.style_id } : {}),
    ...(found.memory ? { memoryId: found.memory.translation_memory_id } : {}),
  };
}
