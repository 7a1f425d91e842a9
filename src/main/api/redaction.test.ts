import { describe, expect, it } from 'vitest';
import { maskKey, redact } from './redaction';

describe('redaction', () => {
  it('replaces every occurrence of every secret', () => {
    expect(redact('a KEY1234 b KEY1234 c tok-999', ['KEY1234', 'tok-999'])).toBe('a [redacted] b [redacted] c [redacted]');
  });
  it('shows only the last 4 characters of a key', () => {
    expect(maskKey('0123456789:fx')).toBe('****9:fx');
    expect(maskKey('abc')).toBe('****');
  });
});
