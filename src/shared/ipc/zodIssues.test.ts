import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { englishText } from '../i18n/english';
import { zodIssuesToFields } from './zodIssues';

describe('schema issues become field messages', () => {
  it('keeps the catalogue message a rule raised, so the window words it in the user language', () => {
    const says = { id: 'rules.baseUrl.notAddress' } as const;
    const schema = z.object({
      baseUrl: z
        .string()
        .superRefine((_, ctx) => ctx.addIssue({ code: 'custom', message: englishText(says), params: { says } })),
    });
    const parsed = schema.safeParse({ baseUrl: 'nope' });
    expect(zodIssuesToFields(parsed.error!.issues)).toEqual([
      { field: 'baseUrl', message: 'Enter a full address, for example https://api.example.com.', uiMessage: says },
    ]);
  });

  it('leaves an issue without a message id in English only, and names the request when no field is at fault', () => {
    const parsed = z.string().safeParse(4);
    const [field] = zodIssuesToFields(parsed.error!.issues);
    expect(field?.field).toBe('(request)');
    expect(field).not.toHaveProperty('uiMessage');
  });
});
