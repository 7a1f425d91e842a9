// The virtualized source | target grid: only the rows in sight are in the DOM, so 250,000 entries scroll
// like 20. Each cell shows the shared rules' verdict as you type.
import { useVirtualizer } from '@tanstack/react-virtual';
import { forwardRef, memo, useImperativeHandle, useLayoutEffect, useRef } from 'react';
import { GLOSSARY_LIMITS, utf8ByteLength, validateSourcePhrase, validateTargetPhrase, type PhraseIssue } from '../../../shared/rules/glossaryEntries';
import type { Field, Row } from './dictionaryModel';
import { useDictionaryEditor } from './dictionaryEditorStore';

/** Room for a phrase field and one line of notes under it. */
export const ROW_HEIGHT = 48;

export interface EntryGridHandle {
  /** Scrolls to a position in the view and focuses its source cell. */
  focusRow(position: number): void;
}

export const EntryGrid = forwardRef<EntryGridHandle>(function EntryGrid(_props, ref) {
  const view = useDictionaryEditor((s) => s.view);
  const model = useDictionaryEditor((s) => s.model);
  useDictionaryEditor((s) => s.version); // re-render on every edit
  const scroller = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, never memoized
  const virtualizer = useVirtualizer({ count: view.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 8 });

  // A row asked for focus (a new entry): scrolled to once the grid has it, focused in the commit that renders
  // it, unless the user has moved on since.
  const pendingFocus = useRef<{ position: number; from: Element | null; scrolled: boolean } | null>(null);
  useImperativeHandle(ref, () => ({
    focusRow(position) {
      pendingFocus.current = { position, from: document.activeElement, scrolled: false };
    },
  }));
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (pending.position >= view.length) return void (pendingFocus.current = null);
    if (!pending.scrolled) {
      pending.scrolled = true;
      virtualizer.scrollToIndex(pending.position, { align: 'center' });
    }
    const input = scroller.current?.querySelector<HTMLInputElement>(`[data-position="${pending.position}"] input`);
    if (!input) return;
    pendingFocus.current = null;
    if (document.activeElement === pending.from || document.activeElement === document.body) input.focus();
  });

  return (
    <div className="entry-grid" role="table" aria-label="Entries" aria-rowcount={view.length}>
      <div className="entry-row entry-head" role="row">
        <span role="columnheader">#</span>
        <span role="columnheader">Source</span>
        <span role="columnheader">Target</span>
        <span role="columnheader">
          <span className="visually-hidden">Actions</span>
        </span>
      </div>
      <div className="entry-scroller" ref={scroller} data-testid="entry-scroller">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const index = view[item.index]!;
            const row = model.rows[index];
            if (!row) return null;
            return (
              <EntryRow
                key={row.id}
                row={row}
                index={index}
                position={item.index}
                duplicate={model.isDuplicate(row)}
                top={item.start}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});

const EntryRow = memo(function EntryRow(props: { row: Row; index: number; position: number; duplicate: boolean; top: number }) {
  const { row, index, duplicate } = props;
  const sourceIssues = validateSourcePhrase(row.source);
  const targetIssues = validateTargetPhrase(row.target);
  const invalid = duplicate || sourceIssues.length > 0 || targetIssues.length > 0;
  return (
    <div
      className={`entry-row${invalid ? ' has-problem' : ''}${duplicate ? ' is-duplicate' : ''}`}
      role="row"
      aria-rowindex={index + 1}
      data-position={props.position}
      style={{ height: ROW_HEIGHT, transform: `translateY(${props.top}px)` }}
    >
      <span className="entry-number muted" role="cell">
        {index + 1}
      </span>
      <PhraseCell field="source" index={index} value={row.source} issues={sourceIssues} duplicate={duplicate} />
      <PhraseCell field="target" index={index} value={row.target} issues={targetIssues} duplicate={false} />
      <span role="cell">
        <button type="button" className="icon-button" aria-label={`Delete entry ${index + 1}`} onClick={() => useDictionaryEditor.getState().deleteRow(index)}>
          ✕
        </button>
      </span>
    </div>
  );
});

/** The byte count shows once a phrase is within reach of the limit. */
const SHOW_BYTES_FROM = Math.floor(GLOSSARY_LIMITS.phraseBytes * 0.8);

function PhraseCell(props: { field: Field; index: number; value: string; issues: readonly PhraseIssue[]; duplicate: boolean }) {
  const { field, index, value, issues, duplicate } = props;
  const messages = [...issues.map((issue) => issue.message), ...(duplicate ? ['This source phrase is used more than once. Keep one entry.'] : [])];
  const canTrim = issues.some((issue) => issue.reason === 'surroundingWhitespace');
  const bytes = value.length * 3 >= SHOW_BYTES_FROM ? utf8ByteLength(value) : 0;
  const label = `${field === 'source' ? 'Source' : 'Target'} of entry ${index + 1}`;
  const problemId = `problem-${field}-${index}`;
  return (
    <span className="phrase-cell" role="cell">
      <input
        type="text"
        aria-label={label}
        value={value}
        spellCheck={false}
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
          <button type="button" className="link-button" onClick={() => useDictionaryEditor.getState().trim(index, field)}>
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
