// Adding or replacing one key of an account (the API key or the admin key). The typed key goes to main
// once and is cleared from this form whatever the answer, unless a keychain fallback is still to choose.
import type { AccountView, Plan, SecretKind } from '../../../shared/calls/accounts';
import { useAccounts } from './accountsStore';
import { KeyProblem } from './KeyProblem';
import { useKeySubmission } from './keySubmission';

const KIND_LABELS: Record<SecretKind, string> = { apiKey: 'API key', adminKey: 'admin key' };

export function KeyEditor(props: { account: AccountView; kind: SecretKind; onDone(): void }) {
  const { account, kind } = props;
  const keychain = useAccounts((s) => s.state?.keychain);
  const replacing = account[kind].state === 'stored';
  const { key, setKey, error, busy, submit, onSubmit } = useKeySubmission(
    (typed, storage, plan) => useAccounts.getState().setKey(account.id, kind, typed, storage, plan),
    props.onDone,
  );
  const label = `${replacing ? 'New' : ''} ${KIND_LABELS[kind]} for ${account.name}`.trim();

  return (
    <form className="key-editor" onSubmit={onSubmit} aria-label={label}>
      <label>
        {label.charAt(0).toUpperCase() + label.slice(1)}
        <input
          type="password"
          value={key}
          onChange={(e) => setKey(e.target.value)}
          required
          autoComplete="off"
          spellCheck={false}
        />
      </label>
      {error && (
        <KeyProblem
          error={error}
          keychain={keychain}
          plan={account.plan}
          busy={busy}
          onChooseStorage={(storage) => void submit(storage)}
          {...(kind === 'apiKey' ? { onSwitchPlan: (plan: Plan) => void submit('keychain', plan) } : {})}
        />
      )}
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy || key.trim() === ''}>
          {busy ? 'Checking…' : `Check and save ${KIND_LABELS[kind]}`}
        </button>
        <button type="button" onClick={props.onDone} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
