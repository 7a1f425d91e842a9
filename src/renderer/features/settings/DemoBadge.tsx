// The sidebar badge that says the app is in the offline demo; it leads to Settings, where adding a real
// key is one step.
import { useEffect } from 'react';
import { useAccounts } from './accountsStore';

export function DemoBadge(props: { onOpenSettings(): void }) {
  const demo = useAccounts((s) => s.state?.demo);
  const load = useAccounts((s) => s.load);
  useEffect(() => void load(), [load]);
  if (!demo) return null;
  return (
    // A link, not a button: the sidebar's buttons are its sections.
    <a
      href="#settings"
      className="badge demo-badge"
      title="Add your API key in Settings to translate for real"
      onClick={(e) => {
        e.preventDefault();
        props.onOpenSettings();
      }}
    >
      Offline demo: translations are simulated
    </a>
  );
}
