// Requests and answers of the `qualityCheck` IPC area (declared in contract.ts): segment pairs checked by the
// service's quality evaluation, answered as the doubtful segments with their issues; a finished XLIFF document's
// check, which main runs and keeps. Rules:
// src/shared/rules/qualityEvaluation.ts.
import { z } from 'zod';
import { QUALITY_MAX_SEGMENT_CHARACTERS, QUALITY_MAX_SEGMENTS } from '../rules/qualityEvaluation';
import { ErrorViewSchema } from './errorView';
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

/** "Check quality" on a finished document whose result is an XLIFF file: the job it belongs to. */
export const DocumentCheckRequestSchema = z.object({ jobId: z.string().min(1).max(64) });

/** A doubtful segment of a document: the file's segment id and its number, both sides as sent, the issues. */
const DoubtfulDocumentSegmentSchema = z.object({
  id: z.string(),
  number: z.number(),
  source: z.string(),
  target: z.string(),
  issues: z.array(QualityIssueSchema),
});
export type DoubtfulDocumentSegment = z.infer<typeof DoubtfulDocumentSegmentSchema>;

/** At most this many doubtful segments of one document are shown (the count says how many there are). */
export const DOCUMENT_CHECK_SHOWN = 100;

/**
 * A document's check as main keeps it (a window reloaded shows it again): reading the file, checking it in
 * requests of at most 500 segments, done, or stopped by an error with what was checked before it kept.
 */
export const DocumentCheckViewSchema = z.object({
  jobId: z.string(),
  /** The checked file's name. */
  name: z.string(),
  state: z.enum(['reading', 'checking', 'done', 'stopped']),
  sourceLang: z.string().optional(),
  targetLang: z.string().optional(),
  /** Segments to check, and checked so far. */
  total: z.number(),
  checked: z.number(),
  /** Segments left out: no target; longer than the service takes. */
  unfilled: z.number(),
  tooLong: z.number(),
  /** Over the segments checked, 0 (lowest) to 100. */
  score: z.number().optional(),
  doubtfulCount: z.number(),
  /** The first DOCUMENT_CHECK_SHOWN doubtful segments, in file order. */
  doubtful: z.array(DoubtfulDocumentSegmentSchema).max(DOCUMENT_CHECK_SHOWN),
  error: ErrorViewSchema.optional(),
});
export type DocumentCheckView = z.infer<typeof DocumentCheckViewSchema>;

export const DocumentChecksSchema = z.object({ checks: z.array(DocumentCheckViewSchema) });
