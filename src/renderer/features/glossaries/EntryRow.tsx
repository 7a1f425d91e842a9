// One row of the entry grid: its source and target cells, each with the shared rules' verdict as you type (a
// short problem under the field, the byte count once a phrase nears the limit). Memoized: a row re-renders
// only when its own entry, place or marks change.
import { memo } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
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
  const { formatMessage } = useIntl();
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
          aria-label={formatMessage({ id: 'glossaries.entry.delete' }, { number: String(index + 1) })}
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
  const intl = useIntl();
  const messages = [
    ...issues.map((issue) =>
      issue.uiMessage ? intl.formatMessage({ id: issue.uiMessage.id }, issue.uiMessage.values) : issue.message,
    ),
    ...(duplicate ? [intl.formatMessage({ id: 'glossaries.phrase.duplicate' })] : []),
  ];
  const canTrim = issues.some((issue) => issue.reason === 'surroundingWhitespace');
  const bytes = value.length * 3 >= SHOW_BYTES_FROM ? utf8ByteLength(value) : 0;
  const label = intl.formatMessage({ id: 'glossaries.entry.cellLabel' }, { side: field, number: String(index + 1) });
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
            {shortProblem(intl, issues, duplicate)}
          </span>
        )}
        {canTrim && (
          <button
            type="button"
            className="link-button"
            onClick={() => useDictionaryEditor.getState().trim(index, field)}
          >
            <FormattedMessage id="glossaries.entry.trim" />
          </button>
        )}
        {bytes >= SHOW_BYTES_FROM && (
          <span className={bytes > GLOSSARY_LIMITS.phraseBytes ? 'field-error' : 'muted'}>
            <FormattedMessage id="glossaries.entry.bytes" values={{ bytes, limit: GLOSSARY_LIMITS.phraseBytes }} />
          </span>
        )}
      </span>
    </span>
  );
}

const SHORT = {
  emptyPhrase: 'glossaries.entry.short.emptyPhrase',
  controlCharacter: 'glossaries.entry.short.controlCharacter',
  newline: 'glossaries.entry.short.newline',
  surroundingWhitespace: 'glossaries.entry.short.surroundingWhitespace',
  phraseTooLong: 'glossaries.entry.short.phraseTooLong',
} as const;

function shortProblem(intl: IntlShape, issues: readonly PhraseIssue[], duplicate: boolean): string {
  const parts = issues.map((issue) =>
    issue.reason in SHORT ? intl.formatMessage({ id: SHORT[issue.reason as keyof typeof SHORT] }) : issue.reason,
  );
  if (duplicate) parts.push(intl.formatMessage({ id: 'glossaries.entry.short.duplicate' }));
  return parts.join(' · ');
}
