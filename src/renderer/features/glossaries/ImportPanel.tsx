// The import preview: what was found in the file, its choices (ImportChoices.tsx), every rejected line
// with its reason, the entries that would change one the dictionary has (keep mine or take theirs, one by one
// or for all), and the choice to add the valid entries (skipping the rejected ones) or cancel.
import { useSay } from '../../i18n/uiMessages';
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportConflict } from './dictionaryModel';
import { useDictionaryEditor, type ConflictChoice } from './dictionaryEditorStore';
import { ImportChoices } from './ImportChoices';
import { RejectedLines } from './RejectedLines';

export function ImportPanel() {
  const state = useDictionaryEditor((s) => s.importState);
  const loading = useDictionaryEditor((s) => s.loading !== null);
  const { applyImport, cancelImport, remapImport } = useDictionaryEditor.getState();
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  if (state.status === 'idle') return null;
  if (state.status === 'reading')
    return (
      <p className="muted">
        <FormattedMessage id="glossaries.import.reading" values={{ fileName: state.fileName }} />
      </p>
    );
  if (state.status === 'failed') {
    return (
      <div className="notice notice-error" role="alert">
        {sayError(state.error).message} {sayError(state.error).nextStep}{' '}
        <button type="button" onClick={cancelImport}>
          <FormattedMessage id="glossaries.import.close" />
        </button>
      </div>
    );
  }
  const { result, fileName, options, plan, takeTheirs } = state;
  const replaced = plan.conflicts.filter((c) => takeTheirs.has(c.source)).length;
  const addAction =
    plan.conflicts.length === 0
      ? formatMessage({ id: 'glossaries.import.add' }, { count: plan.added })
      : formatMessage(
          { id: 'glossaries.import.addMixed' },
          { added: plan.added, theirs: replaced, mine: plan.conflicts.length - replaced },
        );
  const addLabel =
    result.rejectedLineCount > 0
      ? formatMessage({ id: 'glossaries.import.skipRejected' }, { action: addAction })
      : addAction;
  const { preview } = result;
  const blocked = result.entryCount === 0 || (result.tooLarge && !result.fit) || loading;
  return (
    <section className="card import-panel" aria-label={formatMessage({ id: 'glossaries.import.panelLabel' })}>
      <h2>
        <FormattedMessage id="glossaries.import.title" values={{ fileName }} />
      </h2>
      <p>
        {preview.format.toUpperCase()}
        {preview.encoding &&
          `, ${preview.encoding === 'utf-8-bom' ? formatMessage({ id: 'glossaries.import.encoding.utf8bom' }) : encodingLabel(preview.encoding)}`}{' '}
        ·{' '}
        <FormattedMessage
          id={preview.format === 'tbx' ? 'glossaries.import.concepts' : 'glossaries.import.rows'}
          values={{ count: preview.totalRows }}
        />{' '}
        ·{' '}
        <strong>
          <FormattedMessage id="glossaries.import.canImport" values={{ count: result.entryCount }} />
        </strong>
        {result.rejectedLineCount > 0 && (
          <span className="field-error">
            {' · '}
            <FormattedMessage id="glossaries.import.rejectedCount" values={{ count: result.rejectedLineCount }} />
          </span>
        )}
        {result.ignoredLineCount > 0 && (
          <>
            {' · '}
            <FormattedMessage id="glossaries.import.ignoredCount" values={{ count: result.ignoredLineCount }} />
          </>
        )}
      </p>
      <ImportChoices result={result} options={options} onChange={(change) => void remapImport(change)} />
      {result.trimmableLineCount > 0 && !options.trimSpaces && (
        <p className="notice notice-warn">
          <FormattedMessage id="glossaries.import.trimmable" values={{ count: result.trimmableLineCount }} />{' '}
          <button type="button" onClick={() => void remapImport({ trimSpaces: true })}>
            <FormattedMessage id="glossaries.import.trim" values={{ count: result.trimmableLineCount }} />
          </button>
        </p>
      )}
      {options.trimSpaces && (
        <p className="muted">
          <FormattedMessage id="glossaries.import.trimmed" />
        </p>
      )}
      <div className="preview-table-wrap">
        <table className="preview-table" aria-label={formatMessage({ id: 'glossaries.import.firstRows' })}>
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
        </button>
        <button type="button" disabled={blocked} onClick={() => applyImport('replace')}>
          <FormattedMessage id="glossaries.import.replaceAll" />
        </button>
        <button type="button" onClick={cancelImport}>
          <FormattedMessage id="glossaries.import.cancel" />
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
  const { formatMessage } = useIntl();
  return (
    <section className="import-conflicts" aria-label={formatMessage({ id: 'glossaries.import.conflicts.label' })}>
      <p>
        <FormattedMessage
          id="glossaries.import.conflicts.summary"
          values={{ count, strong: (chunks: ReactNode[]) => <strong>{chunks}</strong> }}
        />
      </p>
      <div className="row-actions">
        <button type="button" onClick={() => chooseAllConflicts('mine')}>
          <FormattedMessage id="glossaries.import.conflicts.keepAllMine" />
        </button>
        <button type="button" onClick={() => chooseAllConflicts('theirs')}>
          <FormattedMessage id="glossaries.import.conflicts.takeAllTheirs" />
        </button>
      </div>
      <table className="preview-table conflict-table">
        <thead>
          <tr>
            <th>
              <FormattedMessage id="glossaries.import.conflicts.source" />
            </th>
            <th>
              <FormattedMessage id="glossaries.import.conflicts.mine" />
            </th>
            <th>
              <FormattedMessage id="glossaries.import.conflicts.inFile" />
            </th>
            <th>
              <FormattedMessage id="glossaries.import.conflicts.keep" />
            </th>
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
        <p className="muted">
          <FormattedMessage id="glossaries.import.conflicts.more" values={{ count: SHOWN_CONFLICTS }} />
        </p>
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
  const { formatMessage } = useIntl();
  return (
    <tr>
      <td>{conflict.source}</td>
      <td>{conflict.mine}</td>
      <td>{conflict.theirs}</td>
      <td>
        <span
          role="radiogroup"
          aria-label={formatMessage({ id: 'glossaries.import.conflicts.keepFor' }, { source: conflict.source })}
          className="conflict-choice"
        >
          <label className="inline-label">
            <input
              type="radio"
              name={`keep ${conflict.source}`}
              checked={choice === 'mine'}
              onChange={() => onChoose('mine')}
            />
            <FormattedMessage id="glossaries.import.conflicts.mine" />
          </label>
          <label className="inline-label">
            <input
              type="radio"
              name={`keep ${conflict.source}`}
              checked={choice === 'theirs'}
              onChange={() => onChoose('theirs')}
            />
            <FormattedMessage id="glossaries.import.conflicts.theirs" />
          </label>
        </span>
      </td>
    </tr>
  );
}

const encodingLabel = (encoding: string) =>
  ({
    'utf-8': 'UTF-8',
    'utf-16le': 'UTF-16 LE',
    'utf-16be': 'UTF-16 BE',
    'windows-1252': 'Windows-1252 (Latin-1)',
  })[encoding] ?? encoding;

/** Makes tabs and line breaks inside a cell visible in the preview. */
const visible = (text: string) => text.replace(/\t/g, '⇥').replace(/\r?\n/g, '↵');
