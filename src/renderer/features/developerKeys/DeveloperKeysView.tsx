// Developer keys (admin): the account's API keys for colleagues and tools. Needs the account's admin key;
// shows the active keys against the limit of 25, creates, renames, limits and deactivates keys.
import { useEffect, useId } from 'react';
import { useNavigation } from '../../app/navigationStore';
import { ConnectionLoading } from '../../components/ConnectionLoading';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useActiveConnection } from '../../components/activeConnection';
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
        <h1>Developer keys</h1>
      </header>
      {connection === null ? (
        <ConnectionLoading />
      ) : !connection.hasAdminKey ? (
        <div className="notice notice-warn admin-key-missing" role="status" data-testid="admin-key-missing">
          <p>
            <strong>
              Developer keys are managed with the account's admin key, and “{connection.name}” has none in Glossa.
            </strong>
          </p>
          <p>
            Admin keys are created in the service's self-admin area. Add it to the account in Settings; it is checked
            with the service and kept in the system keychain.
          </p>
          <button type="button" onClick={() => open('settings')}>
            Open Settings
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
  useEffect(() => {
    if (keys === null) void load();
  }, [keys, load]);
  if (loadError && keys === null) {
    return (
      <>
        <ErrorNotice error={loadError} title="The developer keys could not be listed." />
        <button type="button" onClick={() => void load()}>
          Try again
        </button>
      </>
    );
  }
  if (keys === null) return <p className="muted">Loading…</p>;
  const counter = activeKeyCounter(keys);
  const shown = keys.filter((k) => (filter === 'active' ? !k.deactivated : k.deactivated));
  const deactivatedCount = keys.length - counter.active;
  return (
    <>
      <section className="card key-counter-card" aria-label="Active keys">
        <div className="key-counter">
          <span className="key-counter-figure" data-testid="active-key-count">
            {counter.label}
          </span>
          <div
            className="key-counter-track"
            role="meter"
            aria-label="Active keys"
            aria-valuemin={0}
            aria-valuemax={counter.max}
            aria-valuenow={counter.active}
            aria-valuetext={counter.label}
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
          <h2 id="developer-keys-heading">Keys</h2>
          <fieldset className="segmented">
            <legend className="visually-hidden">Show</legend>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'active'}
                onChange={() => setFilter('active')}
              />
              Active ({counter.active})
            </label>
            <label>
              <input
                type="radio"
                name={filterName}
                checked={filter === 'deactivated'}
                onChange={() => setFilter('deactivated')}
              />
              Deactivated ({deactivatedCount})
            </label>
          </fieldset>
          <button type="button" onClick={() => void load()}>
            Refresh
          </button>
        </div>
        {shown.length === 0 ? (
          <p className="muted">{filter === 'active' ? 'No active keys.' : 'No deactivated keys.'}</p>
        ) : (
          <table className="keys-table">
            <thead>
              <tr>
                <th scope="col">Label</th>
                <th scope="col">Key</th>
                <th scope="col">{filter === 'active' ? 'Created' : 'Deactivated'}</th>
                <th scope="col">Monthly limit</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
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
