// "Check quality": sends segment pairs to the service's quality evaluation and shows the doubtful segments
// with each issue explained and its words marked in the source and the translation. Used by Translate (its
// paragraphs), a finished XLIFF document and a glossary dictionary (each entry a segment).
import { useId, useState } from 'react';
import type { ErrorData } from '../../../shared/errors';
import type { QualityCheckResult } from '../../../shared/calls/qualityCheck';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { type SegmentPair, doubtfulSegments, markSpans, scoreVerdict } from './qualityCheckModel';
import './qualityCheck.css';

interface Props {
  /** What is checked, for the heading: "this translation", "this dictionary". */
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
        <h2 id={headingId}>Quality check</h2>
        {checked && (
          <span className="quality-score" data-testid="quality-score">
            Score {checked.result.overallScore} of 100:{' '}
            {scoreVerdict(
              checked.result.overallScore,
              doubtful.some((segment) => segment.issues.some((issue) => issue.severity === 'Critical')),
            )}
          </span>
        )}
        <button type="button" onClick={() => void check()} disabled={!ready || busy}>
          {busy ? 'Checking…' : checked ? 'Check again' : 'Check quality'}
        </button>
      </div>
      {!checked && (
        <p className="muted">
          {unavailable ??
            (sourceLang === null
              ? 'The quality check needs the source language: choose it, or translate first so it is detected.'
              : `Checks ${subject} segment by segment (the service's quality evaluation, a beta): numbers, omissions, untranslated text, punctuation, spelling, consistency.`)}
        </p>
      )}
      {stale && (
        <p className="stale-note" data-testid="quality-stale">
          The text has changed since this check. Check again for the text as it is now.
        </p>
      )}
      {checked && doubtful.length === 0 && (
        <p data-testid="quality-clean">
          No doubtful segment in {checked.pairs.length === 1 ? 'the segment' : `${checked.pairs.length} segments`}.
        </p>
      )}
      {doubtful.length > 0 && (
        <ol className="quality-segments" aria-label="Doubtful segments">
          {doubtful.map((segment) => (
            <li key={segment.index} className="quality-segment">
              <p className="quality-segment-title">
                Segment {segment.index + 1} of {checked!.pairs.length}
              </p>
              <div className="quality-pair">
                <Marked label="Source" text={segment.source} spans={segment.issues.flatMap((i) => i.sourceSpans)} />
                <Marked
                  label="Translation"
                  text={segment.target}
                  spans={segment.issues.flatMap((i) => i.targetSpans)}
                />
              </div>
              <ul className="quality-issues">
                {segment.issues.map((issue, i) => (
                  <li key={i}>
                    <span className={`quality-severity quality-${issue.severity.toLowerCase()}`}>{issue.severity}</span>{' '}
                    <strong>
                      {issue.type}: {issue.subType}.
                    </strong>{' '}
                    {issue.explanation}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      {error && <ErrorNotice error={error} title="The quality check did not go through." />}
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
