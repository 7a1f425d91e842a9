// "Check quality": sends segment pairs to the service's quality evaluation and shows the doubtful segments
// with each issue explained and its words marked in the source and the translation. Used by Translate (its
// paragraphs), a finished XLIFF document and a glossary dictionary (each entry a segment).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import type { QualityCheckResult } from '../../../shared/calls/qualityCheck';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { type SegmentPair, doubtfulSegments, markSpans, scoreVerdict } from './qualityCheckModel';
import './qualityCheck.css';

/** The service's severities, as the panel names them (another one shows as the service sends it). */
const SEVERITY_MESSAGES: Record<string, MessageId> = {
  Critical: 'qualityCheck.severity.critical',
  Major: 'qualityCheck.severity.major',
  Minor: 'qualityCheck.severity.minor',
};

interface Props {
  /** What is checked, in the language shown, for the hint: "this translation", "each entry shown". */
  subject: string;
  sourceLang: string | null;
  targetLang: string | null;
  segments: SegmentPair[];
  /** Why nothing can be checked yet (shown instead of the button), if so. */
  unavailable?: string;
}

interface Checked {
  key: string;
  pairs: SegmentPair[];
  result: QualityCheckResult;
}

export function QualityCheckPanel({ subject, sourceLang, targetLang, segments, unavailable }: Props) {
  const headingId = useId();
  const { formatMessage } = useIntl();
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ErrorData | null>(null);
  const key = JSON.stringify([sourceLang, targetLang, segments]);
  const ready = !unavailable && sourceLang !== null && targetLang !== null && segments.length > 0;

  const check = async () => {
    if (!ready || busy) return;
    setBusy(true);
    setError(null);
    try {
      const result = await unwrap(glossa.qualityCheck.check({ sourceLang, targetLang, segments }));
      setChecked({ key, pairs: segments, result });
    } catch (caught) {
      setError(errorDataOf(caught));
    } finally {
      setBusy(false);
    }
  };

  const doubtful = checked ? doubtfulSegments(checked.result, checked.pairs) : [];
  const stale = checked !== null && checked.key !== key;
  return (
    <section className="card quality-check" aria-labelledby={headingId}>
      <div className="quality-check-bar">
        <h2 id={headingId}>
          <FormattedMessage id="qualityCheck.heading" />
        </h2>
        {checked && (
          <span className="quality-score" data-testid="quality-score">
            <FormattedMessage
              id="qualityCheck.score"
              values={{
                score: checked.result.overallScore,
                verdict: formatMessage({
                  id: scoreVerdict(
                    checked.result.overallScore,
                    doubtful.some((segment) => segment.issues.some((issue) => issue.severity === 'Critical')),
                  ),
                }),
              }}
            />
          </span>
        )}
        <button type="button" onClick={() => void check()} disabled={!ready || busy}>
          <FormattedMessage
            id={busy ? 'qualityCheck.checking' : checked ? 'qualityCheck.checkAgain' : 'qualityCheck.check'}
          />
        </button>
      </div>
      {!checked && (
        <p className="muted">
          {unavailable ??
            (sourceLang === null ? (
              <FormattedMessage id="qualityCheck.needsSource" />
            ) : (
              <FormattedMessage id="qualityCheck.hint" values={{ subject }} />
            ))}
        </p>
      )}
      {stale && (
        <p className="stale-note" data-testid="quality-stale">
          <FormattedMessage id="qualityCheck.stale" />
        </p>
      )}
      {checked && doubtful.length === 0 && (
        <p data-testid="quality-clean">
          <FormattedMessage id="qualityCheck.clean" values={{ count: checked.pairs.length }} />
        </p>
      )}
      {doubtful.length > 0 && (
        <ol className="quality-segments" aria-label={formatMessage({ id: 'qualityCheck.doubtful' })}>
          {doubtful.map((segment) => (
            <li key={segment.index} className="quality-segment">
              <p className="quality-segment-title">
                <FormattedMessage
                  id="qualityCheck.segment"
                  values={{ number: segment.index + 1, count: checked!.pairs.length }}
                />
              </p>
              <div className="quality-pair">
                <Marked
                  label={formatMessage({ id: 'qualityCheck.source' })}
                  text={segment.source}
                  spans={segment.issues.flatMap((i) => i.sourceSpans)}
                />
                <Marked
                  label={formatMessage({ id: 'qualityCheck.translation' })}
                  text={segment.target}
                  spans={segment.issues.flatMap((i) => i.targetSpans)}
                />
              </div>
              <ul className="quality-issues">
                {segment.issues.map((issue, i) => (
                  <li key={i}>
                    <span className={`quality-severity quality-${issue.severity.toLowerCase()}`}>
                      {SEVERITY_MESSAGES[issue.severity] ? (
                        <FormattedMessage id={SEVERITY_MESSAGES[issue.severity]!} />
                      ) : (
                        issue.severity
                      )}
                    </span>{' '}
                    {/* The issue's category and explanation are the service's own words, in its language. */}
                    <strong data-user-text>
                      {issue.type}: {issue.subType}.
                    </strong>{' '}
                    <span data-user-text>{issue.explanation}</span>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'qualityCheck.failed' })} />}
    </section>
  );
}

function Marked(props: { label: string; text: string; spans: { start: number; end: number }[] }) {
  return (
    <p className="quality-text">
      <span className="quality-text-label">{props.label}</span>
      {markSpans(props.text, props.spans).map((part, i) =>
        part.marked ? <mark key={i}>{part.text}</mark> : <span key={i}>{part.text}</span>,
      )}
    </p>
  );
}
