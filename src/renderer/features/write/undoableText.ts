// Replacing a text field's whole value the way typing or pasting does, so the browser's own undo (Ctrl+Z)
// brings the previous text back. Setting `value` from script would clear the field's undo history.

/** Replaces the field's text as one editing step; returns false where the browser refused (then set it directly). */
export function replaceTextUndoably(field: HTMLTextAreaElement | HTMLInputElement, text: string): boolean {
  field.focus();
  field.select();
  // execCommand is deprecated but remains the only way to edit a field through its undo stack.
  return document.execCommand('insertText', false, text);
}
