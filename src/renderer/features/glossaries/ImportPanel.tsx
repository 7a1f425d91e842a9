// The import preview: what was found in the file, its choices (ImportChoices.tsx), every rejected line
// with its reason, the entries that would change one the dictionary has (keep mine or take theirs, one by one
// or for all), and the choice to add the valid entries (skipping the rejected ones) or cancel.
import type { ImportConflict } from './dictionaryModel';
import { useDictionaryEditor, type ConflictChoice } from './dictionaryEditorStore';
import { ImportChoices } from './ImportChoices';
import { RejectedLines } from './RejectedLines';

export function ImportPanel() {
  const state = useDictionaryEditor((s) => s.importState);
  const loading = useDictionaryEditor((s) => s.loading !== null);
  const { applyImport, cancelImport, remapImport } = useDictionaryEditor.getState();
  if (state.status === 'idle') return null;
  if (state.status === 'reading') return <p className="muted">Reading “{state.fileName}”…</p>;
  if (state.status === 'failed') {
    return (
      <div className="notice notice-error" role="alert">
        {state.error.message} {state.error.nextStep}{' '}
        <button type="button" onClick={cancelImport}>
          Close
        </button>
      </div>
    );
  }
  const { result, fileName, options, plan, takeTheirs } = state;
  const replaced = plan.conflicts.filter((c) => takeTheirs.has(c.source)).length;
  const addLabel =
    plan.conflicts.length === 0
      ? `Add ${plan.added.toLocaleString()} ${plan.added === 1 ? 'entry' : 'entries'}`
      : `Add ${plan.added.toLocaleString()} new, take ${replaced.toLocaleString()} from the file, keep ${(plan.conflicts.length - replaced).toLocaleString()} of mine`;
  const { preview } = result;
  const blocked = result.entryCount === 0 || (result.tooLarge && !result.fit) || loading;
  return (
    <section className="card import-panel" aria-label="Import preview">
      <h2>Import “{fileName}”</h2>
      <p>
        {preview.format.toUpperCase()}
        {preview.encoding && `, ${encodingLabel(preview.encoding)}`} ·{' '}
        {plural(preview.totalRows, preview.format === 'tbx' ? 'concept' : 'row')} ·{' '}
        <strong>
          {result.entryCount.toLocaleString()} {result.entryCount === 1 ? 'entry' : 'entries'} can be imported
        </strong>
        {result.rejectedLineCount > 0 && (
          <span className="field-error">
            {' '}
            · {result.rejectedLineCount.toLocaleString()} {result.rejectedLineCount === 1 ? 'line' : 'lines'} rejected
          </span>
        )}
        {result.ignoredLineCount > 0 &&
          ` · ${result.ignoredLineCount.toLocaleString()} ${result.ignoredLineCount === 1 ? 'line' : 'lines'} for another language pair ignored`}
      </p>
      <ImportChoices result={result} options={options} onChange={(change) => void remapImport(change)} />
      {result.trimmableLineCount > 0 && !options.trimSpaces && (
        <p className="notice notice-warn">
          {result.trimmableLineCount.toLocaleString()} {result.trimmableLineCount === 1 ? 'line was' : 'lines were'}{' '}
          rejected only for spaces at the start or end of a phrase.{' '}
          <button type="button" onClick={() => void remapImport({ trimSpaces: true })}>
            Trim the spaces and import {result.trimmableLineCount === 1 ? 'this line' : 'these lines'} too
          </button>
        </p>
      )}
      {options.trimSpaces && <p className="muted">Spaces at the start and end of phrases were trimmed.</p>}
      <div className="preview-table-wrap">
        <table className="preview-table" aria-label="First rows of the file">
          <thead>
            <tr>
              {preview.columns.map((title, i) => (
                <th key={i}>{title}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((row, r) => (
              <tr key={r}>
                {preview.columns.map((_, c) => (
                  <td key={c}>{visible(row[c] ?? '')}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <RejectedLines result={result} />
      {plan.conflicts.length > 0 && <Conflicts conflicts={plan.conflicts} takeTheirs={takeTheirs} />}
      <div className="row-actions">
        <button type="button" className="primary" disabled={blocked} onClick={() => applyImport('merge')}>
          {addLabel}
          {result.rejectedLineCount > 0 ? ', skip the rejected lines' : ''}
        </button>
        <button type="button" disabled={blocked} onClick={() => applyImport('replace')}>
          Replace all entries with these
        </button>
        <button type="button" onClick={cancelImport}>
          Cancel
        </button>
      </div>
    </section>
  );
}

/** Conflicts shown one by one; "for all" covers every one, shown or not. */
const SHOWN_CONFLICTS = 100;

function Conflicts({
  conflicts,
  takeTheirs,
}: {
  conflicts: readonly ImportConflict[];
  takeTheirs: ReadonlySet<string>;
}) {
  const { chooseConflict, chooseAllConflicts } = useDictionaryEditor.getState();
  const count = conflicts.length;
  return (
    <section className="import-conflicts" aria-label="Entries that differ">
      <p>
        <strong>
          {count.toLocaleString()} {count === 1 ? 'entry of the file has' : 'entries of the file have'} a source you
          already have, with another target.
        </strong>{' '}
        Nothing of yours is replaced unless you say so.
      </p>
      <div className="row-actions">
        <button type="button" onClick={() => chooseAllConflicts('mine')}>
          Keep mine for all
        </button>
        <button type="button" onClick={() => chooseAllConflicts('theirs')}>
          Take theirs for all
        </button>
      </div>
      <table className="preview-table conflict-table">
        <thead>
          <tr>
            <th>Source</th>
            <th>Mine</th>
            <th>In the file</th>
            <th>Keep</th>
          </tr>
        </thead>
        <tbody>
          {conflicts.slice(0, SHOWN_CONFLICTS).map((conflict) => (
            <ConflictRow
              key={conflict.source}
              conflict={conflict}
              choice={takeTheirs.has(conflict.source) ? 'theirs' : 'mine'}
              onChoose={(choice) => chooseConflict(conflict.source, choice)}
            />
          ))}
        </tbody>
      </table>
      {count > SHOWN_CONFLICTS && (
        <p className="muted">The first {SHOWN_CONFLICTS} are shown; “for all” decides every one.</p>
      )}
    </section>
  );
}

function ConflictRow({
  conflict,
  choice,
  onChoose,
}: {
  conflict: ImportConflict;
  choice: ConflictChoice;
  onChoose(choice: ConflictChoice): void;
}) {
  return (
    <tr>
      <td>{conflict.source}</td>
      <td>{conflict.mine}</td>
      <td>{conflict.theirs}</td>
      <td>
        <span role="radiogroup" aria-label={`Keep for “${conflict.source}”`} className="conflict-choice">
          <label className="inline-label">
            <input
              type="radio"
              name={`keep ${conflict.source}`}
              checked={choice === 'mine'}
              onChange={() => onChoose('mine')}
            />
            Mine
          </label>
          <label className="inline-label">
            <input
              type="radio"
              name={`keep ${conflict.source}`}
              checked={choice === 'theirs'}
              onChange={() => onChoose('theirs')}
            />
            Theirs
          </label>
        </span>
      </td>
    </tr>
  );
}

const plural = (n: number, word: string) => `${n.toLocaleString()} ${word}${n === 1 ? '' : 's'}`;

const encodingLabel = (encoding: string) =>
  ({
    'utf-8': 'UTF-8',
    'utf-8-bom': 'UTF-8 with BOM',
    'utf-16le': 'UTF-16 LE',
    'utf-16be': 'UTF-16 BE',
    'windows-1252': 'Windows-1252 (Latin-1)',
  })[encoding] ?? encoding;

/** Makes tabs and line breaks inside a cell visible in the preview. */
const visible = (text: string) => text.replace(/\t/g, '⇥').replace(/\r?\n/g, '↵');
