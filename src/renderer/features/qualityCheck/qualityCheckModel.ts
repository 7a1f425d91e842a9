// Pure logic of a quality check in a window: the segment pairs a screen sends (Translate's paragraphs), the
// doubtful segments of a report, an issue's spans as marked parts of its text, and the score in words.
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { QualityCheckResult, QualityIssue } from '../../../shared/calls/qualityCheck';
import { splitParagraphs } from '../translate/translateModel';

export interface SegmentPair {
  source: string;
  target: string;
}

/** Paragraph i of the source with paragraph i of the translation; the whole texts as one pair when they differ in count. */
export function translationSegments(source: string, translation: string): SegmentPair[] {
  const sources = splitParagraphs(source).texts;
  const targets = splitParagraphs(translation).texts;
  if (sources.length === 0) return [];
  if (sources.length === targets.length) return sources.map((text, i) => ({ source: text, target: targets[i]! }));
  return [{ source: sources.join('\n'), target: targets.join('\n') }];
}

/**
 * A dictionary's entries as segments (each entry a source and target phrase), in the order shown (`order`:
 * indexes into `entries`), as many as one check takes; entries with an empty side are left out. Stops at the
 * limit, so a dictionary of 250,000 entries costs no more than a small one; `more` says entries were left.
 */
export function entrySegments(
  entries: readonly { source: string; target: string }[],
  order: readonly number[],
  max: number,
): { segments: SegmentPair[]; more: boolean } {
  const segments: SegmentPair[] = [];
  for (const index of order) {
    const entry = entries[index];
    if (!entry || entry.source.trim() === '' || entry.target.trim() === '') continue;
    if (segments.length === max) return { segments, more: true };
    segments.push({ source: entry.source, target: entry.target });
  }
  return { segments, more: false };
}

const RANK: Record<string, number> = { Critical: 0, Major: 1, Minor: 2 };

export interface DoubtfulSegment extends SegmentPair {
  index: number;
  issues: QualityIssue[];
}

/** The segments with at least one issue, in their order, each issue worst first. */
export function doubtfulSegments(result: QualityCheckResult, pairs: readonly SegmentPair[]): DoubtfulSegment[] {
  return result.segments
    .filter((segment) => segment.issues.length > 0 && pairs[segment.index])
    .map((segment) => ({
      ...pairs[segment.index]!,
      index: segment.index,
      issues: worstFirst(segment.issues),
    }));
}

/** Issues ordered Critical, Major, Minor, then any other severity the service sends. */
export const worstFirst = (issues: readonly QualityIssue[]): QualityIssue[] =>
  [...issues].sort((a, b) => (RANK[a.severity] ?? 3) - (RANK[b.severity] ?? 3));

export interface MarkedPart {
  text: string;
  marked: boolean;
}

/** The text cut at the spans (code-point offsets, as the service counts), the spans' parts marked. */
export function markSpans(text: string, spans: readonly { start: number; end: number }[]): MarkedPart[] {
  const points = [...text];
  const marked = new Array<boolean>(points.length).fill(false);
  for (const { start, end } of spans)
    for (let i = Math.max(0, start); i < Math.min(end, points.length); i++) marked[i] = true;
  const parts: MarkedPart[] = [];
  points.forEach((point, i) => {
    const last = parts[parts.length - 1];
    if (last && last.marked === marked[i]) last.text += point;
    else parts.push({ text: point, marked: marked[i]! });
  });
  return parts;
}

/** The overall score as a reader takes it: a critical issue anywhere needs review whatever the average. */
export function scoreVerdict(score: number, critical = false): MessageId {
  if (critical || score < 70) return 'qualityCheck.verdict.review';
  if (score >= 90) return 'qualityCheck.verdict.good';
  return 'qualityCheck.verdict.secondLook';
}
