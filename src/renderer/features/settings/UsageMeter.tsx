// The character meter of the active account: used of the limit in this period, amber from 80%, red at
// 100% (where the service refuses with 456). `compact` is the one beside the account name. Its sentences come
// from the usage rule as messages, and read in the user's language with its number format.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { usageFraction, usageSummary, usageWarning } from '../../../shared/rules/usage';
import { useSay } from '../../i18n/uiMessages';
import { useUsage } from './usageStore';

export function UsageMeter(props: { compact?: boolean }) {
  const usage = useUsage((s) => s.usage);
  const error = useUsage((s) => s.error);
  const load = useUsage((s) => s.load);
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  useEffect(() => void load(), [load]);
  if (!usage) {
    if (props.compact) return null;
    return (
      <p className="muted">
        {error ? (
          <FormattedMessage id="usage.unreadable" values={{ reason: sayError(error).message }} />
        ) : (
          <FormattedMessage id="usage.reading" />
        )}
      </p>
    );
  }
  const reading = { characterCount: usage.characterCount, characterLimit: usage.characterLimit };
  const summaryMessage = usageSummary(reading);
  const summary = formatMessage({ id: summaryMessage.id }, summaryMessage.values);
  const warningMessage = usageWarning(reading);
  const warning = warningMessage && formatMessage({ id: warningMessage.id }, warningMessage.values);
  const meter = (
    <meter
      className={`usage-meter usage-${usage.level}`}
      min={0}
      max={1}
      low={0.8}
      high={0.99}
      optimum={0}
      value={usageFraction(reading)}
      aria-label={formatMessage({ id: 'usage.meterLabel' })}
      title={summary}
    />
  );
  if (props.compact) {
    return (
      <span className={`usage-compact usage-${usage.level}`} data-testid="usage-compact" title={warning ?? summary}>
        {meter}
        <span className="usage-compact-text">{summary}</span>
      </span>
    );
  }
  return (
    <div
      className="usage-panel"
      data-testid="usage-panel"
      role="group"
      aria-label={formatMessage({ id: 'settings.usage.heading' })}
    >
      {meter}
      <p className="usage-summary">{summary}</p>
      {warning && (
        <p
          className={`notice ${usage.level === 'full' ? 'notice-error' : 'notice-warn'}`}
          role="status"
          data-testid="usage-warning"
        >
          {warning}
        </p>
      )}
      {usage.problem && (
        <p className="muted">
          <FormattedMessage id="usage.refreshFailed" values={{ reason: sayError(usage.problem).message }} />
        </p>
      )}
      <button type="button" onClick={() => void load()}>
        <FormattedMessage id="usage.refresh" />
      </button>
    </div>
  );
}
