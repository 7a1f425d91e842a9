// Settings > Connection: the proxy Glossa goes through. The address typed here wins over HTTPS_PROXY /
// HTTP_PROXY; it may carry a user name and password, which main keeps and never shows back (the window sees
// `host:port` and whether credentials are set).
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { useAccounts } from './accountsStore';

/** An example address: a URL, not words, and the same in every language. */
const PROXY_EXAMPLE = 'http://proxy.example.com:3128';

export function ProxySection() {
  const proxy = useAccounts((s) => s.state?.proxy);
  const [address, setAddress] = useState('');
  const [error, setError] = useState<ErrorData | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const { formatMessage } = useIntl();
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
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="settings.proxy.heading" />
      </h2>
      <p data-testid="proxy-state">
        {proxy.source === 'none' && <FormattedMessage id="settings.proxy.none" />}
        {proxy.source === 'environment' && (
          <FormattedMessage id="settings.proxy.environment" values={{ proxy: proxy.label }} />
        )}
        {proxy.source === 'settings' && (
          <FormattedMessage
            id={proxy.hasCredentials ? 'settings.proxy.settingsWithCredentials' : 'settings.proxy.settings'}
            values={{ proxy: proxy.label }}
          />
        )}
        {proxy.noProxy && (
          <span className="muted">
            {' '}
            <FormattedMessage id="settings.proxy.notFor" values={{ hosts: proxy.noProxy }} />
          </span>
        )}
      </p>
      <form className="account-form" onSubmit={onSubmit} aria-label={formatMessage({ id: 'settings.proxy.formLabel' })}>
        <label htmlFor={id}>
          <FormattedMessage id="settings.proxy.address" />
          <input
            id={id}
            type="text"
            value={address}
            onChange={(e) => setAddress(e.target.value)}
            placeholder={PROXY_EXAMPLE}
            autoComplete="off"
            spellCheck={false}
          />
          <span className="muted">
            <FormattedMessage id="settings.proxy.addressHint" />
          </span>
        </label>
        {error && <ErrorNotice error={error} />}
        <div className="form-actions">
          <button type="submit" className="primary" disabled={busy || address.trim() === ''}>
            <FormattedMessage id="settings.proxy.use" />
          </button>
          {proxy.source === 'settings' && (
            <button type="button" disabled={busy} onClick={() => void save(null)}>
              <FormattedMessage id="settings.proxy.stop" />
            </button>
          )}
        </div>
      </form>
    </section>
  );
}
