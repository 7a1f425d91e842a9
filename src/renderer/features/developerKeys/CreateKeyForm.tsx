// Creating a developer key: an optional label and optional monthly character and speech limits. Disabled at
// 25 active keys, with the reason.
import { useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData, FieldIssue } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSay } from '../../i18n/uiMessages';
import { LimitFields } from './LimitFields';
import { type LimitMode, labelForCreate, parseCharacterLimit, parseSpeechLimit } from './developerKeyModel';
import { useDeveloperKeys } from './developerKeysStore';

export function CreateKeyForm({ createIssue }: { createIssue: FieldIssue | undefined }) {
  const create = useDeveloperKeys((s) => s.create);
  const busy = useDeveloperKeys((s) => s.busy);
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const words = (issue: FieldIssue) => (issue.uiMessage ? say(issue.uiMessage) : issue.message);
  const [label, setLabel] = useState('');
  const [mode, setMode] = useState<LimitMode>('unlimited');
  const [limit, setLimit] = useState('');
  const [speechMode, setSpeechMode] = useState<LimitMode>('unlimited');
  const [speech, setSpeech] = useState('');
  const [error, setError] = useState<ErrorData | null>(null);
  /** The label of the key just created ('' for one created without a label). */
  const [created, setCreated] = useState<string | null>(null);
  const labelCheck = labelForCreate(label);
  const limitCheck = parseCharacterLimit(mode, limit);
  const speechCheck = parseSpeechLimit(speechMode, speech);
  const issues = [
    ...labelCheck.issues,
    ...(mode === 'limited' && limit !== '' ? limitCheck.issues : []),
    ...(speechMode === 'limited' && speech !== '' ? speechCheck.issues : []),
  ];
  const ready =
    !createIssue && labelCheck.issues.length === 0 && limitCheck.issues.length === 0 && speechCheck.issues.length === 0;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!ready) return;
    const failed = await create(labelCheck.label, limitCheck.value, speechCheck.value);
    setError(failed);
    if (!failed) {
      setCreated(labelCheck.label ?? '');
      setLabel('');
      setLimit('');
      setMode('unlimited');
      setSpeech('');
      setSpeechMode('unlimited');
    }
  };
  return (
    <form
      className="create-key"
      aria-label={formatMessage({ id: 'developerKeys.create.title' })}
      onSubmit={(e) => void submit(e)}
    >
      <label>
        <FormattedMessage id="developerKeys.create.label" />
        <input
          type="text"
          value={label}
          onChange={(e) => (setLabel(e.target.value), setCreated(null))}
          aria-invalid={labelCheck.issues.length > 0}
          placeholder={formatMessage({ id: 'developerKeys.create.placeholder' })}
        />
      </label>
      <div className="limit-pair">
        <LimitFields
          kind="characters"
          mode={mode}
          typed={limit}
          onMode={setMode}
          onTyped={setLimit}
          name="create-limit"
        />
        <LimitFields
          kind="speech"
          mode={speechMode}
          typed={speech}
          onMode={setSpeechMode}
          onTyped={setSpeech}
          name="create-speech-limit"
        />
      </div>
      <div className="form-actions">
        <button
          type="submit"
          className="primary"
          disabled={busy || !ready}
          aria-describedby={createIssue ? 'create-key-blocked' : undefined}
        >
          <FormattedMessage id="developerKeys.create.submit" />
        </button>
        <span role="status" className="muted key-created">
          {created === null ? null : created ? (
            <FormattedMessage id="developerKeys.create.done" values={{ label: created }} />
          ) : (
            <FormattedMessage id="developerKeys.create.doneUnnamed" />
          )}
        </span>
      </div>
      {createIssue && (
        <p className="field-error" id="create-key-blocked" data-testid="create-key-blocked">
          {words(createIssue)}
        </p>
      )}
      {issues.map((i) => (
        <p key={i.field + i.message} className="field-error">
          {words(i)}
        </p>
      ))}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'developerKeys.create.failed' })} />}
    </form>
  );
}
