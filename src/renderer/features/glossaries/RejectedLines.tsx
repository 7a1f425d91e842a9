// The report of an import's rejected lines: each with its number, the phrase at fault and why (a line with
// two problems is listed twice, and counted once).
import type { ImportResult } from '../../../shared/calls/glossaries';

const SHOWN_ISSUES = 200;

export function RejectedLines({
  result,
  open = true,
}: {
  result: Pick<ImportResult, 'issues' | 'issueCount' | 'rejectedLineCount'>;
  open?: boolean;
}) {
  if (result.issueCount === 0) return null;
  return (
    <details open={open} className="rejections">
      <summary>
        Rejected lines ({result.rejectedLineCount.toLocaleString()}
        {result.issueCount > SHOWN_ISSUES && `; the first ${SHOWN_ISSUES} problems shown`})
      </summary>
      <ul aria-label="Rejected lines">
        {result.issues.slice(0, SHOWN_ISSUES).map((issue, i) => (
          <li key={i}>
            <strong>Line {issue.line}</strong>
            {issue.field !== 'entry' && ` (${issue.field})`}: {issue.message}
          </li>
        ))}
      </ul>
    </details>
  );
}
