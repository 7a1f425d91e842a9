// Shown instead of a Pro-only screen on a Free account: why, and the way to Settings.
import { PRO_ONLY_NEXT_STEP, type ProOnlyFeature, proOnlyReason } from '../../shared/rules/plans';
import { useNavigation } from '../app/navigationStore';
import './notices.css';

export function ProOnlyNotice(props: { feature: ProOnlyFeature; accountName: string }) {
  const open = useNavigation((s) => s.open);
  return (
    <div className="notice notice-warn pro-only" role="status" data-testid="pro-only">
      <p>
        <strong>{proOnlyReason(props.feature, 'free')}</strong> ({props.accountName})
      </p>
      <p>{PRO_ONLY_NEXT_STEP}</p>
      <button type="button" onClick={() => open('settings')}>
        Open Settings
      </button>
    </div>
  );
}
