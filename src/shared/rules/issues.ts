// How every rule reports: a list of FieldIssue (empty = valid). assertValid turns a non-empty list into the
// typed ValidationError that main and the simulator throw.
// An issue is said as a catalogue message (`fieldIssue`, `said`), which the window words in the user's language.
import { ValidationError, type FieldIssue } from '../errors';
import { englishText } from '../i18n/english';
import type { UiMessage } from '../i18n/catalogue';

export type { FieldIssue } from '../errors';
export { fieldIssue } from '../errors';

/** An issue's sentence as a catalogue message with its English words: `{ field, ...said(message) }`. */
export const said = (message: UiMessage): Pick<FieldIssue, 'message' | 'uiMessage'> => ({
  message: englishText(message),
  uiMessage: message,
});

/** Throws a ValidationError carrying every issue, when there is at least one. */
export function assertValid(issues: readonly FieldIssue[]): void {
  if (issues.length > 0) throw new ValidationError([...issues]);
}

/** The value when it is a string, else undefined: rules take raw bodies, so nothing is trusted. */
export const stringOrUndefined = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** A string that holds something other than spaces. */
export const isFilled = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Length in characters as a person counts them (code points, so an emoji is one). */
export const characterCount = (text: string): number => [...text].length;

/** `"a", "b", "c"`: the allowed values as a list read the same in every language (a message says "one of"). */
export const quotedList = (values: readonly string[]): string => values.map((v) => `"${v}"`).join(', ');

/** `"a", "b" or "c"`, for messages that list the allowed values. */
export function listOfValues(values: readonly string[]): string {
  const quoted = values.map((v) => `"${v}"`);
  return quoted.length <= 1 ? (quoted[0] ?? '') : `${quoted.slice(0, -1).join(', ')} or ${quoted.at(-1)}`;
}
