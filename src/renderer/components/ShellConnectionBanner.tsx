// The browser shell stopped or restarted under this page: a banner says that what the page shows may be out of
// date (a queue "in progress" that is not), and what to do. Nothing shows in the desktop app.
import { useSyncExternalStore } from 'react';
import { shellConnection } from '../platform/browserBridge';
import './notices.css';
import { FormattedMessage } from 'react-intl';

export function ShellConnectionBanner() {
  const state = useSyncExternalStore(shellConnection.subscribe, shellConnection.get);
  if (state === 'lost')
    return (
      <div className="notice notice-error shell-banner" role="alert" data-testid="shell-banner">
        <strong>
          <FormattedMessage id="shell.lost" />
        </strong>{' '}
        <FormattedMessage id="shell.lostNextStep" />
      </div>
    );
  if (state === 'back')
    return (
      <div className="notice notice-warn shell-banner" role="status" data-testid="shell-banner">
        <FormattedMessage id="shell.back" />{' '}
        <button type="button" className="link-button" onClick={() => location.reload()}>
          <FormattedMessage id="shell.reload" />
        </button>
      </div>
    );
  return null;
}
