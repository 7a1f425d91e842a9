// Runs shared rules (src/shared/rules) before a request leaves. No rule is written here: this file only turns
// their FieldIssue lists into one ValidationError.
import type { z } from 'zod';
import { AuthError, type FieldIssue, ValidationError } from '../../shared/errors';
import { PRO_ONLY_NEXT_STEP, type PlanName, type ProOnlyFeature, proOnlyMessage } from '../../shared/rules/plans';
import { zodIssuesToFields } from '../../shared/ipc/zodIssues';

/** Throws a ValidationError naming every offending field when any rule reported an issue. */
export function refuseIfInvalid(...issueLists: readonly (readonly FieldIssue[])[]): void {
  const issues = issueLists.flat();
  if (issues.length > 0) throw new ValidationError(issues);
}

/** A path segment for an id from the caller: encoded, and never empty. */
export function idSegment(field: string, id: string): string {
  refuseIfInvalid(id.trim() === '' ? [{ field, message: 'This item has no id; reload the list and try again.' }] : []);
  return encodeURIComponent(id);
}

/** The request body in its wire shape, checked by its shared schema (types and closed value sets). */
export function parseRequest<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new ValidationError(zodIssuesToFields(parsed.error.issues));
  return parsed.data;
}

/** Style rules and text improvement are for Pro subscribers: a Free client is refused before sending. */
export function refuseUnlessPro(feature: ProOnlyFeature, plan: PlanName): void {
  const reason = proOnlyMessage(feature, plan);
  if (reason) throw new AuthError({ says: reason, saysNextStep: PRO_ONLY_NEXT_STEP });
}
