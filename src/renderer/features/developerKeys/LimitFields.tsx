// A monthly limit as a choice: no limit (null), or an amount (0 blocks the key). The character limit counts
// characters; the speech limit is typed in minutes (the service counts milliseconds).
import { useId } from 'react';
import { LIMIT_EXPLANATION, type LimitMode, SPEECH_LIMIT_EXPLANATION } from './developerKeyModel';

const KINDS = {
  characters: {
    legend: 'Monthly character limit',
    label: 'Characters per month',
    unit: 'characters per month',
    example: 'e.g. 500000',
    why: LIMIT_EXPLANATION,
  },
  speech: {
    legend: 'Monthly speech limit',
    label: 'Minutes of speech per month',
    unit: 'minutes of speech per month',
    example: 'e.g. 600',
    why: SPEECH_LIMIT_EXPLANATION,
  },
} as const;

export function LimitFields(props: {
  kind: keyof typeof KINDS;
  name: string;
  mode: LimitMode;
  typed: string;
  onMode(mode: LimitMode): void;
  onTyped(typed: string): void;
}) {
  const ids = { number: useId(), why: useId() };
  const kind = KINDS[props.kind];
  return (
    <fieldset className="limit-fields" aria-describedby={ids.why}>
      <legend>{kind.legend}</legend>
      <label className="inline-choice">
        <input
          type="radio"
          name={props.name}
          checked={props.mode === 'unlimited'}
          onChange={() => props.onMode('unlimited')}
        />
        No limit
      </label>
      <label className="inline-choice">
        <input
          type="radio"
          name={props.name}
          checked={props.mode === 'limited'}
          onChange={() => props.onMode('limited')}
        />
        Limit to
      </label>
      <input
        id={ids.number}
        type="text"
        inputMode="decimal"
        aria-label={kind.label}
        value={props.typed}
        disabled={props.mode !== 'limited'}
        onChange={(e) => props.onTyped(e.target.value)}
        placeholder={kind.example}
        className="limit-number"
      />
      <span className="muted">{kind.unit}</span>
      <p id={ids.why} className="muted limit-why">
        {kind.why}
      </p>
    </fieldset>
  );
}
