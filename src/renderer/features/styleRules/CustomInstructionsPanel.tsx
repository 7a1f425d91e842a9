// Custom instructions of a list: each with its label, prompt and optional source language (editable and
// deletable one by one), the count against 200, and a form with a live counter against the 300-character
// prompt limit.
import { useId, useState, type FormEvent } from 'react';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/rules/languages';
import {
  CUSTOM_INSTRUCTIONS_MAX,
  checkAddCustomInstruction,
  checkCustomInstruction,
} from '../../../shared/rules/styleRules';
import type { CustomInstructionView, StyleRuleListView } from '../../../shared/calls/styleRules';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { promptCounter } from './styleRuleModel';
import { useStyleRules } from './styleRulesStore';

export function CustomInstructionsPanel({ list }: { list: StyleRuleListView }) {
  const instructions = list.customInstructions ?? [];
  const headingId = useId();
  return (
    <section className="custom-instructions" aria-labelledby={headingId}>
      <h3 id={headingId}>
        Custom instructions{' '}
        <span className="muted" data-testid="instruction-count">
          {instructions.length} of {CUSTOM_INSTRUCTIONS_MAX}
        </span>
      </h3>
      {instructions.length === 0 ? (
        <p className="muted">No custom instructions yet.</p>
      ) : (
        <ul className="instruction-items">
          {instructions.map((instruction) => (
            <InstructionItem key={instruction.id} instruction={instruction} />
          ))}
        </ul>
      )}
      <AddInstructionForm count={instructions.length} />
    </section>
  );
}

function InstructionItem({ instruction }: { instruction: CustomInstructionView }) {
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [error, setError] = useState<ErrorData | null>(null);
  const busy = useStyleRules((s) => s.busy);
  const remove = async () => setError(await useStyleRules.getState().deleteCustomInstruction(instruction.id));
  if (editing) return <EditInstructionForm instruction={instruction} onDone={() => setEditing(false)} />;
  return (
    <li data-testid="instruction-item">
      <div className="instruction-head">
        <strong>{instruction.label}</strong>
        {instruction.sourceLanguage && (
          <span className="muted"> · for {languageName(instruction.sourceLanguage)} sources</span>
        )}
        <span className="instruction-actions">
          <button
            type="button"
            disabled={busy}
            onClick={() => setEditing(true)}
            aria-label={`Edit instruction ${instruction.label}`}
          >
            Edit
          </button>
          {confirmDelete ? (
            <button type="button" className="danger" disabled={busy} onClick={() => void remove()}>
              Delete “{instruction.label}”
            </button>
          ) : (
            <button
              type="button"
              disabled={busy}
              onClick={() => setConfirmDelete(true)}
              aria-label={`Delete instruction ${instruction.label}`}
            >
              Delete
            </button>
          )}
        </span>
      </div>
      <p>{instruction.prompt}</p>
      {error && <ErrorNotice error={error} title="The instruction was not deleted." />}
    </li>
  );
}

function EditInstructionForm({ instruction, onDone }: { instruction: CustomInstructionView; onDone(): void }) {
  const busy = useStyleRules((s) => s.busy);
  const [label, setLabel] = useState(instruction.label);
  const [prompt, setPrompt] = useState(instruction.prompt);
  const [error, setError] = useState<ErrorData | null>(null);
  const ids = { label: useId(), prompt: useId(), counter: useId() };
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
        aria-label={`Edit instruction ${instruction.label}`}
        onSubmit={(e) => void save(e)}
      >
        <label htmlFor={ids.label}>
          Label
          <input id={ids.label} type="text" value={label} onChange={(e) => setLabel(e.target.value)} />
        </label>
        <label htmlFor={ids.prompt}>
          Prompt
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
            {counter.label} characters
          </span>
          {issues[0] && (label !== '' || prompt !== '') && <span className="field-error">{issues[0].message}</span>}
          <button type="submit" className="primary" disabled={busy || issues.length > 0}>
            Save instruction
          </button>
          <button type="button" onClick={onDone} disabled={busy}>
            Cancel
          </button>
        </div>
        {error && <ErrorNotice error={error} title="The instruction was not saved." />}
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
    <form className="add-instruction" aria-label="Add a custom instruction" onSubmit={(e) => void submit(e)}>
      <div className="field-row">
        <label htmlFor={ids.label}>
          Label
          <input
            id={ids.label}
            type="text"
            value={label}
            onChange={(e) => setLabel(e.target.value)}
            placeholder="e.g. Product names"
          />
        </label>
        <LanguageSelect
          label="Source language (optional)"
          product="translate_text"
          side="source"
          value={sourceLanguage}
          emptyLabel="Any source language"
          onChange={setSourceLanguage}
        />
      </div>
      <label htmlFor={ids.prompt}>
        Prompt
        <textarea
          dir="auto"
          id={ids.prompt}
          rows={3}
          value={prompt}
          aria-invalid={counter.over}
          aria-describedby={ids.counter}
          onChange={(e) => setPrompt(e.target.value)}
          placeholder="e.g. Keep product names in English."
        />
      </label>
      <div className="prompt-footer">
        <span
          id={ids.counter}
          className={counter.over ? 'prompt-counter field-error' : 'prompt-counter muted'}
          data-testid="prompt-counter"
          aria-live="polite"
        >
          {counter.label} characters
        </span>
        {promptIssue && <span className="field-error">{promptIssue.message}</span>}
        {full && <span className="field-error">{full.message}</span>}
        <button type="submit" className="primary" disabled={busy || issues.length > 0}>
          Add instruction
        </button>
      </div>
      {error && <ErrorNotice error={error} title="The instruction was not added." />}
    </form>
  );
}
