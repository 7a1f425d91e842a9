// A language picker for one side of a product (and optionally a feature): it lists only what main's
// catalog says the feature supports. `null` is "Detect the language" where allowed. Languages are named in the
// UI language (`Intl.DisplayNames`, not the service's English names) and sorted in its alphabetical order.
import { useEffect, useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Feature, Product } from '../../shared/api/languages';
import { useFormats } from '../i18n/useFormats';
import { useSay } from '../i18n/uiMessages';
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

  const formats = useFormats();
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  const offered =
    entry?.status === 'ready' ? (side === 'source' ? entry.choices.sources : entry.choices.targets) : null;
  const languages = useMemo(
    () =>
      (offered ?? [])
        .map((l) => ({ lang: l.lang, name: formats.languageName(l.lang, { standalone: true }) }))
        .sort((a, b) => formats.compareNames(a.name, b.name)),
    [offered, formats],
  );
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
        {props.emptyLabel === undefined && props.value === null && (
          <option value="">{formatMessage({ id: 'languageSelect.choose' })}</option>
        )}
        {!known && entry?.status === 'ready' && (
          <option value={props.value ?? ''}>
            {formatMessage(
              { id: 'languageSelect.notOffered' },
              { language: formats.languageName(props.value ?? '', { standalone: true }) },
            )}
          </option>
        )}
        {languages.map((l) => (
          <option key={l.lang} value={l.lang}>
            {l.name}
          </option>
        ))}
      </select>
      {entry?.status === 'failed' && <span className="field-error">{sayError(entry.error).message}</span>}
      {entry?.status === 'ready' && entry.choices.stale && (
        <span className="muted">
          <FormattedMessage id="languageSelect.offline" />
        </span>
      )}
      {entry?.status === 'ready' && entry.choices.source === 'v2' && (
        <span
          className="muted language-source"
          data-testid="language-source-v2"
          title={formatMessage({ id: 'languageSelect.olderListHint' })}
        >
          <FormattedMessage id="languageSelect.olderList" />
        </span>
      )}
    </label>
  );
}
