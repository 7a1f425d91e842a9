// The entry grid's keyboard, as in a spreadsheet. A cell reached from the keyboard is selected ("navigate"):
// arrows move between cells, Enter moves down, F2 starts editing, and typing replaces the phrase. While
// editing, Left and Right move the caret, Enter ends the edit and moves down, and Escape takes the edit back.
// Pure: the grid applies what this returns.
import type { Field } from './dictionaryModel';

export type CellMode = 'navigate' | 'edit';

export type GridKeyAction =
  | { kind: 'none' }
  | { kind: 'move'; position: number; field: Field }
  /** F2: keep the phrase and put the caret at its end. */
  | { kind: 'edit' }
  /** Escape while editing: the phrase it held when editing began. */
  | { kind: 'cancel' };

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
  switch (event.key) {
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
