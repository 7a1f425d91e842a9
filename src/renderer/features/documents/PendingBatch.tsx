// Files chosen but not sent yet: what they will bill (said before anything is uploaded), what the batch still
// needs (a target language), and the choice to translate them or not. Chosen files are never thrown away.
import { billingPreview, billingSentences } from '../../../shared/rules/documentBilling';
import { languageName } from '../../../shared/rules/languages';
import { formatCount } from './JobList';
import { optionProblems, useDocuments } from './documentsStore';

export function PendingBatch() {
  const { pending, options, alsoInto, fileDialogs, confirmPending, discardPending, folderProblem } = useDocuments();
  if (pending.length === 0 || !options) return null;
  const targets = [options.targetLang, ...alsoInto.filter((l) => l !== options.targetLang)].filter(
    (l): l is string => l !== null,
  );
  const preview = billingPreview(
    pending.map((f) => f.name),
    Math.max(1, targets.length),
  );
  const problems = optionProblems(options, !fileDialogs || pending.some((f) => !f.path));
  const files = pending.length === 1 ? '1 file' : `${pending.length} files`;
  return (
    <section className="card doc-pending" aria-labelledby="doc-pending-heading" data-testid="pending-batch">
      <h2 id="doc-pending-heading">
        {files} ready to translate{targets.length > 0 ? ` into ${targets.map(languageName).join(', ')}` : ''}
      </h2>
      <ul className="doc-pending-files">
        {pending.slice(0, 8).map((f, i) => (
          <li key={`${f.name}-${i}`}>{f.name}</li>
        ))}
        {pending.length > 8 && <li className="muted">and {pending.length - 8} more</li>}
      </ul>
      {billingSentences(preview).map((line) => (
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
          {preview.leastCharacters > 0
            ? `Translate ${files} (at least ${formatCount(preview.leastCharacters)} characters)`
            : `Translate ${files}`}
        </button>
        <button type="button" onClick={discardPending}>
          Don’t translate
        </button>
      </div>
    </section>
  );
}
