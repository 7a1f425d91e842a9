// The choices an import offers about its file, the same in the editor's import and in a new glossary's pair:
// which columns hold the source and target (TSV, CSV, XLSX), whether the first row is a header, whether lines
// starting with # are comments; and what the file gave that is not a rejected line: TBX synonyms and deprecated
// terms, and a file larger than a dictionary, cut where it stops fitting.
import { FormattedMessage, useIntl } from 'react-intl';
import type { ImportResult } from '../../../shared/calls/glossaries';
import type { ImportOptions } from './glossaryFiles';

export function ImportChoices(props: {
  result: ImportResult;
  options: ImportOptions;
  onChange(options: ImportOptions): void;
}) {
  const { result, onChange } = props;
  const { preview } = result;
  const columns = preview.chosenColumns ?? props.options.columns ?? { source: 0, target: 1 };
  const tabular = preview.format !== 'tbx';
  const { formatMessage } = useIntl();
  return (
    <>
      {tabular && (
        <div className="row-actions import-choices">
          {preview.columns.length > 1 && (
            <>
              <ColumnSelect
                label={formatMessage({ id: 'glossaries.import.sourceColumn' })}
                titles={preview.columns}
                value={columns.source}
                onChange={(source) => onChange({ columns: { ...columns, source } })}
              />
              <ColumnSelect
                label={formatMessage({ id: 'glossaries.import.targetColumn' })}
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
            <FormattedMessage id="glossaries.import.headerRow" />
          </label>
          {(preview.commentLines ?? 0) > 0 && (
            <label className="inline-label checkbox">
              <input
                type="checkbox"
                checked={preview.skipComments === true}
                onChange={(e) => onChange({ skipComments: e.target.checked })}
              />
              {preview.skipComments ? (
                <FormattedMessage
                  id="glossaries.import.skippedComments"
                  values={{ count: preview.commentLines ?? 0 }}
                />
              ) : (
                <FormattedMessage id="glossaries.import.skipComments" />
              )}
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
  const { formatMessage } = useIntl();
  const parts = [
    report.synonyms > 0 && formatMessage({ id: 'glossaries.import.terms.synonyms' }, { count: report.synonyms }),
    report.deprecated > 0 && formatMessage({ id: 'glossaries.import.terms.deprecated' }, { count: report.deprecated }),
    report.otherTargets > 0 &&
      formatMessage({ id: 'glossaries.import.terms.otherTargets' }, { count: report.otherTargets }),
  ].filter((part): part is string => typeof part === 'string');
  if (parts.length === 0) return null;
  return (
    <p className="muted" data-testid="term-report">
      {parts.join(' · ')}
    </p>
  );
}

function TooLarge({ result }: { result: ImportResult }) {
  const { formatNumber } = useIntl();
  const megabytes = (bytes: number) =>
    formatNumber(bytes / 1_000_000, {
      style: 'unit',
      unit: 'megabyte',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
  const { fit } = result;
  return (
    <p className="notice notice-error" role="status">
      {fit && fit.entryCount > 0 ? (
        <FormattedMessage
          id="glossaries.import.tooLarge.cut"
          values={{
            entries: fit.fileEntryCount,
            size: megabytes(result.byteSize),
            fit: fit.entryCount,
            line: fit.lastLine,
          }}
        />
      ) : (
        <FormattedMessage id="glossaries.import.tooLarge.none" />
      )}
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
