// Spoken terms in the meeting set-up: choose the meeting's list of spoken terms (names, products, acronyms the
// captions must spell as written), make a new one or change one. A list is monolingual: the terms of the
// spoken language are used. Problems are shown as the terms are typed (the shared rule), before anything is sent.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { SPOKEN_TERMS_LIMITS, termListProblemMessage, termListProblems } from '../../../shared/rules/spokenTerms';
import { characterCount } from '../../../shared/rules/issues';
import { baseLanguage } from '../../../shared/rules/languages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSpokenTerms } from './spokenTermsStore';

/** Languages offered for a new list besides the meeting's spoken language. */
const COMMON = ['en', 'de', 'fr', 'es', 'it', 'ja', 'zh', 'pt', 'nl', 'pl'];

interface Editing {
  id: string | null;
  name: string;
  lang: string;
  entries: string;
}

export function SpokenTermsField(props: {
  chosen: string | null;
  spokenLang: string | null;
  onChoose: (id: string | null) => void;
}) {
  const { formatMessage, formatDisplayName, formatList } = useIntl();
  const { lists, gone, error, busy, load, read, save, remove } = useSpokenTerms();
  const [editing, setEditing] = useState<Editing | null>(null);
  const ids = { select: useId(), name: useId(), lang: useId(), terms: useId(), count: useId() };
  useEffect(() => void load(), [load]);
  const spoken = props.spokenLang ? baseLanguage(props.spokenLang).toLowerCase() : 'en';
  const chosen = lists?.find((l) => l.id === props.chosen);
  const name = (lang: string) => formatDisplayName(lang, { type: 'language' }) ?? lang;
  const summary = (list: (typeof lists & object)[number]) =>
    formatMessage(
      { id: 'voice.spokenTerms.option' },
      {
        name: list.name,
        languages: formatList(list.languages.map((l) => `${l.lang.toUpperCase()} ${l.entryCount}`)),
      },
    );
  const startEditing = async (id: string | null) => {
    if (id === null) return setEditing({ id: null, name: '', lang: spoken, entries: '' });
    const list = lists?.find((l) => l.id === id);
    setEditing({ id, name: list?.name ?? '', lang: spoken, entries: await read(id, spoken) });
  };
  const problems = editing ? termListProblems(editing.entries) : [];
  const chars = editing ? characterCount(editing.entries.replace(/\n+$/, '')) : 0;
  return (
    <div className="voice-spoken-terms">
      <div className="voice-row">
        <label htmlFor={ids.select}>
          <FormattedMessage id="voice.spokenTerms.label" />
          <select id={ids.select} value={props.chosen ?? ''} onChange={(e) => props.onChoose(e.target.value || null)}>
            <option value="">{formatMessage({ id: 'voice.spokenTerms.none' })}</option>
            {props.chosen && lists && !chosen && (
              <option value={props.chosen}>{formatMessage({ id: 'voice.spokenTerms.notInList' })}</option>
            )}
            {(lists ?? []).map((list) => (
              <option key={list.id} value={list.id}>
                {summary(list)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={() => void startEditing(null)}>
          <FormattedMessage id="voice.spokenTerms.new" />
        </button>
        {chosen && (
          <button type="button" onClick={() => void startEditing(chosen.id)}>
            <FormattedMessage id="voice.spokenTerms.edit" values={{ name: chosen.name }} />
          </button>
        )}
      </div>
      {chosen && !chosen.languages.some((l) => l.lang.toLowerCase() === spoken) && (
        <p className="muted" data-testid="voice-spoken-terms-language">
          <FormattedMessage id="voice.spokenTerms.noListForLanguage" values={{ language: name(spoken) }} />
        </p>
      )}
      {gone.length > 0 && (
        <p className="muted">
          <FormattedMessage id="voice.spokenTerms.gone" values={{ names: formatList(gone), count: gone.length }} />
        </p>
      )}
      {editing && (
        <form
          className="voice-spoken-terms-editor card"
          aria-label={formatMessage({ id: 'voice.spokenTerms.editor' })}
          onSubmit={(e) => {
            e.preventDefault();
            void save(editing).then((id) => {
              if (id === null) return;
              props.onChoose(id);
              setEditing(null);
            });
          }}
        >
          <div className="voice-row">
            <label htmlFor={ids.name}>
              <FormattedMessage id="voice.spokenTerms.name" />
              <input
                id={ids.name}
                type="text"
                required
                maxLength={200}
                value={editing.name}
                disabled={editing.id !== null}
                onChange={(e) => setEditing({ ...editing, name: e.target.value })}
              />
            </label>
            <label htmlFor={ids.lang}>
              <FormattedMessage id="voice.spokenTerms.language" />
              <select
                id={ids.lang}
                value={editing.lang}
                onChange={(e) => {
                  const lang = e.target.value;
                  if (editing.id === null) return setEditing({ ...editing, lang });
                  void read(editing.id, lang).then((entries) => setEditing({ ...editing, lang, entries }));
                }}
              >
                {[...new Set([spoken, ...COMMON])].map((lang) => (
                  <option key={lang} value={lang}>
                    {name(lang)}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <label htmlFor={ids.terms} className="voice-spoken-terms-text">
            <FormattedMessage id="voice.spokenTerms.terms" />
            <textarea
              id={ids.terms}
              rows={5}
              spellCheck={false}
              aria-describedby={ids.count}
              value={editing.entries}
              onChange={(e) => setEditing({ ...editing, entries: e.target.value })}
            />
          </label>
          <p id={ids.count} className={chars > SPOKEN_TERMS_LIMITS.listChars ? 'field-error' : 'muted'}>
            <FormattedMessage id="voice.spokenTerms.count" values={{ chars, limit: SPOKEN_TERMS_LIMITS.listChars }} />
          </p>
          {problems.length > 0 && editing.entries !== '' && (
            <ul className="field-error" data-testid="voice-spoken-terms-problems">
              {problems.map((problem, i) => {
                const message = termListProblemMessage(problem);
                return <li key={i}>{formatMessage({ id: message.id }, message.values)}</li>;
              })}
            </ul>
          )}
          <div className="voice-row">
            <button
              type="submit"
              className="primary"
              disabled={busy || problems.length > 0 || editing.name.trim() === ''}
            >
              <FormattedMessage id="voice.spokenTerms.save" />
            </button>
            <button type="button" onClick={() => setEditing(null)}>
              <FormattedMessage id="voice.spokenTerms.cancel" />
            </button>
            {editing.id !== null && (
              <button
                type="button"
                className="danger"
                onClick={() => {
                  const id = editing.id!;
                  void remove(id).then((removed) => {
                    if (!removed) return;
                    if (props.chosen === id) props.onChoose(null);
                    setEditing(null);
                  });
                }}
              >
                <FormattedMessage id="voice.spokenTerms.delete" values={{ name: editing.name }} />
              </button>
            )}
          </div>
        </form>
      )}
      {error && <ErrorNotice error={error} />}
    </div>
  );
}
