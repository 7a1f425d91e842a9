// One style rule list in detail: name (rename), language, version and times, its configured rules, its
// custom instructions, and deleting it after a confirmation.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/rules/languages';
import { checkStyleRuleName } from '../../../shared/rules/styleRules';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { ConfiguredRulesEditor } from './ConfiguredRulesEditor';
import { CustomInstructionsPanel } from './CustomInstructionsPanel';
import { useStyleRules } from './styleRulesStore';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function StyleRuleDetail({ list }: { list: StyleRuleListView }) {
  return (
    <section className="card style-rule-detail" aria-labelledby="style-rule-name">
      <NameEditor list={list} />
      <dl className="facts" data-testid="style-rule-facts">
        <dt>Language</dt>
        <dd>{languageName(list.language)}</dd>
        <dt>Version</dt>
        <dd data-testid="style-rule-version">{list.version}</dd>
        <dt>Updated</dt>
        <dd>
          <time dateTime={list.updatedTime}>{when(list.updatedTime)}</time>
        </dd>
        <dt>Created</dt>
        <dd>
          <time dateTime={list.creationTime}>{when(list.creationTime)}</time>
        </dd>
      </dl>
      <ConfiguredRulesEditor list={list} />
      <CustomInstructionsPanel list={list} />
      <DeleteList list={list} />
    </section>
  );
}

function NameEditor({ list }: { list: StyleRuleListView }) {
  const rename = useStyleRules((s) => s.rename);
  const busy = useStyleRules((s) => s.busy);
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(list.name);
  const [error, setError] = useState<ErrorData | null>(null);
  const id = useId();
  const issue = checkStyleRuleName(name)[0];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (issue) return;
    const failed = await rename(name.trim());
    setError(failed);
    if (!failed) setEditing(false);
  };
  if (!editing) {
    return (
      <div className="style-rule-title">
        <h2 id="style-rule-name">{list.name}</h2>
        <button type="button" onClick={() => (setName(list.name), setEditing(true))}>
          Rename
        </button>
      </div>
    );
  }
  return (
    <form className="style-rule-title" aria-label="Rename the list" onSubmit={(e) => void submit(e)}>
      <h2 id="style-rule-name" className="visually-hidden">
        {list.name}
      </h2>
      <label htmlFor={id}>
        New name
        <input
          id={id}
          type="text"
          value={name}
          autoFocus
          onChange={(e) => setName(e.target.value)}
          aria-invalid={!!issue}
        />
      </label>
      <button type="submit" className="primary" disabled={busy || !!issue}>
        Save name
      </button>
      <button type="button" onClick={() => setEditing(false)}>
        Cancel
      </button>
      {issue && <span className="field-error">{issue.message}</span>}
      {error && <ErrorNotice error={error} title="The list was not renamed." />}
    </form>
  );
}

function DeleteList({ list }: { list: StyleRuleListView }) {
  const remove = useStyleRules((s) => s.remove);
  const busy = useStyleRules((s) => s.busy);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<ErrorData | null>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);
  // Back from the confirmation: focus returns to the button that opened it.
  useEffect(() => {
    if (wasConfirming.current && !confirming) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  if (!confirming) {
    return (
      <div className="style-rule-delete">
        <button type="button" className="danger" ref={opener} onClick={() => setConfirming(true)}>
          Delete list…
        </button>
      </div>
    );
  }
  return (
    <div
      className="notice notice-error style-rule-delete"
      role="alertdialog"
      aria-labelledby="delete-style-list"
      aria-describedby="delete-style-list-why"
    >
      <p id="delete-style-list">
        <strong>Delete “{list.name}”?</strong>
      </p>
      <p id="delete-style-list-why">
        Its configured rules and {list.customInstructions?.length ?? 0} custom instructions are deleted with it. This
        cannot be undone.
      </p>
      <div className="form-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove().then(setError)} autoFocus>
          Delete for good
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          Keep it
        </button>
      </div>
      {error && <ErrorNotice error={error} title="The list was not deleted." />}
    </div>
  );
}
