// Every glossary of the active connection: search, create, rename, duplicate, delete, language pairs.
import { useEffect, useState, type ReactNode } from 'react';
import { KeySettingsLink } from '../../components/KeySettingsLink';
import type { DictionaryPair, GlossarySummary } from '../../../shared/calls/glossaries';
import { validateGlossaryName } from '../../../shared/rules/glossaryEntries';
import { LanguageSelect } from '../../components/LanguageSelect';
import { CreateGlossaryForm } from './CreateGlossaryForm';
import { filterGlossaries, useGlossaryList } from './glossaryListStore';
import { PairWarning } from './PairWarning';
import { countOf } from '../../../shared/rules/wording';

export function GlossaryList(props: {
  onOpen(glossary: GlossarySummary, pair: DictionaryPair): void;
  /** A line under the heading (a draft kept from the last session). */
  notice?: ReactNode;
}) {
  const { status, glossaries, error, query, setQuery, load, notice, dismissNotice } = useGlossaryList();
  const [creating, setCreating] = useState(false);
  useEffect(() => void load(), [load]);
  const shown = filterGlossaries(glossaries, query);

  return (
    <div className="page glossaries">
      <header className="page-header">
        <h1>Glossaries</h1>
        <button type="button" className="primary" onClick={() => setCreating(true)}>
          New glossary
        </button>
      </header>
      {props.notice}
      {notice && (
        <div
          className={`notice notice-${notice.kind === 'ok' ? 'ok' : 'error'}`}
          role={notice.kind === 'ok' ? 'status' : 'alert'}
        >
          {notice.text} {notice.nextStep && <span className="muted">{notice.nextStep}</span>}{' '}
          <button type="button" className="link-button" onClick={dismissNotice} aria-label="Dismiss">
            ×
          </button>
        </div>
      )}
      {creating && <CreateGlossaryForm onDone={() => setCreating(false)} onOpen={props.onOpen} />}
      <input
        type="search"
        placeholder="Search glossaries by name or language"
        aria-label="Search glossaries"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {status === 'loading' && <p className="muted">Loading glossaries…</p>}
      {status === 'failed' && error && (
        <div className="notice notice-error" role="alert">
          {error.message} {error.nextStep} <button onClick={() => void load()}>Try again</button>{' '}
          <KeySettingsLink error={error} />
        </div>
      )}
      {status === 'ready' && glossaries.length === 0 && (
        <p className="muted">
          No glossaries yet. Create one from a file (TSV, CSV, XLSX or TBX), or empty and type its entries.
        </p>
      )}
      {status === 'ready' && glossaries.length > 0 && shown.length === 0 && (
        <p className="muted">No glossary matches “{query}”.</p>
      )}
      <ul className="glossary-list" aria-label="Glossaries">
        {shown.map((glossary) => (
          <GlossaryCard key={glossary.glossaryId} glossary={glossary} onOpen={props.onOpen} />
        ))}
      </ul>
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
  const nameIssue = validateGlossaryName(name)[0]?.message;
  const created = new Date(glossary.creationTime);

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
              aria-label="New name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={nameIssue ? true : undefined}
              autoFocus
            />
            <button type="submit" className="primary" disabled={!!nameIssue || busy !== null}>
              Rename
            </button>
            <button type="button" onClick={() => setMode('view')}>
              Cancel
            </button>
            {nameIssue && <span className="field-error">{nameIssue}</span>}
          </form>
        ) : (
          <h2>{glossary.name}</h2>
        )}
        {glossary.ready === false && (
          <span className="badge" role="status">
            Preparing…
          </span>
        )}
        <span className="muted" title={glossary.creationTime}>
          Created {Number.isNaN(created.getTime()) ? glossary.creationTime : created.toLocaleString()}
        </span>
      </div>
      <ul className="pair-list" aria-label={`Language pairs of ${glossary.name}`}>
        {glossary.dictionaries.map((d) => {
          const key = `${d.sourceLang}>${d.targetLang}`;
          return (
            <li key={key} className="pair">
              <button
                type="button"
                className="pair-open"
                onClick={() => onOpen(glossary, d)}
                aria-label={`Edit ${d.sourceLang} → ${d.targetLang}`}
              >
                <strong>
                  {d.sourceLang} → {d.targetLang}
                </strong>{' '}
                <span className="muted">{countOf(d.entryCount, 'entry', 'entries')}</span>
              </button>
              <button
                type="button"
                onClick={() => void reversePair(glossary.glossaryId, d)}
                disabled={busy !== null}
                title="Create the swapped pair from these entries"
              >
                Reverse
              </button>
              {confirmPair === key ? (
                <>
                  <button
                    type="button"
                    className="danger"
                    onClick={() => void removePair(glossary.glossaryId, d).then(() => setConfirmPair(null))}
                  >
                    Remove {d.sourceLang} → {d.targetLang} and its {d.entryCount} entries
                  </button>
                  <button type="button" onClick={() => setConfirmPair(null)}>
                    Keep
                  </button>
                </>
              ) : (
                <button
                  type="button"
                  onClick={() => setConfirmPair(key)}
                  disabled={busy !== null || glossary.dictionaries.length === 1}
                  title={glossary.dictionaries.length === 1 ? 'A glossary keeps at least one pair' : undefined}
                >
                  Remove pair
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
            label="From"
            product="glossary"
            side="source"
            value={pair.sourceLang}
            onChange={(sourceLang) => setPair((p) => ({ ...p, sourceLang }))}
          />
          <LanguageSelect
            label="To"
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
            Add pair
          </button>
          <button type="button" onClick={() => setMode('view')}>
            Cancel
          </button>
          <PairWarning sourceLang={pair.sourceLang} targetLang={pair.targetLang} />
        </form>
      )}
      {mode === 'confirmDelete' ? (
        <div className="notice notice-warn row-actions" role="alertdialog" aria-label={`Delete ${glossary.name}?`}>
          Delete “{glossary.name}” and all its entries? This cannot be undone.
          <button
            type="button"
            className="danger"
            onClick={() => void remove(glossary.glossaryId)}
            disabled={busy !== null}
          >
            Delete glossary
          </button>
          <button type="button" onClick={() => setMode('view')}>
            Keep it
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
            Rename
          </button>
          <button
            type="button"
            onClick={() => void duplicate(glossary.glossaryId, `${glossary.name} (copy)`)}
            disabled={busy !== null}
          >
            Duplicate
          </button>
          <button type="button" onClick={() => setMode('addPair')}>
            Add language pair
          </button>
          <button type="button" className="danger" onClick={() => setMode('confirmDelete')}>
            Delete…
          </button>
        </div>
      )}
    </li>
  );
}
