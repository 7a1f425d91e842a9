// The virtualized source | target grid: only the rows in sight are in the DOM, so 250,000 entries scroll
// like 20. Each cell shows the shared rules' verdict as you type. The keyboard works as in a spreadsheet
// (gridKeys.ts): arrows and Enter move between cells, F2 edits, Escape takes the edit back; the grid is one
// Tab stop.
import { useVirtualizer } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import {
  forwardRef,
  memo,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import {
  GLOSSARY_LIMITS,
  utf8ByteLength,
  validateSourcePhrase,
  validateTargetPhrase,
  type PhraseIssue,
} from '../../../shared/rules/glossaryEntries';
import type { Field, Row } from './dictionaryModel';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { gridKeyAction, type CellMode } from './gridKeys';
import { slotKeys, type PinnedRow } from './gridSlots';

/** Room for a phrase field and one line of notes under it; compact rows hold the field alone. */
const ROW_HEIGHTS = { comfortable: 48, compact: 30 } as const;
export type RowDensity = keyof typeof ROW_HEIGHTS;

export interface EntryGridHandle {
  /** Scrolls to a position in the view and focuses one of its cells (the source by default). */
  focusRow(position: number, field?: Field): void;
}

interface ActiveCell {
  position: number;
  field: Field;
}

export const EntryGrid = forwardRef<EntryGridHandle, { density: RowDensity }>(function EntryGrid({ density }, ref) {
  const view = useDictionaryEditor((s) => s.view);
  const model = useDictionaryEditor((s) => s.model);
  useDictionaryEditor((s) => s.version); // re-render on every edit
  const rowHeight = ROW_HEIGHTS[density];
  const scroller = useRef<HTMLDivElement>(null);
  // A few rows beyond sight: the rows are rendered in the scroll event itself, so more would only cost time.
  // eslint-disable-next-line react-hooks/incompatible-library -- the virtualizer is read fresh on every render, never memoized
  const virtualizer = useVirtualizer({
    count: view.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 3,
  });
  useLayoutEffect(() => virtualizer.measure(), [rowHeight, virtualizer]);

  // The one cell of the grid that Tab reaches (roving tab stop), and how the focused cell takes keys.
  const [active, setActive] = useState<ActiveCell>({ position: 0, field: 'source' });
  const mode = useRef<{ mode: CellMode; original: string }>({ mode: 'navigate', original: '' });
  // The row holding the focus keeps its key (gridSlots.ts); the keys of the last render, by entry.
  const pinned = useRef<PinnedRow | null>(null);
  const keysByRow = useRef(new Map<number, string>());

  // A cell asked for focus (a new entry, a key that moves): scrolled to once the grid has it, focused in the
  // commit that renders it, unless the user has moved on since.
  const pendingFocus = useRef<{ position: number; field: Field; from: Element | null; scrolled: boolean } | null>(null);
  const requestFocus = (position: number, field: Field) => {
    pendingFocus.current = { position, field, from: document.activeElement, scrolled: false };
    setActive({ position, field });
  };
  useImperativeHandle(ref, () => ({ focusRow: (position, field = 'source') => requestFocus(position, field) }));
  useLayoutEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    if (pending.position >= view.length) return void (pendingFocus.current = null);
    if (!pending.scrolled) {
      pending.scrolled = true;
      virtualizer.scrollToIndex(pending.position, { align: 'auto' });
    }
    const input = cellInput(scroller.current, pending.position, pending.field);
    if (!input) return;
    pendingFocus.current = null;
    if (document.activeElement === pending.from || document.activeElement === document.body) input.focus();
  });

  const onFocus = (e: FocusEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target);
    if (!cell) return;
    if (cell.position !== active.position || cell.field !== active.field) setActive(cell);
    const rowId = model.rows[view[cell.position] ?? -1]?.id;
    const key = rowId === undefined ? undefined : keysByRow.current.get(rowId);
    pinned.current = rowId !== undefined && key !== undefined ? { rowId, key } : null;
    const input = e.target as HTMLInputElement;
    // Reached from the keyboard: the cell is selected, ready to move on or to be typed over.
    if (!input.matches(':focus-visible')) mode.current = { mode: 'edit', original: input.value };
    else {
      mode.current = { mode: 'navigate', original: input.value };
      input.select();
    }
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target as Element);
    if (!cell) return;
    const input = e.target as HTMLInputElement;
    const action = gridKeyAction(e, mode.current.mode, {
      position: cell.position,
      field: cell.field,
      rows: view.length,
    });
    if (action.kind === 'none') {
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) mode.current.mode = 'edit';
      return;
    }
    e.preventDefault();
    if (action.kind === 'move') return requestFocus(action.position, action.field);
    if (action.kind === 'edit') {
      mode.current = { mode: 'edit', original: input.value };
      input.setSelectionRange(input.value.length, input.value.length);
      return;
    }
    // cancel: the cell gets back what it held when editing began, rendered at once so that it can be selected
    // now (a selection made a frame later would swallow a key typed meanwhile, such as F2).
    const index = view[cell.position];
    if (index !== undefined)
      flushSync(() => useDictionaryEditor.getState().edit(index, cell.field, mode.current.original));
    mode.current.mode = 'navigate';
    input.select();
  };

  const onBlur = (e: FocusEvent<HTMLDivElement>) => {
    if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) pinned.current = null;
  };

  const rendered = virtualizer.getVirtualItems();
  const rows = rendered.map((item) => model.rows[view[item.index] ?? -1]);
  const keys = slotKeys(
    rendered.map((item) => item.index),
    rows.map((row) => row?.id ?? -1),
    pinned.current,
  );
  keysByRow.current = new Map(rows.flatMap((row, i) => (row ? [[row.id, keys[i]!] as const] : [])));
  // The tab stop follows the active cell, or the first row in sight when that one is scrolled away.
  const tabStop = rendered.some((item) => item.index === active.position)
    ? active
    : { position: rendered[0]?.index ?? 0, field: 'source' as Field };
  return (
    <div
      id="entries"
      className={`entry-grid density-${density}`}
      role="grid"
      aria-label="Entries"
      aria-rowcount={view.length + 1}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="entry-row entry-head" role="row" aria-rowindex={1}>
        <span role="columnheader" className="entry-number">
          #
        </span>
        <span role="columnheader">Source</span>
        <span role="columnheader">Target</span>
        <span role="columnheader">
          <span className="visually-hidden">Actions</span>
        </span>
      </div>
      <div className="entry-scroller" ref={scroller} data-testid="entry-scroller">
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {rendered.map((item, i) => {
            const index = view[item.index]!;
            const row = rows[i];
            if (!row) return null;
            return (
              <EntryRow
                key={keys[i]}
                row={row}
                index={index}
                position={item.index}
                duplicate={model.isDuplicate(row)}
                top={item.start}
                height={rowHeight}
                tabField={tabStop.position === item.index ? tabStop.field : null}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});

function cellOf(element: Element): ActiveCell | null {
  const field = element.getAttribute('data-field');
  const position = element.closest('[data-position]')?.getAttribute('data-position');
  if ((field !== 'source' && field !== 'target') || position == null) return null;
  return { position: Number(position), field };
}

function cellInput(scroller: HTMLElement | null, position: number, field: Field): HTMLInputElement | null {
  return (
    scroller?.querySelector<HTMLInputElement>(`[data-position="${position}"] input[data-field="${field}"]`) ?? null
  );
}

const EntryRow = memo(function EntryRow(props: {
  row: Row;
  index: number;
  position: number;
  duplicate: boolean;
  top: number;
  height: number;
  tabField: Field | null;
}) {
  const { row, index, duplicate, tabField } = props;
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
      />
      <PhraseCell
        field="target"
        index={index}
        value={row.target}
        issues={targetIssues}
        duplicate={false}
        tabbable={tabField === 'target'}
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
    <span className="phrase-cell" role="gridcell">
      <input
        type="text"
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
