// "Translate again" uploads and bills the file once more: the button first says so, and a second press
// (labelled with what it costs) confirms.
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSay } from '../../i18n/uiMessages';
import { retranslationWarning } from '../../../shared/rules/documentBilling';
import { useDocuments } from './documentsStore';

export function RetryButton(props: { jobId: string; name: string }) {
  const act = useDocuments((s) => s.act);
  const [asking, setAsking] = useState(false);
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const values = { name: props.name };
  if (!asking) {
    return (
      <button
        type="button"
        onClick={() => setAsking(true)}
        aria-label={formatMessage({ id: 'documents.retry.againLabel' }, values)}
      >
        <FormattedMessage id="documents.retry.again" />
      </button>
    );
  }
  return (
    <span
      className="doc-retry-confirm"
      role="group"
      aria-label={formatMessage({ id: 'documents.retry.confirmLabel' }, values)}
    >
      <span className="notice notice-warn" data-testid="retry-warning">
        {say(retranslationWarning(props.name))}
      </span>
      <button
        type="button"
        className="primary"
        onClick={() => {
          setAsking(false);
          void act('retry', props.jobId);
        }}
      >
        <FormattedMessage id="documents.retry.bill" />
      </button>
      <button type="button" onClick={() => setAsking(false)}>
        <FormattedMessage id="documents.retry.keep" />
      </button>
    </span>
  );
}
