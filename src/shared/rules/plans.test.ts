import { describe, expect, it } from 'vitest';
import { proOnlyMessage, proOnlyReason } from './plans';

describe('plans', () => {
  it('lets Pro use text improvement and style rules', () => {
    expect(proOnlyReason('write', 'pro')).toBeUndefined();
    expect(proOnlyReason('style_rules', 'pro')).toBeUndefined();
  });
  it('tells a Free account why text improvement and style rules are unavailable', () => {
    expect(proOnlyReason('write', 'free')).toMatch(/^Text improvement is available only to Pro subscribers/);
    expect(proOnlyReason('style_rules', 'free')).toMatch(/^Style rules are available only to Pro subscribers/);
  });
});

describe('the reason as a catalogue message', () => {
  it('names each Pro-only feature by its own message, and none on Pro', () => {
    expect(proOnlyMessage('translation_memories', 'free')).toEqual({ id: 'plans.proOnly.memories' });
    expect(proOnlyMessage('write', 'pro')).toBeUndefined();
  });
});
