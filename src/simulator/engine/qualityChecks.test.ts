// What the simulator's quality evaluation finds in a segment pair, and how it scores them.
import { describe, expect, it } from 'vitest';
import { evaluateQuality } from './qualityChecks';

const issuesOf = (source: string, target: string, lang = 'de') =>
  evaluateQuality([{ source, target }], lang).segments[0]!.errors.map((e) => `${e.sub_type}/${e.severity}`);

describe('evaluateQuality', () => {
  it('finds nothing in a faithful translation, and scores it 100', () => {
    const report = evaluateQuality([{ source: 'The house has 3 rooms.', target: 'Das Haus hat 3 Zimmer.' }], 'de');
    expect(report.segments).toEqual([{ segment_index: 0, errors: [] }]);
    expect(report.summary).toEqual({ overall_score: 100, granular_counts: {} });
  });

  it('a number of the source missing from the target is critical, pointed at in the source', () => {
    const [segment] = evaluateQuality(
      [{ source: 'Revenue came in 5% above forecast.', target: 'Der Umsatz lag 4 % über der Prognose.' }],
      'de',
    ).segments;
    expect(segment!.errors).toEqual([
      expect.objectContaining({
        type: 'Accuracy',
        sub_type: 'Mistranslation',
        severity: 'Critical',
        source_spans: [{ start: 16, end: 17 }],
        explanation: expect.stringContaining('the number 5'),
      }),
    ]);
  });

  it('reads grouped numbers alike: 1,000 is 1.000 and 1 000', () => {
    expect(issuesOf('It costs 1,000 euros.', 'Es kostet 1.000 Euro.')).toEqual([]);
  });

  it('an empty target is a critical omission; the source repeated is untranslated', () => {
    expect(issuesOf('Good morning.', '')).toEqual(['Omission/Critical']);
    expect(issuesOf('Good morning.', 'Good morning.')).toEqual(['Untranslated text/Major']);
  });

  it('a target far shorter than its source is an omission, far longer an addition', () => {
    expect(issuesOf('Please share these results with your teams by Friday.', 'Bitte teilen.')).toContain(
      'Omission/Major',
    );
    expect(
      issuesOf('Thanks for the reply.', 'Vielen Dank für die Antwort, die wir sehr gern und mit Freude gelesen haben.'),
    ).toContain('Addition/Minor');
  });

  it('lost end punctuation, a word twice and a misspelling are minor', () => {
    expect(issuesOf('Is it ready?', 'Ist es bereit')).toEqual(['Punctuation/Minor']);
    expect(issuesOf('The plan.', 'Der der Plan.')).toEqual(['Grammar/Minor']);
    expect(issuesOf('It is perhaps ready.', 'Es ist vieleicht bereit.')).toEqual(['Spelling/Minor']);
  });

  it('one source translated two ways is inconsistent; the score falls by each issue’s weight', () => {
    const report = evaluateQuality(
      [
        { source: 'Save', target: 'Speichern' },
        { source: 'Save', target: 'Sichern' },
      ],
      'de',
    );
    expect(report.segments[1]!.errors.map((e) => e.sub_type)).toEqual(['Inconsistency']);
    expect(report.summary).toEqual({
      overall_score: 99,
      granular_counts: { Style: { Inconsistency: { Minor: 1 } } },
    });
  });
});
