// Settings > Accounts: every account with its plan, address and masked keys; one click makes one active.
// With no account, the offline demo is explained here and adding a real key is the next step.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  type AccountView,
  PLAN_LABELS,
  REGIONS,
  type SecretKind,
  type SecretStatus,
} from '../../../shared/calls/accounts';
import { ErrorNotice } from '../../components/ErrorNotice';
import type { GlossaError } from '../../lib/ipc';
import { useAccounts } from './accountsStore';
import { AccountForm } from './AccountForm';
import { KeyEditor } from './KeyEditor';
import { KEY_KIND_LABELS, STORAGE_LABELS } from './KeyProblem';
import { TrialTranslation } from './TrialTranslation';
import { UsageMeter } from './UsageMeter';

export function AccountsSection() {
  const { state, loadError, load } = useAccounts();
  const [adding, setAdding] = useState(false);
  const { formatMessage } = useIntl();
  useEffect(() => void load({ probeKeychain: true }), [load]);

  if (loadError) return <ErrorNotice error={loadError} />;
  if (!state)
    return (
      <p className="muted">
        <FormattedMessage id="settings.accounts.loading" />
      </p>
    );
  const showForm = adding || state.demo;
  return (
    <section className="card" aria-labelledby="accounts-heading">
      <h2 id="accounts-heading">
        <FormattedMessage id="settings.accounts.heading" />
      </h2>
      <KeychainStatus />
      {state.demo && (
        <div className="notice notice-warn demo-notice" data-testid="demo-notice">
          <p>
            <strong>
              <FormattedMessage id="settings.accounts.demoHeading" />
            </strong>{' '}
            <FormattedMessage id="settings.accounts.demoExplained" />
          </p>
        </div>
      )}
      {state.accounts.length > 0 && (
        <fieldset className="account-list">
          <legend>
            <FormattedMessage id="settings.accounts.active" />
          </legend>
          {state.accounts.map((account) => (
            <AccountRow key={account.id} account={account} active={account.id === state.activeAccountId} />
          ))}
        </fieldset>
      )}
      <TrialTranslation />
      {showForm ? (
        <>
          <h3>
            <FormattedMessage id={state.demo ? 'settings.accounts.addYours' : 'settings.accounts.addAnother'} />
          </h3>
          <AccountForm
            suggestedName={state.accounts.length === 0 ? formatMessage({ id: 'settings.accounts.suggestedName' }) : ''}
            onDone={() => setAdding(false)}
            {...(state.demo ? {} : { onCancel: () => setAdding(false) })}
          />
        </>
      ) : (
        <button type="button" onClick={() => setAdding(true)}>
          <FormattedMessage id="settings.accounts.add" />
        </button>
      )}
    </section>
  );
}

function KeychainStatus() {
  const keychain = useAccounts((s) => s.state?.keychain);
  const checkKeychain = useAccounts((s) => s.checkKeychain);
  if (!keychain || keychain.usable !== false) return null;
  const cause = keychain.cause ?? 'failed';
  return (
    <div role="status" className="notice notice-warn keychain-status">
      <p>
        <strong>
          <FormattedMessage id={`keychain.${cause}.message`} />
        </strong>{' '}
        <FormattedMessage id={`keychain.${cause}.nextStep`} />
      </p>
      <button type="button" onClick={() => void checkKeychain()}>
        <FormattedMessage id="settings.accounts.checkKeychain" />
      </button>
    </div>
  );
}

function KeyLine(props: { kind: SecretKind; status: SecretStatus }) {
  const { status } = props;
  return (
    <>
      <dt>
        <FormattedMessage id={KEY_KIND_LABELS[props.kind]} />
      </dt>
      <dd data-testid={props.kind === 'apiKey' ? 'key-API key' : 'key-Admin key'}>
        {status.state === 'stored' && (
          <>
            <code>{status.masked}</code>{' '}
            <span className="muted">{status.storage && <FormattedMessage id={STORAGE_LABELS[status.storage]} />}</span>
          </>
        )}
        {status.state === 'missing' && (
          <span className="muted">
            <FormattedMessage id="settings.accounts.keyNone" />
          </span>
        )}
        {/* Glossa cannot tell whether a key is there while the keychain is closed (often none ever was): not an
            error of this key, and the keychain notice above says why, once. */}
        {status.state === 'unreadable' && (
          <span className="muted" title={status.problem}>
            <FormattedMessage id="settings.accounts.keyUnknown" />
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
  const { formatMessage } = useIntl();
  const address =
    account.endpoint.kind === 'region'
      ? `${REGIONS[account.endpoint.region].label} (${account.baseUrl})`
      : formatMessage(
          { id: 'settings.accounts.customAddressFact' },
          { address: account.baseUrl, scheme: account.endpoint.authScheme },
        );

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
        {active && (
          <span className="badge badge-ok">
            <FormattedMessage id="settings.accounts.activeBadge" />
          </span>
        )}
        {active && <UsageMeter compact />}
      </label>
      <dl className="facts">
        <dt>
          <FormattedMessage id="settings.accounts.plan" />
        </dt>
        <dd>{PLAN_LABELS[account.plan]}</dd>
        <dt>
          <FormattedMessage id="settings.accounts.addressFact" />
        </dt>
        <dd>{address}</dd>
        <KeyLine kind="apiKey" status={account.apiKey} />
        <KeyLine kind="adminKey" status={account.adminKey} />
      </dl>
      {editing === 'account' && (
        <AccountForm account={account} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} />
      )}
      {(editing === 'apiKey' || editing === 'adminKey') && (
        <KeyEditor account={account} kind={editing} onDone={() => setEditing(null)} />
      )}
      {error && <ErrorNotice error={error} />}
      {editing === null && (
        <div className="form-actions">
          <button type="button" onClick={() => setEditing('apiKey')}>
            <FormattedMessage
              id={account.apiKey.state === 'stored' ? 'settings.accounts.replaceApiKey' : 'settings.accounts.addApiKey'}
            />
          </button>
          {account.apiKey.state === 'stored' && (
            <button type="button" onClick={() => void run(() => removeKey(account.id, 'apiKey'))}>
              <FormattedMessage id="settings.accounts.removeApiKey" />
            </button>
          )}
          <button type="button" onClick={() => setEditing('adminKey')}>
            <FormattedMessage
              id={
                account.adminKey.state === 'stored'
                  ? 'settings.accounts.replaceAdminKey'
                  : 'settings.accounts.addAdminKey'
              }
            />
          </button>
          {account.adminKey.state === 'stored' && (
            <button type="button" onClick={() => void run(() => removeKey(account.id, 'adminKey'))}>
              <FormattedMessage id="settings.accounts.removeAdminKey" />
            </button>
          )}
          <button type="button" onClick={() => setEditing('account')}>
            <FormattedMessage id="settings.accounts.edit" />
          </button>
          {confirmRemove ? (
            <button type="button" className="danger" onClick={() => void run(() => remove(account.id))}>
              <FormattedMessage id="settings.accounts.removeConfirm" values={{ name: account.name }} />
            </button>
          ) : (
            <button type="button" className="danger" onClick={() => setConfirmRemove(true)}>
              <FormattedMessage id="settings.accounts.remove" />
            </button>
          )}
        </div>
      )}
    </div>
  );
}
