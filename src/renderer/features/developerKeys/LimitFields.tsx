// A monthly limit as a choice: no limit (null), or an amount (0 blocks the key). The character limit counts
// characters; the speech limit is typed in minutes (the service counts milliseconds).
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { LimitMode } from './developerKeyModel';

const KINDS = {
  characters: {
    legend: 'developerKeys.limit.characters.legend',
    label: 'developerKeys.limit.characters.label',
    unit: 'developerKeys.limit.characters.unit',
    example: 'developerKeys.limit.characters.example',
    why: 'developerKeys.limit.characters.why',
  },
  speech: {
    legend: 'developerKeys.limit.speech.legend',
    label: 'developerKeys.limit.speech.label',
    unit: 'developerKeys.limit.speech.unit',
    example: 'developerKeys.limit.speech.example',
    why: 'developerKeys.limit.speech.why',
  },
} as const satisfies Record<string, Record<string, MessageId>>;

export function LimitFields(props: {
  kind: keyof typeof KINDS;
  name: string;
  mode: LimitMode;
  typed: string;
  onMode(mode: LimitMode): void;
  onTyped(typed: string): void;
}) {
  const ids = { number: useId(), why: useId() };
  const { formatMessage } = useIntl();
  const kind = KINDS[props.kind];
  return (
    <fieldset className="limit-fields" aria-describedby={ids.why}>
      <legend>
        <FormattedMessage id={kind.legend} />
      </legend>
      <label className="inline-choice">
        <input
          type="radio"
          name={props.name}
          checked={props.mode === 'unlimited'}
          onChange={() => props.onMode('unlimited')}
        />
        <FormattedMessage id="developerKeys.limit.none" />
      </label>
      <label className="inline-choice">
        <input
          type="radio"
          name={props.name}
          checked={props.mode === 'limited'}
          onChange={() => props.onMode('limited')}
        />
        <FormattedMessage id="developerKeys.limit.to" />
      </label>
      <input
        id={ids.number}
        type="text"
        inputMode="decimal"
        aria-label={formatMessage({ id: kind.label })}
        value={props.typed}
        disabled={props.mode !== 'limited'}
        onChange={(e) => props.onTyped(e.target.value)}
        placeholder={formatMessage({ id: kind.example })}
        className="limit-number"
      />
      <span className="muted">
        <FormattedMessage id={kind.unit} />
      </span>
      <p id={ids.why} className="muted limit-why">
        <FormattedMessage id={kind.why} />
      </p>
    </fieldset>
  );
}
