// Adding or replacing one key of an account (the API key or the admin key). The typed key goes to main
// once and is cleared from this form whatever the answer, unless a keychain fallback is still to choose.
import { FormattedMessage, useIntl } from 'react-intl';
import type { AccountView, Plan, SecretKind } from '../../../shared/calls/accounts';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useAccounts } from './accountsStore';
import { KeyProblem } from './KeyProblem';
import { useKeySubmission } from './keySubmission';

const FIELD_LABELS: Record<SecretKind, { add: MessageId; replace: MessageId; save: MessageId }> = {
  apiKey: {
    add: 'settings.keys.editor.apiKey',
    replace: 'settings.keys.editor.newApiKey',
    save: 'settings.keys.editor.saveApiKey',
  },
  adminKey: {
    add: 'settings.keys.editor.adminKey',
    replace: 'settings.keys.editor.newAdminKey',
    save: 'settings.keys.editor.saveAdminKey',
  },
};

export function KeyEditor(props: { account: AccountView; kind: SecretKind; onDone(): void }) {
  const { account, kind } = props;
  const keychain = useAccounts((s) => s.state?.keychain);
  const replacing = account[kind].state === 'stored';
  const { key, setKey, error, busy, submit, onSubmit } = useKeySubmission(
    (typed, storage, plan) => useAccounts.getState().setKey(account.id, kind, typed, storage, plan),
    props.onDone,
  );
  const { formatMessage } = useIntl();
  const label = formatMessage({ id: FIELD_LABELS[kind][replacing ? 'replace' : 'add'] }, { name: account.name });

  return (
    <form className="key-editor" onSubmit={onSubmit} aria-label={label}>
      <label>
        {label}
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
          <FormattedMessage id={busy ? 'settings.accounts.checking' : FIELD_LABELS[kind].save} />
        </button>
        <button type="button" onClick={props.onDone} disabled={busy}>
          <FormattedMessage id="common.cancel" />
        </button>
      </div>
    </form>
  );
}
