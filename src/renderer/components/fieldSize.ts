// How many characters wide a text field is drawn (its `size`) so that its placeholder shows whole: a wide (CJK)
// character counts two, and two more leave room for the caret. At least the browser's default of 20.
export function sizeForPlaceholder(placeholder: string): number {
  const width = [...placeholder].reduce((sum, c) => sum + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1), 0);
  return Math.max(20, width + 2);
}
