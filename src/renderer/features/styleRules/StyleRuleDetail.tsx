// One style rule list in detail: name (rename), language, version and times, its configured rules, its
// custom instructions, and deleting it after a confirmation.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import { checkStyleRuleName } from '../../../shared/rules/styleRules';
import type { StyleRuleListView } from '../../../shared/calls/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useSay } from '../../i18n/uiMessages';
import { useFormats } from '../../i18n/useFormats';
import { ConfiguredRulesEditor } from './ConfiguredRulesEditor';
import { CustomInstructionsPanel } from './CustomInstructionsPanel';
import { useStyleRules } from './styleRulesStore';

export function StyleRuleDetail({ list }: { list: StyleRuleListView }) {
  const { formatDate } = useIntl();
  const formats = useFormats();
  const when = (iso: string) => formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <section className="card style-rule-detail" aria-labelledby="style-rule-name">
      <NameEditor list={list} />
      <dl className="facts" data-testid="style-rule-facts">
        <dt>
          <FormattedMessage id="styleRules.facts.language" />
        </dt>
        <dd data-language-name>{formats.languageName(list.language, { standalone: true })}</dd>
        <dt>
          <FormattedMessage id="styleRules.facts.version" />
        </dt>
        <dd data-testid="style-rule-version">{list.version}</dd>
        <dt>
          <FormattedMessage id="styleRules.facts.updated" />
        </dt>
        <dd>
          <time dateTime={list.updatedTime}>{when(list.updatedTime)}</time>
        </dd>
        <dt>
          <FormattedMessage id="styleRules.facts.created" />
        </dt>
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
  const { formatMessage } = useIntl();
  const { say } = useSay();

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
          <FormattedMessage id="styleRules.rename" />
        </button>
      </div>
    );
  }
  return (
    <form
      className="style-rule-title"
      aria-label={formatMessage({ id: 'styleRules.rename.form' })}
      onSubmit={(e) => void submit(e)}
    >
      <h2 id="style-rule-name" className="visually-hidden">
        {list.name}
      </h2>
      <label htmlFor={id}>
        <FormattedMessage id="styleRules.rename.newName" />
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
        <FormattedMessage id="styleRules.rename.save" />
      </button>
      <button type="button" onClick={() => setEditing(false)}>
        <FormattedMessage id="styleRules.cancel" />
      </button>
      {issue && <span className="field-error">{issue.uiMessage ? say(issue.uiMessage) : issue.message}</span>}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.rename.error' })} />}
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
  const { formatMessage } = useIntl();
  // Back from the confirmation: focus returns to the button that opened it.
  useEffect(() => {
    if (wasConfirming.current && !confirming) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);
  if (!confirming) {
    return (
      <div className="style-rule-delete">
        <button type="button" className="danger" ref={opener} onClick={() => setConfirming(true)}>
          <FormattedMessage id="styleRules.delete.open" />
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
        <strong>
          <FormattedMessage id="styleRules.delete.confirm" values={{ name: list.name }} />
        </strong>
      </p>
      <p id="delete-style-list-why">
        <FormattedMessage id="styleRules.delete.why" values={{ count: list.customInstructions?.length ?? 0 }} />
      </p>
      <div className="form-actions">
        <button type="button" className="danger" disabled={busy} onClick={() => void remove().then(setError)} autoFocus>
          <FormattedMessage id="styleRules.delete.forGood" />
        </button>
        <button type="button" onClick={() => setConfirming(false)}>
          <FormattedMessage id="styleRules.delete.keep" />
        </button>
      </div>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.delete.error' })} />}
    </div>
  );
}
