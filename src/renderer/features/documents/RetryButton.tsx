// "Translate again" uploads and bills the file once more: the button first says so, and a second press
// (labelled with what it costs) confirms.
import { useState } from 'react';
import { retranslationWarning } from '../../../shared/rules/documentBilling';
import { useDocuments } from './documentsStore';

export function RetryButton(props: { jobId: string; name: string }) {
  const act = useDocuments((s) => s.act);
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" onClick={() => setAsking(true)} aria-label={`Translate ${props.name} again`}>
        Translate again
      </button>
    );
  }
  return (
    <span className="doc-retry-confirm" role="group" aria-label={`Translate ${props.name} again?`}>
      <span className="notice notice-warn" data-testid="retry-warning">
        {retranslationWarning(props.name)}
      </span>
      <button
        type="button"
        className="primary"
        onClick={() => {
          setAsking(false);
          void act('retry', props.jobId);
        }}
      >
        Translate again and bill it
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        Keep as it is
      </button>
    </span>
  );
}
