// The translation side of Translate: editable (a translator fixes a word in place), marked stale when the
// source or options changed since it was made, with progress for a long text split across requests.
import { useId, useRef, type ReactNode, type UIEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { appliedTerms } from './glossaryHighlights';
import { useGlossaryTerms } from './useGlossaryTerms';
import { textDirection } from '../../../shared/rules/languages';
import { useFormats } from '../../i18n/useFormats';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { isStale, styleSentFor, useTranslate } from './translateStore';
import { useStyleChoices } from '../../components/styleChoiceStore';

export function TranslationPane() {
  const store = useTranslate();
  const { translation, busy, progress, sourceLang, detectedLanguage } = store;
  useStyleChoices(() => styleSentFor(store.targetLang).key); // a changed style marks the translation stale too
  const stale = isStale(store);
  const { copied, copy } = useClipboardCopy();
  const id = useId();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const entries = useGlossaryTerms();
  const applied =
    !stale && entries.length > 0 ? appliedTerms(entries, store.translatedFrom?.sourceText ?? '', translation) : null;
  const backdrop = useRef<HTMLDivElement>(null);
  // The marks sit behind the (transparent) text field and scroll with it.
  const onScroll = (e: UIEvent<HTMLTextAreaElement>) => {
    if (backdrop.current) backdrop.current.scrollTop = e.currentTarget.scrollTop;
  };
  return (
    <section className="pane">
      <label id={`${id}-label`} htmlFor={id} className="pane-label">
        <FormattedMessage id="translate.translation.label" />
      </label>
      <div className={`marked-field${applied && applied.ranges.length > 0 ? ' has-marks' : ''}`}>
        {applied && applied.ranges.length > 0 && (
          <div
            className="marked-field-backdrop"
            ref={backdrop}
            aria-hidden="true"
            data-testid="glossary-marks"
            dir={textDirection(store.targetLang)}
          >
            {markUp(translation, applied.ranges)}
          </div>
        )}
        <textarea
          id={id}
          value={translation}
          dir={textDirection(store.targetLang)}
          aria-busy={busy}
          aria-describedby={
            [stale ? `${id}-stale` : '', applied?.terms.length ? `${id}-terms` : ''].filter(Boolean).join(' ') ||
            undefined
          }
          className={stale ? 'stale' : undefined}
          placeholder={formatMessage({ id: busy ? 'translate.translating' : 'translate.translation.placeholder' })}
          onChange={(e) => store.set({ translation: e.target.value })}
          onScroll={onScroll}
          spellCheck
        />
      </div>
      {applied && applied.terms.length > 0 && (
        <p className="glossary-terms muted" id={`${id}-terms`} data-testid="glossary-terms">
          <FormattedMessage
            id="translate.translation.terms"
            values={{ terms: formats.list(applied.terms.map(([s, t]) => `${s} → ${t}`)) }}
          />
        </p>
      )}
      {stale && (
        <p className="stale-note" id={`${id}-stale`} data-testid="translation-stale">
          <FormattedMessage id={busy ? 'translate.translation.staleBusy' : 'translate.translation.stale'} />
        </p>
      )}
      <div className="pane-footer">
        <span className="muted" data-testid="detected-language">
          {progress ? (
            <FormattedMessage
              id="translate.translation.progress"
              values={{ part: Math.min(progress.done + 1, progress.total), total: progress.total }}
            />
          ) : (
            detectedLanguage &&
            !sourceLang &&
            translation && (
              <FormattedMessage
                id="translate.translation.detected"
                values={{ language: formats.languageName(detectedLanguage) }}
              />
            )
          )}
        </span>
        {store.billedCharacters !== null && translation && (
          <span className="muted" data-testid="billed-characters">
            <FormattedMessage id="translate.translation.billed" values={{ count: store.billedCharacters }} />
          </span>
        )}
        <span role="status" className="muted">
          {copied && <FormattedMessage id="translate.translation.copied" />}
        </span>
        <button type="button" onClick={() => void copy(translation)} disabled={translation === ''}>
          <FormattedMessage id="translate.translation.copy" />
        </button>
      </div>
    </section>
  );
}

/** The translation with its glossary terms in <mark>, for the backdrop (same text, so the marks line up). */
function markUp(text: string, ranges: readonly [number, number][]) {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const [start, end] of ranges) {
    parts.push(text.slice(at, start), <mark key={start}>{text.slice(start, end)}</mark>);
    at = end;
  }
  // A trailing newline needs a character after it to take its line in the backdrop.
  parts.push(`${text.slice(at)}\u200b`);
  return parts;
}
