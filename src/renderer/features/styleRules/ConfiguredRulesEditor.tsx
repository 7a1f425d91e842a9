// Configured rules as rows of category -> rule -> option. The pickers offer the published catalog (7 categories,
// 159 rules, 518 options, from the published description); anything else may be typed, since the spec does not
// show the whole catalog. Saving replaces every configured rule of the list (custom instructions stay).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { type ErrorData, fieldIssue } from '../../../shared/errors';
import { checkConfiguredRules } from '../../../shared/rules/styleRules';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSay } from '../../i18n/uiMessages';
import { RuleCell } from './RuleCell';
import {
  type RuleRow,
  categorySuggestions,
  optionSuggestions,
  repeatedRows,
  ruleLabels,
  ruleSuggestions,
  rowsToRules,
  rulesToRows,
} from './styleRuleModel';
import { useStyleRules } from './styleRulesStore';

export function ConfiguredRulesEditor({ list }: { list: StyleRuleListView }) {
  const save = useStyleRules((s) => s.replaceConfiguredRules);
  const busy = useStyleRules((s) => s.busy);
  const saved = rulesToRows(list.configuredRules);
  const [rows, setRows] = useState<RuleRow[]>(saved);
  const [error, setError] = useState<ErrorData | null>(null);
  const [done, setDone] = useState(false);
  const listId = useId();
  const intl = useIntl();
  const { formatMessage } = intl;
  const labels = ruleLabels(intl);
  const { say } = useSay();

  // A row not filled in yet is not an error: it only keeps Save off until it is filled in or removed.
  const blank = (r: RuleRow) => r.category.trim() === '' && r.rule.trim() === '' && r.option.trim() === '';
  const filled = rows.filter((r) => !blank(r));
  const rules = rowsToRules(filled);
  const issues = [
    ...rows.flatMap((r, i) =>
      !blank(r) && (r.category.trim() === '' || r.rule.trim() === '')
        ? [fieldIssue(`row${i}`, { id: 'styleRules.configured.rowIncomplete', values: { n: i + 1 } })]
        : [],
    ),
    ...(filled.every((r) => r.category.trim() !== '' && r.rule.trim() !== '') ? checkConfiguredRules(rules) : []),
  ];
  const unfinished = rows.some(blank);
  const repeated = repeatedRows(rows);
  const changed = JSON.stringify(rules) !== JSON.stringify(rowsToRules(saved));
  const update = (index: number, change: Partial<RuleRow>) => {
    setDone(false);
    setRows((current) => current.map((row, i) => (i === index ? { ...row, ...change } : row)));
  };

  return (
    <section className="configured-rules" aria-labelledby={`${listId}-heading`}>
      <h3 id={`${listId}-heading`}>
        <FormattedMessage id="styleRules.configured.heading" />
      </h3>
      {rows.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="styleRules.configured.none" />
        </p>
      ) : (
        <table className="rule-table">
          <thead>
            <tr>
              <th scope="col">
                <FormattedMessage id="styleRules.configured.category" />
              </th>
              <th scope="col">
                <FormattedMessage id="styleRules.configured.rule" />
              </th>
              <th scope="col">
                <FormattedMessage id="styleRules.configured.option" />
              </th>
              <th scope="col">
                <span className="visually-hidden">
                  <FormattedMessage id="styleRules.configured.remove" />
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i} className={repeated.has(i) ? 'rule-repeated' : undefined}>
                <td data-label={formatMessage({ id: 'styleRules.configured.category' })}>
                  <RuleCell
                    label={formatMessage({ id: 'styleRules.configured.categoryOf' }, { n: i + 1 })}
                    placeholder={formatMessage({ id: 'styleRules.configured.chooseCategory' })}
                    value={row.category}
                    choices={categorySuggestions()}
                    labelOf={labels.category}
                    onChange={(category) =>
                      update(i, {
                        category,
                        ...(ruleSuggestions(category).includes(row.rule) ? {} : { rule: '', option: '' }),
                      })
                    }
                  />
                </td>
                <td data-label={formatMessage({ id: 'styleRules.configured.rule' })}>
                  <RuleCell
                    label={formatMessage({ id: 'styleRules.configured.ruleN' }, { n: i + 1 })}
                    placeholder={formatMessage({ id: 'styleRules.configured.chooseRule' })}
                    value={row.rule}
                    choices={ruleSuggestions(row.category)}
                    labelOf={(rule) => labels.rule(row.category, rule)}
                    onChange={(rule) =>
                      update(i, {
                        rule,
                        ...(optionSuggestions(row.category, rule).includes(row.option) ? {} : { option: '' }),
                      })
                    }
                  />
                </td>
                <td data-label={formatMessage({ id: 'styleRules.configured.option' })}>
                  <RuleCell
                    label={formatMessage({ id: 'styleRules.configured.optionOf' }, { n: i + 1 })}
                    placeholder={formatMessage({ id: 'styleRules.configured.chooseOption' })}
                    value={row.option}
                    choices={optionSuggestions(row.category, row.rule)}
                    labelOf={labels.option}
                    onChange={(option) => update(i, { option })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    aria-label={formatMessage({ id: 'styleRules.configured.removeN' }, { n: i + 1 })}
                    onClick={() => (setDone(false), setRows((current) => current.filter((_, j) => j !== i)))}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {repeated.size > 0 && (
        <p className="field-error">
          <FormattedMessage id="styleRules.configured.repeated" />
        </p>
      )}
      {issues.map((issue) => (
        <p key={issue.field + issue.message} className="field-error">
          {issue.uiMessage ? say(issue.uiMessage) : issue.message}
        </p>
      ))}
      <div className="form-actions">
        <button
          type="button"
          onClick={() => (setDone(false), setRows((current) => [...current, { category: '', rule: '', option: '' }]))}
        >
          <FormattedMessage id="styleRules.configured.add" />
        </button>
        <button
          type="button"
          className="primary"
          disabled={busy || !changed || issues.length > 0 || unfinished}
          onClick={() =>
            void save(rules).then((failed) => {
              setError(failed);
              setDone(failed === null);
            })
          }
        >
          <FormattedMessage id="styleRules.configured.save" />
        </button>
        <span role="status" className="muted">
          {done
            ? formatMessage({ id: 'styleRules.configured.saved' })
            : unfinished
              ? formatMessage({ id: 'styleRules.configured.unfinished' })
              : ''}
        </span>
      </div>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.configured.error' })} />}
    </section>
  );
}
