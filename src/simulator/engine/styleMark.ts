// The visible, deterministic effect of a style rule list or custom instructions on a pseudo-translation: the
// engine cannot follow a rule or an instruction, so it says which ones it applied, at the end of the text, in
// a bracket no language uses. Tests and the offline demo see that (and which) style reached the translation.

export interface AppliedStyle {
  /** The style rule list's name, when one was applied. */
  listName?: string;
  /** How many custom instructions applied (the list's and the request's). */
  instructions: number;
}

const STYLE_MARK_OPEN = ' ⟦';
const STYLE_MARK_CLOSE = '⟧';

/** The mark for an applied style, or '' when nothing applied. */
export function styleMark(style: AppliedStyle | undefined): string {
  if (!style || (style.listName === undefined && style.instructions === 0)) return '';
  const parts: string[] = [];
  if (style.listName !== undefined) parts.push(`style: ${style.listName}`);
  if (style.instructions > 0) parts.push(`${style.instructions} instruction${style.instructions === 1 ? '' : 's'}`);
  return `${STYLE_MARK_OPEN}${parts.join(', ')}${STYLE_MARK_CLOSE}`;
}
