// The contract checks shortcut strings at the IPC boundary (issue 25: empty strings, NUL and lone surrogates
// were stored unchecked): quickTranslate.setPreferences refuses them before any handler runs.
import { describe, expect, it } from 'vitest';
import { contract } from './contract';
import { QuickTranslatePreferencesSchema } from './settings';

const request = contract.quickTranslate.setPreferences.request;
const preferences = (selectionShortcut: string) => ({
  ...QuickTranslatePreferencesSchema.parse({}),
  selectionShortcut,
});

describe('a shortcut sent to quickTranslate.setPreferences', () => {
  it('is taken as keys a person can type', () => {
    expect(request.safeParse(preferences('Ctrl+Alt+Shift+G')).success).toBe(true);
    expect(request.safeParse(preferences('CommandOrControl+Ä')).success).toBe(true);
  });

  it.each([
    ['empty', ''],
    ['with a NUL', 'Ctrl+\u0000G'],
    ['with a line break', 'Ctrl+G\n'],
    ['with a lone high surrogate', 'Ctrl+\uD83D'],
    ['with a lone low surrogate', 'Ctrl+\uDE00G'],
  ])('is refused when %s', (_name, shortcut) => {
    expect(request.safeParse(preferences(shortcut)).success).toBe(false);
  });
});
