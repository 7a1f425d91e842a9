// The History section: every text translation and improvement kept on this computer, searchable as you type,
// with favourites, export (CSV, TSV), "add to glossary" and delete. History is switched on or off, and
// bounded, in Settings.
import { useEffect, useId, useState } from 'react';
import type { HistoryEntry } from '../../../shared/calls/history';
import { GESTURE_LABELS } from '../../../shared/rules/historyGestures';
import { languageName, textDirection } from '../../../shared/rules/languages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useNavigation } from '../../app/navigationStore';
import { GlossaryDraftPanel } from './GlossaryDraftPanel';
import { useHistory } from './historyStore';
import './history.css';

const SEARCH_DELAY_MS = 120;

export function HistoryView() {
  const store = useHistory();
  const { status, entries, more, loading, chosen, error, message, draft, pinnedOnly } = store;
  const [text, setText] = useState(store.query);
  const searchId = useId();

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
        <h1>History</h1>
        {status && !off && (
          <span className="muted" data-testid="history-count">
            {status.entryCount.toLocaleString()} {status.entryCount === 1 ? 'entry' : 'entries'} on this computer
          </span>
        )}
      </header>
      {status?.notice && <p className="notice notice-warn">{status.notice}</p>}
      {off ? (
        <section className="card">
          <p>History is off: translations and improvements are not kept.</p>
          <button type="button" onClick={() => useNavigation.getState().open('settings')}>
            Open Settings
          </button>
        </section>
      ) : (
        <>
          <div className="history-toolbar">
            <label htmlFor={searchId} className="visually-hidden">
              Search history
            </label>
            <input
              id={searchId}
              type="search"
              placeholder="Search source and translation…"
              value={text}
              onChange={(e) => setText(e.target.value)}
            />
            <label className="history-check">
              <input type="checkbox" checked={pinnedOnly} onChange={(e) => void store.search(text, e.target.checked)} />
              Favourites only
            </label>
          </div>
          <div className="history-actions" role="toolbar" aria-label="Chosen entries">
            <label className="history-check">
              <input
                type="checkbox"
                checked={entries.length > 0 && chosen.size === entries.length}
                onChange={(e) => store.chooseAll(e.target.checked)}
                disabled={entries.length === 0}
              />
              {chosen.size > 0 ? `${chosen.size} chosen` : 'Choose all shown'}
            </label>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.exportChosen('csv')}>
              Export CSV
            </button>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.exportChosen('tsv')}>
              Export TSV
            </button>
            <button type="button" disabled={chosen.size === 0} onClick={() => void store.makeDraft()}>
              Add to glossary…
            </button>
            <button
              type="button"
              className="danger"
              disabled={chosen.size === 0}
              onClick={() => void store.remove(ids)}
            >
              Delete
            </button>
          </div>
          {error && <ErrorNotice error={error} />}
          {message && (
            <p className="notice notice-ok" role="status">
              {message}
            </p>
          )}
          {draft && <GlossaryDraftPanel draft={draft} onClose={store.closeDraft} />}
          {entries.length === 0 && !loading && (
            <p className="muted history-empty">
              {text.trim() || pinnedOnly
                ? 'Nothing matches.'
                : 'Translations and improvements you make appear here, newest first.'}
            </p>
          )}
          <ul className="history-list" aria-label="History entries" aria-busy={loading}>
            {entries.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} chosen={chosen.has(entry.id)} />
            ))}
          </ul>
          {more && (
            <button type="button" onClick={() => void store.loadMore()}>
              Show older entries
            </button>
          )}
        </>
      )}
    </div>
  );
}

function HistoryRow({ entry, chosen }: { entry: HistoryEntry; chosen: boolean }) {
  const { toggle, pin } = useHistory.getState();
  const from = entry.sourceLang ?? entry.detectedSourceLang;
  const when = new Date(entry.createdAt);
  return (
    <li className={`history-entry${chosen ? ' is-chosen' : ''}`} aria-label={entry.source.slice(0, 80)}>
      <input type="checkbox" checked={chosen} onChange={() => toggle(entry.id)} aria-label="Choose this entry" />
      <div className="history-texts">
        <p className="history-source" dir={textDirection(from)}>
          {entry.source}
        </p>
        <p className="history-result" dir={textDirection(entry.targetLang)}>
          {entry.result}
        </p>
        <p className="history-meta muted">
          <time dateTime={when.toISOString()}>{when.toLocaleString()}</time> · {from ? languageName(from) : '?'}{' '}
          {entry.targetLang
            ? `→ ${languageName(entry.targetLang)}`
            : entry.kind === 'improvement'
              ? '(improved)'
              : '→ ?'}{' '}
          · {GESTURE_LABELS[entry.gesture]}
          {entry.glossaryId && ' · with glossary'}
        </p>
      </div>
      <button
        type="button"
        className={`history-pin${entry.pinned ? ' is-pinned' : ''}`}
        aria-pressed={entry.pinned}
        aria-label={entry.pinned ? 'Unpin' : 'Pin as favourite'}
        title={entry.pinned ? 'Unpin' : 'Pin as favourite'}
        onClick={() => void pin(entry)}
      >
        {entry.pinned ? '★' : '☆'}
      </button>
    </li>
  );
}
