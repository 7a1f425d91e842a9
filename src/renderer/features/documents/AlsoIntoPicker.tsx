// More target languages for the next batch: each file is translated into the main target and into each of
// these (one batch per language, listed separately).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useFormats } from '../../i18n/useFormats';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { useDocuments } from './documentsStore';

export function AlsoIntoPicker(props: { mainTarget: string | null }) {
  const { alsoInto, setAlsoInto } = useDocuments();
  const id = useId();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const entry = useLanguageChoices((s) => s.entries[choicesKey('translate_document')]);
  const offered =
    entry?.status === 'ready'
      ? entry.choices.targets.filter((l) => l.lang !== props.mainTarget && !alsoInto.includes(l.lang))
      : [];
  return (
    <div className="doc-also-into">
      <label htmlFor={id}>
        <FormattedMessage id="documents.alsoInto.label" />
        <select
          id={id}
          value=""
          disabled={props.mainTarget === null || offered.length === 0}
          onChange={(e) => e.target.value && setAlsoInto([...alsoInto, e.target.value])}
        >
          <option value="">
            {formatMessage({ id: alsoInto.length === 0 ? 'documents.alsoInto.only' : 'documents.alsoInto.add' })}
          </option>
          {offered.map((l) => (
            <option key={l.lang} value={l.lang}>
              {formats.languageName(l.lang, { standalone: true })}
            </option>
          ))}
        </select>
      </label>
      {alsoInto.length > 0 && (
        <ul className="doc-also-chips" aria-label={formatMessage({ id: 'documents.alsoInto.chips' })}>
          {alsoInto.map((lang) => (
            <li key={lang}>
              <span data-language-name>{formats.languageName(lang, { standalone: true })}</span>
              <button
                type="button"
                aria-label={formatMessage(
                  { id: 'documents.alsoInto.remove' },
                  { language: formats.languageName(lang) },
                )}
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
