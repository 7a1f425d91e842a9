import { describe, expect, it } from 'vitest';
import { redact } from './redaction';

describe('redaction', () => {
  it('replaces every occurrence of every secret', () => {
    expect(redact('a KEY1234 b KEY1234 c tok-999', ['KEY1234', 'tok-999'])).toBe(
      'a [redacted] b [redacted] c [redacted]',
    );
  });
});
