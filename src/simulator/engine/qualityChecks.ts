// The simulator's quality evaluation: deterministic checks a reader can follow, each issue explained and
// pointed at with code-point spans, as the service's report is laid out (type, sub_type, severity,
// explanation, source_spans, target_spans). Checks: an empty or untranslated target, a number of the source
// missing from the target, a target much shorter or longer than its source, the end punctuation lost, a word
// written twice, a known misspelling, and one source translated two ways. The overall score is 100 less
// 25 per critical, 10 per major and 3 per minor issue, averaged over the segments.
import { correctText } from './corrections';

interface Span {
  start: number;
  end: number;
}
interface QualityIssueReport {
  type: 'Accuracy' | 'Fluency' | 'Style';
  sub_type: string;
  severity: 'Critical' | 'Major' | 'Minor';
  explanation: string;
  source_spans: Span[];
  target_spans: Span[];
}
export interface QualityReport {
  segments: { segment_index: number; errors: QualityIssueReport[] }[];
  summary: { overall_score: number; granular_counts: Record<string, Record<string, Record<string, number>>> };
}

const PENALTY = { Critical: 25, Major: 10, Minor: 3 } as const;
const NUMBER = /\d+(?:[.,\s]\d{3})*(?:[.,]\d+)?/gu;

/** Code-point offsets of a UTF-16 match (the service counts code points). */
function span(text: string, index: number, length: number): Span {
  const start = [...text.slice(0, index)].length;
  return { start, end: start + [...text.slice(index, index + length)].length };
}
const whole = (text: string): Span[] => (text.length > 0 ? [{ start: 0, end: [...text].length }] : []);
/** A number without its grouping, so 1,000 and 1.000 and 1 000 compare equal; decimals keep their digits. */
const digitsOf = (number: string) => number.replace(/[.,\s]/g, '');
const letters = (text: string) => text.replace(/[^\p{L}]/gu, '');

function checkSegment(source: string, target: string, targetLang: string): QualityIssueReport[] {
  const issues: QualityIssueReport[] = [];
  if (target.trim() === '') {
    return [
      {
        type: 'Accuracy',
        sub_type: 'Omission',
        severity: 'Critical',
        explanation: 'The translation is empty: nothing of the source is translated.',
        source_spans: whole(source),
        target_spans: [],
      },
    ];
  }
  const sourceLetters = letters(source);
  if (sourceLetters.length >= 3 && sourceLetters === letters(target)) {
    issues.push({
      type: 'Accuracy',
      sub_type: 'Untranslated text',
      severity: 'Major',
      explanation: `The translation repeats the source as it is: "${source.trim().slice(0, 60)}" was not translated.`,
      source_spans: whole(source),
      target_spans: whole(target),
    });
  }
  const targetNumbers = new Set([...target.matchAll(NUMBER)].map((m) => digitsOf(m[0])));
  for (const match of source.matchAll(NUMBER)) {
    if (targetNumbers.has(digitsOf(match[0]))) continue;
    issues.push({
      type: 'Accuracy',
      sub_type: 'Mistranslation',
      severity: 'Critical',
      explanation: `The source has the number ${match[0]}, which the translation does not have. A wrong number changes what the text says.`,
      source_spans: [span(source, match.index, match[0].length)],
      target_spans: [],
    });
  }
  const sourceLength = [...source.trim()].length;
  const ratio = [...target.trim()].length / Math.max(1, sourceLength);
  if (sourceLength >= 20 && ratio < 0.5) {
    issues.push({
      type: 'Accuracy',
      sub_type: 'Omission',
      severity: 'Major',
      explanation: `The translation is ${Math.round(ratio * 100)}% as long as its source: part of the source is probably missing.`,
      source_spans: whole(source),
      target_spans: whole(target),
    });
  } else if (sourceLength >= 20 && ratio > 2) {
    issues.push({
      type: 'Accuracy',
      sub_type: 'Addition',
      severity: 'Minor',
      explanation: `The translation is ${ratio.toFixed(1)} times as long as its source: it may add something the source does not say.`,
      source_spans: [],
      target_spans: whole(target),
    });
  }
  const sourceEnd = /[.!?。！？]\s*$/u.exec(source)?.[0].trim();
  if (sourceEnd && !/[.!?。！？…]\s*$/u.test(target)) {
    const end = [...target.trimEnd()].length;
    issues.push({
      type: 'Fluency',
      sub_type: 'Punctuation',
      severity: 'Minor',
      explanation: `The source ends with "${sourceEnd}", the translation with no end punctuation.`,
      source_spans: [span(source, source.trimEnd().length - 1, 1)],
      target_spans: [{ start: Math.max(0, end - 1), end }],
    });
  }
  for (const match of target.matchAll(/(?<![\p{L}\p{N}])(\p{L}+)\s+\1(?![\p{L}\p{N}])/giu)) {
    issues.push({
      type: 'Fluency',
      sub_type: 'Grammar',
      severity: 'Minor',
      explanation: `"${match[1]}" is written twice in a row.`,
      source_spans: [],
      target_spans: [span(target, match.index, match[0].length)],
    });
  }
  const base = targetLang.split('-')[0]!.toLowerCase();
  for (const match of target.matchAll(/\p{L}+/gu)) {
    const corrected = correctText(match[0], base);
    if (corrected.toLowerCase() === match[0].toLowerCase()) continue;
    issues.push({
      type: 'Fluency',
      sub_type: 'Spelling',
      severity: 'Minor',
      explanation: `"${match[0]}" is misspelled; it is written "${corrected}".`,
      source_spans: [],
      target_spans: [span(target, match.index, match[0].length)],
    });
  }
  return issues;
}

/** The report for segment pairs from `sourceLang` into `targetLang`. */
export function evaluateQuality(
  segments: readonly { source: string; target: string }[],
  targetLang: string,
): QualityReport {
  const firstTarget = new Map<string, { index: number; target: string }>();
  const reports = segments.map(({ source, target }, index) => {
    const errors = checkSegment(source, target, targetLang);
    const key = source.trim();
    const earlier = firstTarget.get(key);
    if (earlier && key !== '' && earlier.target.trim() !== target.trim()) {
      errors.push({
        type: 'Style',
        sub_type: 'Inconsistency',
        severity: 'Minor',
        explanation: `The same source is translated differently in segment ${earlier.index + 1}: "${earlier.target.trim().slice(0, 60)}".`,
        source_spans: whole(source),
        target_spans: whole(target),
      });
    } else if (!earlier) firstTarget.set(key, { index, target });
    return { segment_index: index, errors };
  });
  const counts: QualityReport['summary']['granular_counts'] = {};
  let penalty = 0;
  for (const issue of reports.flatMap((report) => report.errors)) {
    const bySubType = (counts[issue.type] ??= {});
    const bySeverity = (bySubType[issue.sub_type] ??= {});
    bySeverity[issue.severity] = (bySeverity[issue.severity] ?? 0) + 1;
    penalty += PENALTY[issue.severity];
  }
  const overall = Math.max(0, Math.round(100 - penalty / Math.max(1, segments.length)));
  return { segments: reports, summary: { overall_score: overall, granular_counts: counts } };
}
