// One translation memory: its languages and size, Export TMX and Delete (after a confirmation), and its segments
// a page at a time, found by a text they contain.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MemorySummary } from '../../../shared/calls/translate';
import { useFormats } from '../../i18n/useFormats';
import { useTranslationMemories } from './translationMemoriesStore';

export function MemorySegments(props: { memory: MemorySummary }) {
  const { memory } = props;
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const { page, filter, loadingPage, exporting, setFilter, nextPage, previousPage, exportChosen, remove } =
    useTranslationMemories();
  const [confirming, setConfirming] = useState(false);
  const filtered = filter.trim().length >= 2;
  return (
    <section className="card memories-detail" aria-labelledby="memories-detail-title">
      <div className="memories-detail-head">
        <div>
          <h2 id="memories-detail-title" data-user-text>
            {memory.name}
          </h2>
          <p className="muted memories-meta">
            <FormattedMessage
              id="memories.item.languages"
              values={{
                source: formats.languageName(memory.sourceLang, { standalone: true }),
                targets: formats.list(memory.targetLangs.map((lang) => formats.languageName(lang))),
              }}
            />
            {' · '}
            <FormattedMessage id="memories.item.segments" values={{ count: memory.segmentCount }} />
          </p>
        </div>
        <div className="memories-actions">
          <button type="button" onClick={() => void exportChosen()} disabled={exporting}>
            {exporting ? (
              <FormattedMessage id="memories.exporting" values={{ name: memory.name }} />
            ) : (
              <FormattedMessage id="memories.export" />
            )}
          </button>
          <button type="button" className="danger" onClick={() => setConfirming(true)} disabled={confirming}>
            <FormattedMessage id="memories.delete" />
          </button>
        </div>
      </div>
      {confirming && (
        <div role="alertdialog" aria-labelledby="memories-confirm" className="notice notice-error memories-confirm">
          <p id="memories-confirm">
            <FormattedMessage id="memories.delete.confirm" values={{ name: memory.name }} />
          </p>
          <div className="memories-actions">
            <button type="button" className="danger" onClick={() => void remove(memory.memoryId)}>
              <FormattedMessage id="memories.delete.yes" />
            </button>
            <button type="button" onClick={() => setConfirming(false)}>
              <FormattedMessage id="memories.delete.no" />
            </button>
          </div>
        </div>
      )}
      <label className="memories-filter">
        <FormattedMessage id="memories.segments.filter" />
        <input
          type="search"
          value={filter}
          maxLength={200}
          aria-describedby="memories-filter-hint"
          onChange={(event) => void setFilter(event.target.value)}
        />
        <span id="memories-filter-hint" className="muted">
          <FormattedMessage id="memories.segments.filterHint" />
        </span>
      </label>
      {page === null ? (
        <p className="muted">
          <FormattedMessage id="memories.segments.loading" />
        </p>
      ) : page.segments.length === 0 ? (
        <p className="muted">
          {filtered ? (
            <FormattedMessage id="memories.segments.noMatch" values={{ text: filter.trim() }} />
          ) : (
            <FormattedMessage id="memories.segments.none" />
          )}
        </p>
      ) : (
        <table
          className="memories-segments"
          aria-label={formatMessage({ id: 'memories.segments.label' }, { name: memory.name })}
          aria-busy={loadingPage}
        >
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage
                  id="memories.segments.source"
                  values={{ language: formats.languageName(memory.sourceLang, { standalone: true }) }}
                />
              </th>
              <th scope="col">
                <FormattedMessage id="memories.segments.target" />
              </th>
            </tr>
          </thead>
          <tbody>
            {page.segments.map((segment) => (
              <tr key={segment.id}>
                <td lang={memory.sourceLang} data-user-text>
                  {segment.source}
                </td>
                <td data-user-text>
                  {segment.targets.map((target) => (
                    <p key={target.language} lang={target.language} className="memories-target">
                      <span className="memories-lang">{target.language.toUpperCase()}</span> {target.text}
                    </p>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {page && (page.number > 1 || page.nextCursor) && (
        <div className="memories-pages">
          <button type="button" onClick={() => void previousPage()} disabled={page.number <= 1 || loadingPage}>
            <FormattedMessage id="memories.segments.previous" />
          </button>
          <span>
            <FormattedMessage id="memories.segments.page" values={{ page: page.number }} />
          </span>
          <button type="button" onClick={() => void nextPage()} disabled={!page.nextCursor || loadingPage}>
            <FormattedMessage id="memories.segments.next" />
          </button>
        </div>
      )}
    </section>
  );
}
