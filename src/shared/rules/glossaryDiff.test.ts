import { describe, expect, it } from 'vitest';
import { diffDictionary, hasChanges, sameEntries } from './glossaryDiff';

const before = [
  { source: 'Haus', target: 'house' },
  { source: 'Katze', target: 'cat' },
  { source: 'Hund', target: 'dog' },
];

describe('the changes an edit made to a dictionary', () => {
  it('are additions and changed targets, by source phrase', () => {
    const after = [
      { source: 'Haus', target: 'home' },
      { source: 'Katze', target: 'cat' },
      { source: 'Hund', target: 'dog' },
      { source: 'Maus', target: 'mouse' },
    ];
    expect(diffDictionary(before, after)).toEqual({
      added: [{ source: 'Maus', target: 'mouse' }],
      changed: [{ source: 'Haus', target: 'home' }],
      deleted: [],
    });
  });

  it('count an edited source phrase as a deletion plus an addition', () => {
    const after = [
      { source: 'Haus', target: 'house' },
      { source: 'Kater', target: 'cat' },
      { source: 'Hund', target: 'dog' },
    ];
    expect(diffDictionary(before, after)).toEqual({
      added: [{ source: 'Kater', target: 'cat' }],
      changed: [],
      deleted: ['Katze'],
    });
  });

  it('are none when only the order differs', () => {
    const reordered = [...before].reverse();
    expect(hasChanges(diffDictionary(before, reordered))).toBe(false);
    expect(sameEntries(before, reordered)).toBe(true);
    expect(sameEntries(before, before.slice(1))).toBe(false);
  });

  it('handle sources named like Object properties', () => {
    expect(
      diffDictionary([{ source: 'constructor', target: 'a' }], [{ source: 'constructor', target: 'b' }]).changed,
    ).toEqual([{ source: 'constructor', target: 'b' }]);
  });
});
