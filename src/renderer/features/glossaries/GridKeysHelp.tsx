// The "Keyboard" help of the entry grid: every key the grid answers, as in a spreadsheet (gridKeys.ts). A
// popover over the grid's corner, never a block above it, so the grid keeps its place in a small window. It
// takes the focus when it opens; Escape or Close hands it back (`onClose`: the editor focuses the grid's cell).
import { useEffect, useRef, type KeyboardEvent } from 'react';

const KEYS: [string, string][] = [
  ['Arrows', 'Move between cells (while not editing)'],
  ['Enter, Shift+Enter', 'Keep the edit and move down, or up'],
  ['Tab, Shift+Tab', 'Keep the edit and move right, or left (on to the next row)'],
  ['Shift+Arrows', 'Select a range of cells'],
  ['F2', 'Edit the cell, the caret at its end'],
  ['Typing', 'Replaces the selected cell'],
  ['Escape', 'Take back the current edit only'],
  ['Ctrl+C, Ctrl+V', 'Copy and paste cells and ranges (tab-separated, as spreadsheets do)'],
  ['Ctrl+Z, Ctrl+Y', 'Undo and redo (a paste is one step)'],
  ['Page Up, Page Down', 'Move ten rows'],
  ['Ctrl+S', 'Save'],
  ['?', 'Show these keys (while not editing)'],
];

export function GridKeysHelp(props: { id: string; onClose(): void }) {
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    props.onClose();
  };
  return (
    <section
      id={props.id}
      className="notice grid-keys"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${props.id}-title`}
      onKeyDown={onKeyDown}
    >
      {/* Close first, beside the title: in view however short the window, and where the focus lands. */}
      <div className="grid-keys-head">
        <h2 id={`${props.id}-title`}>Keyboard in the entries</h2>
        <button type="button" ref={close} onClick={props.onClose}>
          Close
        </button>
      </div>
      <dl>
        {KEYS.map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
