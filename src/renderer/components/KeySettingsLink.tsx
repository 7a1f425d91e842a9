// The way out of a screen that failed for want of a key (none stored, rejected, or kept in a keychain that
// cannot be read now, e.g. a session-only key after a restart): straight to Settings, where it is entered.
import type { ErrorData } from '../../shared/errors';
import { FormattedMessage } from 'react-intl';
import { useNavigation } from '../app/navigationStore';

/** Errors that a key entered in Settings resolves. */
const needsKey = (error: Pick<ErrorData, 'kind'>): boolean => error.kind === 'auth' || error.kind === 'keychain';

export function KeySettingsLink(props: { error: Pick<ErrorData, 'kind'> }) {
  const open = useNavigation((s) => s.open);
  const active = useNavigation((s) => s.active);
  if (!needsKey(props.error) || active === 'settings') return null;
  return (
    <button type="button" className="key-settings-link" onClick={() => open('settings')}>
      <FormattedMessage id="common.enterKeyInSettings" />
    </button>
  );
}
