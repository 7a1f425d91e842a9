// One row of the entry grid: its source and target cells, each with the shared rules' verdict as you type (a
// short problem under the field, the byte count once a phrase nears the limit). Memoized: a row re-renders
// only when its own entry, place or marks change.
import { memo } from 'react';
import {
  GLOSSARY_LIMITS,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type PhraseIssue,
} from '../../../shared/rules/glossaryEntries';
import type { Field, Row } from './dictionaryModel';
import { useDictionaryEditor } from './dictionaryEditorStore';

export const EntryRow = memo(function EntryRow(props: {
  row: Row;
  index: number;
  position: number;
  duplicate: boolean;
  top: number;
  height: number;
  tabField: Field | null;
  selected: 'source' | 'target' | 'both' | null;
}) {
  const { row, index, duplicate, tabField, selected } = props;
  const sourceIssues = validateSourcePhrase(row.source);
  const targetIssues = validateTargetPhrase(row.target);
  const invalid = duplicate || sourceIssues.length > 0 || targetIssues.length > 0;
  return (
    <div
      className={`entry-row${invalid ? ' has-problem' : ''}${duplicate ? ' is-duplicate' : ''}`}
      role="row"
      aria-rowindex={props.position + 2}
      data-position={props.position}
      style={{ height: props.height, transform: `translateY(${props.top}px)` }}
    >
      <span className="entry-number muted" role="rowheader">
        {index + 1}
      </span>
      <PhraseCell
        field="source"
        index={index}
        value={row.source}
        issues={sourceIssues}
        duplicate={duplicate}
        tabbable={tabField === 'source'}
        selected={selected === 'source' || selected === 'both'}
      />
      <PhraseCell
        field="target"
        index={index}
        value={row.target}
        issues={targetIssues}
        duplicate={false}
        tabbable={tabField === 'target'}
        selected={selected === 'target' || selected === 'both'}
      />
      <span role="gridcell">
        <button
          type="button"
          className="icon-button"
          tabIndex={-1}
          aria-label={`Delete entry ${index + 1}`}
          onClick={() => useDictionaryEditor.getState().deleteRow(index)}
        >
          ✕
        </button>
      </span>
    </div>
  );
});

/** The byte count shows once a phrase is within reach of the limit. */
const SHOW_BYTES_FROM = Math.floor(GLOSSARY_LIMITS.phraseBytes * 0.8);

function PhraseCell(props: {
  field: Field;
  index: number;
  value: string;
  issues: readonly PhraseIssue[];
  duplicate: boolean;
  tabbable: boolean;
  selected: boolean;
}) {
  const { field, index, value, issues, duplicate } = props;
  const messages = [
    ...issues.map((issue) => issue.message),
    ...(duplicate ? ['This source phrase is used more than once. Keep one entry.'] : []),
  ];
  const canTrim = issues.some((issue) => issue.reason === 'surroundingWhitespace');
  const bytes = value.length * 3 >= SHOW_BYTES_FROM ? utf8ByteLength(value) : 0;
  const label = `${field === 'source' ? 'Source' : 'Target'} of entry ${index + 1}`;
  const problemId = `problem-${field}-${index}`;
  return (
    <span
      className={`phrase-cell${props.selected ? ' is-selected' : ''}`}
      role="gridcell"
      aria-selected={props.selected || undefined}
    >
      <input
        type="text"
        dir="auto"
        aria-label={label}
        data-field={field}
        tabIndex={props.tabbable ? 0 : -1}
        value={value}
        spellCheck={false}
        title={messages.length > 0 ? messages.join(' ') : undefined}
        aria-invalid={messages.length > 0 ? true : undefined}
        aria-describedby={messages.length > 0 ? problemId : undefined}
        onChange={(e) => useDictionaryEditor.getState().edit(index, field, e.target.value)}
      />
      <span className="phrase-notes">
        {messages.length > 0 && (
          <span id={problemId} className="field-error" title={messages.join(' ')}>
            {shortProblem(issues, duplicate)}
          </span>
        )}
        {canTrim && (
          <button
            type="button"
            className="link-button"
            onClick={() => useDictionaryEditor.getState().trim(index, field)}
          >
            Trim
          </button>
        )}
        {bytes >= SHOW_BYTES_FROM && (
          <span className={bytes > GLOSSARY_LIMITS.phraseBytes ? 'field-error' : 'muted'}>
            {bytes}/{GLOSSARY_LIMITS.phraseBytes} bytes
          </span>
        )}
      </span>
    </span>
  );
}

const SHORT: Record<string, string> = {
  emptyPhrase: 'Empty',
  controlCharacter: 'Control character',
  newline: 'Line break',
  surroundingWhitespace: 'Space at start or end',
  phraseTooLong: 'Too long',
};

function shortProblem(issues: readonly PhraseIssue[], duplicate: boolean): string {
  const parts = issues.map((issue) => SHORT[issue.reason] ?? issue.reason);
  if (duplicate) parts.push('Duplicate source');
  return parts.join(' · ');
}
