// Requests and answers of the `qualityCheck` IPC area (declared in contract.ts): segment pairs checked by the
// service's quality evaluation, answered as the doubtful segments with their issues. Rules:
// src/shared/rules/qualityEvaluation.ts.
import { z } from 'zod';
import { QUALITY_MAX_SEGMENT_CHARACTERS, QUALITY_MAX_SEGMENTS } from '../rules/qualityEvaluation';
import { Lang } from './translate';

const Side = z.string().max(QUALITY_MAX_SEGMENT_CHARACTERS * 2);

export const QualityCheckCallSchema = z.object({
  sourceLang: Lang,
  targetLang: Lang,
  segments: z.array(z.object({ source: Side, target: Side })).max(QUALITY_MAX_SEGMENTS + 1),
});
export type QualityCheckCall = z.infer<typeof QualityCheckCallSchema>;

const Span = z.object({ start: z.number(), end: z.number() });
const QualityIssueSchema = z.object({
  type: z.string(),
  subType: z.string(),
  severity: z.string(),
  explanation: z.string(),
  sourceSpans: z.array(Span),
  targetSpans: z.array(Span),
});
export type QualityIssue = z.infer<typeof QualityIssueSchema>;

export const QualityCheckResultSchema = z.object({
  /** 0 (lowest) to 100. */
  overallScore: z.number(),
  /** Every segment, in the order sent; a segment with no issue has an empty list. */
  segments: z.array(z.object({ index: z.number(), issues: z.array(QualityIssueSchema) })),
});
export type QualityCheckResult = z.infer<typeof QualityCheckResultSchema>;
