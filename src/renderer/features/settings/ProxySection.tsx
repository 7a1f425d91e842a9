// Settings > Connection: the proxy Glossa goes through. The address typed here wins over HTTPS_PROXY /
// HTTP_PROXY; it may carry a user name and password, which main keeps and never shows back (the window sees
// `host:port` and whether credentials are set).
import { useId, useState, type FormEvent } from 'react';
import type { ErrorData } from '../../../shared/errors';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { useAccounts } from './accountsStore';

export function ProxySection() {
  const proxy = useAccounts((s) => s.state?.proxy);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<ErrorData | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const save = async (proxyUrl: string | null) => {
    setBusy(true);
    setError(null);
    try {
      useAccounts.setState({ state: await unwrap(glossa.accounts.setProxy({ proxyUrl })) });
      setAddress('');
    } catch (failure) {
      setError(errorDataOf(failure));
    } finally {
      setBusy(false);
    }
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void save(address.trim() === '' ? null : address.trim());
  };
  if (!proxy) return null;
  return (
    <section className="card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Connection</h2>
      <p data-testid="proxy-state">
        {proxy.source === 'none' && 'Glossa connects to the service directly (no proxy).'}
        {proxy.source === 'environment' &&
          `Glossa goes through the proxy at ${proxy.label} (from HTTPS_PROXY / HTTP_PROXY).`}
        {proxy.source === 'settings' &&
          `Glossa goes through the proxy at ${proxy.label}${proxy.hasCredentials ? ', with a user name and password' : ''}.`}
        {proxy.noProxy && <span className="muted"> Not for: {proxy.noProxy}.</span>}
      </p>
      <form className="account-form" onSubmit={onSubmit} aria-label="Proxy">
        <label htmlFor={id}>
          Proxy address
          <input
            id={id}
            type="text"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder="http://proxy.example.com:3128"
            autoComplete="off"
            spellCheck={false}
          />
          <span className="muted">
            With credentials: http://user:password@host:port. They are kept on this computer and never shown again.
          </span>
        </label>
        {error && (
          <p role="alert" className="notice notice-error">
            {error.message} {error.nextStep}
          </p>
        )}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy || address.trim() === ''}>
            Use this proxy
          </button>
          {proxy.source === 'settings' && (
            <button type="button" disabled={busy} onClick={() => void save(null)}>
              Stop using the proxy
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
