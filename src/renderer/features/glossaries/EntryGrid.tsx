// The virtualized source | target grid: only the rows in sight are in the DOM, so 250,000 entries scroll
// like 20. Each cell shows the shared rules' verdict as you type. The keyboard works as in a spreadsheet
// (gridKeys.ts): arrows, Enter and Tab move between cells, Shift+arrows select a range, F2 edits, Escape takes
// the edit back; Ctrl+C and Ctrl+V copy and paste cells and ranges as TSV (gridClipboard.ts), a paste is one
// undo step. The grid is one Tab stop, and the focus never falls out of it to the page.
import { useVirtualizer } from '@tanstack/react-virtual';
import { flushSync } from 'react-dom';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  forwardRef,
  useImperativeHandle,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FocusEvent,
  type KeyboardEvent,
} from 'react';
import { blockOfTsv, cellRange, isBlock, tsvOfRange, type CellRange } from './gridClipboard';
import type { Field } from './dictionaryModel';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { gridKeyAction, type CellMode } from './gridKeys';
import { slotKeys, type PinnedRow } from './gridSlots';
import { EntryRow } from './EntryRow';

/** Room for a phrase field and one line of notes under it; compact rows hold the field alone. */
const ROW_HEIGHTS = { comfortable: 48, compact: 30 } as const;
export type RowDensity = keyof typeof ROW_HEIGHTS;

export interface EntryGridHandle {
  /** Scrolls to a position in the view and focuses one of its cells (the source by default). */
  focusRow(position: number, field?: Field): void;
  /** Scrolls to the cell the user was last in and focuses it (after the Keyboard help closes). */
  focusActive(): void;
}

interface ActiveCell {
  position: number;
  field: Field;
}

export const EntryGrid = forwardRef<EntryGridHandle, { density: RowDensity; onHelp?(): void }>(function EntryGrid(
  { density, onHelp },
  ref,
) {
  const view = useDictionaryEditor((s) => s.view);
  const model = useDictionaryEditor((s) => s.model);
  const { formatMessage } = useIntl();
  useDictionaryEditor((s) => s.version); // re-render on every edit
  const rowHeight = ROW_HEIGHTS[density];
  const scroller = useRef<HTMLDivElement>(null);
  // A few rows beyond sight: the rows are rendered in the scroll event itself, so more would only cost time.
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
  // The other corner of a range selected with Shift+arrows (or pasted); null: the active cell alone.
  const [anchor, setAnchor] = useState<ActiveCell | null>(null);
  // The grid held the focus: if its cell goes away (undo, delete), the focus comes back to the grid.
  const hadFocus = useRef(false);
  // When the grid last scrolled itself to a cell; a scroll long after that is the user's (wheel, scrollbar).
  const scrolledItselfAt = useRef(0);
  const userScrolled = useRef(false);
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
  useImperativeHandle(ref, () => ({
    focusRow: (position, field = 'source') => requestFocus(position, field),
    focusActive: () => requestFocus(Math.min(active.position, Math.max(0, view.length - 1)), active.field),
  }));
  useLayoutEffect(() => {
    // The focused cell went away (undo, delete, a filter): its place in the grid takes the focus. A cell
    // scrolled out of sight is not brought back (the view stays where the user scrolled it); the scroller
    // holds the focus instead, so keys never fall to the page body.
    if (!pendingFocus.current && hadFocus.current && document.activeElement === document.body && view.length > 0) {
      const position = Math.min(active.position, view.length - 1);
      const inSight = virtualizer.getVirtualItems().some((item) => item.index === position);
      if (inSight || !userScrolled.current)
        pendingFocus.current = { position, field: active.field, from: document.body, scrolled: false };
      else scroller.current?.focus({ preventScroll: true });
    }
    const pending = pendingFocus.current;
    if (!pending) return;
    if (pending.position >= view.length) return void (pendingFocus.current = null);
    if (!pending.scrolled) {
      pending.scrolled = true;
      scrolledItselfAt.current = performance.now();
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
    hadFocus.current = true;
    userScrolled.current = false;
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
    // A move still on its way (its row being scrolled into view and rendered): an arrow moves on from there, not
    // from the cell that still has the focus, so arrows pressed (or repeated) faster than the grid renders are
    // never lost.
    const pending = pendingFocus.current;
    const ahead = pending
      ? gridKeyAction(e, 'navigate', { position: pending.position, field: pending.field, rows: view.length })
      : null;
    const action =
      ahead && (ahead.kind === 'move' || ahead.kind === 'select')
        ? ahead
        : gridKeyAction(e, mode.current.mode, { position: cell.position, field: cell.field, rows: view.length });
    if (action.kind === 'none') {
      if (e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey) {
        mode.current.mode = 'edit';
        setAnchor(null);
      }
      return;
    }
    e.preventDefault();
    if (action.kind === 'help') return onHelp?.();
    if (action.kind === 'select') {
      setAnchor((current) => current ?? cell);
      return requestFocus(action.position, action.field);
    }
    if (action.kind === 'move') {
      setAnchor(null);
      return requestFocus(action.position, action.field);
    }
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
    const inside = e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget);
    if (!inside) pinned.current = null;
    // Focus taken elsewhere on purpose; a cell that disappears blurs with no related target.
    if (!inside && e.relatedTarget !== null) hadFocus.current = false;
  };

  // Copy: the selected range, or the selected cell, as TSV. While editing, the input copies its own selection.
  const onCopy = (e: ClipboardEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target as Element);
    if (!cell || (mode.current.mode === 'edit' && !anchor)) return;
    e.preventDefault();
    e.clipboardData.setData(
      'text/plain',
      tsvOfRange(cellRange(anchor ?? cell, cell), (p) => model.rows[view[p] ?? -1]),
    );
  };
  // Paste: a block (tabs or several lines) fills cells from the range's top-left corner; one phrase into a
  // cell is the input's own paste (an edit like typing).
  const onPaste = (e: ClipboardEvent<HTMLDivElement>) => {
    const cell = cellOf(e.target as Element);
    const text = e.clipboardData.getData('text/plain');
    if (!cell || !isBlock(text)) return;
    e.preventDefault();
    const range = cellRange(anchor ?? cell, cell);
    const block = blockOfTsv(text);
    const landed = useDictionaryEditor.getState().pasteCells(range.top, range.left, block);
    const first = landed[0] ?? range.top;
    const last = landed[landed.length - 1] ?? first;
    const width = Math.max(...block.map((line) => line.length));
    mode.current = { mode: 'navigate', original: '' };
    setAnchor({ position: last, field: range.left === 'source' && width > 1 ? 'target' : range.left });
    requestFocus(first, range.left);
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
  const selection: CellRange | null = anchor ? cellRange(anchor, active) : null;
  return (
    <div
      id="entries"
      className={`entry-grid density-${density}`}
      role="grid"
      aria-label={formatMessage({ id: 'glossaries.grid.label' })}
      aria-rowcount={view.length + 1}
      onFocus={onFocus}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onCopy={onCopy}
      onPaste={onPaste}
      aria-multiselectable="true"
    >
      <div className="entry-row entry-head" role="row" aria-rowindex={1}>
        <span role="columnheader" className="entry-number">
          #
        </span>
        <span role="columnheader">
          <FormattedMessage id="glossaries.grid.source" />
        </span>
        <span role="columnheader">
          <FormattedMessage id="glossaries.grid.target" />
        </span>
        <span role="columnheader">
          <span className="visually-hidden">
            <FormattedMessage id="glossaries.grid.actions" />
          </span>
        </span>
      </div>
      <div
        className="entry-scroller"
        ref={scroller}
        data-testid="entry-scroller"
        tabIndex={-1}
        onScroll={() => {
          if (performance.now() - scrolledItselfAt.current > 200) userScrolled.current = true;
        }}
      >
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
                selected={selectedFields(selection, item.index)}
              />
            );
          })}
        </div>
      </div>
    </div>
  );
});

/** Which cells of the row at `position` the range covers. */
function selectedFields(range: CellRange | null, position: number): 'source' | 'target' | 'both' | null {
  if (!range || position < range.top || position > range.bottom) return null;
  return range.left === range.right ? range.left : 'both';
}

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
