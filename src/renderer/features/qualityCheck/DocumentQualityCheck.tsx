// A finished XLIFF document's quality check, under its row in Documents: reading, then the segments checked so
// far; the score and the doubtful segments (the file's segment number and id, both sides with the words marked,
// each issue with the service's explanation); what was left out; and, when an error stopped it, the sentence
// with what to do and "Check the rest". Main keeps the check, so it is here again after a reload.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { DocumentCheckView } from '../../../shared/calls/qualityCheck';
import { ErrorNotice } from '../../components/ErrorNotice';
import { DoubtfulSegments } from './DoubtfulSegments';
import { useDocumentChecks } from './documentChecksStore';
import { scoreVerdict, worstFirst } from './qualityCheckModel';
import './qualityCheck.css';

export function DocumentQualityCheck({ check }: { check: DocumentCheckView }) {
  const headingId = useId();
  const { formatMessage } = useIntl();
  const start = useDocumentChecks((s) => s.start);
  const hide = useDocumentChecks((s) => s.hide);
  const running = check.state === 'reading' || check.state === 'checking';
  const critical = check.doubtful.some((segment) => segment.issues.some((issue) => issue.severity === 'Critical'));
  return (
    <section
      className="quality-check doc-quality-check"
      aria-labelledby={headingId}
      data-testid="document-quality-check"
      aria-busy={running}
    >
      <div className="quality-check-bar">
        <h3 id={headingId}>
          <FormattedMessage
            id="qualityCheck.document.heading"
            values={{ name: <span data-user-text>{check.name}</span> }}
          />
        </h3>
        {check.score !== undefined && (
          <span className="quality-score" data-testid="quality-score">
            <FormattedMessage
              id="qualityCheck.score"
              values={{ score: check.score, verdict: formatMessage({ id: scoreVerdict(check.score, critical) }) }}
            />
          </span>
        )}
        <button
          type="button"
          className="quality-hide"
          onClick={() => hide(check.jobId)}
          aria-label={formatMessage({ id: 'qualityCheck.document.closeLabel' }, { name: check.name })}
        >
          <FormattedMessage id="qualityCheck.document.close" />
        </button>
      </div>
      <p className="muted" role="status">
        {check.state === 'reading' ? (
          <FormattedMessage id="qualityCheck.document.reading" />
        ) : check.state === 'checking' ? (
          <FormattedMessage
            id="qualityCheck.document.progress"
            values={{ checked: check.checked, total: check.total }}
          />
        ) : check.state === 'done' ? (
          <FormattedMessage
            id="qualityCheck.document.checked"
            values={{ total: check.checked, doubtful: check.doubtfulCount }}
          />
        ) : null}
      </p>
      {check.state === 'checking' && <progress max={check.total} value={check.checked} aria-hidden="true" />}
      {(check.unfilled > 0 || check.tooLong > 0) && check.state !== 'reading' && (
        <ul className="quality-left-out muted">
          {check.unfilled > 0 && (
            <li>
              <FormattedMessage id="qualityCheck.document.unfilled" values={{ count: check.unfilled }} />
            </li>
          )}
          {check.tooLong > 0 && (
            <li>
              <FormattedMessage id="qualityCheck.document.tooLong" values={{ count: check.tooLong }} />
            </li>
          )}
        </ul>
      )}
      {check.state === 'stopped' && check.error && (
        <div className="quality-stopped">
          <ErrorNotice error={check.error} title={formatMessage({ id: 'qualityCheck.failed' })} />
          {check.checked > 0 && (
            <p>
              <FormattedMessage
                id="qualityCheck.document.partial"
                values={{ checked: check.checked, total: check.total }}
              />
            </p>
          )}
          <button type="button" onClick={() => void start(check.jobId)}>
            <FormattedMessage
              id={check.total > 0 && check.checked > 0 ? 'qualityCheck.document.continue' : 'qualityCheck.checkAgain'}
            />
          </button>
        </div>
      )}
      {check.doubtful.length > 0 && (
        <DoubtfulSegments
          items={check.doubtful.map((segment) => ({
            key: `${segment.number}`,
            title: formatMessage({ id: 'qualityCheck.document.segment' }, { number: segment.number, id: segment.id }),
            source: segment.source,
            target: segment.target,
            issues: worstFirst(segment.issues),
          }))}
        />
      )}
      {check.doubtfulCount > check.doubtful.length && (
        <p className="muted">
          <FormattedMessage
            id="qualityCheck.document.moreDoubtful"
            values={{ shown: check.doubtful.length, count: check.doubtfulCount }}
          />
        </p>
      )}
    </section>
  );
}
