// The quick translate popup's page (index.html?view=popup): the translation of the selection or clipboard,
// with copy, swap, the target quick switch, "open in Glossa", the glossary in use, and a box to type or paste
// into. Escape closes it (the desktop app hides the window; it also hides when it loses focus).
import { useEffect, useId, useRef, useState } from 'react';
import { quickTextProblem } from '../../../shared/calls/quickTranslate';
import { languageName, textDirection } from '../../../shared/rules/languages';
import { describeShortcut, asShortcutPlatform } from '../../../shared/rules/shortcuts';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { onCtrlEnter } from '../../components/ctrlEnter';
import { LanguageSelect } from '../../components/LanguageSelect';
import { effectiveTheme, useAppearance } from '../settings/appearanceStore';
import { useQuickPopup } from './quickPopupStore';
import './quickPopup.css';

const STATUS_TEXT = { reading: 'Reading the selection…', translating: 'Translating…' } as const;

export function QuickPopupView() {
  const { state, status, error, load, translate, setTarget, swap, openInMain, close } = useQuickPopup();
  const theme = useAppearance(effectiveTheme);
  const loadAppearance = useAppearance((s) => s.load);
  const { copied, copy } = useClipboardCopy();
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
    status && info?.host === 'electron' ? describeShortcut(status.preferences.selectionShortcut, platform) : '';
  const tooLong = quickTextProblem(draft);
  const send = () => {
    if (draft.trim() && !tooLong) void translate(draft);
  };
  const busy = state?.status === 'reading' || state?.status === 'translating';
  const from = state?.sourceLang ?? state?.detectedSourceLang;

  return (
    <main className="quick-popup" aria-label="Quick translate">
      <h1 className="visually-hidden">Quick translate</h1>
      <header className="quick-header">
        <span className="quick-brand" aria-hidden="true">
          G
        </span>
        <span className="quick-from" data-testid="quick-from">
          {from ? languageName(from) : 'Detect'}
        </span>
        <button
          type="button"
          className="quick-icon"
          onClick={() => void swap()}
          disabled={state?.status !== 'done'}
          title="Swap: translate the translation back"
          aria-label="Swap languages"
        >
          ⇄
        </button>
        <div className="quick-target">
          <LanguageSelect
            label="Into"
            product="translate_text"
            side="target"
            value={state?.targetLang ?? null}
            onChange={(lang) => lang && void setTarget(lang)}
          />
        </div>
        <button type="button" className="quick-icon quick-close" onClick={close} title="Close (Esc)" aria-label="Close">
          ×
        </button>
      </header>

      <section className="quick-body" aria-live="polite">
        {error && (
          <p role="alert" className="notice notice-error">
            {error.message} {error.nextStep}
          </p>
        )}
        {state?.status === 'failed' && state.error && (
          <p role="alert" className="notice notice-error">
            {state.error.message} {state.error.nextStep}
          </p>
        )}
        {busy && <p className="muted quick-status">{STATUS_TEXT[state.status as keyof typeof STATUS_TEXT]}</p>}
        {state?.status === 'empty' && (
          <p className="notice notice-warn" role="status">
            {state.gesture === 'clipboard' ? 'The clipboard holds no text.' : 'Nothing is selected.'} Select some text
            in any app and press {keys || 'the shortcut'} again, or type below.
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
            Only the first {state.truncated.sentChars.toLocaleString()} of {state.truncated.totalChars.toLocaleString()}{' '}
            characters were translated: one request takes at most 128 KiB. Open it in Glossa to translate it all.
          </p>
        )}
        {(state?.status === 'done' || state?.status === 'translating') && (
          <details className="quick-source">
            <summary>Original</summary>
            <p lang={from ?? undefined}>{state.source}</p>
          </details>
        )}
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
              {state?.status === 'idle' || !state
                ? `Type or paste text${keys ? `, or select text anywhere and press ${keys}` : ''}`
                : 'Type or paste text'}
            </label>
            <textarea
              id={inputId}
              rows={state?.status === 'done' ? 1 : 2}
              placeholder="Type or paste text"
              value={draft}
              aria-invalid={tooLong ? true : undefined}
              aria-describedby={tooLong ? `${inputId}-problem` : undefined}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onCtrlEnter(send)}
            />
            <button type="submit" disabled={!draft.trim() || busy || tooLong !== null}>
              Translate
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
          <dt>Glossary</dt>
          <dd data-testid="quick-glossary">
            {state?.glossaries.length ? state.glossaries.map((g) => g.name).join(', ') : 'none for this pair'}
          </dd>
          <dt>Style rules</dt>
          <dd title="Text translation sends no style rule list">none applied</dd>
        </dl>
        <div className="quick-actions">
          <button type="button" disabled={state?.status !== 'done'} onClick={() => state && void copy(state.result)}>
            {copied ? 'Copied' : 'Copy'}
          </button>
          <button type="button" disabled={!state || state.status === 'idle' || busy} onClick={() => void openInMain()}>
            Open in Glossa
          </button>
        </div>
      </footer>
    </main>
  );
}
