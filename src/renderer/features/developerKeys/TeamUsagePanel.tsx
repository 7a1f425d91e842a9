// Team usage (admin analytics): over a chosen period, the characters each key and each reporting tag used,
// stacked by kind of use in a chart with the same figures in a table, and the report as a CSV file.
import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DateField } from '../../components/DateField';
import { ErrorNotice } from '../../components/ErrorNotice';
import { UsageChart } from './UsageChart';
import { PERIOD_PRESETS, periodProblem, usageRows, type PeriodPreset, type UsageRow } from './teamUsageModel';
import { useTeamUsage } from './teamUsageStore';

function UsageTable(props: { rows: readonly UsageRow[]; nameHeading: string; withSpeech: boolean }) {
  const { formatNumber } = useIntl();
  return (
    <div className="usage-table-scroll">
      <table className="usage-table">
        <thead>
          <tr>
            <th scope="col">{props.nameHeading}</th>
            <th scope="col">
              <FormattedMessage id="developerKeys.usage.column.total" />
            </th>
            <th scope="col">
              <FormattedMessage id="developerKeys.usage.kind.text" />
            </th>
            <th scope="col">
              <FormattedMessage id="developerKeys.usage.kind.document" />
            </th>
            <th scope="col">
              <FormattedMessage id="developerKeys.usage.kind.write" />
            </th>
            {props.withSpeech && (
              <th scope="col">
                <FormattedMessage id="developerKeys.usage.column.speech" />
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => (
            <tr key={`${row.name} ${row.detail ?? ''}`}>
              <th scope="row">
                {row.name}
                {row.detail && <span className="usage-key-mask">{row.detail}</span>}
              </th>
              <td>{formatNumber(row.figures.total)}</td>
              <td>{formatNumber(row.figures.text)}</td>
              <td>{formatNumber(row.figures.document)}</td>
              <td>{formatNumber(row.figures.write)}</td>
              {props.withSpeech && <td>{formatNumber(row.figures.speechMinutes)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function TeamUsagePanel() {
  const { preset, period, usage, loading, error, exporting, exportError } = useTeamUsage();
  const { choosePreset, setDates, load, exportCsv } = useTeamUsage.getState();
  const { formatMessage, formatNumber, formatDate } = useIntl();
  const headingId = useId();
  useEffect(() => {
    if (useTeamUsage.getState().usage === null) void load();
  }, [load]);
  const problem = periodProblem(period);
  const kindLabels = useMemo(
    () => ({
      text: formatMessage({ id: 'developerKeys.usage.kind.text' }),
      document: formatMessage({ id: 'developerKeys.usage.kind.document' }),
      write: formatMessage({ id: 'developerKeys.usage.kind.write' }),
    }),
    [formatMessage],
  );
  const keyRows = useMemo(() => (usage ? usageRows(usage, 'keys') : []), [usage]);
  const tagRows = useMemo(() => (usage ? usageRows(usage, 'tags') : []), [usage]);
  const day = (iso: string) => formatDate(`${iso}T00:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <section className="card team-usage" aria-labelledby={headingId}>
      <div className="usage-toolbar">
        <h2 id={headingId}>
          <FormattedMessage id="developerKeys.usage.heading" />
        </h2>
        <label>
          <FormattedMessage id="developerKeys.usage.period.label" />
          <select value={preset} onChange={(e) => choosePreset(e.target.value as PeriodPreset)}>
            {PERIOD_PRESETS.map((choice) => (
              <option key={choice} value={choice}>
                {formatMessage({ id: `developerKeys.usage.preset.${choice}` })}
              </option>
            ))}
          </select>
        </label>
        <DateField
          label={<FormattedMessage id="developerKeys.usage.period.from" />}
          value={period.startDate}
          max={period.endDate}
          onChange={(startDate) => setDates({ ...period, startDate })}
        />
        <DateField
          label={<FormattedMessage id="developerKeys.usage.period.to" />}
          value={period.endDate}
          min={period.startDate}
          onChange={(endDate) => setDates({ ...period, endDate })}
        />
        <button type="button" onClick={() => void load()} disabled={Boolean(problem) || loading}>
          <FormattedMessage id="developerKeys.usage.show" />
        </button>
        <button type="button" onClick={() => void exportCsv()} disabled={Boolean(problem) || exporting}>
          <FormattedMessage id="developerKeys.usage.exportCsv" />
        </button>
      </div>
      {problem && (
        <p className="field-error" role="alert">
          {formatMessage({ id: problem.id }, problem.values)}
        </p>
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'developerKeys.usage.unreadable' })} />}
      {exportError && (
        <ErrorNotice error={exportError} title={formatMessage({ id: 'developerKeys.usage.exportFailed' })} />
      )}
      {loading && usage === null && (
        <p className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      )}
      {usage && (
        <div className={loading ? 'usage-report usage-stale' : 'usage-report'} aria-busy={loading}>
          <p className="usage-total" data-testid="team-usage-total">
            <FormattedMessage
              id="developerKeys.usage.total"
              values={{
                count: formatNumber(usage.total.total),
                start: day(usage.startDate),
                end: day(usage.endDate),
              }}
            />
          </p>
          <h3>
            <FormattedMessage id="developerKeys.usage.perKey" />
          </h3>
          {keyRows.length === 0 ? (
            <p className="muted">
              <FormattedMessage id="developerKeys.usage.noKeys" />
            </p>
          ) : (
            <>
              <UsageChart rows={keyRows} kindLabels={kindLabels} />
              <UsageTable
                rows={keyRows}
                nameHeading={formatMessage({ id: 'developerKeys.usage.column.key' })}
                withSpeech
              />
            </>
          )}
          <h3>
            <FormattedMessage id="developerKeys.usage.perTag" />
          </h3>
          {tagRows.length === 0 ? (
            <p className="muted">
              <FormattedMessage id="developerKeys.usage.noTags" />
            </p>
          ) : (
            <>
              <UsageChart rows={tagRows} kindLabels={kindLabels} />
              <UsageTable
                rows={tagRows}
                nameHeading={formatMessage({ id: 'developerKeys.usage.column.tag' })}
                withSpeech={false}
              />
            </>
          )}
        </div>
      )}
    </section>
  );
}
