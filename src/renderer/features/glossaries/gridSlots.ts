// Which DOM row shows which entry while the grid scrolls. Rows are keyed by slot (position modulo the rows in
// sight), not by entry: an entry scrolling in takes the slot of the one scrolling out, so React updates the
// inputs already there instead of building new ones (building an input is most of a frame's cost). The row
// that holds the focus keeps the key it had, so the focused input never starts showing another entry: a row
// that would take that key gets another, and once the focused entry scrolls away its row goes, as before.

export interface PinnedRow {
  /** The entry (`Row.id`) whose row holds the focus. */
  rowId: number;
  key: string;
}

/** A key for each row in sight, in order: `positions` are consecutive view positions, `rowIds` their entries. */
export function slotKeys(positions: readonly number[], rowIds: readonly number[], pinned: PinnedRow | null): string[] {
  const slots = Math.max(1, positions.length);
  return positions.map((position, i) => {
    const key = `s${position % slots}`;
    if (pinned === null) return key;
    if (rowIds[i] === pinned.rowId) return pinned.key;
    return key === pinned.key ? `${key}+` : key;
  });
}
