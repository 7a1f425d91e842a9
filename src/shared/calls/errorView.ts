// An error carried inside a response (a usage reading that failed, a document job that failed), as the contract
// checks it: the same fields as `ErrorData`, its message ids included, so that the window words it in the user's
// language. A response schema that embeds an error uses this one, or the ids would be stripped on the way.
import { z } from 'zod';
import { ERROR_KINDS, type ErrorData } from '../errors';
import { UiMessageSchema } from '../i18n/catalogue';

export const ErrorViewSchema = z.object({
  kind: z.enum(ERROR_KINDS),
  message: z.string(),
  nextStep: z.string().optional(),
  uiMessage: UiMessageSchema.optional(),
  uiNextStep: UiMessageSchema.optional(),
  status: z.number().optional(),
  serverMessage: z.string().optional(),
  serverDetail: z.string().optional(),
  fields: z
    .array(z.object({ field: z.string(), message: z.string(), uiMessage: UiMessageSchema.optional() }))
    .optional(),
  retryAfterSeconds: z.number().optional(),
}) satisfies z.ZodType<ErrorData>;
