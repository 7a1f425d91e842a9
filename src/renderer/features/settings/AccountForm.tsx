// Adding an account, or editing one: name, plan, region or custom address (with its scheme word under
// Advanced), and (when adding) the API key. The plan is read from the key as it is typed (Free keys end in
// `:fx`). The key lives in this form's state only until main has accepted it; after a failed check it stays
// in the field so it can be corrected.
import { useId, useState } from 'react';
import {
  ACCOUNT_NAME_MAX_CHARACTERS,
  type AccountView,
  AuthSchemeSchema,
  type EndpointInput,
  KEY_LABEL,
  PLANS,
  PLAN_LABELS,
  PUBLIC_SERVICE,
  type Plan,
  REGIONS,
  REGION_IDS,
  DEFAULT_REGION,
  type RegionId,
  baseUrlIssue,
  planOfKey,
} from '../../../shared/calls/accounts';
import { useNavigation } from '../../app/navigationStore';
import { useAccounts } from './accountsStore';
import { KeyProblem } from './KeyProblem';
import { useKeySubmission } from './keySubmission';

const CUSTOM = 'custom';

export function AccountForm(props: {
  account?: AccountView;
  suggestedName?: string;
  onDone(): void;
  onCancel?(): void;
}) {
  const editing = props.account;
  const formId = useId();
  const keychain = useAccounts((s) => s.state?.keychain);
  const [name, setName] = useState(editing?.name ?? props.suggestedName ?? '');
  const [plan, setPlan] = useState<Plan>(editing?.plan ?? 'pro');
  const [where, setWhere] = useState<RegionId | typeof CUSTOM>(
    editing?.endpoint.kind === 'custom'
      ? CUSTOM
      : editing?.endpoint.kind === 'region'
        ? editing.endpoint.region
        : DEFAULT_REGION,
  );
  const [baseUrl, setBaseUrl] = useState(editing?.endpoint.kind === 'custom' ? editing.endpoint.baseUrl : '');
  const [authScheme, setAuthScheme] = useState(
    editing?.endpoint.kind === 'custom' ? editing.endpoint.authScheme : PUBLIC_SERVICE.authScheme,
  );
  const [planFromKey, setPlanFromKey] = useState(false);

  const urlIssue = where === CUSTOM && baseUrl.trim() !== '' ? baseUrlIssue(baseUrl.trim()) : undefined;
  const urlMissing = where === CUSTOM && baseUrl.trim() === '';
  const schemeParse = AuthSchemeSchema.safeParse(authScheme);
  const schemeIssue = where === CUSTOM && !schemeParse.success ? schemeParse.error.issues[0]?.message : undefined;
  const endpoint = (): EndpointInput =>
    where === CUSTOM
      ? { kind: 'custom', baseUrl: baseUrl.trim(), authScheme: authScheme.trim() }
      : { kind: 'region', region: where };
  /** The plan is offered from the key itself, before anything is checked. */
  const onKeyTyped = (typed: string) => {
    setKey(typed);
    if (typed.trim().length < 8) return;
    const fromKey = planOfKey(typed);
    setPlanFromKey(true);
    if (fromKey !== plan) setPlan(fromKey);
  };
  const fieldError = (field: string) =>
    error?.fields?.find((f) => f.field === field || f.field.startsWith(`${field}.`))?.message;

  const { key, setKey, error, busy, submit, onSubmit } = useKeySubmission((apiKey, storage, planChoice = plan) => {
    const { add, update } = useAccounts.getState();
    return editing
      ? update({ accountId: editing.id, name, plan: planChoice, endpoint: endpoint() })
      : add({ name, plan: planChoice, endpoint: endpoint(), apiKey, storage });
  }, props.onDone);

  return (
    <form className="account-form" onSubmit={onSubmit} aria-label={editing ? `Edit ${editing.name}` : 'Add an account'}>
      <label>
        Account name
        <input
          type="text"
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={ACCOUNT_NAME_MAX_CHARACTERS}
          aria-invalid={fieldError('name') ? true : undefined}
        />
        {fieldError('name') && <span className="field-error">{fieldError('name')}</span>}
      </label>
      <fieldset className="segmented">
        <legend>Plan</legend>
        {PLANS.map((p) => (
          <label key={p}>
            <input
              type="radio"
              name={`plan-${editing?.id ?? 'new'}`}
              value={p}
              checked={plan === p}
              onChange={() => {
                setPlan(p);
                setPlanFromKey(false);
              }}
            />
            {PLAN_LABELS[p]}
          </label>
        ))}
      </fieldset>
      {planFromKey && !editing && (
        <span className="muted plan-from-key" data-testid="plan-from-key">
          {plan === 'free' ? 'This is an API Free key (it ends in :fx).' : 'This is an API Pro key.'}
        </span>
      )}
      <label>
        Service address
        <select value={where} onChange={(e) => setWhere(e.target.value as RegionId | typeof CUSTOM)}>
          {REGION_IDS.map((id) => (
            <option key={id} value={id}>
              {REGIONS[id].label} ({REGIONS[id][plan]})
            </option>
          ))}
          <option value={CUSTOM}>Custom address…</option>
        </select>
      </label>
      {where === CUSTOM && (
        <label>
          Custom base URL
          <input
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            placeholder="https://"
            required
            aria-invalid={urlIssue || fieldError('endpoint') ? true : undefined}
            aria-describedby={`${formId}-url-note`}
          />
          {urlIssue || fieldError('endpoint') ? (
            <span className="field-error" id={`${formId}-url-note`} role="alert">
              {urlIssue ?? fieldError('endpoint')}
            </span>
          ) : (
            <span className="muted" id={`${formId}-url-note`}>
              The address of the service, as its provider gives it, such as https://api.example.com.
            </span>
          )}
        </label>
      )}
      {where === CUSTOM && (
        <details className="advanced" open={authScheme !== PUBLIC_SERVICE.authScheme || undefined}>
          <summary>Advanced</summary>
          <label>
            Scheme word
            <input
              type="text"
              value={authScheme}
              onChange={(e) => setAuthScheme(e.target.value)}
              spellCheck={false}
              aria-invalid={schemeIssue ? true : undefined}
            />
            {schemeIssue ? (
              <span className="field-error">{schemeIssue}</span>
            ) : (
              <span className="muted">
                The word before the key in the Authorization header: {PUBLIC_SERVICE.authScheme} for the DeepL API.
              </span>
            )}
          </label>
        </details>
      )}
      {!editing && (
        <label>
          {KEY_LABEL}
          <input
            type="password"
            // Sent here by "Add your API key": the key field takes the focus, so typing goes straight in.
            ref={(input) => {
              if (input && useNavigation.getState().takeFocusRequest('api-key')) input.focus();
            }}
            value={key}
            onChange={(e) => onKeyTyped(e.target.value)}
            required
            autoComplete="off"
            spellCheck={false}
            aria-invalid={fieldError('apiKey') ? true : undefined}
          />
          {fieldError('apiKey') && <span className="field-error">{fieldError('apiKey')}</span>}
          <span className="muted">
            Checked with the service, then kept in the system keychain. Glossa shows only its last 4 characters.
          </span>
        </label>
      )}
      {error && (
        <KeyProblem
          error={error}
          keychain={keychain}
          plan={plan}
          busy={busy}
          onChooseStorage={(storage) => void submit(storage)}
          onSwitchPlan={(other) => {
            setPlan(other);
            void submit('keychain', other);
          }}
        />
      )}
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={busy || urlMissing || Boolean(urlIssue) || Boolean(schemeIssue)}
        >
          {busy ? 'Checking…' : editing ? 'Save changes' : 'Check and add'}
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel} disabled={busy}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}
