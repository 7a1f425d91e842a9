// The "Keyboard" help of the entry grid: every key the grid answers, as in a spreadsheet (gridKeys.ts).
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
  return (
    <section id={props.id} className="notice grid-keys" aria-labelledby={`${props.id}-title`}>
      <h2 id={`${props.id}-title`}>Keyboard in the entries</h2>
      <dl>
        {KEYS.map(([keys, what]) => (
          <div key={keys} style={{ display: 'contents' }}>
            <dt>{keys}</dt>
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={props.onClose}>
        Close
      </button>
    </section>
  );
}
