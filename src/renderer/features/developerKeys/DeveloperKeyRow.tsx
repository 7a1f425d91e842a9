// One developer key: label, key, dates and limit, with rename, limit and (after a confirmation that says it
// is permanent) deactivate.
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData, FieldIssue } from '../../../shared/errors';
import { checkDeveloperKeyLabel } from '../../../shared/rules/admin';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { LimitFields } from './LimitFields';
import {
  type LimitMode,
  describeLimit,
  describeSpeechLimit,
  parseCharacterLimit,
  parseSpeechLimit,
  speechLimitTyped,
} from './developerKeyModel';
import { useDeveloperKeys } from './developerKeysStore';
import type { MessageId } from '../../../shared/i18n/catalogue';

type Editing = 'none' | 'rename' | 'limit' | 'deactivate';

export function DeveloperKeyRow({ developerKey: key }: { developerKey: DeveloperKeyView }) {
  const [editing, setEditing] = useState<Editing>('none');
  const { copied, failed, copy } = useClipboardCopy();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const formats = useFormats();
  const when = key.deactivated ? key.deactivatedTime : key.creationTime;
  const named = { label: key.label };
  const actions = useRef<HTMLTableCellElement>(null);
  const wasEditing = useRef<Editing>('none');
  // Back from an editor or the confirmation: focus returns to the row's first action.
  useEffect(() => {
    if (wasEditing.current !== 'none' && editing === 'none') actions.current?.querySelector('button')?.focus();
    wasEditing.current = editing;
  }, [editing]);
  return (
    <>
      <tr data-testid="developer-key-row" className={editing !== 'none' ? 'key-row-editing' : undefined}>
        <td className="key-label" data-user-text>
          {key.label}
        </td>
        <td>
          <code className="key-id" title={key.keyId} data-user-text>
            …{key.keyId.slice(-8)}
          </code>
          <button
            type="button"
            className="link-button"
            onClick={() => void copy(key.keyId)}
            aria-label={formatMessage({ id: 'developerKeys.copyKey' }, named)}
          >
            <FormattedMessage id="developerKeys.copy" />
          </button>
          <span role="status" className={`copy-feedback${failed ? ' copy-failed' : ''}`} data-testid="copy-feedback">
            {copied ? (
              <FormattedMessage id="developerKeys.copied" />
            ) : failed ? (
              <FormattedMessage id="developerKeys.copyFailed" />
            ) : null}
          </span>
        </td>
        <td data-user-text>{when ? formats.date(when) : ''}</td>
        <td>
          <span data-testid="key-limit">{say(describeLimit(key.characterLimit))}</span>
          <span data-testid="key-speech-limit" className="muted key-speech-limit">
            {say(describeSpeechLimit(key.speechLimitMs))}
          </span>
        </td>
        <td className="key-actions" ref={actions}>
          {!key.deactivated && (
            <>
              <button
                type="button"
                onClick={() => setEditing('rename')}
                aria-label={formatMessage({ id: 'developerKeys.renameKey' }, named)}
              >
                <FormattedMessage id="developerKeys.rename" />
              </button>
              <button
                type="button"
                onClick={() => setEditing('limit')}
                aria-label={formatMessage({ id: 'developerKeys.limitKey' }, named)}
              >
                <FormattedMessage id="developerKeys.limit" />
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => setEditing('deactivate')}
                aria-label={formatMessage({ id: 'developerKeys.deactivateKey' }, named)}
              >
                <FormattedMessage id="developerKeys.deactivate" />
              </button>
            </>
          )}
        </td>
      </tr>
      {editing !== 'none' && (
        <tr className="key-editor-row">
          <td colSpan={5}>
            {editing === 'rename' && <RenameKey developerKey={key} onDone={() => setEditing('none')} />}
            {editing === 'limit' && <ChangeLimit developerKey={key} onDone={() => setEditing('none')} />}
            {editing === 'deactivate' && <ConfirmDeactivate developerKey={key} onDone={() => setEditing('none')} />}
          </td>
        </tr>
      )}
    </>
  );
}

function RenameKey({ developerKey: key, onDone }: { developerKey: DeveloperKeyView; onDone(): void }) {
  const rename = useDeveloperKeys((s) => s.rename);
  const busy = useDeveloperKeys((s) => s.busy);
  const [label, setLabel] = useState(key.label);
  const [error, setError] = useState<ErrorData | null>(null);
  const { formatMessage } = useIntl();
  const words = useIssueWords();
  const issue = checkDeveloperKeyLabel(label.trim() === '' ? '' : label.trim(), { required: true })[0];
  return (
    <form
      className="key-editor-form"
      aria-label={formatMessage({ id: 'developerKeys.renameKey' }, { label: key.label })}
      onSubmit={(e) => {
        e.preventDefault();
        if (!issue) void rename(key.keyId, label.trim()).then((failed) => (failed ? setError(failed) : onDone()));
      }}
    >
      <label>
        <FormattedMessage id="developerKeys.rename.newLabel" />
        <input type="text" value={label} autoFocus onChange={(e) => setLabel(e.target.value)} aria-invalid={!!issue} />
      </label>
      <button type="submit" className="primary" disabled={busy || !!issue}>
        <FormattedMessage id="developerKeys.rename.save" />
      </button>
      <button type="button" onClick={onDone}>
        <FormattedMessage id="developerKeys.cancel" />
      </button>
      {issue && <span className="field-error">{words(issue)}</span>}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'developerKeys.rename.failed' })} />}
    </form>
  );
}

function ChangeLimit({ developerKey: key, onDone }: { developerKey: DeveloperKeyView; onDone(): void }) {
  const setLimit = useDeveloperKeys((s) => s.setLimit);
  const busy = useDeveloperKeys((s) => s.busy);
  const [mode, setMode] = useState<LimitMode>(key.characterLimit === null ? 'unlimited' : 'limited');
  const [typed, setTyped] = useState(key.characterLimit === null ? '' : String(key.characterLimit));
  const [speechMode, setSpeechMode] = useState<LimitMode>(key.speechLimitMs === null ? 'unlimited' : 'limited');
  const [speech, setSpeech] = useState(speechLimitTyped(key.speechLimitMs));
  const [error, setError] = useState<ErrorData | null>(null);
  const { formatMessage } = useIntl();
  const words = useIssueWords();
  const check = parseCharacterLimit(mode, typed);
  const speechCheck = parseSpeechLimit(speechMode, speech);
  const issues = [...(typed !== '' ? check.issues : []), ...(speech !== '' ? speechCheck.issues : [])];
  const valid = check.issues.length === 0 && speechCheck.issues.length === 0;
  return (
    <form
      className="key-editor-form key-limit-form"
      aria-label={formatMessage({ id: 'developerKeys.limitOf' }, { label: key.label })}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid)
          void setLimit(key.keyId, check.value, speechCheck.value).then((failed) =>
            failed ? setError(failed) : onDone(),
          );
      }}
    >
      <div className="limit-pair">
        <LimitFields
          kind="characters"
          name={`limit-${key.keyId}`}
          mode={mode}
          typed={typed}
          onMode={setMode}
          onTyped={setTyped}
        />
        <LimitFields
          kind="speech"
          name={`speech-limit-${key.keyId}`}
          mode={speechMode}
          typed={speech}
          onMode={setSpeechMode}
          onTyped={setSpeech}
        />
      </div>
      <div className="form-actions">
        <button type="submit" className="primary" disabled={busy || !valid}>
          <FormattedMessage id={saveLabel(check.value, speechCheck.value)} />
        </button>
        <button type="button" onClick={onDone}>
          <FormattedMessage id="developerKeys.cancel" />
        </button>
      </div>
      {issues.map((i) => (
        <p key={i.message} className="field-error">
          {words(i)}
        </p>
      ))}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'developerKeys.limits.failed' })} />}
    </form>
  );
}

/** The save button says what the two limits will do. */
function saveLabel(characters: number | null, speechMs: number | null): MessageId {
  if (characters === null && speechMs === null) return 'developerKeys.limits.remove';
  if (characters === 0 && speechMs === 0) return 'developerKeys.limits.block';
  return 'developerKeys.limits.save';
}

/** A rule's problem in the user's language (an issue without a message id keeps its own words). */
function useIssueWords(): (issue: FieldIssue) => string {
  const { say } = useSay();
  return (issue) => (issue.uiMessage ? say(issue.uiMessage) : issue.message);
}

function ConfirmDeactivate({ developerKey: key, onDone }: { developerKey: DeveloperKeyView; onDone(): void }) {
  const deactivate = useDeveloperKeys((s) => s.deactivate);
  const busy = useDeveloperKeys((s) => s.busy);
  const [error, setError] = useState<ErrorData | null>(null);
  const { formatMessage } = useIntl();
  return (
    <div
      className="notice notice-error key-deactivate"
      role="alertdialog"
      aria-label={formatMessage({ id: 'developerKeys.deactivate.question' }, { label: key.label })}
    >
      <p>
        <FormattedMessage
          id="developerKeys.deactivate.confirm"
          values={{ label: key.label, b: (chunks) => <strong>{chunks}</strong> }}
        />
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="danger"
          disabled={busy}
          autoFocus
          onClick={() => void deactivate(key.keyId).then((failed) => (failed ? setError(failed) : onDone()))}
        >
          <FormattedMessage id="developerKeys.deactivate.yes" />
        </button>
        <button type="button" onClick={onDone}>
          <FormattedMessage id="developerKeys.cancel" />
        </button>
      </div>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'developerKeys.deactivate.failed' })} />}
    </div>
  );
}
