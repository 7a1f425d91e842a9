// The report of an import's rejected lines: each with its number, the phrase at fault and why (a line with
// two problems is listed twice, and counted once).
import { useSay } from '../../i18n/uiMessages';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportResult } from '../../../shared/calls/glossaries';

const SHOWN_ISSUES = 200;

export function RejectedLines({
  result,
  open = true,
}: {
  result: Pick<ImportResult, 'issues' | 'issueCount' | 'rejectedLineCount'>;
  open?: boolean;
}) {
  const { formatMessage } = useIntl();
  const { say } = useSay();
  if (result.issueCount === 0) return null;
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  const reasonOf = (issue: ImportResult['issues'][number]) => (issue.uiMessage ? say(issue.uiMessage) : issue.message);
  return (
    <details open={open} className="rejections">
      <summary>
        {result.issueCount > SHOWN_ISSUES ? (
          <FormattedMessage
            id="glossaries.rejected.summaryCapped"
            values={{ count: result.rejectedLineCount, shown: SHOWN_ISSUES }}
          />
        ) : (
          <FormattedMessage id="glossaries.rejected.summary" values={{ count: result.rejectedLineCount }} />
        )}
      </summary>
      <ul aria-label={formatMessage({ id: 'glossaries.rejected.listLabel' })}>
        {result.issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
          <li key={i}>
            {issue.field !== 'entry' ? (
              <FormattedMessage
                id="glossaries.rejected.lineField"
                values={{ line: issue.line, field: issue.field, reason: reasonOf(issue), strong }}
              />
            ) : (
              <FormattedMessage
                id="glossaries.rejected.line"
                values={{ line: issue.line, reason: reasonOf(issue), strong }}
              />
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
