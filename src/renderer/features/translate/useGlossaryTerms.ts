// The entries of the glossary a translation used (its dictionary for the pair), read once per glossary and
// pair, so the pane can mark the terms the translation applied.
import { useEffect, useState } from 'react';
import { coversVariant } from '../../../shared/rules/languageCodes';
import { glossa, unwrap } from '../../lib/ipc';
import { type GlossaryEntry, entriesFromTsv } from './glossaryHighlights';
import { useTranslate } from './translateStore';

const cache = new Map<string, GlossaryEntry[]>();

export function useGlossaryTerms(): GlossaryEntry[] {
  const from = useTranslate((s) => s.translatedFrom);
  const glossaries = useTranslate((s) => s.glossaries);
  const glossary = from?.glossaryId ? glossaries?.find((g) => g.glossaryId === from.glossaryId) : undefined;
  const dictionary =
    glossary && from?.sourceLang && from.targetLang
      ? glossary.dictionaries.find(
          (d) => coversVariant(d.sourceLang, from.sourceLang!) && coversVariant(d.targetLang, from.targetLang!),
        )
      : undefined;
  const key =
    glossary && dictionary ? `${glossary.glossaryId}|${dictionary.sourceLang}|${dictionary.targetLang}` : null;
  const [loaded, setLoaded] = useState<{ key: string; entries: GlossaryEntry[] } | null>(null);
  useEffect(() => {
    if (!key || cache.has(key) || !glossary || !dictionary) return;
    let current = true;
    unwrap(
      glossa.glossaries.terms({
        glossaryId: glossary.glossaryId,
        sourceLang: dictionary.sourceLang,
        targetLang: dictionary.targetLang,
      }),
    ).then(
      ({ entriesTsv }) => {
        cache.set(key, entriesFromTsv(entriesTsv));
        if (current) setLoaded({ key, entries: cache.get(key)! });
      },
      () => undefined, // no marks then; the translation itself is unaffected
    );
    return () => {
      current = false;
    };
  }, [key, glossary, dictionary]);
  if (!key) return [];
  return cache.get(key) ?? (loaded?.key === key ? loaded.entries : []);
}
