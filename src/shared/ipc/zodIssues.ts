// Turns schema issues into field messages a user can read. A rule that raises its issue with a catalogue
// message (`ctx.addIssue({ code: 'custom', message: englishText(says), params: { says } })`) is worded in the
// user's language in the window; any other issue keeps zod's English.
import type { z } from 'zod';
import type { FieldIssue } from '../errors';
import { UiMessageSchema } from '../i18n/catalogue';

export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => {
    const field = issue.path.map(String).join('.') || '(request)';
    const says =
      issue.code === 'custom'
        ? UiMessageSchema.safeParse((issue.params as { says?: unknown } | undefined)?.says)
        : null;
    return says?.success ? { field, message: issue.message, uiMessage: says.data } : { field, message: issue.message };
  });
}
