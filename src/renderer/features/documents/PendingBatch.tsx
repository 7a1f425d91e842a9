// Files chosen but not sent yet: what each will bill (its characters, counted in main before anything is
// uploaded, and the 50,000 minimum where it applies), the batch's total, what the batch still needs (a target
// language), and the choice to translate them or not. Chosen files are never thrown away.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import { batchBill, billingPreview, type FileBill, type FileCount } from '../../../shared/rules/documentBilling';
import { BILLING_MINIMUM_CHARACTERS } from '../../../shared/rules/documents';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { billingLines } from './billingWords';
import { optionProblems, useDocuments, useProblemSources } from './documentsStore';
import type { IncomingFile, PendingCount } from './pendingFiles';
import { UntranslatedNote } from './UntranslatedNote';
import './pendingBatch.css';

const SHOWN_FILES = 8;

/** The files a pending item stands for (a folder stands for the files main found in it); a failed count says why. */
function countsOf(
  file: IncomingFile,
  count: PendingCount | undefined,
  words: (error: ErrorData) => string,
): { count: FileCount; failure?: string }[] {
  if (count?.state === 'counted') return count.files.map((counted) => ({ count: counted }));
  if (count?.state === 'failed') return [{ count: { name: file.name }, failure: words(count.error) }];
  return [{ count: { name: file.name } }];
}

function BillCells({ bill, counting }: { bill: FileBill; counting: boolean }) {
  const { formatMessage } = useIntl();
  const formats = useFormats();
  if (bill.characters === undefined) {
    return (
      <>
        <td className="doc-count-chars muted">
          {counting ? <FormattedMessage id="documents.pending.counting" /> : '—'}
        </td>
        <td className="doc-count-billed">
          {bill.least > 0 ? <FormattedMessage id="documents.pending.atLeast" values={{ count: bill.least }} /> : '—'}
        </td>
      </>
    );
  }
  return (
    <>
      <td className="doc-count-chars">{formats.number(bill.characters)}</td>
      <td className="doc-count-billed">
        {formats.number(bill.billed ?? bill.characters)}
        {bill.minimumApplies && (
          <span
            className="doc-count-minimum"
            title={formatMessage({ id: 'documents.pending.minimumTitle' }, { minimum: BILLING_MINIMUM_CHARACTERS })}
          >
            <FormattedMessage id="documents.pending.minimum" />
          </span>
        )}
      </td>
    </>
  );
}

export function PendingBatch() {
  const { pending, counts, options, alsoInto, fileDialogs, confirmPending, discardPending, folderProblem } =
    useDocuments();
  const intl = useIntl();
  const formats = useFormats();
  const { say, sayError } = useSay();
  useProblemSources();
  if (pending.length === 0 || !options) return null;
  const targets = [options.targetLang, ...alsoInto.filter((l) => l !== options.targetLang)].filter(
    (l): l is string => l !== null,
  );
  const targetCount = Math.max(1, targets.length);
  const rows = pending.flatMap((file) =>
    countsOf(file, counts.get(file), (error) => sayError(error).message).map((row) => ({
      ...row,
      counting: counts.get(file)?.state !== 'counted' && counts.get(file)?.state !== 'failed',
    })),
  );
  const bill = batchBill(
    rows.map((row) => row.count),
    targetCount,
  );
  const preview = billingPreview(
    pending.map((f) => f.name),
    targetCount,
  );
  const counting = rows.some((row) => row.counting);
  const problems = optionProblems(options, !fileDialogs || pending.some((f) => !f.path));
  const files = pending.length;
  const firstProblem = problems[0] ? (problems[0].uiMessage ? say(problems[0].uiMessage) : problems[0].message) : '';
  return (
    <section className="card doc-pending" aria-labelledby="doc-pending-heading" data-testid="pending-batch">
      <h2 id="doc-pending-heading">
        {targets.length > 0 ? (
          <FormattedMessage
            id="documents.pending.headingInto"
            values={{ files, languages: formats.list(targets.map((code) => formats.languageName(code))) }}
          />
        ) : (
          <FormattedMessage id="documents.pending.heading" values={{ files }} />
        )}
      </h2>
      <table className="doc-counts" data-testid="billing-counts">
        <caption className="visually-hidden">
          <FormattedMessage id="documents.pending.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="documents.pending.file" />
            </th>
            <th scope="col">
              <FormattedMessage id="documents.pending.characters" />
            </th>
            <th scope="col">
              <FormattedMessage
                id={targetCount > 1 ? 'documents.pending.billedPerLanguage' : 'documents.pending.billed'}
              />
            </th>
          </tr>
        </thead>
        <tbody>
          {bill.files.slice(0, SHOWN_FILES).map((fileBill, i) => (
            <tr key={`${fileBill.name}-${i}`} data-testid="billing-count">
              <th scope="row" className="doc-count-name">
                <span data-user-text>{fileBill.name}</span>
                {(rows[i]?.failure ?? fileBill.note) && (
                  <span className="doc-count-note">
                    {rows[i]?.failure ?? (fileBill.note ? say(fileBill.note) : null)}
                  </span>
                )}
                {fileBill.embedded && (fileBill.embedded.charts > 0 || fileBill.embedded.objects.length > 0) && (
                  <span className="doc-count-note" data-testid="billing-untranslated">
                    <UntranslatedNote parts={fileBill.embedded} />
                  </span>
                )}
              </th>
              <BillCells bill={fileBill} counting={rows[i]?.counting ?? false} />
            </tr>
          ))}
          {bill.files.length > SHOWN_FILES && (
            <tr className="muted">
              <th scope="row" className="doc-count-name">
                <FormattedMessage id="documents.pending.more" values={{ count: bill.files.length - SHOWN_FILES }} />
              </th>
              <td />
              <td />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr data-testid="billing-total">
            <th scope="row">
              {targetCount > 1 ? (
                <FormattedMessage id="documents.pending.totalLanguages" values={{ count: targetCount }} />
              ) : (
                <FormattedMessage id="documents.pending.total" />
              )}
            </th>
            <td />
            <td className="doc-count-billed">
              {counting ? (
                <FormattedMessage id="documents.pending.counting" />
              ) : bill.complete ? (
                formats.number(bill.total)
              ) : (
                <FormattedMessage id="documents.pending.atLeast" values={{ count: bill.total }} />
              )}
            </td>
          </tr>
        </tfoot>
      </table>
      {billingLines(intl, preview)
        .slice(0, 1)
        .map((line) => (
          <p key={line} className="notice notice-warn doc-billing" data-testid="billing-preview">
            {line}
          </p>
        ))}
      {folderProblem && problems.length === 0 && (
        <p className="doc-pending-needs" role="status">
          <FormattedMessage id="documents.pending.folderNotReady" values={{ path: folderProblem.path }} />
        </p>
      )}
      {problems.length > 0 && (
        <p className="doc-pending-needs" role="status">
          <FormattedMessage id="documents.pending.needs" values={{ problem: firstProblem }} />
        </p>
      )}
      <div className="doc-pending-actions">
        <button type="button" className="primary" disabled={problems.length > 0} onClick={() => void confirmPending()}>
          <FormattedMessage
            id={
              counting
                ? 'documents.pending.translate'
                : bill.complete
                  ? 'documents.pending.translateBilled'
                  : 'documents.pending.translateAtLeast'
            }
            values={{ files, characters: bill.total, languages: targetCount }}
          />
        </button>
        <button type="button" onClick={discardPending}>
          <FormattedMessage id="documents.pending.discard" />
        </button>
      </div>
    </section>
  );
}
