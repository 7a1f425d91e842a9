// Turns schema issues into field messages a user can read.
import type { z } from 'zod';
import type { FieldIssue } from '../errors';

export function zodIssuesToFields(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || '(request)',
    message: issue.message,
  }));
}
