// More target languages for the next batch: each file is translated into the main target and into each of
// these (one batch per language, listed separately).
import { useId } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { useDocuments } from './documentsStore';

export function AlsoIntoPicker(props: { mainTarget: string | null }) {
  const { alsoInto, setAlsoInto } = useDocuments();
  const id = useId();
  const entry = useLanguageChoices((s) => s.entries[choicesKey('translate_document')]);
  const offered =
    entry?.status === 'ready'
      ? entry.choices.targets.filter((l) => l.lang !== props.mainTarget && !alsoInto.includes(l.lang))
      : [];
  return (
    <div className="doc-also-into">
      <label htmlFor={id}>
        Also into
        <select
          id={id}
          value=""
          disabled={props.mainTarget === null || offered.length === 0}
          onChange={(e) => e.target.value && setAlsoInto([...alsoInto, e.target.value])}
        >
          <option value="">{alsoInto.length === 0 ? 'Only one language' : 'Add another language'}</option>
          {offered.map((l) => (
            <option key={l.lang} value={l.lang}>
              {l.name}
            </option>
          ))}
        </select>
      </label>
      {alsoInto.length > 0 && (
        <ul className="doc-also-chips" aria-label="More target languages">
          {alsoInto.map((lang) => (
            <li key={lang}>
              {languageName(lang)}
              <button
                type="button"
                aria-label={`Do not translate into ${languageName(lang)}`}
                onClick={() => setAlsoInto(alsoInto.filter((l) => l !== lang))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
