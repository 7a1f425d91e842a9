// The History section: every text translation and improvement kept on this computer, searchable as you type,
// with favourites, export (CSV, TSV), "add to glossary" and delete. History is switched on or off, and
// bounded, in Settings.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { HistoryEntry } from '../../../shared/calls/history';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { Gesture } from '../../../shared/rules/historyGestures';
import { textDirection } from '../../../shared/rules/languages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { useNavigation } from '../../app/navigationStore';
import { GlossaryDraftPanel } from './GlossaryDraftPanel';
import { useHistory } from './historyStore';
import './history.css';

const SEARCH_DELAY_MS = 120;

/** Where an entry was asked for, as the History section names it. */
const GESTURE_MESSAGES: Record<Gesture, MessageId> = {
  translate: 'history.gesture.translate',
  write: 'history.gesture.write',
  selection: 'history.gesture.selection',
  clipboard: 'history.gesture.clipboard',
  popup: 'history.gesture.popup',
};

export function HistoryView() {
  const store = useHistory();
  const { status, entries, more, loading, chosen, error, message, draft, pinnedOnly } = store;
  const [text, setText] = useState(store.query);
  const searchId = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();

  useEffect(() => void useHistory.getState().load(), []);
  useEffect(() => {
    if (text === useHistory.getState().query) return;
    const timer = setTimeout(() => void useHistory.getState().search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const off = status?.preferences.enabled === false;
  const ids = [...chosen];
  return (
    <div className="page history-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="history.title" />
        </h1>
        {status && !off && (
          <span className="muted" data-testid="history-count">
            <FormattedMessage id="history.count" values={{ count: status.entryCount }} />
          </span>
        )}
      </header>
      {status?.notice && <p className="notice notice-warn">{say(status.notice)}</p>}
      {off ? (
        <section className="card">
          <p>
            <FormattedMessage id="history.off" />
          </p>
          <button type="button" onClick={() => useNavigation.getState().open('settings')}>
            <FormattedMessage id="history.openSettings" />
          </button>
        </section>
      ) : (
        <>
          <div className="history-toolbar">
            <label htmlFor={searchId} className="visually-hidden">
              <FormattedMessage id="history.search" />
            </label>
            <input
              id={searchId}
              type="search"
              placeholder={formatMessage({ id: 'history.searchPlaceholder' })}
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <label className="history-check">
              <input type="checkbox" checked={pinnedOnly} onChange={(e) => void store.search(text, e.target.checked)} />
              <FormattedMessage id="history.favouritesOnly" />
            </label>
          </div>
          <div className="history-actions" role="toolbar" aria-label={formatMessage({ id: 'history.chosenLabel' })}>
            <label className="history-check">
              <input
                type="checkbox"
                checked={entries.length > 0 && chosen.size === entries.length}
                onChange={(e) => store.chooseAll(e.target.checked)}
                disabled={entries.length === 0}
              />
              {chosen.size > 0 ? (
                <FormattedMessage id="history.chosen" values={{ count: chosen.size }} />
              ) : (
                <FormattedMessage id="history.chooseAll" />
              )}
            </label>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.exportChosen('csv')}>
              <FormattedMessage id="history.exportCsv" />
            </button>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.exportChosen('tsv')}>
              <FormattedMessage id="history.exportTsv" />
            </button>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.makeDraft()}>
              <FormattedMessage id="history.addToGlossary" />
            </button>
            <button
              type="button"
              className="danger"
              disabled={chosen.size === 0}
              onClick={() => void store.remove(ids)}
            >
              <FormattedMessage id="history.delete" />
            </button>
          </div>
          {error && <ErrorNotice error={error} />}
          {message && (
            <p className="notice notice-ok" role="status">
              {say(message)}
            </p>
          )}
          {draft && <GlossaryDraftPanel draft={draft} onClose={store.closeDraft} />}
          {entries.length === 0 && !loading && (
            <p className="muted history-empty">
              <FormattedMessage id={text.trim() || pinnedOnly ? 'history.nothingMatches' : 'history.empty'} />
            </p>
          )}
          <ul className="history-list" aria-label={formatMessage({ id: 'history.entriesLabel' })} aria-busy={loading}>
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} chosen={chosen.has(entry.id)} />
            ))}
          </ul>
          {more && (
            <button type="button" onClick={() => void store.loadMore()}>
              <FormattedMessage id="history.showOlder" />
            </button>
          )}
        </>
      )}
    </div>
  );
}

function HistoryRow({ entry, chosen }: { entry: HistoryEntry; chosen: boolean }) {
  const { toggle, pin } = useHistory.getState();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const from = entry.sourceLang ?? entry.detectedSourceLang;
  const when = new Date(entry.createdAt);
  const fromName = from ? formats.languageName(from, { standalone: true }) : '?';
  const pinLabel = formatMessage({ id: entry.pinned ? 'history.unpin' : 'history.pin' });
  return (
    <li className={`history-entry${chosen ? ' is-chosen' : ''}`} aria-label={entry.source.slice(0, 80)}>
      <input
        type="checkbox"
        checked={chosen}
        onChange={() => toggle(entry.id)}
        aria-label={formatMessage({ id: 'history.chooseEntry' })}
      />
      <div className="history-texts">
        <p className="history-source" dir={textDirection(from)}>
          {entry.source}
        </p>
        <p className="history-result" dir={textDirection(entry.targetLang)}>
          {entry.result}
        </p>
        <p className="history-meta muted">
          <time dateTime={when.toISOString()}>{formats.date(when, 'dateTime')}</time> ·{' '}
          {entry.kind === 'improvement' && !entry.targetLang ? (
            <FormattedMessage id="history.meta.improved" values={{ language: fromName }} />
          ) : (
            <>
              {fromName} → {entry.targetLang ? formats.languageName(entry.targetLang, { standalone: true }) : '?'}
            </>
          )}{' '}
          · <FormattedMessage id={GESTURE_MESSAGES[entry.gesture]} />
          {entry.glossaryId && (
            <>
              {' · '}
              <FormattedMessage id="history.meta.withGlossary" />
            </>
          )}
        </p>
      </div>
      <button
        type="button"
        className={`history-pin${entry.pinned ? ' is-pinned' : ''}`}
        aria-pressed={entry.pinned}
        aria-label={pinLabel}
        title={pinLabel}
        onClick={() => void pin(entry)}
      >
        {entry.pinned ? '★' : '☆'}
      </button>
    </li>
  );
}
