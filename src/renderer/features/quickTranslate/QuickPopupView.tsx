// The quick translate popup's page (index.html?view=popup): the translation of the selection or clipboard,
// with copy, swap, the target quick switch, "open in Glossa", what it translates with (QuickOptions: glossaries,
// memory, client profile, context) and a box to type or paste into. Escape closes it (the desktop app hides the
// window; it also hides when it loses focus).
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { QUICK_TEXT_MAX_CHARS, quickTextProblem, type QuickState } from '../../../shared/calls/quickTranslate';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/i18n/formats';
import { textDirection } from '../../../shared/rules/languages';
import { asShortcutPlatform } from '../../../shared/rules/shortcuts';
import { shortcutInWords } from '../../../shared/rules/shortcutWords';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { onCtrlEnter } from '../../components/ctrlEnter';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useSay } from '../../i18n/uiMessages';
import { effectiveTheme, useAppearance } from '../settings/appearanceStore';
import { QuickOptions } from './QuickOptions';
import { useQuickPopup } from './quickPopupStore';
import './quickPopup.css';

/** The logo's letter: a picture, the same in every language. */
const LOGO_LETTER = 'G';
const STATUS_TEXT = {
  reading: 'quickTranslate.status.reading',
  translating: 'quickTranslate.status.translating',
} as const;

export function QuickPopupView() {
  const { state, status, error, load, translate, setTarget, swap, openInMain, close } = useQuickPopup();
  const theme = useAppearance(effectiveTheme);
  const loadAppearance = useAppearance((s) => s.load);
  const { copied, copy } = useClipboardCopy();
  const intl = useIntl();
  const { formatMessage } = intl;
  const { say, sayError } = useSay();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const resultRef = useRef<HTMLDivElement>(null);

  useEffect(() => void load(), [load]);
  useEffect(() => void loadAppearance(), [loadAppearance]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.classList.add('popup-root');
  }, [theme]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [close]);
  // A new translation: the result takes the focus, so Ctrl+C copies it and Escape closes.
  useEffect(() => {
    if (state?.status === 'done') resultRef.current?.focus();
  }, [state?.sequence, state?.status]);

  const info = useAppearance((s) => s.info);
  const platform = asShortcutPlatform(info?.platform ?? 'linux');
  // The browser shell has no global shortcuts: its popup names none.
  const keys =
    status && info?.host === 'electron' ? shortcutInWords(status.preferences.selectionShortcut, platform, say) : '';
  const tooLong =
    quickTextProblem(draft) === null
      ? null
      : formatMessage({ id: 'quickTranslate.tooLong' }, { max: QUICK_TEXT_MAX_CHARS });
  const send = () => {
    if (draft.trim() && !tooLong) void translate(draft);
  };
  const busy = state?.status === 'reading' || state?.status === 'translating';
  const from = state?.sourceLang ?? state?.detectedSourceLang;
  // The room the target's name needs beside its label: the header wraps it onto a line of its own rather than
  // cut it (German names such as "Englisch (Vereinigtes Königreich)"); a wide (CJK) character takes two ch.
  const targetName = state?.targetLang ? languageName(intl.locale, state.targetLang, { standalone: true }) : '';
  const targetChars = [...targetName].reduce((sum, c) => sum + (c.codePointAt(0)! >= 0x2e80 ? 2 : 1), 0);
  const targetRoom = `calc(${targetChars}ch + ${formatMessage({ id: 'quickTranslate.into' }).length}ch + 56px)`;
  const errorText = (e: NonNullable<QuickState['error']> | ErrorData) => {
    // Main's errors cross as ErrorData; the popup's state keeps their kind as text.
    const words = sayError(e as ErrorData);
    return [words.message, ...words.fields, words.nextStep].filter(Boolean).join(' ');
  };

  return (
    <main className="quick-popup" aria-label={formatMessage({ id: 'quickTranslate.title' })}>
      <h1 className="visually-hidden">
        <FormattedMessage id="quickTranslate.title" />
      </h1>
      <header className="quick-header">
        <span className="quick-brand" aria-hidden="true">
          {LOGO_LETTER}
        </span>
        <span className="quick-from" data-testid="quick-from">
          {from
            ? languageName(intl.locale, from, { standalone: true })
            : formatMessage({ id: 'quickTranslate.detect' })}
        </span>
        <button
          type="button"
          className="quick-icon"
          onClick={() => void swap()}
          disabled={state?.status !== 'done'}
          title={formatMessage({ id: 'quickTranslate.swap.title' })}
          aria-label={formatMessage({ id: 'quickTranslate.swap' })}
        >
          ⇄
        </button>
        <div className="quick-target" style={{ ['--target-room' as string]: targetRoom }}>
          <LanguageSelect
            label={formatMessage({ id: 'quickTranslate.into' })}
            product="translate_text"
            side="target"
            value={state?.targetLang ?? null}
            onChange={(lang) => lang && void setTarget(lang)}
          />
        </div>
        <button
          type="button"
          className="quick-icon quick-close"
          onClick={close}
          title={formatMessage({ id: 'quickTranslate.close.title' })}
          aria-label={formatMessage({ id: 'quickTranslate.close' })}
        >
          ×
        </button>
      </header>

      <section className="quick-body" aria-live="polite">
        {error && (
          <p role="alert" className="notice notice-error">
            {errorText(error)}
          </p>
        )}
        {state?.status === 'failed' && state.error && (
          <p role="alert" className="notice notice-error">
            {errorText(state.error)}
          </p>
        )}
        {busy && (
          <p className="muted quick-status">
            <FormattedMessage id={STATUS_TEXT[state.status as keyof typeof STATUS_TEXT]} />
          </p>
        )}
        {state?.status === 'empty' && (
          <p className="notice notice-warn" role="status">
            <FormattedMessage
              id={state.gesture === 'clipboard' ? 'quickTranslate.empty.clipboard' : 'quickTranslate.empty.selection'}
              values={{ keys: keys || 'none' }}
            />
          </p>
        )}
        {state?.status === 'done' && (
          <div
            className="quick-result"
            ref={resultRef}
            tabIndex={-1}
            lang={state.targetLang}
            dir={textDirection(state.targetLang)}
            data-testid="quick-result"
          >
            {state.result}
          </div>
        )}
        {state?.truncated && (
          <p className="notice notice-warn quick-note">
            <FormattedMessage
              id="quickTranslate.truncated"
              values={{ sent: state.truncated.sentChars, total: state.truncated.totalChars }}
            />
          </p>
        )}
        {(state?.status === 'done' || state?.status === 'translating') && (
          <details className="quick-source">
            <summary>
              <FormattedMessage id="quickTranslate.original" />
            </summary>
            <p lang={from ?? undefined}>{state.source}</p>
          </details>
        )}
        {state?.skipped && (
          <p role="status" className="notice notice-warn quick-note">
            <FormattedMessage id="quickTranslate.skipped" values={{ reason: errorText(state.skipped) }} />
          </p>
        )}
        <QuickOptions />
        {(!state ||
          state.status === 'idle' ||
          state.status === 'empty' ||
          state.status === 'failed' ||
          state.gesture === 'popup') && (
          <form
            className="quick-input"
            onSubmit={(e) => {
              e.preventDefault();
              send();
            }}
          >
            <label htmlFor={inputId} className={state?.status === 'done' ? 'visually-hidden' : undefined}>
              {state?.status === 'idle' || !state ? (
                <FormattedMessage id="quickTranslate.input.idle" values={{ keys: keys || 'none' }} />
              ) : (
                <FormattedMessage id="quickTranslate.input" />
              )}
            </label>
            <textarea
              id={inputId}
              rows={state?.status === 'done' ? 1 : 2}
              placeholder={formatMessage({ id: 'quickTranslate.input' })}
              value={draft}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? `${inputId}-problem` : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onCtrlEnter(send)}
            />
            <button type="submit" disabled={!draft.trim() || busy || tooLong !== null}>
              <FormattedMessage id="quickTranslate.translate" />
            </button>
            {tooLong && (
              <p id={`${inputId}-problem`} role="alert" className="notice notice-error quick-problem">
                {tooLong}
              </p>
            )}
          </form>
        )}
      </section>

      <footer className="quick-footer">
        <dl className="quick-facts">
          <dt>
            <FormattedMessage id="quickTranslate.facts.glossaries" />
          </dt>
          <dd data-testid="quick-glossary">
            {state?.glossaries.length ? (
              intl.formatList(state.glossaries.map((g) => g.name))
            ) : (
              <FormattedMessage id="quickTranslate.facts.noGlossary" />
            )}
          </dd>
        </dl>
        <div className="quick-actions">
          <button type="button" disabled={state?.status !== 'done'} onClick={() => state && void copy(state.result)}>
            <FormattedMessage id={copied ? 'quickTranslate.copied' : 'quickTranslate.copy'} />
          </button>
          <button type="button" disabled={!state || state.status === 'idle' || busy} onClick={() => void openInMain()}>
            <FormattedMessage id="quickTranslate.openInGlossa" />
          </button>
        </div>
      </footer>
    </main>
  );
}
