// The sidebar badge that says the app is in the offline demo; it leads to Settings, where adding a real
// key is one step.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useAccounts } from './accountsStore';

export function DemoBadge(props: { onOpenSettings(): void }) {
  const demo = useAccounts((s) => s.state?.demo);
  const load = useAccounts((s) => s.load);
  const { formatMessage } = useIntl();
  useEffect(() => void load(), [load]);
  if (!demo) return null;
  return (
    // A link, not a button: the sidebar's buttons are its sections.
    <a
      href="#settings"
      className="badge demo-badge"
      title={formatMessage({ id: 'demo.badgeHint' })}
      onClick={(e) => {
        e.preventDefault();
        props.onOpenSettings();
      }}
    >
      <FormattedMessage id="demo.badge" />
    </a>
  );
}
