// Write: improve or correct text in its own language (Pro only). Original and result side by side, a writing
// style or a tone as one control (Improve only), a live meter against the 10 KiB limit, and the changes word by
// word; accepting either is undoable.
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
import { useSay } from '../../i18n/uiMessages';
import '../translate/translate.css';
import './write.css';

export function WriteView() {
  const connection = useActiveConnection();
  const proOnly = connection !== null && proOnlyReason('write', connection.plan) !== undefined;
  return (
    <div className="page write-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="write.title" />
        </h1>
        {connection !== null && !proOnly && (
          <span className="muted">
            <FormattedMessage id="write.shortcut" />
          </span>
        )}
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
  const { formatMessage, formatNumber } = useIntl();
  const { say } = useSay();
  const corrected = action === 'correct';

  const request = writeRequest(original, targetLang, adjustment);
  const meter = sizeMeter(request);
  const issues = request.text.length > 0 ? checkWriteRequest(request) : [];
  const choices = adjustmentChoices(targetLang);
  const canImprove = !busy && request.text.length > 0 && issues.length === 0;
  const correction = correctRequest(original, targetLang);
  const canCorrect = !busy && correction.text.length > 0 && checkWriteRequest(correction, 'correct').length === 0;
  const done = formatMessage({ id: corrected ? 'write.result.corrected' : 'write.result.improved' });
  const diff = improved ? wordDiff(improvedFrom, improved) : null;
  const stale = isStale(store);
  const originalRef = useRef<HTMLTextAreaElement>(null);
  useEffect(() => void keepWriteDraft(), []);
  /** Said after Accept until the original is edited again: the keys that bring the text before it back. */
  const [accepted, setAccepted] = useState(false);
  const undoKeys = useAppearance((s) => s.info?.platform) === 'darwin' ? '⌘Z' : 'Ctrl+Z';
  const meterText = formatMessage(
    { id: 'write.meter.value' },
    {
      used: formatNumber(meter.usedKiB, { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
      limit: meter.limitKiB,
    },
  );

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
      <section className="card write-bar" aria-label={formatMessage({ id: 'write.bar' })}>
        <LanguageSelect
          label={formatMessage({ id: 'write.language.label' })}
          product="write"
          side="target"
          value={targetLang}
          emptyLabel={formatMessage({ id: 'write.language.keep' })}
          onChange={(v) => store.setTargetLang(v)}
        />
        <label htmlFor={ids.adjust}>
          <FormattedMessage id="write.adjustment.label" />
          <select
            id={ids.adjust}
            value={adjustmentId(adjustment)}
            aria-describedby={choices.reason ? ids.reason : undefined}
            onChange={(e) => {
              const option = [...choices.styles, ...choices.tones].find((o) => o.id === e.target.value);
              store.setAdjustment(option?.adjustment ?? { kind: 'none' });
            }}
          >
            <option value="none">{formatMessage({ id: 'write.adjustment.none' })}</option>
            <optgroup label={formatMessage({ id: 'write.adjustment.styles' })}>
              {choices.styles.map((o) => (
                <option key={o.id} value={o.id}>
                  {formatMessage({ id: o.label })}
                </option>
              ))}
            </optgroup>
            <optgroup label={formatMessage({ id: 'write.adjustment.tones' })}>
              {choices.tones.map((o) => (
                <option key={o.id} value={o.id}>
                  {formatMessage({ id: o.label })}
                </option>
              ))}
            </optgroup>
          </select>
        </label>
        <div className={`size-meter${meter.over ? ' size-meter-over' : ''}`}>
          <span id={ids.meter} className="size-meter-label">
            <FormattedMessage id="write.meter.label" />
          </span>
          <div
            className="size-meter-track"
            role="meter"
            aria-labelledby={ids.meter}
            aria-valuemin={0}
            aria-valuemax={meter.limit}
            aria-valuenow={meter.bytes}
            aria-valuetext={meterText}
          >
            <div
              className={`size-meter-fill${meter.fraction > 0.9 ? ' size-meter-near' : ''}`}
              style={{ width: `${(meter.fraction * 100).toFixed(1)}%` }}
            />
          </div>
          <span className="size-meter-value" data-testid="size-meter">
            {meterText}
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
            {formatMessage({ id: busy === 'improve' ? 'write.improving' : 'write.improve' })}
          </button>
          <button
            type="button"
            className="write-button"
            disabled={!canCorrect}
            onClick={() => void store.correct()}
            title={formatMessage({ id: 'write.correct.title' })}
          >
            {formatMessage({ id: busy === 'correct' ? 'write.correcting' : 'write.correct' })}
          </button>
        </div>
        <p className="write-bar-note muted" id={ids.reason} data-testid="adjustment-note">
          {choices.reason ? say(choices.reason) : formatMessage({ id: 'write.adjustment.hint' })}
        </p>
      </section>

      {issues.length > 0 && (
        <div className="write-issues" role="alert">
          {issues.map((issue) => (
            <span key={issue.field + issue.message} className="field-error">
              {issue.uiMessage ? say(issue.uiMessage) : issue.message}
            </span>
          ))}
        </div>
      )}

      <div className="write-panes">
        <section className="pane">
          <label htmlFor={ids.original} className="pane-label">
            <FormattedMessage id="write.original.label" />
          </label>
          <textarea
            dir="auto"
            ref={originalRef}
            id={ids.original}
            value={original}
            aria-invalid={meter.over}
            placeholder={formatMessage({ id: 'write.original.placeholder' })}
            onChange={(e) => {
              setAccepted(false);
              store.setOriginal(e.target.value);
            }}
            aria-describedby={accepted ? `${ids.original}-accepted` : undefined}
            spellCheck
          />
          <div className="pane-footer">
            <span className="muted">
              <FormattedMessage
                id="write.original.counts"
                values={{ paragraphs: request.text.length, characters: original.length }}
              />
            </span>
            <span role="status" id={`${ids.original}-accepted`} className="write-accepted">
              {accepted ? formatMessage({ id: 'write.accepted' }, { keys: undoKeys }) : ''}
            </span>
            <button
              type="button"
              onClick={() => (setAccepted(false), store.setOriginal(''))}
              disabled={original === ''}
            >
              <FormattedMessage id="write.clear" />
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
            placeholder={formatMessage({
              id: busy === 'correct' ? 'write.correcting' : busy ? 'write.improving' : 'write.result.placeholder',
            })}
          />
          {stale && (
            <p className="stale-note" id={`${ids.improved}-stale`} data-testid="improvement-stale">
              <FormattedMessage id={corrected ? 'write.stale.correction' : 'write.stale.improvement'} />
            </p>
          )}
          <div className="pane-footer">
            <span role="status" className="muted">
              {copied ? formatMessage({ id: 'write.copied' }) : ''}
            </span>
            <button type="button" onClick={() => void copy(improved)} disabled={!improved}>
              <FormattedMessage id={corrected ? 'write.copyCorrected' : 'write.copyImproved'} />
            </button>
            {stale ? (
              <button
                type="button"
                className="primary"
                onClick={() => void (action === 'correct' ? store.correct() : store.improve())}
                disabled={action === 'correct' ? !canCorrect : !canImprove}
              >
                <FormattedMessage id={corrected ? 'write.correctAgain' : 'write.improveAgain'} />
              </button>
            ) : (
              <button
                type="button"
                className="primary"
                onClick={accept}
                disabled={!improved}
                title={formatMessage(
                  { id: corrected ? 'write.accept.titleCorrected' : 'write.accept.titleImproved' },
                  { keys: undoKeys },
                )}
              >
                <FormattedMessage id="write.accept" />
              </button>
            )}
          </div>
        </section>
      </div>

      {error && (
        <ErrorNotice
          error={error}
          title={formatMessage({ id: corrected ? 'write.error.correct' : 'write.error.improve' })}
        />
      )}

      {diff && (
        <section className="card write-diff" aria-labelledby={`${ids.improved}-changes`}>
          <h2 id={`${ids.improved}-changes`}>
            <FormattedMessage id="write.changes" /> <span className="muted">({say(diffSummary(diff))})</span>
          </h2>
          <p className="diff-text" data-testid="write-diff">
            {diff.parts.map((part, i) =>
              part.kind === 'same' ? (
                <span key={i}>{part.text}</span>
              ) : part.kind === 'added' ? (
                <ins key={i}>
                  <span className="visually-hidden">[{formatMessage({ id: 'write.diff.addedMark' })}: </span>
                  {part.text}
                  <span className="visually-hidden">]</span>
                </ins>
              ) : (
                <del key={i}>
                  <span className="visually-hidden">[{formatMessage({ id: 'write.diff.removedMark' })}: </span>
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
