// The browser shell stopped or restarted under this page: a banner says that what the page shows may be out of
// date (a queue "in progress" that is not), and what to do. Nothing shows in the desktop app.
import { useSyncExternalStore } from 'react';
import { shellConnection } from '../platform/browserBridge';
import './notices.css';

export function ShellConnectionBanner() {
  const state = useSyncExternalStore(shellConnection.subscribe, shellConnection.get);
  if (state === 'lost')
    return (
      <div className="notice notice-error shell-banner" role="alert" data-testid="shell-banner">
        <strong>Glossa’s browser shell stopped or was restarted, so this page is out of date.</strong> If you started it
        again, open the new address it printed (it ends with #secret=…). Your drafts are kept and come back there.
      </div>
    );
  if (state === 'back')
    return (
      <div className="notice notice-warn shell-banner" role="status" data-testid="shell-banner">
        Connected to Glossa again. What happened meanwhile is not shown yet.{' '}
        <button type="button" className="link-button" onClick={() => location.reload()}>
          Reload the page
        </button>
      </div>
    );
  return null;
}
