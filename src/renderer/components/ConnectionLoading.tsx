// What a screen that depends on the active account shows until the accounts are known: loading, or why not.
import { useAccounts } from '../features/settings/accountsStore';
import { ErrorNotice } from './ErrorNotice';
import { FormattedMessage, useIntl } from 'react-intl';

export function ConnectionLoading() {
  const loadError = useAccounts((s) => s.loadError);
  const load = useAccounts((s) => s.load);
  const { formatMessage } = useIntl();
  if (!loadError)
    return (
      <p className="muted">
        <FormattedMessage id="common.loading" />
      </p>
    );
  return (
    <div>
      <ErrorNotice error={loadError} title={formatMessage({ id: 'connection.accountsUnreadable' })} />
      <button type="button" onClick={() => void load()}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </div>
  );
}
