// The monthly character limit as a choice: no limit (null), or a number of characters (0 blocks the key).
import { useId } from 'react';
import { LIMIT_EXPLANATION, type LimitMode } from './developerKeyModel';

export function LimitFields(props: {
  name: string;
  mode: LimitMode;
  typed: string;
  onMode(mode: LimitMode): void;
  onTyped(typed: string): void;
}) {
  const ids = { number: useId(), why: useId() };
  return (
    <fieldset className="limit-fields" aria-describedby={ids.why}>
      <legend>Monthly character limit</legend>
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
        inputMode="numeric"
        aria-label="Characters per month"
        value={props.typed}
        disabled={props.mode !== 'limited'}
        onChange={(e) => props.onTyped(e.target.value)}
        placeholder="e.g. 500000"
        className="limit-number"
      />
      <span className="muted">characters per month</span>
      <p id={ids.why} className="muted limit-why">
        {LIMIT_EXPLANATION}
      </p>
    </fieldset>
  );
}
