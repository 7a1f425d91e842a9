// The translation side of Translate: editable (a translator fixes a word in place), marked stale when the
// source or options changed since it was made, with progress for a long text split across requests.
import { useId } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { isStale, useTranslate } from './translateStore';

export function TranslationPane() {
  const store = useTranslate();
  const { translation, busy, progress, sourceLang, detectedLanguage } = store;
  const stale = isStale(store);
  const { copied, copy } = useClipboardCopy();
  const id = useId();
  return (
    <section className="pane">
      <label id={`${id}-label`} htmlFor={id} className="pane-label">
        Translation
      </label>
      <textarea
        id={id}
        value={translation}
        aria-busy={busy}
        aria-describedby={stale ? `${id}-stale` : undefined}
        className={stale ? 'stale' : undefined}
        placeholder={busy ? 'Translating…' : 'The translation appears here. You can edit it.'}
        onChange={(e) => store.set({ translation: e.target.value })}
        spellCheck
      />
      {stale && (
        <p className="stale-note" id={`${id}-stale`} data-testid="translation-stale">
          {busy ? 'Translating the changed text…' : 'The source or the options changed since this translation was made: translate again to update it.'}
        </p>
      )}
      <div className="pane-footer">
        <span className="muted" data-testid="detected-language">
          {progress
            ? `Translating: part ${Math.min(progress.done + 1, progress.total)} of ${progress.total}`
            : detectedLanguage && !sourceLang && translation
              ? `Detected: ${languageName(detectedLanguage)}`
              : ''}
        </span>
        <span role="status" className="muted">
          {copied ? 'Copied' : ''}
        </span>
        <button type="button" onClick={() => void copy(translation)} disabled={translation === ''}>
          Copy translation
        </button>
      </div>
    </section>
  );
}
