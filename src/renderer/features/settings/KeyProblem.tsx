// What went wrong with a key, and the way forward: the plan it really belongs to, or, when the system
// keychain cannot be used, the fallbacks the user may choose (never plain text, never silently).
import type { KeychainState, Plan, SecretStorage } from '../../../shared/calls/accounts';
import { PLAN_LABELS, otherPlan } from '../../../shared/calls/accounts';
import type { GlossaError } from '../../lib/ipc';

const FALLBACK_LABELS: Record<'session' | 'encrypted', string> = {
  session: 'Keep the key for this session only',
  encrypted: 'Store it encrypted by the system',
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
  return (
    <div role="alert" className={`notice ${error.kind === 'keychain' ? 'notice-warn' : 'notice-error'} key-problem`}>
      {keychainSaidAbove ? (
        <p>
          <strong>The key was checked, but the system keychain cannot keep it now (see above).</strong> Choose where to
          keep it instead:
        </p>
      ) : (
        <p>
          <strong>{error.message}</strong> {error.nextStep}
        </p>
      )}
      {planIssue && plan && props.onSwitchPlan && (
        <button type="button" className="primary" disabled={busy} onClick={() => props.onSwitchPlan!(otherPlan(plan))}>
          Switch to {PLAN_LABELS[otherPlan(plan)]} and save
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
                {FALLBACK_LABELS[choice.storage]}
              </button>
              {!choice.offered && choice.reason && <span className="muted"> {choice.reason}</span>}
            </div>
          ))}
          <p className="muted">Glossa never stores a key as plain text.</p>
        </div>
      )}
    </div>
  );
}

export const STORAGE_LABELS: Record<SecretStorage, string> = {
  keychain: 'in the system keychain',
  session: 'for this session only',
  encrypted: 'encrypted by the system',
};
