// The character meter of the active account: used of the limit in this period, amber from 80%, red at
// 100% (where the service refuses with 456). `compact` is the one beside the account name.
import { useEffect } from 'react';
import { usageFraction, usageSummary, usageWarning } from '../../../shared/rules/usage';
import { useUsage } from './usageStore';

export function UsageMeter(props: { compact?: boolean }) {
  const usage = useUsage((s) => s.usage);
  const error = useUsage((s) => s.error);
  const load = useUsage((s) => s.load);
  useEffect(() => void load(), [load]);
  if (!usage) {
    if (props.compact) return null;
    return <p className="muted">{error ? `Usage could not be read: ${error.message}` : 'Reading usage…'}</p>;
  }
  const reading = { characterCount: usage.characterCount, characterLimit: usage.characterLimit };
  const summary = usageSummary(reading);
  const warning = usageWarning(reading);
  const meter = (
    <meter
      className={`usage-meter usage-${usage.level}`}
      min={0}
      max={1}
      low={0.8}
      high={0.99}
      optimum={0}
      value={usageFraction(reading)}
      aria-label="Characters used this period"
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
    <div className="usage-panel" data-testid="usage-panel" role="group" aria-label="Usage this period">
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
      {usage.problem && <p className="muted">Could not refresh just now: {usage.problem.message}</p>}
      <button type="button" onClick={() => void load()}>
        Refresh
      </button>
    </div>
  );
}
