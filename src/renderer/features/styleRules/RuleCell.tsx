// One cell of a configured rule (category, rule or option): the known identifiers by their human labels, the
// raw identifier as a hint below, and "Other…" for an identifier Glossa does not know (typed as is).
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ruleLabel } from './styleRuleModel';

const OTHER = '\u0000other';

export function RuleCell(props: {
  label: string;
  value: string;
  choices: readonly string[];
  placeholder: string;
  onChange(value: string): void;
}) {
  const { value, choices } = props;
  const known = value === '' || choices.includes(value);
  const [typing, setTyping] = useState(!known);
  const { formatMessage } = useIntl();
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
          value={value}
          onChange={(e) => {
            if (e.target.value === OTHER) {
              setTyping(true);
              props.onChange('');
            } else props.onChange(e.target.value);
          }}
        >
          <option value="">{props.placeholder}</option>
          {choices.map((id) => (
            <option key={id} value={id}>
              {ruleLabel(id)}
            </option>
          ))}
          <option value={OTHER}>{formatMessage({ id: 'styleRules.rule.other' })}</option>
        </select>
      )}
      {value.trim() !== '' && (
        <code className="rule-id" title={formatMessage({ id: 'styleRules.rule.identifierTitle' })}>
          {value.trim()}
        </code>
      )}
    </div>
  );
}
