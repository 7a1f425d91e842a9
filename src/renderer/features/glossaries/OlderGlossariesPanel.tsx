// Older glossaries (made with the service's v2 routes, one language pair each), under the glossary list and marked
// as older: view the entries, export them in the formats the editor offers, convert one to a current glossary (the
// older one is deleted only once the new one holds the same entries), or delete it.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { OlderGlossary } from '../../../shared/calls/glossaries';
import { GLOSSARY_EXPORT_CHOICES, type GlossaryExportChoice } from '../../../shared/rules/glossaryFiles';
import { parseEntriesTsvLoose } from './olderGlossaryEntries';
import { useOlderGlossaries } from './olderGlossariesStore';
import './olderGlossaries.css';

/** Entries shown when a glossary is viewed; the export has them all. */
const SHOWN_ENTRIES = 200;

function OlderGlossaryRow({ glossary }: { glossary: OlderGlossary }) {
  const { viewed, busyId, view, exportAs, convert, remove } = useOlderGlossaries();
  const { formatMessage, formatDate } = useIntl();
  const [choice, setChoice] = useState<GlossaryExportChoice>(GLOSSARY_EXPORT_CHOICES[0]);
  const [confirming, setConfirming] = useState(false);
  const open = viewed?.glossaryId === glossary.glossaryId;
  const busy = busyId === glossary.glossaryId;
  const entries = open ? parseEntriesTsvLoose(viewed.entriesTsv) : [];
  const name = glossary.name;
  return (
    <li className="older-glossary" data-testid="older-glossary">
      <div className="older-glossary-head">
        <strong>{name}</strong>
        <span className="older-badge">
          <FormattedMessage id="glossaries.older.badge" />
        </span>
        <span className="muted">
          <FormattedMessage
            id="glossaries.older.summary"
            values={{
              sourceLang: glossary.sourceLang.toUpperCase(),
              targetLang: glossary.targetLang.toUpperCase(),
              count: glossary.entryCount,
              created: formatDate(glossary.creationTime, { dateStyle: 'medium' }),
            }}
          />
        </span>
      </div>
      <div className="older-glossary-actions">
        <button
          type="button"
          aria-expanded={open}
          disabled={busy}
          onClick={() => void view(open ? null : glossary.glossaryId)}
        >
          {formatMessage({ id: open ? 'glossaries.older.hide' : 'glossaries.older.view' }, { name })}
        </button>
        <select
          aria-label={formatMessage({ id: 'glossaries.older.exportFormat' }, { name })}
          value={choice.id}
          onChange={(e) => setChoice(GLOSSARY_EXPORT_CHOICES.find((c) => c.id === e.target.value) ?? choice)}
        >
          {GLOSSARY_EXPORT_CHOICES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.id === 'csv-raw' ? formatMessage({ id: 'glossaries.editor.export.csvRaw' }) : c.label}
            </option>
          ))}
        </select>
        <button type="button" disabled={busy} onClick={() => void exportAs(glossary, choice)}>
          {formatMessage({ id: 'glossaries.older.export' }, { name })}
        </button>
        <button type="button" className="primary" disabled={busy} onClick={() => void convert(glossary)}>
          {formatMessage({ id: 'glossaries.older.convert' }, { name })}
        </button>
        {confirming ? (
          <span
            className="older-confirm"
            role="group"
            aria-label={formatMessage({ id: 'glossaries.older.confirmLabel' }, { name })}
          >
            <FormattedMessage id="glossaries.older.confirm" values={{ name }} />{' '}
            <button type="button" className="danger" disabled={busy} onClick={() => void remove(glossary)}>
              <FormattedMessage id="glossaries.older.confirmDelete" />
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              <FormattedMessage id="glossaries.older.keep" />
            </button>
          </span>
        ) : (
          <button type="button" className="danger" disabled={busy} onClick={() => setConfirming(true)}>
            {formatMessage({ id: 'glossaries.older.delete' }, { name })}
          </button>
        )}
      </div>
      {open && (
        <div className="older-entries">
          <table aria-label={formatMessage({ id: 'glossaries.older.entriesLabel' }, { name })}>
            <thead>
              <tr>
                <th scope="col">{glossary.sourceLang.toUpperCase()}</th>
                <th scope="col">{glossary.targetLang.toUpperCase()}</th>
              </tr>
            </thead>
            <tbody>
              {entries.slice(0, SHOWN_ENTRIES).map(([source, target]) => (
                <tr key={source}>
                  <td>{source}</td>
                  <td>{target}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {entries.length > SHOWN_ENTRIES && (
            <p className="muted">
              <FormattedMessage id="glossaries.older.more" values={{ shown: SHOWN_ENTRIES, count: entries.length }} />
            </p>
          )}
        </div>
      )}
    </li>
  );
}

export function OlderGlossariesPanel() {
  const { older, error, outcome, load } = useOlderGlossaries();
  const { formatMessage } = useIntl();
  const headingId = useId();
  useEffect(() => void load(), [load]);
  if (!older?.length && !error && !outcome) return null;
  return (
    <section className="older-glossaries" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <FormattedMessage id="glossaries.older.heading" />
      </h2>
      <p className="muted">
        <FormattedMessage id="glossaries.older.hint" />
      </p>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'glossaries.older.unreadable' })} />}
      {outcome?.kind === 'ok' && (
        <p className="notice notice-ok" role="status">
          {formatMessage({ id: outcome.message.id }, outcome.message.values)}
        </p>
      )}
      {outcome?.kind === 'error' && <ErrorNotice error={outcome.error} />}
      <ul className="older-glossary-list">
        {(older ?? []).map((glossary) => (
          <OlderGlossaryRow key={glossary.glossaryId} glossary={glossary} />
        ))}
      </ul>
    </section>
  );
}
