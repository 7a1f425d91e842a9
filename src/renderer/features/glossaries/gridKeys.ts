// The entry grid's keyboard, as in a spreadsheet. A cell reached from the keyboard is selected ("navigate"):
// arrows move between cells, Shift+arrows select a range, Enter moves down and Tab right (Shift reverses
// both; Tab goes on to the next row's source), F2 starts editing, and typing replaces the phrase. While
// editing, Left and Right move the caret, Enter or Tab ends the edit and moves on, and Escape takes back only
// the current edit. Ctrl+C and Ctrl+V (ranges as TSV) are the grid's copy and paste events, not keys.
// Pure: the grid applies what this returns.
import type { Field } from './dictionaryModel';

export type CellMode = 'navigate' | 'edit';

export type GridKeyAction =
  | { kind: 'none' }
  | { kind: 'move'; position: number; field: Field }
  /** F2: keep the phrase and put the caret at its end. */
  | { kind: 'edit' }
  /** Escape while editing: the phrase it held when editing began. */
  | { kind: 'cancel' }
  /** Shift+arrow while not editing: the range grows or shrinks to this cell (the anchor stays). */
  | { kind: 'select'; position: number; field: Field }
  /** "?" while not editing: the list of keys. */
  | { kind: 'help' };

export interface GridKey {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
}

const PAGE = 10;

export function gridKeyAction(
  event: GridKey,
  mode: CellMode,
  at: { position: number; field: Field; rows: number },
): GridKeyAction {
  if (event.altKey || event.ctrlKey || event.metaKey) return { kind: 'none' };
  const last = Math.max(0, at.rows - 1);
  const to = (position: number, field: Field = at.field): GridKeyAction => {
    const clamped = Math.min(last, Math.max(0, position));
    return clamped === at.position && field === at.field
      ? { kind: 'none' }
      : { kind: 'move', position: clamped, field };
  };
  if (event.shiftKey && mode === 'navigate' && event.key.startsWith('Arrow')) {
    const moved = to(
      at.position + (event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0),
      event.key === 'ArrowLeft' ? 'source' : event.key === 'ArrowRight' ? 'target' : at.field,
    );
    return moved.kind === 'move' ? { ...moved, kind: 'select' } : moved;
  }
  switch (event.key) {
    case 'Tab':
      // Right, then on to the next row; Shift back. At the grid's first or last cell, Tab leaves the grid.
      if (event.shiftKey)
        return at.field === 'target'
          ? to(at.position, 'source')
          : at.position > 0
            ? to(at.position - 1, 'target')
            : { kind: 'none' };
      return at.field === 'source'
        ? to(at.position, 'target')
        : at.position < last
          ? to(at.position + 1, 'source')
          : { kind: 'none' };
    case '?':
      return mode === 'navigate' ? { kind: 'help' } : { kind: 'none' };
    case 'ArrowUp':
      return to(at.position - 1);
    case 'ArrowDown':
      return to(at.position + 1);
    case 'PageUp':
      return to(at.position - PAGE);
    case 'PageDown':
      return to(at.position + PAGE);
    case 'Enter':
      return to(at.position + (event.shiftKey ? -1 : 1));
    case 'ArrowLeft':
      return mode === 'navigate' && at.field === 'target' ? to(at.position, 'source') : { kind: 'none' };
    case 'ArrowRight':
      return mode === 'navigate' && at.field === 'source' ? to(at.position, 'target') : { kind: 'none' };
    case 'F2':
      return mode === 'navigate' ? { kind: 'edit' } : { kind: 'none' };
    case 'Escape':
      return mode === 'edit' ? { kind: 'cancel' } : { kind: 'none' };
    default:
      return { kind: 'none' };
  }
}
