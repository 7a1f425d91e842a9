// A language picker for one side of a product (and optionally a feature): it lists only what main's
// catalog says the feature supports. `null` is "Detect the language" where allowed.
import { useEffect, useId } from 'react';
import type { Feature, Product } from '../../shared/api/languages';
import { choicesKey, useLanguageChoices } from './languageChoicesStore';

export function LanguageSelect(props: {
  label: string;
  product: Product;
  side: 'source' | 'target';
  feature?: Feature;
  value: string | null;
  onChange(value: string | null): void;
  /** The label of the empty choice (e.g. "Detect the language"); without it a language must be chosen. */
  emptyLabel?: string;
  /** Marks the picker as the field an error names. */
  invalid?: boolean;
}) {
  const { product, feature, side } = props;
  const id = useId();
  const entry = useLanguageChoices((s) => s.entries[choicesKey(product, feature)]);
  const load = useLanguageChoices((s) => s.load);
  useEffect(() => load(product, feature), [load, product, feature, entry]);

  const languages =
    entry?.status === 'ready' ? (side === 'source' ? entry.choices.sources : entry.choices.targets) : [];
  const known = props.value === null || languages.some((l) => l.lang === props.value);
  return (
    <label htmlFor={id}>
      {props.label}
      <select
        id={id}
        value={props.value ?? ''}
        disabled={entry?.status !== 'ready'}
        aria-invalid={props.invalid || undefined}
        onChange={(e) => props.onChange(e.target.value === '' ? null : e.target.value)}
      >
        {props.emptyLabel !== undefined && <option value="">{props.emptyLabel}</option>}
        {props.emptyLabel === undefined && props.value === null && <option value="">Choose a language</option>}
        {!known && entry?.status === 'ready' && (
          <option value={props.value ?? ''}>{props.value} (not offered here)</option>
        )}
        {languages.map((l) => (
          <option key={l.lang} value={l.lang}>
            {l.name}
          </option>
        ))}
      </select>
      {entry?.status === 'failed' && <span className="field-error">{entry.error.message}</span>}
      {entry?.status === 'ready' && entry.choices.stale && (
        <span className="muted">Offline: the last known list is shown.</span>
      )}
      {entry?.status === 'ready' && entry.choices.source === 'v2' && (
        <span
          className="muted language-source"
          data-testid="language-source-v2"
          title="The service's current language list could not be read; its older list is used."
        >
          From the service's older language list.
        </span>
      )}
    </label>
  );
}
