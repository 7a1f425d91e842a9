// One developer key: label, key, dates and limit, with rename, limit and (after a confirmation that says it
// is permanent) deactivate.
import { useEffect, useRef, useState } from 'react';
import type { ErrorData } from '../../../shared/errors';
import { checkDeveloperKeyLabel } from '../../../shared/rules/admin';
import type { DeveloperKeyView } from '../../../shared/calls/developerKeys';
import { useClipboardCopy } from '../../components/clipboardCopy';
import { ErrorNotice } from '../../components/ErrorNotice';
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

const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '';
type Editing = 'none' | 'rename' | 'limit' | 'deactivate';

export function DeveloperKeyRow({ developerKey: key }: { developerKey: DeveloperKeyView }) {
  const [editing, setEditing] = useState<Editing>('none');
  const { copied, failed, copy } = useClipboardCopy();
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
        <td className="key-label">{key.label}</td>
        <td>
          <code className="key-id" title={key.keyId}>
            …{key.keyId.slice(-8)}
          </code>
          <button
            type="button"
            className="link-button"
            onClick={() => void copy(key.keyId)}
            aria-label={`Copy the key ${key.label}`}
          >
            Copy
          </button>
          <span role="status" className={`copy-feedback${failed ? ' copy-failed' : ''}`} data-testid="copy-feedback">
            {copied ? '✓ Copied' : failed ? 'Not copied: the clipboard is not available' : ''}
          </span>
        </td>
        <td>{when(key.deactivated ? key.deactivatedTime : key.creationTime)}</td>
        <td>
          <span data-testid="key-limit">{describeLimit(key.characterLimit)}</span>
          <span data-testid="key-speech-limit" className="muted key-speech-limit">
            {describeSpeechLimit(key.speechLimitMs)}
          </span>
        </td>
        <td className="key-actions" ref={actions}>
          {!key.deactivated && (
            <>
              <button type="button" onClick={() => setEditing('rename')} aria-label={`Rename ${key.label}`}>
                Rename
              </button>
              <button type="button" onClick={() => setEditing('limit')} aria-label={`Change the limit of ${key.label}`}>
                Limit
              </button>
              <button
                type="button"
                className="danger"
                onClick={() => setEditing('deactivate')}
                aria-label={`Deactivate ${key.label}`}
              >
                Deactivate…
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
  const issue = checkDeveloperKeyLabel(label.trim() === '' ? '' : label.trim(), { required: true })[0];
  return (
    <form
      className="key-editor-form"
      aria-label={`Rename ${key.label}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (!issue) void rename(key.keyId, label.trim()).then((failed) => (failed ? setError(failed) : onDone()));
      }}
    >
      <label>
        New label
        <input type="text" value={label} autoFocus onChange={(e) => setLabel(e.target.value)} aria-invalid={!!issue} />
      </label>
      <button type="submit" className="primary" disabled={busy || !!issue}>
        Save label
      </button>
      <button type="button" onClick={onDone}>
        Cancel
      </button>
      {issue && <span className="field-error">{issue.message}</span>}
      {error && <ErrorNotice error={error} title="The key was not renamed." />}
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
  const check = parseCharacterLimit(mode, typed);
  const speechCheck = parseSpeechLimit(speechMode, speech);
  const issues = [...(typed !== '' ? check.issues : []), ...(speech !== '' ? speechCheck.issues : [])];
  const valid = check.issues.length === 0 && speechCheck.issues.length === 0;
  return (
    <form
      className="key-editor-form key-limit-form"
      aria-label={`Limit of ${key.label}`}
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
          {saveLabel(check.value, speechCheck.value)}
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {issues.map((i) => (
        <p key={i.message} className="field-error">
          {i.message}
        </p>
      ))}
      {error && <ErrorNotice error={error} title="The limit was not changed." />}
    </form>
  );
}

/** The save button says what the two limits will do. */
function saveLabel(characters: number | null, speechMs: number | null): string {
  if (characters === null && speechMs === null) return 'Remove the limits';
  if (characters === 0 && speechMs === 0) return 'Block the key (limits 0)';
  return 'Save limits';
}

function ConfirmDeactivate({ developerKey: key, onDone }: { developerKey: DeveloperKeyView; onDone(): void }) {
  const deactivate = useDeveloperKeys((s) => s.deactivate);
  const busy = useDeveloperKeys((s) => s.busy);
  const [error, setError] = useState<ErrorData | null>(null);
  return (
    <div className="notice notice-error key-deactivate" role="alertdialog" aria-label={`Deactivate ${key.label}?`}>
      <p>
        <strong>Deactivate “{key.label}”?</strong> This is permanent: the key stops working at once, for every tool and
        colleague that uses it, and it can never be reactivated. To limit it for now instead, set its limit to 0.
      </p>
      <div className="form-actions">
        <button
          type="button"
          className="danger"
          disabled={busy}
          autoFocus
          onClick={() => void deactivate(key.keyId).then((failed) => (failed ? setError(failed) : onDone()))}
        >
          Deactivate for good
        </button>
        <button type="button" onClick={onDone}>
          Cancel
        </button>
      </div>
      {error && <ErrorNotice error={error} title="The key was not deactivated." />}
    </div>
  );
}
