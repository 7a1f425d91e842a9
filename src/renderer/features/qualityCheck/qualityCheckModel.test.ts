import { describe, expect, it } from 'vitest';
import { doubtfulSegments, entrySegments, markSpans, scoreVerdict, translationSegments } from './qualityCheckModel';

describe('translationSegments', () => {
  it('pairs paragraph by paragraph, and the whole texts when the counts differ', () => {
    expect(translationSegments('One.\n\nTwo.', 'Eins.\n\nZwei.')).toEqual([
      { source: 'One.', target: 'Eins.' },
      { source: 'Two.', target: 'Zwei.' },
    ]);
    expect(translationSegments('One.\nTwo.', 'Eins. Zwei.')).toEqual([{ source: 'One.\nTwo.', target: 'Eins. Zwei.' }]);
    expect(translationSegments('', '')).toEqual([]);
  });
});

describe('entrySegments', () => {
  it('takes entries with both sides, in the order shown, up to the limit, and says whether more were left', () => {
    const entries = [
      { source: 'house', target: 'Haus' },
      { source: 'tree', target: '' },
      { source: 'door', target: 'Tür' },
      { source: 'roof', target: 'Dach' },
    ];
    expect(entrySegments(entries, [0, 1, 2, 3], 2)).toEqual({
      segments: [
        { source: 'house', target: 'Haus' },
        { source: 'door', target: 'Tür' },
      ],
      more: true,
    });
    expect(entrySegments(entries, [3, 0], 2)).toEqual({
      segments: [
        { source: 'roof', target: 'Dach' },
        { source: 'house', target: 'Haus' },
      ],
      more: false,
    });
  });
});

describe('doubtfulSegments', () => {
  it('keeps the segments with issues, worst issue first', () => {
    const issue = (severity: string) => ({
      type: 'Accuracy',
      subType: 'Omission',
      severity,
      explanation: severity,
      sourceSpans: [],
      targetSpans: [],
    });
    const doubtful = doubtfulSegments(
      {
        overallScore: 80,
        segments: [
          { index: 0, issues: [] },
          { index: 1, issues: [issue('Minor'), issue('Critical')] },
        ],
      },
      [
        { source: 'a', target: 'b' },
        { source: 'c', target: 'd' },
      ],
    );
    expect(doubtful.map((d) => [d.index, d.source, d.issues.map((i) => i.severity)])).toEqual([
      [1, 'c', ['Critical', 'Minor']],
    ]);
  });
});

describe('markSpans', () => {
  it('marks code-point spans, emoji counted as one', () => {
    expect(markSpans('a😀bc', [{ start: 1, end: 3 }])).toEqual([
      { text: 'a', marked: false },
      { text: '😀b', marked: true },
      { text: 'c', marked: false },
    ]);
  });
});

it('says what a score means', () => {
  expect([scoreVerdict(100), scoreVerdict(75), scoreVerdict(40)]).toEqual([
    'qualityCheck.verdict.good',
    'qualityCheck.verdict.secondLook',
    'qualityCheck.verdict.review',
  ]);
  expect(scoreVerdict(91, true)).toBe('qualityCheck.verdict.review');
});
