// The warning shown wherever a language pair is chosen for a glossary: the service keeps glossaries for more
// pairs than text translation can apply them to.
import { useEffect } from 'react';
import { FormattedMessage } from 'react-intl';
import { baseLanguage } from '../../../shared/rules/languages';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';

/** Warns when a pair can hold a glossary but translation cannot use it (a side lacks the `glossary` feature). */
export function PairWarning(props: { sourceLang: string | null; targetLang: string | null }) {
  const usable = useUsableInTranslation();
  if (!props.sourceLang || !props.targetLang || !usable) return null;
  const sourceOk = usable.sources.some((l) => baseLanguage(l) === baseLanguage(props.sourceLang!));
  const targetOk = usable.targets.some((l) => baseLanguage(l) === baseLanguage(props.targetLang!));
  if (sourceOk && targetOk) return null;
  return (
    <p className="notice notice-warn" role="note">
      {!sourceOk && !targetOk ? (
        <FormattedMessage id="glossaries.pairWarning.both" />
      ) : (
        <FormattedMessage
          id="glossaries.pairWarning.one"
          values={{ language: !sourceOk ? props.sourceLang : props.targetLang }}
        />
      )}
    </p>
  );
}

function useUsableInTranslation(): { sources: string[]; targets: string[] } | null {
  const entry = useLanguageChoices((s) => s.entries[choicesKey('translate_text', 'glossary')]);
  const load = useLanguageChoices((s) => s.load);
  useEffect(() => load('translate_text', 'glossary'), [load, entry]);
  if (entry?.status !== 'ready') return null;
  return { sources: entry.choices.sources.map((l) => l.lang), targets: entry.choices.targets.map((l) => l.lang) };
}
