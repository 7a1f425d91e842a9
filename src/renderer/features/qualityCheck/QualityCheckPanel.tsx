// "Check quality": sends segment pairs to the service's quality evaluation and shows the doubtful segments
// with each issue explained and its words marked in the source and the translation. Used by Translate (its
// paragraphs), a finished XLIFF document and a glossary dictionary (each entry a segment).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import type { QualityCheckResult } from '../../../shared/calls/qualityCheck';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { DoubtfulSegments } from './DoubtfulSegments';
import { type SegmentPair, doubtfulSegments, scoreVerdict } from './qualityCheckModel';
import './qualityCheck.css';

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
        <DoubtfulSegments
          items={doubtful.map((segment) => ({
            key: String(segment.index),
            title: formatMessage(
              { id: 'qualityCheck.segment' },
              { number: segment.index + 1, count: checked!.pairs.length },
            ),
            source: segment.source,
            target: segment.target,
            issues: segment.issues,
          }))}
        />
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'qualityCheck.failed' })} />}
    </section>
  );
}
