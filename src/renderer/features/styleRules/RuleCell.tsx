// One cell of a configured rule (category, rule or option): the known identifiers by their labels, in the order
// of those labels in the UI language, the raw identifier as a hint below, and "Other…" for an identifier Glossa
// does not know (typed as is). A long label or identifier is cut at the cell's edge with its whole text in the
// title.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { sortedChoices } from './styleRuleModel';

const OTHER = '\u0000other';

export function RuleCell(props: {
  label: string;
  value: string;
  choices: readonly string[];
  /** The label of a known identifier in the UI language. */
  labelOf(identifier: string): string;
  placeholder: string;
  onChange(value: string): void;
}) {
  const { value, choices } = props;
  const known = value === '' || choices.includes(value);
  const [typing, setTyping] = useState(!known);
  const { formatMessage, locale } = useIntl();
  const sorted = sortedChoices(choices, props.labelOf, locale);
  const chosen = sorted.find((choice) => choice.identifier === value)?.label;
  return (
    <div className="rule-cell">
      {typing ? (
        <input
          type="text"
          aria-label={props.label}
          value={value}
          placeholder={formatMessage({ id: 'styleRules.rule.identifierPlaceholder' })}
          onChange={(e) => props.onChange(e.target.value)}
        />
      ) : (
        <select
          aria-label={props.label}
          title={chosen}
          value={value}
          onChange={(e) => {
            if (e.target.value === OTHER) {
              setTyping(true);
              props.onChange('');
            } else props.onChange(e.target.value);
          }}
        >
          <option value="">{props.placeholder}</option>
          {sorted.map(({ identifier, label }) => (
            <option key={identifier} value={identifier} title={label}>
              {label}
            </option>
          ))}
          <option value={OTHER}>{formatMessage({ id: 'styleRules.rule.other' })}</option>
        </select>
      )}
      {value.trim() !== '' && (
        <code
          className="rule-id"
          title={`${formatMessage({ id: 'styleRules.rule.identifierTitle' })}\n${value.trim()}`}
        >
          {value.trim()}
        </code>
      )}
    </div>
  );
}
