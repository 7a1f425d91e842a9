// The choices an import offers about its file, the same in the editor's import and in a new glossary's pair:
// which columns hold the source and target (TSV, CSV, XLSX), whether the first row is a header, whether lines
// starting with # are comments; and what the file gave that is not a rejected line: TBX synonyms and deprecated
// terms, and a file larger than a dictionary, cut where it stops fitting.
import type { ImportResult } from '../../../shared/calls/glossaries';
import type { ImportOptions } from './glossaryFiles';

const count = (n: number, one: string, many: string) => `${n.toLocaleString()} ${n === 1 ? one : many}`;

export function ImportChoices(props: {
  result: ImportResult;
  options: ImportOptions;
  onChange(options: ImportOptions): void;
}) {
  const { result, onChange } = props;
  const { preview } = result;
  const columns = preview.chosenColumns ?? props.options.columns ?? { source: 0, target: 1 };
  const tabular = preview.format !== 'tbx';
  return (
    <>
      {tabular && (
        <div className="row-actions import-choices">
          {preview.columns.length > 1 && (
            <>
              <ColumnSelect
                label="Source column"
                titles={preview.columns}
                value={columns.source}
                onChange={(source) => onChange({ columns: { ...columns, source } })}
              />
              <ColumnSelect
                label="Target column"
                titles={preview.columns}
                value={columns.target}
                onChange={(target) => onChange({ columns: { ...columns, target } })}
              />
            </>
          )}
          <label className="inline-label checkbox">
            <input
              type="checkbox"
              checked={preview.headerRow === true}
              onChange={(e) => onChange({ headerRow: e.target.checked })}
            />
            First row is a header
          </label>
          {(preview.commentLines ?? 0) > 0 && (
            <label className="inline-label checkbox">
              <input
                type="checkbox"
                checked={preview.skipComments === true}
                onChange={(e) => onChange({ skipComments: e.target.checked })}
              />
              Skip lines starting with # as comments
              {preview.skipComments ? ` (${count(preview.commentLines ?? 0, 'line', 'lines')})` : ''}
            </label>
          )}
        </div>
      )}
      {result.termReport && <TermReport report={result.termReport} />}
      {result.tooLarge && <TooLarge result={result} />}
    </>
  );
}

/** What a TBX file's terms gave beyond one entry per concept. */
function TermReport({ report }: { report: NonNullable<ImportResult['termReport']> }) {
  const parts = [
    report.synonyms > 0 &&
      (report.synonyms === 1
        ? '1 source synonym became an entry of its own'
        : `${report.synonyms.toLocaleString()} source synonyms became entries of their own`),
    report.deprecated > 0 &&
      `${count(report.deprecated, 'deprecated or superseded term was', 'deprecated or superseded terms were')} skipped`,
    report.otherTargets > 0 &&
      `${count(report.otherTargets, 'other target term was', 'other target terms were')} not used (each entry takes the preferred one)`,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <p className="muted" data-testid="term-report">
      {parts.join(' · ')}.
    </p>
  );
}

function TooLarge({ result }: { result: ImportResult }) {
  const megabytes = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
  const { fit } = result;
  return (
    <p className="notice notice-error" role="status">
      {fit && fit.entryCount > 0
        ? `The file's ${count(fit.fileEntryCount, 'entry holds', 'entries hold')} ${megabytes(result.byteSize)}; a dictionary holds at most 10 MB. The first ${fit.entryCount.toLocaleString()} fit, up to line ${fit.lastLine.toLocaleString()} of the file: importing takes those. Split the file to keep the rest in a second glossary.`
        : 'These entries are larger than the 10 MB a dictionary may hold. Split the file.'}
    </p>
  );
}

/** A column chosen by its title (the value is the column's index). */
function ColumnSelect(props: {
  label: string;
  titles: readonly string[];
  value: number;
  onChange(column: number): void;
}) {
  return (
    <label className="inline-label">
      {props.label}
      <select value={props.value} onChange={(e) => props.onChange(Number(e.target.value))}>
        {props.titles.map((title, i) => (
          <option key={i} value={i}>
            {title}
          </option>
        ))}
      </select>
    </label>
  );
}
