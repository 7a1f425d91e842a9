// Shown instead of a Pro-only screen on a Free account: why, and the way to Settings.
import { FormattedMessage } from 'react-intl';
import { PRO_ONLY_NEXT_STEP, type ProOnlyFeature, proOnlyMessage } from '../../shared/rules/plans';
import { useNavigation } from '../app/navigationStore';
import { useSay } from '../i18n/uiMessages';
import './notices.css';

export function ProOnlyNotice(props: { feature: ProOnlyFeature; accountName: string }) {
  const open = useNavigation((s) => s.open);
  const { say } = useSay();
  const reason = proOnlyMessage(props.feature, 'free');
  return (
    <div className="notice notice-warn pro-only" role="status" data-testid="pro-only">
      <p>
        <strong>{reason && say(reason)}</strong> ({props.accountName})
      </p>
      <p>{say(PRO_ONLY_NEXT_STEP)}</p>
      <button type="button" onClick={() => open('settings')}>
        <FormattedMessage id="history.openSettings" />
      </button>
    </div>
  );
}
