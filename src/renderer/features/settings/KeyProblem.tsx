// What went wrong with a key, and the way forward: the plan it really belongs to, or, when the system
// keychain cannot be used, the fallbacks the user may choose (never plain text, never silently).
import { FormattedMessage } from 'react-intl';
import type { KeychainState, Plan, SecretKind, SecretStorage } from '../../../shared/calls/accounts';
import { PLAN_LABELS, otherPlan } from '../../../shared/calls/accounts';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useSay } from '../../i18n/uiMessages';
import type { GlossaError } from '../../lib/ipc';

const FALLBACK_LABELS: Record<'session' | 'encrypted', MessageId> = {
  session: 'settings.keys.fallback.session',
  encrypted: 'settings.keys.fallback.encrypted',
};

export function KeyProblem(props: {
  error: GlossaError;
  keychain: KeychainState | undefined;
  /** The plan the form had chosen; a plan error offers the other one. */
  plan?: Plan;
  busy: boolean;
  onChooseStorage(storage: SecretStorage): void;
  onSwitchPlan?(plan: Plan): void;
}) {
  const { error, keychain, plan, busy } = props;
  const planIssue = error.kind === 'validation' ? error.fields?.find((f) => f.field === 'plan') : undefined;
  // The keychain's own notice at the top of the section already says what is wrong with it: say it once.
  const keychainSaidAbove = error.kind === 'keychain' && keychain?.usable === false;
  const { say, sayError } = useSay();
  const words = sayError(error);
  return (
    <div role="alert" className={`notice ${error.kind === 'keychain' ? 'notice-warn' : 'notice-error'} key-problem`}>
      {keychainSaidAbove ? (
        <p>
          <strong>
            <FormattedMessage id="settings.keys.keychainSaidAbove" />
          </strong>{' '}
          <FormattedMessage id="settings.keys.chooseWhere" />
        </p>
      ) : (
        <p>
          <strong>{words.message}</strong> {words.nextStep}
        </p>
      )}
      {planIssue && plan && props.onSwitchPlan && (
        <button type="button" className="primary" disabled={busy} onClick={() => props.onSwitchPlan!(otherPlan(plan))}>
          <FormattedMessage id="settings.keys.switchPlan" values={{ plan: PLAN_LABELS[otherPlan(plan)] }} />
        </button>
      )}
      {error.kind === 'keychain' && (
        <div className="key-fallbacks">
          {(keychain?.fallbacks ?? [{ storage: 'session' as const, offered: true }]).map((choice) => (
            <div key={choice.storage}>
              <button
                type="button"
                disabled={busy || !choice.offered}
                onClick={() => props.onChooseStorage(choice.storage)}
              >
                <FormattedMessage id={FALLBACK_LABELS[choice.storage]} />
              </button>
              {!choice.offered && (choice.reasonSays ?? choice.reason) && (
                <span className="muted"> {choice.reasonSays ? say(choice.reasonSays) : choice.reason}</span>
              )}
            </div>
          ))}
          <p className="muted">
            <FormattedMessage id="settings.keys.neverPlain" />
          </p>
        </div>
      )}
    </div>
  );
}

export const STORAGE_LABELS: Record<SecretStorage, MessageId> = {
  keychain: 'settings.keys.storage.keychain',
  session: 'settings.keys.storage.session',
  encrypted: 'settings.keys.storage.encrypted',
};

export const KEY_KIND_LABELS: Record<SecretKind, MessageId> = {
  apiKey: 'settings.keys.kind.apiKey',
  adminKey: 'settings.keys.kind.adminKey',
};
