// What a screen that depends on the active account shows until the accounts are known: loading, or why not.
import { useAccounts } from '../features/settings/accountsStore';
import { ErrorNotice } from './ErrorNotice';

export function ConnectionLoading() {
  const loadError = useAccounts((s) => s.loadError);
  const load = useAccounts((s) => s.load);
  if (!loadError) return <p className="muted">Loading…</p>;
  return (
    <div>
      <ErrorNotice error={loadError} title="Glossa could not read your accounts." />
      <button type="button" onClick={() => void load()}>
        Try again
      </button>
    </div>
  );
}
