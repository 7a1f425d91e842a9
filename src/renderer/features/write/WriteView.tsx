// Write: improve or correct text in its own language (Pro only). Original and result side by side, a writing
// style or a tone as one control (Improve only), a live meter against the 10 KiB limit, and the changes word by
// word; accepting either is undoable.
import { useEffect, useId, useRef, useState } from 'react';
import { proOnlyReason } from '../../../shared/rules/plans';
import { checkWriteRequest } from '../../../shared/rules/write';
import { ConnectionLoading } from '../../components/ConnectionLoading';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { onCtrlEnter } from '../../components/ctrlEnter';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { ProOnlyNotice } from '../../components/ProOnlyNotice';
import { useActiveConnection } from '../../components/activeConnection';
import {
  adjustmentChoices,
  adjustmentId,
  correctRequest,
  diffSummary,
  sizeMeter,
  wordDiff,
  writeRequest,
} from './writeModel';
import { isStale, useWrite } from './writeStore';
import { useAppearance } from '../settings/appearanceStore';
import { replaceTextUndoably } from './undoableText';
import { DraftNotice } from '../../components/DraftNotice';
import { discardWriteDraft, keepWriteDraft } from './writeDraft';
import '../translate/translate.css';
import './write.css';

export function WriteView() {
  const connection = useActiveConnection();
  const proOnly = connection !== null && proOnlyReason('write', connection.plan) !== undefined;
  return (
    <div className="page write-page">
      <header className="page-header">
        <h1>Write: improve or correct a text</h1>
        {connection !== null && !proOnly && <span className="muted">Ctrl+Enter improves</span>}
      </header>
      {connection === null ? (
        <ConnectionLoading />
      ) : proOnly ? (
        <ProOnlyNotice feature="write" accountName={connection.name} />
      ) : (
        <WriteEditor />
      )}
    </div>
  );
}

function WriteEditor() {
  const store = useWrite();
  const { original, targetLang, adjustment, improved, improvedFrom, busy, error, action } = store;
  const { copied, copy } = useClipboardCopy();
  const ids = { adjust: useId(), original: useId(), improved: useId(), meter: useId(), reason: useId() };

  const request = writeRequest(original, targetLang, adjustment);
  const meter = sizeMeter(request);
  const issues = request.text.length > 0 ? checkWriteRequest(request) : [];
  const choices = adjustmentChoices(targetLang);
  const canImprove = !busy && request.text.length > 0 && issues.length === 0;
  const correction = correctRequest(original, targetLang);
  const canCorrect = !busy && correction.text.length > 0 && checkWriteRequest(correction, 'correct').length === 0;
  const done = action === 'correct' ? 'Corrected' : 'Improved';
  const diff = improved ? wordDiff(improvedFrom, improved) : null;
  const stale = isStale(store);
  const originalRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => void keepWriteDraft(), []);
  /** Said after Accept until the original is edited again: the keys that bring the text before it back. */
  const [accepted, setAccepted] = useState(false);
  const undoKeys = useAppearance((s) => s.info?.platform) === 'darwin' ? '⌘Z' : 'Ctrl+Z';

  // Accepting goes through the text field's own editing, so Ctrl+Z brings the text before it back.
  const accept = () => {
    if (!improved || stale) return;
    if (originalRef.current) replaceTextUndoably(originalRef.current, improved);
    if (useWrite.getState().original !== improved) store.setOriginal(improved);
    store.clearImprovement();
    setAccepted(true);
  };

  const onKeyDown = onCtrlEnter(() => {
    if (canImprove) void store.improve();
  });

  return (
    <div className="write-editor" onKeyDown={onKeyDown}>
      <DraftNotice kind="write" onDiscard={discardWriteDraft} />
      <section className="card write-bar" aria-label="Language and style">
        <LanguageSelect
          label="Language"
          product="write"
          side="target"
          value={targetLang}
          emptyLabel="Keep the text's language"
          onChange={(v) => store.setTargetLang(v)}
        />
        <label htmlFor={ids.adjust}>
          Writing style or tone
          <select
            id={ids.adjust}
            value={adjustmentId(adjustment)}
            aria-describedby={choices.reason ? ids.reason : undefined}
            onChange={(e) => {
              const option = [...choices.styles, ...choices.tones].find((o) => o.id === e.target.value);
              store.setAdjustment(option?.adjustment ?? { kind: 'none' });
            }}
          >
            <option value="none">Default (no style or tone)</option>
            <optgroup label="Writing style">
              {choices.styles.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </optgroup>
            <optgroup label="Tone">
              {choices.tones.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <div className={`size-meter${meter.over ? ' size-meter-over' : ''}`}>
          <span id={ids.meter} className="size-meter-label">
            Request size
          </span>
          <div
            className="size-meter-track"
            role="meter"
            aria-labelledby={ids.meter}
            aria-valuemin={0}
            aria-valuemax={meter.limit}
            aria-valuenow={meter.bytes}
            aria-valuetext={meter.label}
          >
            <div
              className={`size-meter-fill${meter.fraction > 0.9 ? ' size-meter-near' : ''}`}
              style={{ width: `${(meter.fraction * 100).toFixed(1)}%` }}
            />
          </div>
          <span className="size-meter-value" data-testid="size-meter">
            {meter.label}
          </span>
        </div>
        <div className="write-actions">
          <button
            type="button"
            className="primary write-button"
            disabled={!canImprove}
            onClick={() => void store.improve()}
            aria-keyshortcuts="Control+Enter"
          >
            {busy === 'improve' ? 'Improving…' : 'Improve'}
          </button>
          <button
            type="button"
            className="write-button"
            disabled={!canCorrect}
            onClick={() => void store.correct()}
            title="Fix spelling and grammar only, with no change of style or tone"
          >
            {busy === 'correct' ? 'Correcting…' : 'Correct'}
          </button>
        </div>
        <p className="write-bar-note muted" id={ids.reason} data-testid="adjustment-note">
          {choices.reason ?? 'Choose a writing style or a tone (one at a time: the service refuses both together).'}
        </p>
      </section>

      {issues.length > 0 && (
        <div className="write-issues" role="alert">
          {issues.map((issue) => (
            <span key={issue.field + issue.message} className="field-error">
              {issue.message}
            </span>
          ))}
        </div>
      )}

      <div className="write-panes">
        <section className="pane">
          <label htmlFor={ids.original} className="pane-label">
            Original
          </label>
          <textarea
            dir="auto"
            ref={originalRef}
            id={ids.original}
            value={original}
            aria-invalid={meter.over}
            placeholder="Type or paste the text to improve, in its own language."
            onChange={(e) => {
              setAccepted(false);
              store.setOriginal(e.target.value);
            }}
            aria-describedby={accepted ? `${ids.original}-accepted` : undefined}
            spellCheck
          />
          <div className="pane-footer">
            <span className="muted">
              {request.text.length} {request.text.length === 1 ? 'paragraph' : 'paragraphs'} ·{' '}
              {original.length.toLocaleString('en-US')} characters
            </span>
            <span role="status" id={`${ids.original}-accepted`} className="write-accepted">
              {accepted ? `Accepted. ${undoKeys} here brings your text back.` : ''}
            </span>
            <button
              type="button"
              onClick={() => (setAccepted(false), store.setOriginal(''))}
              disabled={original === ''}
            >
              Clear
            </button>
          </div>
        </section>
        <section className="pane">
          <label htmlFor={ids.improved} className="pane-label">
            {done}
          </label>
          <textarea
            dir="auto"
            id={ids.improved}
            value={improved}
            readOnly
            aria-busy={busy !== null}
            aria-describedby={stale ? `${ids.improved}-stale` : undefined}
            className={stale ? 'stale' : undefined}
            placeholder={
              busy === 'correct' ? 'Correcting…' : busy ? 'Improving…' : 'The improved or corrected text appears here.'
            }
          />
          {stale && (
            <p className="stale-note" id={`${ids.improved}-stale`} data-testid="improvement-stale">
              The original has changed since this {action === 'correct' ? 'correction' : 'improvement'} was made, so
              accepting it would replace your new text. {action === 'correct' ? 'Correct' : 'Improve'} again to get one
              for the text as it is now.
            </p>
          )}
          <div className="pane-footer">
            <span role="status" className="muted">
              {copied ? 'Copied' : ''}
            </span>
            <button type="button" onClick={() => void copy(improved)} disabled={!improved}>
              Copy {done.toLowerCase()} text
            </button>
            {stale ? (
              <button
                type="button"
                className="primary"
                onClick={() => void (action === 'correct' ? store.correct() : store.improve())}
                disabled={action === 'correct' ? !canCorrect : !canImprove}
              >
                {action === 'correct' ? 'Correct again' : 'Improve again'}
              </button>
            ) : (
              <button
                type="button"
                className="primary"
                onClick={accept}
                disabled={!improved}
                title={`Replace the original with the ${done.toLowerCase()} text (${undoKeys} undoes it)`}
              >
                Accept
              </button>
            )}
          </div>
        </section>
      </div>

      {error && (
        <ErrorNotice error={error} title={`The text was not ${action === 'correct' ? 'corrected' : 'improved'}.`} />
      )}

      {diff && (
        <section className="card write-diff" aria-labelledby={`${ids.improved}-changes`}>
          <h2 id={`${ids.improved}-changes`}>
            Changes <span className="muted">({diffSummary(diff)})</span>
          </h2>
          <p className="diff-text" data-testid="write-diff">
            {diff.parts.map((part, i) =>
              part.kind === 'same' ? (
                <span key={i}>{part.text}</span>
              ) : part.kind === 'added' ? (
                <ins key={i}>
                  <span className="visually-hidden">[added: </span>
                  {part.text}
                  <span className="visually-hidden">]</span>
                </ins>
              ) : (
                <del key={i}>
                  <span className="visually-hidden">[removed: </span>
                  {part.text}
                  <span className="visually-hidden">]</span>
                </del>
              ),
            )}
          </p>
        </section>
      )}
    </div>
  );
}
