// Which defaults a translation into a target language starts with, in Translate, quick translate and Documents:
// the target's own (as Settings keeps them, per target language), else its base language's (defaults for `EN`
// serve `EN-GB` and `EN-US`; defaults for `EN-GB` do not serve `EN-US`), else the general ones. Written once here.
import type { Formality } from '../api/wireValues';
import type { TargetDefaults, TranslationDefaults } from '../settings';
import { baseLanguage, normalizeLanguageCode } from './languageCodes';
import { MEMORY_THRESHOLD } from './translateOptions';

/** What a translation into one target starts with, and which Settings entry gave it (null: the general ones). */
export interface StartingChoices {
  formality: Formality;
  glossaryIds: string[];
  memoryId: string | null;
  memoryThreshold: number;
  styleProfileId: string | null;
  /** The target code of the entry used, as Settings keeps it; null when none applies. */
  from: string | null;
}

/** The Settings entry that serves `targetLang`: its own code first, then its base language. */
function targetDefaultsKey(
  byTarget: Readonly<Record<string, TargetDefaults>>,
  targetLang: string | null,
): string | null {
  if (!targetLang) return null;
  const keys = Object.keys(byTarget);
  const wanted = normalizeLanguageCode(targetLang);
  const exact = keys.find((key) => normalizeLanguageCode(key) === wanted);
  if (exact) return exact;
  const base = baseLanguage(targetLang);
  return keys.find((key) => normalizeLanguageCode(key) === base) ?? null;
}

export function startingChoices(
  defaults: Pick<TranslationDefaults, 'formality' | 'byTarget'>,
  targetLang: string | null,
): StartingChoices {
  const key = targetDefaultsKey(defaults.byTarget, targetLang);
  const own = key ? defaults.byTarget[key] : undefined;
  return {
    formality: own?.formality ?? defaults.formality,
    glossaryIds: [...(own?.glossaryIds ?? [])],
    memoryId: own?.memoryId ?? null,
    memoryThreshold: own?.memoryThreshold ?? MEMORY_THRESHOLD.default,
    styleProfileId: own?.styleProfileId ?? null,
    from: key,
  };
}
