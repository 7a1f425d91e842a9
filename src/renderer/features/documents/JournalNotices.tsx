// What Glossa found at start: damage in the document journal or its key (what it could read and what not,
// where the damaged file was kept), and translations in the recovery folder no job refers to (kept, listed);
// shown until the user dismisses it.
import type { JournalNotice } from '../../../shared/calls/documents';
import { FormattedMessage } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { glossa, unwrap } from '../../lib/ipc';
import { useSay } from '../../i18n/uiMessages';

const NOTICE_TITLES: Record<JournalNotice['kind'], MessageId> = {
  journal: 'documents.journal.journal',
  journalKey: 'documents.journal.journalKey',
  recovered: 'documents.journal.recovered',
};

export function JournalNotices(props: { notices: readonly JournalNotice[] | undefined }) {
  const { say } = useSay();
  if (!props.notices || props.notices.length === 0) return null;
  return (
    <div className="notice notice-warn doc-journal-notices" role="alert" data-testid="journal-notices">
      {props.notices.map((notice) => (
        <div key={notice.kind}>
          <p>
            <strong>
              <FormattedMessage id={NOTICE_TITLES[notice.kind]} />
            </strong>{' '}
            {say(notice.says)}
          </p>
          {(notice.files?.length ?? 0) + notice.details.length > 0 && (
            <ul>
              {notice.files?.map((path) => (
                <li key={path} data-user-text>
                  {path}
                </li>
              ))}
              {notice.details.map((line, index) => (
                <li key={index}>{say(line)}</li>
              ))}
            </ul>
          )}
          {notice.nextStep && <p className="muted">{say(notice.nextStep)}</p>}
          {notice.setAside && (
            <p className="muted">
              <FormattedMessage
                id={notice.kind === 'recovered' ? 'documents.journal.recoveryFolder' : 'documents.journal.damagedKept'}
                values={{ path: notice.setAside }}
              />
            </p>
          )}
        </div>
      ))}
      <button type="button" onClick={() => void unwrap(glossa.documents.dismissNotices())}>
        <FormattedMessage id="documents.dismiss" />
      </button>
    </div>
  );
}
