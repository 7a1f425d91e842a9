// One cell of a configured rule (category, rule or option): the known identifiers by their labels, in the order
// of those labels in the UI language, the raw identifier as a hint below, and "Other…" for an identifier Glossa
// does not know (typed as is). A chosen label too long for its closed menu ("J. mois abrégé AAAA sans point, avec
// abréviations…") is shown whole beneath it, so a translator reads the choice without opening the menu.
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { sortedChoices } from './styleRuleModel';

const OTHER = '\u0000other';

/** Room a closed menu keeps beside its text for the arrow and some air (as e2e/screens.ts cutSelects measures). */
const ARROW_ROOM = 32;

/**
 * Whether `text` leaves the closed menu too little room beside it: a select's text has no scrollWidth, so it is
 * measured, and measured again as the menu's width changes (a window resized, a language switched).
 */
function useCutChoice(select: RefObject<HTMLSelectElement | null>, text: string | undefined): boolean {
  const [measured, setMeasured] = useState<{ text: string; cut: boolean } | null>(null);
  useLayoutEffect(() => {
    const element = select.current;
    const ruler = document.createElement('canvas').getContext('2d');
    if (!element || !ruler || !text || typeof ResizeObserver === 'undefined') return;
    // A ResizeObserver reports the menu's size once as it starts (before the frame is painted), then each change.
    const observer = new ResizeObserver(() => {
      const style = getComputedStyle(element);
      ruler.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const room = element.clientWidth - parseFloat(style.paddingLeft) - ruler.measureText(text).width;
      setMeasured({ text, cut: room < ARROW_ROOM });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [select, text]);
  return measured !== null && measured.text === text && measured.cut;
}

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
  const select = useRef<HTMLSelectElement>(null);
  const cut = useCutChoice(select, typing ? undefined : chosen);
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
          ref={select}
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
      {cut && <span className="rule-choice-whole">{chosen}</span>}
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
