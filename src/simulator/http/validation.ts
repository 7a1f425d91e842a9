// Turning a raw body into a typed request: the shared rules first (readable messages), then the wire schema
// from src/shared/api for the typed shape. Both failures answer 400 with `{ message, detail }`.
import type { z } from 'zod';
import type { FieldIssue } from '../../shared/errors';
import { ValidationError } from '../../shared/errors';
import { badRequest } from './serviceError';

/** Throws a 400 listing every issue, when there is any. */
export function rejectIssues(issues: readonly FieldIssue[]): void {
  if (issues.length > 0) throw new ValidationError([...issues]);
}

/** Parses with a wire schema; unknown fields are dropped, a wrong type answers 400 naming the field. */
export function parseWith<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const first = result.error.issues[0]!;
  const field = first.path.join('.') || 'body';
  throw badRequest(
    `The value of "${field}" is not valid.`,
    result.error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`).join('; '),
  );
}
