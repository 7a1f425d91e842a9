// What the popup takes: up to a million characters, and a sentence (not the validator's words) beyond.
import { describe, expect, it } from 'vitest';
import { QUICK_TEXT_MAX_CHARS, QuickTranslateTextSchema, quickTextProblem } from './quickTranslate';

describe('the popup text limit', () => {
  it('takes a million characters and refuses one more with a sentence that says what to do', () => {
    expect(quickTextProblem('a'.repeat(QUICK_TEXT_MAX_CHARS))).toBeNull();
    const problem = quickTextProblem('a'.repeat(QUICK_TEXT_MAX_CHARS + 1));
    expect(problem).toMatch(/^The popup takes at most 1,000,000 characters\. Open Glossa's Translate section/);
  });

  it('the contract refuses the same text with the same sentence', () => {
    const parsed = QuickTranslateTextSchema.safeParse({ text: 'a'.repeat(QUICK_TEXT_MAX_CHARS + 1) });
    expect(parsed.error?.issues[0]?.message).toBe(quickTextProblem('a'.repeat(QUICK_TEXT_MAX_CHARS + 1)));
  });
});
