// The target languages as a row of chips, the one list of Live captions' set-up and Recordings: every language the
// voice product offers, named in the window's language and in its alphabetical order, each pressed or not, up to
// a limit (the others then disabled). The caller owns the choice and words the legend of its own screen.
import { useEffect, useMemo, type ReactNode } from 'react';
import { useFormats } from '../i18n/useFormats';
import { choicesKey, useLanguageChoices } from './languageChoicesStore';
import './targetLanguageChips.css';

interface TargetLanguageChipsProps {
  legend: ReactNode;
  chosen: readonly string[];
  max: number;
  onToggle: (lang: string) => void;
  disabled?: boolean;
  className?: string;
}

export function TargetLanguageChips({ legend, chosen, max, onToggle, disabled, className }: TargetLanguageChipsProps) {
  const entry = useLanguageChoices((s) => s.entries[choicesKey('voice')]);
  const load = useLanguageChoices((s) => s.load);
  useEffect(() => load('voice'), [load, entry]);
  const formats = useFormats();
  const offered = entry?.status === 'ready' ? entry.choices.targets : null;
  const languages = useMemo(
    () =>
      (offered ?? [])
        .map((l) => ({ lang: l.lang, name: formats.languageName(l.lang, { standalone: true }) }))
        .sort((a, b) => formats.compareNames(a.name, b.name)),
    [offered, formats],
  );
  return (
    <fieldset className={['target-chips', className].filter(Boolean).join(' ')} disabled={disabled}>
      <legend>{legend}</legend>
      <div className="target-chips-row">
        {languages.map((l) => {
          const on = chosen.includes(l.lang);
          return (
            <button
              key={l.lang}
              type="button"
              className={on ? 'chip chip-on' : 'chip'}
              aria-pressed={on}
              disabled={!on && chosen.length >= max}
              onClick={() => onToggle(l.lang)}
              data-language-name
            >
              {l.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
