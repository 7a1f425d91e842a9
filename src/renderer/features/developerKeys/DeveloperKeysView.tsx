// Developer keys (admin): the account's API keys for colleagues and tools. Needs the account's admin key;
// shows the active keys against the limit of 25, creates, renames, limits and deactivates keys.
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigation } from '../../app/navigationStore';
import { ConnectionLoading } from '../../components/ConnectionLoading';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useActiveConnection } from '../../components/activeConnection';
import { useSay } from '../../i18n/uiMessages';
import { CreateKeyForm } from './CreateKeyForm';
import { DeveloperKeyRow } from './DeveloperKeyRow';
import { TeamUsagePanel } from './TeamUsagePanel';
import { activeKeyCounter } from './developerKeyModel';
import { useDeveloperKeys } from './developerKeysStore';
import './developerKeys.css';

export function DeveloperKeysView() {
  const connection = useActiveConnection();
  const open = useNavigation((s) => s.open);
  return (
    <div className="page developer-keys-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="section.developer-keys" />
        </h1>
      </header>
      {connection === null ? (
        <ConnectionLoading />
      ) : !connection.hasAdminKey ? (
        <div className="notice notice-warn admin-key-missing" role="status" data-testid="admin-key-missing">
          <p>
            <strong>
              <FormattedMessage id="developerKeys.adminMissing.title" values={{ name: connection.name }} />
            </strong>
          </p>
          <p>
            <FormattedMessage id="developerKeys.adminMissing.body" />
          </p>
          <button type="button" onClick={() => open('settings')}>
            <FormattedMessage id="developerKeys.openSettings" />
          </button>
        </div>
      ) : (
        <DeveloperKeysAdmin />
      )}
    </div>
  );
}

function DeveloperKeysAdmin() {
  const { keys, loadError, filter, load, setFilter } = useDeveloperKeys();
  // A name of its own, so no other radio group on the page can take this one's choice away.
  const filterName = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  useEffect(() => {
    if (keys === null) void load();
  }, [keys, load]);
  if (loadError && keys === null) {
    return (
      <>
        <ErrorNotice error={loadError} title={formatMessage({ id: 'developerKeys.listFailed' })} />
        <button type="button" onClick={() => void load()}>
          <FormattedMessage id="developerKeys.tryAgain" />
        </button>
      </>
    );
  }
  if (keys === null)
    return (
      <p className="muted">
        <FormattedMessage id="developerKeys.loading" />
      </p>
    );
  const counter = activeKeyCounter(keys);
  const shown = keys.filter((k) => (filter === 'active' ? !k.deactivated : k.deactivated));
  const deactivatedCount = keys.length - counter.active;
  return (
    <>
      <section className="card key-counter-card" aria-label={formatMessage({ id: 'developerKeys.activeKeys' })}>
        <div className="key-counter">
          <span className="key-counter-figure" data-testid="active-key-count">
            {say(counter.label)}
          </span>
          <div
            className="key-counter-track"
            role="meter"
            aria-label={formatMessage({ id: 'developerKeys.activeKeys' })}
            aria-valuemin={0}
            aria-valuemax={counter.max}
            aria-valuenow={counter.active}
            aria-valuetext={say(counter.label)}
          >
            <div
              className={`key-counter-fill${counter.createIssue ? ' key-counter-full' : ''}`}
              style={{ width: `${(counter.active / counter.max) * 100}%` }}
            />
          </div>
        </div>
        <CreateKeyForm createIssue={counter.createIssue} />
      </section>

      <section className="card" aria-labelledby="developer-keys-heading">
        <div className="keys-toolbar">
          <h2 id="developer-keys-heading">
            <FormattedMessage id="developerKeys.keys" />
          </h2>
          <fieldset className="segmented">
            <legend className="visually-hidden">
              <FormattedMessage id="developerKeys.show" />
            </legend>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'active'}
                onChange={() => setFilter('active')}
              />
              <FormattedMessage id="developerKeys.filter.active" values={{ count: counter.active }} />
            </label>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'deactivated'}
                onChange={() => setFilter('deactivated')}
              />
              <FormattedMessage id="developerKeys.filter.deactivated" values={{ count: deactivatedCount }} />
            </label>
          </fieldset>
          <button type="button" onClick={() => void load()}>
            <FormattedMessage id="developerKeys.refresh" />
          </button>
        </div>
        {shown.length === 0 ? (
          <p className="muted">
            <FormattedMessage id={filter === 'active' ? 'developerKeys.noActive' : 'developerKeys.noDeactivated'} />
          </p>
        ) : (
          <table className="keys-table">
            <thead>
              <tr>
                <th scope="col">
                  <FormattedMessage id="developerKeys.column.label" />
                </th>
                <th scope="col">
                  <FormattedMessage id="developerKeys.column.key" />
                </th>
                <th scope="col">
                  <FormattedMessage
                    id={filter === 'active' ? 'developerKeys.column.created' : 'developerKeys.column.deactivated'}
                  />
                </th>
                <th scope="col">
                  <FormattedMessage id="developerKeys.column.limit" />
                </th>
                <th scope="col">
                  <span className="visually-hidden">
                    <FormattedMessage id="developerKeys.column.actions" />
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.map((key) => (
                <DeveloperKeyRow key={key.keyId} developerKey={key} />
              ))}
            </tbody>
          </table>
        )}
      </section>
      <TeamUsagePanel />
    </>
  );
}
