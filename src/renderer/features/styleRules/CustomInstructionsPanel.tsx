// Custom instructions of a list: each with its label, prompt and optional source language (editable and
// deletable one by one; Edit opens the instruction as the service now holds it), the count against 200, and a
// form with a live counter against the 300-character prompt limit.
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import {
  CUSTOM_INSTRUCTIONS_MAX,
  checkAddCustomInstruction,
  checkCustomInstruction,
} from '../../../shared/rules/styleRules';
import type { CustomInstructionView, StyleRuleListView } from '../../../shared/calls/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { promptCounter } from './styleRuleModel';
import { useStyleRules } from './styleRulesStore';

export function CustomInstructionsPanel({ list }: { list: StyleRuleListView }) {
  const instructions = list.customInstructions ?? [];
  const headingId = useId();
  const { formatMessage } = useIntl();
  // Said above the list: an instruction deleted elsewhere is no longer in it once the list is read again.
  const [openError, setOpenError] = useState<ErrorData | null>(null);
  return (
    <section className="custom-instructions" aria-labelledby={headingId}>
      <h3 id={headingId}>
        <FormattedMessage id="styleRules.instructions.heading" />{' '}
        <span className="muted" data-testid="instruction-count">
          <FormattedMessage
            id="styleRules.instructions.count"
            values={{ count: instructions.length, max: CUSTOM_INSTRUCTIONS_MAX }}
          />
        </span>
      </h3>
      {openError && (
        <ErrorNotice error={openError} title={formatMessage({ id: 'styleRules.instructions.openError' })} />
      )}
      {instructions.length === 0 ? (
        <p className="muted">
          <FormattedMessage id="styleRules.instructions.none" />
        </p>
      ) : (
        <ul className="instruction-items">
          {instructions.map((instruction) => (
            <InstructionItem
              key={instruction.id}
              styleId={list.styleId}
              instruction={instruction}
              onOpenFailed={setOpenError}
            />
          ))}
        </ul>
      )}
      <AddInstructionForm count={instructions.length} />
    </section>
  );
}

function InstructionItem(props: {
  styleId: string;
  instruction: CustomInstructionView;
  onOpenFailed(error: ErrorData | null): void;
}) {
  const { styleId, instruction, onOpenFailed } = props;
  const formats = useFormats();
  const [editing, setEditing] = useState<CustomInstructionView | null>(null);
  const [opening, setOpening] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<ErrorData | null>(null);
  const busy = useStyleRules((s) => s.busy);
  const { formatMessage } = useIntl();
  const remove = async () => setError(await useStyleRules.getState().deleteCustomInstruction(instruction.id));
  const open = async () => {
    setOpening(true);
    const opened = await useStyleRules.getState().openCustomInstruction(styleId, instruction.id);
    setOpening(false);
    onOpenFailed('error' in opened ? opened.error : null);
    if ('instruction' in opened) setEditing(opened.instruction);
  };
  if (editing) return <EditInstructionForm instruction={editing} onDone={() => setEditing(null)} />;
  return (
    <li data-testid="instruction-item">
      <div className="instruction-head">
        <strong>{instruction.label}</strong>
        {instruction.sourceLanguage && (
          <span className="muted">
            {' · '}
            <FormattedMessage
              id="styleRules.instructions.forSource"
              values={{ language: formats.languageName(instruction.sourceLanguage) }}
            />
          </span>
        )}
        <span className="instruction-actions">
          <button
            type="button"
            disabled={busy || opening}
            onClick={() => void open()}
            aria-label={formatMessage({ id: 'styleRules.instructions.editLabel' }, { label: instruction.label })}
          >
            <FormattedMessage id={opening ? 'styleRules.instructions.opening' : 'styleRules.instructions.edit'} />
          </button>
          {confirmDelete ? (
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              <FormattedMessage id="styleRules.instructions.deleteConfirm" values={{ label: instruction.label }} />
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
              aria-label={formatMessage({ id: 'styleRules.instructions.deleteLabel' }, { label: instruction.label })}
            >
              <FormattedMessage id="styleRules.instructions.delete" />
            </button>
          )}
        </span>
      </div>
      <p>{instruction.prompt}</p>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.instructions.deleteError' })} />}
    </li>
  );
}

function EditInstructionForm({ instruction, onDone }: { instruction: CustomInstructionView; onDone(): void }) {
  const busy = useStyleRules((s) => s.busy);
  const [label, setLabel] = useState(instruction.label);
  const [prompt, setPrompt] = useState(instruction.prompt);
  const [error, setError] = useState<ErrorData | null>(null);
  const ids = { label: useId(), prompt: useId(), counter: useId() };
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const edited = {
    label: label.trim(),
    prompt,
    ...(instruction.sourceLanguage ? { source_language: instruction.sourceLanguage } : {}),
  };
  const issues = checkCustomInstruction(edited);
  const counter = promptCounter(prompt);
  const save = async (e: FormEvent) => {
    e.preventDefault();
    if (issues.length > 0) return;
    const failed = await useStyleRules.getState().replaceCustomInstruction(instruction.id, {
      label: edited.label,
      prompt,
      ...(instruction.sourceLanguage ? { sourceLanguage: instruction.sourceLanguage } : {}),
    });
    setError(failed);
    if (!failed) onDone();
  };
  return (
    <li>
      <form
        className="add-instruction"
        aria-label={formatMessage({ id: 'styleRules.instructions.editLabel' }, { label: instruction.label })}
        onSubmit={(e) => void save(e)}
      >
        <label htmlFor={ids.label}>
          <FormattedMessage id="styleRules.instructions.label" />
          <input id={ids.label} type="text" value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label htmlFor={ids.prompt}>
          <FormattedMessage id="styleRules.instructions.prompt" />
          <textarea
            dir="auto"
            id={ids.prompt}
            rows={3}
            value={prompt}
            aria-invalid={counter.over}
            aria-describedby={ids.counter}
            onChange={(e) => setPrompt(e.target.value)}
          />
        </label>
        <div className="prompt-footer">
          <span id={ids.counter} className={counter.over ? 'prompt-counter field-error' : 'prompt-counter muted'}>
            <FormattedMessage id="styleRules.instructions.counter" values={{ counter: counter.label }} />
          </span>
          {issues[0] && (label !== '' || prompt !== '') && (
            <span className="field-error">{issues[0].uiMessage ? say(issues[0].uiMessage) : issues[0].message}</span>
          )}
          <button type="submit" className="primary" disabled={busy || issues.length > 0}>
            <FormattedMessage id="styleRules.instructions.save" />
          </button>
          <button type="button" onClick={onDone} disabled={busy}>
            <FormattedMessage id="styleRules.cancel" />
          </button>
        </div>
        {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.instructions.saveError' })} />}
      </form>
    </li>
  );
}

function AddInstructionForm({ count }: { count: number }) {
  const add = useStyleRules((s) => s.addCustomInstruction);
  const busy = useStyleRules((s) => s.busy);
  const [label, setLabel] = useState('');
  const [prompt, setPrompt] = useState('');
  const [sourceLanguage, setSourceLanguage] = useState<string | null>(null);
  const [error, setError] = useState<ErrorData | null>(null);
  const ids = { label: useId(), prompt: useId(), counter: useId() };
  const issues = checkAddCustomInstruction(
    { label, prompt, ...(sourceLanguage ? { source_language: sourceLanguage } : {}) },
    count,
  );
  const counter = promptCounter(prompt);
  const full = issues.find((i) => i.field === 'custom_instructions');
  const promptIssue = prompt !== '' ? issues.find((i) => i.field === 'prompt') : undefined;
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const words = (issue: { message: string; uiMessage?: Parameters<typeof say>[0] }) =>
    issue.uiMessage ? say(issue.uiMessage) : issue.message;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (issues.length > 0) return;
    const failed = await add({ label: label.trim(), prompt, ...(sourceLanguage ? { sourceLanguage } : {}) });
    setError(failed);
    if (!failed) {
      setLabel('');
      setPrompt('');
      setSourceLanguage(null);
    }
  };
  return (
    <form
      className="add-instruction"
      aria-label={formatMessage({ id: 'styleRules.instructions.addForm' })}
      onSubmit={(e) => void submit(e)}
    >
      <div className="field-row">
        <label htmlFor={ids.label}>
          <FormattedMessage id="styleRules.instructions.label" />
          <input
            id={ids.label}
            type="text"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder={formatMessage({ id: 'styleRules.instructions.labelPlaceholder' })}
          />
        </label>
        <LanguageSelect
          label={formatMessage({ id: 'styleRules.instructions.source' })}
          product="translate_text"
          side="source"
          value={sourceLanguage}
          emptyLabel={formatMessage({ id: 'styleRules.instructions.anySource' })}
          onChange={setSourceLanguage}
        />
      </div>
      <label htmlFor={ids.prompt}>
        <FormattedMessage id="styleRules.instructions.prompt" />
        <textarea
          dir="auto"
          id={ids.prompt}
          rows={3}
          value={prompt}
          aria-invalid={counter.over}
          aria-describedby={ids.counter}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder={formatMessage({ id: 'styleRules.instructions.promptPlaceholder' })}
        />
      </label>
      <div className="prompt-footer">
        <span
          id={ids.counter}
          className={counter.over ? 'prompt-counter field-error' : 'prompt-counter muted'}
          data-testid="prompt-counter"
          aria-live="polite"
        >
          <FormattedMessage id="styleRules.instructions.counter" values={{ counter: counter.label }} />
        </span>
        {promptIssue && <span className="field-error">{words(promptIssue)}</span>}
        {full && <span className="field-error">{words(full)}</span>}
        <button type="submit" className="primary" disabled={busy || issues.length > 0}>
          <FormattedMessage id="styleRules.instructions.add" />
        </button>
      </div>
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'styleRules.instructions.addError' })} />}
    </form>
  );
}
