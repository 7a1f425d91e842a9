// Adding an account, or editing one: name, plan, region or custom address (with its scheme word under
// Advanced), and (when adding) the API key. The plan is read from the key as it is typed (Free keys end in
// `:fx`). The key lives in this form's state only until main has accepted it; after a failed check it stays
// in the field so it can be corrected.
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  ACCOUNT_NAME_MAX_CHARACTERS,
  type AccountView,
  AuthSchemeSchema,
  type EndpointInput,
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
import { useSay } from '../../i18n/uiMessages';
import { useAccounts } from './accountsStore';
import { KeyProblem } from './KeyProblem';
import { useKeySubmission } from './keySubmission';

const CUSTOM = 'custom';
/** The start of every address: a scheme, not words, and the same in every language. */
const ADDRESS_START = 'https://';

export function AccountForm(props: {
  account?: AccountView;
  suggestedName?: string;
  onDone(): void;
  onCancel?(): void;
}) {
  const editing = props.account;
  const formId = useId();
  const { formatMessage } = useIntl();
  const { say } = useSay();
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

  const urlIssueMessage = where === CUSTOM && baseUrl.trim() !== '' ? baseUrlIssue(baseUrl.trim()) : undefined;
  const urlIssue = urlIssueMessage && say(urlIssueMessage);
  const urlMissing = where === CUSTOM && baseUrl.trim() === '';
  const schemeParse = AuthSchemeSchema.safeParse(authScheme);
  const schemeIssue =
    where === CUSTOM && !schemeParse.success ? formatMessage({ id: 'settings.accounts.schemeWordInvalid' }) : undefined;
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
  const fieldError = (field: string) => {
    const issue = error?.fields?.find((f) => f.field === field || f.field.startsWith(`${field}.`));
    return issue && (issue.uiMessage ? say(issue.uiMessage) : issue.message);
  };

  const { key, setKey, error, busy, submit, onSubmit } = useKeySubmission((apiKey, storage, planChoice = plan) => {
    const { add, update } = useAccounts.getState();
    return editing
      ? update({ accountId: editing.id, name, plan: planChoice, endpoint: endpoint() })
      : add({ name, plan: planChoice, endpoint: endpoint(), apiKey, storage });
  }, props.onDone);

  return (
    <form
      className="account-form"
      onSubmit={onSubmit}
      aria-label={
        editing
          ? formatMessage({ id: 'settings.accounts.editLabel' }, { name: editing.name })
          : formatMessage({ id: 'settings.accounts.add' })
      }
    >
      <label>
        <FormattedMessage id="settings.accounts.name" />
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
        <legend>
          <FormattedMessage id="settings.accounts.plan" />
        </legend>
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
          <FormattedMessage
            id={plan === 'free' ? 'settings.accounts.planFromKey.free' : 'settings.accounts.planFromKey.pro'}
          />
        </span>
      )}
      <label>
        <FormattedMessage id="settings.accounts.address" />
        <select value={where} onChange={(e) => setWhere(e.target.value as RegionId | typeof CUSTOM)}>
          {REGION_IDS.map((id) => (
            <option key={id} value={id}>
              {REGIONS[id].label} ({REGIONS[id][plan]})
            </option>
          ))}
          <option value={CUSTOM}>{formatMessage({ id: 'settings.accounts.customAddress' })}</option>
        </select>
      </label>
      {where === CUSTOM && (
        <label>
          <FormattedMessage id="settings.accounts.baseUrl" />
          <input
            type="url"
            value={baseUrl}
            onChange={(e) => setBaseUrl(e.target.value)}
            placeholder={ADDRESS_START}
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
              <FormattedMessage id="settings.accounts.baseUrlHint" />
            </span>
          )}
        </label>
      )}
      {where === CUSTOM && (
        <details className="advanced" open={authScheme !== PUBLIC_SERVICE.authScheme || undefined}>
          <summary>
            <FormattedMessage id="settings.accounts.advanced" />
          </summary>
          <label>
            <FormattedMessage id="settings.accounts.schemeWord" />
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
                <FormattedMessage
                  id="settings.accounts.schemeWordHint"
                  values={{ scheme: PUBLIC_SERVICE.authScheme }}
                />
              </span>
            )}
          </label>
        </details>
      )}
      {!editing && (
        <label>
          <FormattedMessage id="settings.accounts.apiKeyLabel" />
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
            <FormattedMessage id="settings.accounts.apiKeyHint" />
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
          <FormattedMessage
            id={
              busy ? 'settings.accounts.checking' : editing ? 'settings.accounts.save' : 'settings.accounts.checkAndAdd'
            }
          />
        </button>
        {props.onCancel && (
          <button type="button" onClick={props.onCancel} disabled={busy}>
            <FormattedMessage id="common.cancel" />
          </button>
        )}
      </div>
    </form>
  );
}
