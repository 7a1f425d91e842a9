// The quiet line a view shows when it restored a draft kept from before a reload or restart ("Restored your
// draft", with Discard), and the sentence when a draft could not be kept on disk.
import type { DraftKind } from '../../shared/calls/drafts';
import { dismissRestored, useDraftNotices } from '../lib/drafts';
import './notices.css';
import { FormattedMessage } from 'react-intl';
import { useSay } from '../i18n/uiMessages';

export function DraftNotice(props: { kind: DraftKind; what?: string; onDiscard(): void }) {
  const restored = useDraftNotices((s) => s.restored[props.kind] === true);
  const problem = useDraftNotices((s) => s.problems[props.kind]);
  const { sayError } = useSay();
  const words = problem && sayError(problem);
  if (!restored && !problem) return null;
  return (
    <>
      {restored && (
        <div className="notice draft-notice" role="status" data-testid={`draft-restored-${props.kind}`}>
          <span>
            {props.what ? (
              <FormattedMessage id="draft.restoredWhat" values={{ what: props.what }} />
            ) : (
              <FormattedMessage id="draft.restored" />
            )}
          </span>
          <button type="button" className="link-button" onClick={props.onDiscard}>
            <FormattedMessage id="draft.discard" />
          </button>
          <button type="button" className="link-button" onClick={() => dismissRestored(props.kind)}>
            <FormattedMessage id="draft.keep" />
          </button>
        </div>
      )}
      {problem && (
        <div className="notice notice-warn" role="alert">
          {words?.message} {words?.nextStep}
        </div>
      )}
    </>
  );
}
