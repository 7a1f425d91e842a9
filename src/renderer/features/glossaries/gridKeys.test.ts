import { describe, expect, it } from 'vitest';
import type { Field } from './dictionaryModel';
import { gridKeyAction, type CellMode } from './gridKeys';

const key = (name: string, modifiers: Partial<{ shiftKey: boolean; ctrlKey: boolean }> = {}) => ({
  key: name,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  ...modifiers,
});
const at: { position: number; field: Field; rows: number } = { position: 5, field: 'source', rows: 100 };
const press = (name: string, mode: CellMode = 'navigate', where = at, modifiers = {}) =>
  gridKeyAction(key(name, modifiers), mode, where);

describe('the entry grid keyboard', () => {
  it('moves up and down with the arrows, Enter and Shift+Enter, in either mode', () => {
    expect(press('ArrowDown')).toEqual({ kind: 'move', position: 6, field: 'source' });
    expect(press('ArrowUp', 'edit')).toEqual({ kind: 'move', position: 4, field: 'source' });
    expect(press('Enter', 'edit')).toEqual({ kind: 'move', position: 6, field: 'source' });
    expect(press('Enter', 'navigate', at, { shiftKey: true })).toEqual({ kind: 'move', position: 4, field: 'source' });
  });

  it('moves between source and target with Left and Right only while not editing', () => {
    expect(press('ArrowRight')).toEqual({ kind: 'move', position: 5, field: 'target' });
    expect(press('ArrowLeft', 'navigate', { ...at, field: 'target' })).toEqual({
      kind: 'move',
      position: 5,
      field: 'source',
    });
    expect(press('ArrowRight', 'edit')).toEqual({ kind: 'none' });
    expect(press('ArrowLeft')).toEqual({ kind: 'none' });
  });

  it('stops at the first and the last row', () => {
    expect(press('ArrowUp', 'navigate', { ...at, position: 0 })).toEqual({ kind: 'none' });
    expect(press('ArrowDown', 'navigate', { ...at, position: 99 })).toEqual({ kind: 'none' });
    expect(press('PageDown', 'navigate', { ...at, position: 95 })).toEqual({
      kind: 'move',
      position: 99,
      field: 'source',
    });
  });

  it('edits with F2 and takes the edit back with Escape', () => {
    expect(press('F2')).toEqual({ kind: 'edit' });
    expect(press('F2', 'edit')).toEqual({ kind: 'none' });
    expect(press('Escape', 'edit')).toEqual({ kind: 'cancel' });
    expect(press('Escape')).toEqual({ kind: 'none' });
  });

  it('leaves shortcuts with Ctrl (undo, save) to the editor', () => {
    expect(press('ArrowDown', 'navigate', at, { ctrlKey: true })).toEqual({ kind: 'none' });
  });
});

describe('Tab, ranges and help in the entry grid', () => {
  it('Tab moves right and on to the next row, Shift+Tab back; at the first and last cell it leaves the grid', () => {
    expect(press('Tab', 'edit')).toEqual({ kind: 'move', position: 5, field: 'target' });
    expect(press('Tab', 'navigate', { ...at, field: 'target' })).toEqual({
      kind: 'move',
      position: 6,
      field: 'source',
    });
    expect(press('Tab', 'edit', at, { shiftKey: true })).toEqual({ kind: 'move', position: 4, field: 'target' });
    expect(press('Tab', 'navigate', { position: 0, field: 'source', rows: 100 }, { shiftKey: true })).toEqual({
      kind: 'none',
    });
    expect(press('Tab', 'navigate', { position: 99, field: 'target', rows: 100 })).toEqual({ kind: 'none' });
  });

  it('Shift+arrows select while not editing, and move the caret while editing', () => {
    expect(press('ArrowDown', 'navigate', at, { shiftKey: true })).toEqual({
      kind: 'select',
      position: 6,
      field: 'source',
    });
    expect(press('ArrowRight', 'navigate', at, { shiftKey: true })).toEqual({
      kind: 'select',
      position: 5,
      field: 'target',
    });
    expect(press('ArrowRight', 'edit', at, { shiftKey: true })).toEqual({ kind: 'none' });
  });

  it('? shows the keys only while not editing (while editing it is a character)', () => {
    expect(press('?')).toEqual({ kind: 'help' });
    expect(press('?', 'edit')).toEqual({ kind: 'none' });
  });
});
