// A calendar date field in the UI language's own numeric form (01.11.2026 in German, 2026/11/01 in Japanese),
// where the browser's date input would show the browser's format in every language. Typed by keyboard (the
// language's order, or ISO), ↑ and ↓ move a day; the calendar button opens the browser's date picker.
import { useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { addDays, readDate, showDate } from '../../shared/i18n/dateFields';
import './dateField.css';

export function DateField(props: {
  label: ReactNode;
  /** `YYYY-MM-DD`, or what is not yet a date. */
  value: string;
  min?: string;
  max?: string;
  /** A calendar date as `YYYY-MM-DD`, or '' while the text typed is none. */
  onChange(value: string): void;
}) {
  const intl = useIntl();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  // The text being typed, kept as typed until the field is left.
  const [typed, setTyped] = useState<string | null>(null);
  const shown = typed ?? showDate(intl.locale, props.value);
  const invalid = typed !== null && readDate(intl.locale, typed) === null;
  return (
    <span className="date-field">
      <label htmlFor={id}>{props.label}</label>
      <span className="date-field-box">
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={shown}
          size={11}
          aria-invalid={invalid || undefined}
          onChange={(e) => {
            setTyped(e.target.value);
            props.onChange(readDate(intl.locale, e.target.value) ?? '');
          }}
          onBlur={() => {
            if (!invalid) setTyped(null);
          }}
          onKeyDown={(e) => {
            if (e.key !== 'ArrowUp' && e.key !== 'ArrowDown') return;
            const next = addDays(readDate(intl.locale, shown) ?? props.value, e.key === 'ArrowUp' ? 1 : -1);
            if (!next) return;
            e.preventDefault();
            setTyped(null);
            props.onChange(next);
          }}
        />
        <button
          type="button"
          className="date-field-calendar"
          aria-label={intl.formatMessage({ id: 'dateField.calendar' })}
          title={intl.formatMessage({ id: 'dateField.calendar' })}
          onClick={() => {
            try {
              picker.current?.showPicker();
            } catch {
              picker.current?.focus();
            }
          }}
        >
          <svg width="14" height="14" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
            <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" fill="none" />
          </svg>
        </button>
        <input
          ref={picker}
          type="date"
          className="date-field-picker"
          tabIndex={-1}
          aria-hidden="true"
          value={readDate(intl.locale, shown) ?? ''}
          min={props.min}
          max={props.max}
          onChange={(e) => {
            setTyped(null);
            props.onChange(e.target.value);
          }}
        />
      </span>
    </span>
  );
}
