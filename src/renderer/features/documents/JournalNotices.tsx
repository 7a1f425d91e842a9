// What Glossa found at start: damage in the document journal or its key (what it could read and what not,
// where the damaged file was kept), and translations in the recovery folder no job refers to (kept, listed);
// shown until the user dismisses it.
import type { JournalNotice } from '../../../shared/calls/documents';
import { glossa, unwrap } from '../../lib/ipc';

const NOTICE_TITLES: Record<JournalNotice['kind'], string> = {
  journal: 'Some document jobs could not be read.',
  journalKey: 'The document journal key was replaced.',
  recovered: 'Translations kept from before.',
};

export function JournalNotices(props: { notices: readonly JournalNotice[] | undefined }) {
  if (!props.notices || props.notices.length === 0) return null;
  return (
    <div className="notice notice-warn doc-journal-notices" role="alert" data-testid="journal-notices">
      {props.notices.map((notice) => (
        <div key={notice.kind}>
          <p>
            <strong>{NOTICE_TITLES[notice.kind]}</strong> {notice.message}
          </p>
          {notice.details.length > 0 && (
            <ul>
              {notice.details.map((line, index) => (
                <li key={index}>{line}</li>
              ))}
            </ul>
          )}
          {notice.nextStep && <p className="muted">{notice.nextStep}</p>}
          {notice.setAside && (
            <p className="muted">
              {notice.kind === 'recovered'
                ? `The recovery folder: ${notice.setAside}`
                : `The damaged file was kept as ${notice.setAside}`}
            </p>
          )}
        </div>
      ))}
      <button type="button" onClick={() => void unwrap(glossa.documents.dismissNotices())}>
        Dismiss
      </button>
    </div>
  );
}
