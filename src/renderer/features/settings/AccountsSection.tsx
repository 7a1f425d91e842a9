// Settings > Accounts: every account with its plan, address and masked keys; one click makes one active.
// With no account, the offline demo is explained here and adding a real key is the next step.
import { useEffect, useState } from 'react';
import {
  type AccountView,
  PLAN_LABELS,
  REGIONS,
  type SecretKind,
  type SecretStatus,
} from '../../../shared/calls/accounts';
import type { GlossaError } from '../../lib/ipc';
import { useAccounts } from './accountsStore';
import { AccountForm } from './AccountForm';
import { KeyEditor } from './KeyEditor';
import { STORAGE_LABELS } from './KeyProblem';
import { TrialTranslation } from './TrialTranslation';
import { UsageMeter } from './UsageMeter';

export function AccountsSection() {
  const { state, loadError, load } = useAccounts();
  const [adding, setAdding] = useState(false);
  useEffect(() => void load({ probeKeychain: true }), [load]);

  if (loadError)
    return (
      <p className="notice notice-error">
        {loadError.message} {loadError.nextStep}
      </p>
    );
  if (!state) return <p className="muted">Loading accounts…</p>;
  const showForm = adding || state.demo;
  return (
    <section className="card" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">Accounts and keys</h2>
      <KeychainStatus />
      {state.demo && (
        <div className="notice notice-warn demo-notice" data-testid="demo-notice">
          <p>
            <strong>Offline demo: translations are simulated.</strong> Glossa is using its built-in service on this
            computer, so you can try everything without an account. Add your API key below to translate for real.
          </p>
        </div>
      )}
      {state.accounts.length > 0 && (
        <fieldset className="account-list">
          <legend>Active account</legend>
          {state.accounts.map((account) => (
            <AccountRow key={account.id} account={account} active={account.id === state.activeAccountId} />
          ))}
        </fieldset>
      )}
      <TrialTranslation />
      {showForm ? (
        <>
          <h3>{state.demo ? 'Add your account' : 'Add another account'}</h3>
          <AccountForm
            suggestedName={state.accounts.length === 0 ? 'My account' : ''}
            onDone={() => setAdding(false)}
            {...(state.demo ? {} : { onCancel: () => setAdding(false) })}
          />
        </>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          Add an account
        </button>
      )}
    </section>
  );
}

function KeychainStatus() {
  const keychain = useAccounts((s) => s.state?.keychain);
  const checkKeychain = useAccounts((s) => s.checkKeychain);
  if (!keychain || keychain.usable !== false) return null;
  return (
    <div role="status" className="notice notice-warn keychain-status">
      <p>
        <strong>{keychain.message}</strong> {keychain.nextStep}
      </p>
      <button type="button" onClick={() => void checkKeychain()}>
        Check the keychain again
      </button>
    </div>
  );
}

function KeyLine(props: { label: string; status: SecretStatus }) {
  const { status } = props;
  return (
    <>
      <dt>{props.label}</dt>
      <dd data-testid={`key-${props.label}`}>
        {status.state === 'stored' && (
          <>
            <code>{status.masked}</code>{' '}
            <span className="muted">{status.storage ? STORAGE_LABELS[status.storage] : ''}</span>
          </>
        )}
        {status.state === 'missing' && <span className="muted">None</span>}
        {/* Glossa cannot tell whether a key is there while the keychain is closed (often none ever was): not an
            error of this key, and the keychain notice above says why, once. */}
        {status.state === 'unreadable' && (
          <span className="muted" title={status.problem}>
            Not known while the system keychain cannot be read
          </span>
        )}
      </dd>
    </>
  );
}

function AccountRow(props: { account: AccountView; active: boolean }) {
  const { account, active } = props;
  const [editing, setEditing] = useState<null | 'account' | SecretKind>(null);
  const [confirmRemove, setConfirmRemove] = useState(false);
  const [error, setError] = useState<GlossaError | null>(null);
  const { activate, removeKey, remove } = useAccounts.getState();
  const run = async (action: () => Promise<GlossaError | null>) => setError(await action());
  const address =
    account.endpoint.kind === 'region'
      ? `${REGIONS[account.endpoint.region].label} (${account.baseUrl})`
      : `${account.baseUrl} (scheme word ${account.endpoint.authScheme})`;

  return (
    <div className={`account-row${active ? ' account-active' : ''}`} data-testid="account-row">
      <label className="account-choice">
        <input
          type="radio"
          name="active-account"
          checked={active}
          onChange={() => void run(() => activate(account.id))}
        />
        <span className="account-name">{account.name}</span>
        {active && <span className="badge badge-ok">Active</span>}
        {active && <UsageMeter compact />}
      </label>
      <dl className="facts">
        <dt>Plan</dt>
        <dd>{PLAN_LABELS[account.plan]}</dd>
        <dt>Address</dt>
        <dd>{address}</dd>
        <KeyLine label="API key" status={account.apiKey} />
        <KeyLine label="Admin key" status={account.adminKey} />
      </dl>
      {editing === 'account' && (
        <AccountForm account={account} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      )}
      {(editing === 'apiKey' || editing === 'adminKey') && (
        <KeyEditor account={account} kind={editing} onDone={() => setEditing(null)} />
      )}
      {error && (
        <p role="alert" className="notice notice-error">
          {error.message} {error.nextStep}
        </p>
      )}
      {editing === null && (
        <div className="form-actions">
          <button type="button" onClick={() => setEditing('apiKey')}>
            {account.apiKey.state === 'stored' ? 'Replace API key' : 'Add API key'}
          </button>
          {account.apiKey.state === 'stored' && (
            <button type="button" onClick={() => void run(() => removeKey(account.id, 'apiKey'))}>
              Remove API key
            </button>
          )}
          <button type="button" onClick={() => setEditing('adminKey')}>
            {account.adminKey.state === 'stored' ? 'Replace admin key' : 'Add admin key'}
          </button>
          {account.adminKey.state === 'stored' && (
            <button type="button" onClick={() => void run(() => removeKey(account.id, 'adminKey'))}>
              Remove admin key
            </button>
          )}
          <button type="button" onClick={() => setEditing('account')}>
            Edit
          </button>
          {confirmRemove ? (
            <button type="button" className="danger" onClick={() => void run(() => remove(account.id))}>
              Remove {account.name} and its keys
            </button>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirmRemove(true)}>
              Remove account
            </button>
          )}
        </div>
      )}
    </div>
  );
}
