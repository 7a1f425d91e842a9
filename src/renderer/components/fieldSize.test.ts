// A text field is drawn wide enough for its placeholder, in any script.
import { describe, expect, it } from 'vitest';
import { sizeForPlaceholder } from './fieldSize';

describe('the size of a field for its placeholder', () => {
  it('is the placeholder’s length and room for the caret, at least the browser’s 20', () => {
    expect(sizeForPlaceholder('Der Pfad einer WAV-Datei auf diesem Computer')).toBe(46);
    expect(sizeForPlaceholder('Weekly sync')).toBe(20);
  });

  it('counts a wide character twice', () => {
    expect(sizeForPlaceholder('このコンピューター上の WAV ファイルのパス')).toBe(2 * 18 + 5 + 2);
  });
});
