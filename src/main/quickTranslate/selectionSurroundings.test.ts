// The text around a selection, as a quick translation's context: paragraphs either side, never a halved word.
import { describe, expect, it } from 'vitest';
import { selectionSurroundings, textAround } from './selectionSurroundings';

describe('the text around a selection', () => {
  const field = 'We walked along the river.\nThe bank was steep and muddy.\nWe sat down to rest.';

  it('is the whole field when it is short, with the selection in its place', () => {
    expect(textAround(field, 'bank')).toBe(field);
  });

  it('reaches a set distance either side and is cut at a line, never inside a word', () => {
    const long = `${'Far above. '.repeat(50)}\nThe river ran high.\nThe bank was steep.\nWe sat down.\n${'Far below. '.repeat(50)}`;
    const around = textAround(long, 'bank', 40);
    expect(around).toContain('The bank was steep.');
    expect(around.length).toBeLessThanOrEqual(40 * 2 + 'bank'.length);
    expect(around.startsWith('The river ran high.') || around.startsWith('The bank')).toBe(true);
    expect(around).not.toMatch(/^\S*e above/);
  });

  it('is empty when the selection is not in the focused field, or is all of it', () => {
    expect(textAround(field, 'mountain')).toBe('');
    expect(textAround('bank', 'bank')).toBe('');
    expect(textAround(field, '   ')).toBe('');
  });

  it('is not read at all on Linux, whose desktops hand over the selection alone', () => {
    expect(selectionSurroundings('linux')).toBeUndefined();
    expect(typeof selectionSurroundings('darwin')).toBe('function');
    expect(typeof selectionSurroundings('win32')).toBe('function');
  });
});
