// Files chosen but not sent yet: what each will bill (its characters, counted in main before anything is
// uploaded, and the 50,000 minimum where it applies), the batch's total, what the batch still needs (a target
// language), and the choice to translate them or not. Chosen files are never thrown away.
import {
  batchBill,
  billingPreview,
  billingSentences,
  type FileBill,
  type FileCount,
} from '../../../shared/rules/documentBilling';
import { languageName } from '../../../shared/rules/languages';
import { formatCount } from './JobList';
import { optionProblems, useDocuments, useProblemSources } from './documentsStore';
import type { IncomingFile, PendingCount } from './pendingFiles';
import './pendingBatch.css';

const SHOWN_FILES = 8;

/** The files a pending item stands for (a folder stands for the files main found in it). */
function countsOf(file: IncomingFile, count: PendingCount | undefined): FileCount[] {
  if (count?.state === 'counted') return count.files;
  if (count?.state === 'failed') return [{ name: file.name, note: count.message }];
  return [{ name: file.name }];
}

function BillCells({ bill, counting }: { bill: FileBill; counting: boolean }) {
  if (bill.characters === undefined) {
    return (
      <>
        <td className="doc-count-chars muted">{counting ? 'counting…' : '—'}</td>
        <td className="doc-count-billed">{bill.least > 0 ? `at least ${formatCount(bill.least)}` : '—'}</td>
      </>
    );
  }
  return (
    <>
      <td className="doc-count-chars">{formatCount(bill.characters)}</td>
      <td className="doc-count-billed">
        {formatCount(bill.billed ?? bill.characters)}
        {bill.minimumApplies && (
          <span
            className="doc-count-minimum"
            title="The service bills Word, PowerPoint, Excel and PDF files at least 50,000 characters"
          >
            minimum
          </span>
        )}
      </td>
    </>
  );
}

export function PendingBatch() {
  const { pending, counts, options, alsoInto, fileDialogs, confirmPending, discardPending, folderProblem } =
    useDocuments();
  useProblemSources();
  if (pending.length === 0 || !options) return null;
  const targets = [options.targetLang, ...alsoInto.filter((l) => l !== options.targetLang)].filter(
    (l): l is string => l !== null,
  );
  const targetCount = Math.max(1, targets.length);
  const rows = pending.flatMap((file) =>
    countsOf(file, counts.get(file)).map((count) => ({
      count,
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
  const files = pending.length === 1 ? '1 file' : `${pending.length} files`;
  const languages = targetCount > 1 ? ` (${targetCount} languages)` : '';
  const total = bill.complete
    ? `${formatCount(bill.total)} characters${languages}`
    : `at least ${formatCount(bill.total)} characters${languages}`;
  return (
    <section className="card doc-pending" aria-labelledby="doc-pending-heading" data-testid="pending-batch">
      <h2 id="doc-pending-heading">
        {files} ready to translate{targets.length > 0 ? ` into ${targets.map(languageName).join(', ')}` : ''}
      </h2>
      <table className="doc-counts" data-testid="billing-counts">
        <caption className="visually-hidden">What each file will bill, counted before anything is sent</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Characters</th>
            <th scope="col">Billed{targetCount > 1 ? ' per language' : ''}</th>
          </tr>
        </thead>
        <tbody>
          {bill.files.slice(0, SHOWN_FILES).map((fileBill, i) => (
            <tr key={`${fileBill.name}-${i}`} data-testid="billing-count">
              <th scope="row" className="doc-count-name">
                {fileBill.name}
                {fileBill.note && <span className="doc-count-note">{fileBill.note}</span>}
                {fileBill.untranslated && (
                  <span className="doc-count-note" data-testid="billing-untranslated">
                    {fileBill.untranslated}
                  </span>
                )}
              </th>
              <BillCells bill={fileBill} counting={rows[i]?.counting ?? false} />
            </tr>
          ))}
          {bill.files.length > SHOWN_FILES && (
            <tr className="muted">
              <th scope="row" className="doc-count-name">
                and {bill.files.length - SHOWN_FILES} more
              </th>
              <td />
              <td />
            </tr>
          )}
        </tbody>
        <tfoot>
          <tr data-testid="billing-total">
            <th scope="row">{targetCount > 1 ? `Batch total, ${targetCount} languages` : 'Batch total'}</th>
            <td />
            <td className="doc-count-billed">
              {counting ? 'counting…' : bill.complete ? formatCount(bill.total) : `at least ${formatCount(bill.total)}`}
            </td>
          </tr>
        </tfoot>
      </table>
      {billingSentences(preview)
        .slice(0, 1)
        .map((line) => (
          <p key={line} className="notice notice-warn doc-billing" data-testid="billing-preview">
            {line}
          </p>
        ))}
      {folderProblem && problems.length === 0 && (
        <p className="doc-pending-needs" role="status">
          The output folder {folderProblem.path} is not ready: see “Save translations”. The files stay here until then.
        </p>
      )}
      {problems.length > 0 && (
        <p className="doc-pending-needs" role="status">
          {problems[0]!.message} The files stay here until then.
        </p>
      )}
      <div className="doc-pending-actions">
        <button type="button" className="primary" disabled={problems.length > 0} onClick={() => void confirmPending()}>
          {counting ? `Translate ${files}` : `Translate ${files} (${total})`}
        </button>
        <button type="button" onClick={discardPending}>
          Don’t translate
        </button>
      </div>
    </section>
  );
}
