// Every glossary of the active connection: search, create, rename, duplicate, delete, language pairs.
import { useSay } from '../../i18n/uiMessages';
import { useEffect, useState, type ReactNode } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { KeySettingsLink } from '../../components/KeySettingsLink';
import type { DictionaryPair, GlossarySummary } from '../../../shared/calls/glossaries';
import { validateGlossaryName } from '../../../shared/rules/glossaryEntries';
import { LanguageSelect } from '../../components/LanguageSelect';
import { CreateGlossaryForm } from './CreateGlossaryForm';
import { filterGlossaries, useGlossaryList } from './glossaryListStore';
import { PairWarning } from './PairWarning';

export function GlossaryList(props: {
  onOpen(glossary: GlossarySummary, pair: DictionaryPair): void;
  /** A line under the heading (a draft kept from the last session). */
  notice?: ReactNode;
  /** The older (v2) glossaries, listed after the others. */
  older?: ReactNode;
}) {
  const { status, glossaries, error, query, setQuery, load, notice, dismissNotice } = useGlossaryList();
  const [creating, setCreating] = useState(false);
  useEffect(() => void load(), [load]);
  const shown = filterGlossaries(glossaries, query);
  const { formatMessage } = useIntl();
  const { say, sayError } = useSay();

  return (
    <div className="page glossaries">
      <header className="page-header">
        <h1>
          <FormattedMessage id="glossaries.list.title" />
        </h1>
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          <FormattedMessage id="glossaries.list.new" />
        </button>
      </header>
      {props.notice}
      {notice && (
        <div
          className={`notice notice-${notice.kind === 'ok' ? 'ok' : 'error'}`}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {notice.kind === 'ok' ? say(notice.text) : sayError(notice.error).message}{' '}
          {notice.kind === 'error' && <span className="muted">{sayError(notice.error).nextStep}</span>}{' '}
          <button
            type="button"
            className="link-button"
            onClick={dismissNotice}
            aria-label={formatMessage({ id: 'glossaries.list.dismiss' })}
          >
            ×
          </button>
        </div>
      )}
      {creating && <CreateGlossaryForm onDone={() => setCreating(false)} onOpen={props.onOpen} />}
      <input
        type="search"
        placeholder={formatMessage({ id: 'glossaries.list.searchPlaceholder' })}
        aria-label={formatMessage({ id: 'glossaries.list.searchLabel' })}
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {status === 'loading' && (
        <p className="muted">
          <FormattedMessage id="glossaries.list.loading" />
        </p>
      )}
      {status === 'failed' && error && (
        <div className="notice notice-error" role="alert">
          {sayError(error).message} {sayError(error).nextStep}{' '}
          <button onClick={() => void load()}>
            <FormattedMessage id="glossaries.list.tryAgain" />
          </button>{' '}
          <KeySettingsLink error={error} />
        </div>
      )}
      {status === 'ready' && glossaries.length === 0 && (
        <p className="muted">
          <FormattedMessage id="glossaries.list.empty" />
        </p>
      )}
      {status === 'ready' && glossaries.length > 0 && shown.length === 0 && (
        <p className="muted">
          <FormattedMessage id="glossaries.list.noMatch" values={{ query }} />
        </p>
      )}
      <ul className="glossary-list" aria-label={formatMessage({ id: 'glossaries.list.label' })}>
        {shown.map((glossary) => (
          <GlossaryCard key={glossary.glossaryId} glossary={glossary} onOpen={props.onOpen} />
        ))}
      </ul>
      {props.older}
    </div>
  );
}

function GlossaryCard({
  glossary,
  onOpen,
}: {
  glossary: GlossarySummary;
  onOpen(glossary: GlossarySummary, pair: DictionaryPair): void;
}) {
  const { rename, duplicate, remove, addPair, removePair, reversePair, busy } = useGlossaryList();
  const [mode, setMode] = useState<'view' | 'rename' | 'confirmDelete' | 'addPair'>('view');
  const [name, setName] = useState(glossary.name);
  const [pair, setPair] = useState<{ sourceLang: string | null; targetLang: string | null }>({
    sourceLang: null,
    targetLang: null,
  });
  const [confirmPair, setConfirmPair] = useState<string | null>(null);
  const { formatMessage } = useIntl();
  const issue = validateGlossaryName(name)[0];
  const nameIssue = issue?.uiMessage
    ? formatMessage({ id: issue.uiMessage.id }, issue.uiMessage.values)
    : issue?.message;
  const created = new Date(glossary.creationTime);
  const cancel = <FormattedMessage id="glossaries.card.cancel" />;

  return (
    <li className="card glossary-card" aria-label={glossary.name}>
      <div className="glossary-card-head">
        {mode === 'rename' ? (
          <form
            className="inline-form"
            onSubmit={async (e) => {
              e.preventDefault();
              if (nameIssue) return;
              await rename(glossary.glossaryId, name);
              setMode('view');
            }}
          >
            <input
              type="text"
              aria-label={formatMessage({ id: 'glossaries.card.newName' })}
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameIssue ? true : undefined}
              autoFocus
            />
            <button type="submit" className="primary" disabled={!!nameIssue || busy !== null}>
              <FormattedMessage id="glossaries.card.rename" />
            </button>
            <button type="button" onClick={() => setMode('view')}>
              {cancel}
            </button>
            {nameIssue && <span className="field-error">{nameIssue}</span>}
          </form>
        ) : (
          <h2>{glossary.name}</h2>
        )}
        {glossary.ready === false && (
          <span className="badge" role="status">
            <FormattedMessage id="glossaries.card.preparing" />
          </span>
        )}
        <span className="muted" title={glossary.creationTime}>
          <FormattedMessage
            id="glossaries.card.created"
            values={{
              date: Number.isNaN(created.getTime()) ? (
                glossary.creationTime
              ) : (
                <FormattedDate value={created} dateStyle="medium" timeStyle="short" />
              ),
            }}
          />
        </span>
      </div>
      <ul
        className="pair-list"
        aria-label={formatMessage({ id: 'glossaries.card.pairsLabel' }, { name: glossary.name })}
      >
        {glossary.dictionaries.map((d) => {
          const key = `${d.sourceLang}>${d.targetLang}`;
          return (
            <li key={key} className="pair">
              <button
                type="button"
                className="pair-open"
                onClick={() => onOpen(glossary, d)}
                aria-label={formatMessage({ id: 'glossaries.card.editPair' }, { ...d })}
              >
                <strong>
                  {d.sourceLang} → {d.targetLang}
                </strong>{' '}
                <span className="muted">
                  <FormattedMessage id="glossaries.card.entries" values={{ count: d.entryCount }} />
                </span>
              </button>
              <button
                type="button"
                onClick={() => void reversePair(glossary.glossaryId, d)}
                disabled={busy !== null}
                title={formatMessage({ id: 'glossaries.card.reverseHint' })}
              >
                <FormattedMessage id="glossaries.card.reverse" />
              </button>
              {confirmPair === key ? (
                <>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void removePair(glossary.glossaryId, d).then(() => setConfirmPair(null))}
                  >
                    <FormattedMessage
                      id="glossaries.card.removePairConfirm"
                      values={{ sourceLang: d.sourceLang, targetLang: d.targetLang, count: d.entryCount }}
                    />
                  </button>
                  <button type="button" onClick={() => setConfirmPair(null)}>
                    <FormattedMessage id="glossaries.card.keep" />
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => setConfirmPair(key)}
                  disabled={busy !== null || glossary.dictionaries.length === 1}
                  title={
                    glossary.dictionaries.length === 1 ? formatMessage({ id: 'glossaries.card.lastPair' }) : undefined
                  }
                >
                  <FormattedMessage id="glossaries.card.removePair" />
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {mode === 'addPair' && (
        <form
          className="inline-form"
          onSubmit={async (e) => {
            e.preventDefault();
            if (!pair.sourceLang || !pair.targetLang) return;
            await addPair(glossary.glossaryId, { sourceLang: pair.sourceLang, targetLang: pair.targetLang });
            setMode('view');
          }}
        >
          <LanguageSelect
            label={formatMessage({ id: 'glossaries.card.from' })}
            product="glossary"
            side="source"
            value={pair.sourceLang}
            onChange={(sourceLang) => setPair((p) => ({ ...p, sourceLang }))}
          />
          <LanguageSelect
            label={formatMessage({ id: 'glossaries.card.to' })}
            product="glossary"
            side="target"
            value={pair.targetLang}
            onChange={(targetLang) => setPair((p) => ({ ...p, targetLang }))}
          />
          <button
            type="submit"
            className="primary"
            disabled={!pair.sourceLang || !pair.targetLang || pair.sourceLang === pair.targetLang || busy !== null}
          >
            <FormattedMessage id="glossaries.card.addPairSubmit" />
          </button>
          <button type="button" onClick={() => setMode('view')}>
            {cancel}
          </button>
          <PairWarning sourceLang={pair.sourceLang} targetLang={pair.targetLang} />
        </form>
      )}
      {mode === 'confirmDelete' ? (
        <div
          className="notice notice-warn row-actions"
          role="alertdialog"
          aria-label={formatMessage({ id: 'glossaries.card.deleteLabel' }, { name: glossary.name })}
        >
          <FormattedMessage id="glossaries.card.deleteConfirm" values={{ name: glossary.name }} />
          <button
            type="button"
            className="danger"
            onClick={() => void remove(glossary.glossaryId)}
            disabled={busy !== null}
          >
            <FormattedMessage id="glossaries.card.deleteGlossary" />
          </button>
          <button type="button" onClick={() => setMode('view')}>
            <FormattedMessage id="glossaries.card.keepIt" />
          </button>
        </div>
      ) : (
        <div className="row-actions">
          <button
            type="button"
            onClick={() => {
              setName(glossary.name);
              setMode('rename');
            }}
          >
            <FormattedMessage id="glossaries.card.rename" />
          </button>
          <button
            type="button"
            onClick={() =>
              void duplicate(
                glossary.glossaryId,
                formatMessage({ id: 'glossaries.card.copyName' }, { name: glossary.name }),
              )
            }
            disabled={busy !== null}
          >
            <FormattedMessage id="glossaries.card.duplicate" />
          </button>
          <button type="button" onClick={() => setMode('addPair')}>
            <FormattedMessage id="glossaries.card.addPair" />
          </button>
          <button type="button" className="danger" onClick={() => setMode('confirmDelete')}>
            <FormattedMessage id="glossaries.card.delete" />
          </button>
        </div>
      )}
    </li>
  );
}
