// Wire shapes of quality evaluation (POST /v1/quality-evaluation and GET /v1/quality-evaluation/{job_id}, the
// service's closed alpha): segment pairs in, per-segment issues with spans and an overall score out.
import { z } from 'zod';

/** POST /v1/quality-evaluation body. Limits (500 segments, 10,000 characters a side): rules/qualityEvaluation.ts. */
export const QualityEvaluationRequestSchema = z.object({
  metadata: z.object({ source_language: z.string(), target_language: z.string() }),
  segments: z.array(z.object({ source: z.string(), target: z.string() })),
});
export type QualityEvaluationRequest = z.infer<typeof QualityEvaluationRequestSchema>;

export const QualityEvaluationJobSchema = z.looseObject({ job_id: z.string(), poll_url: z.string().optional() });

const SpanSchema = z.looseObject({ start: z.number(), end: z.number() });

/** One issue: `type` and `severity` stay plain strings, so a new value from the service is still shown. */
const QualityIssueSchema = z.looseObject({
  type: z.string(),
  sub_type: z.string(),
  severity: z.string(),
  explanation: z.string(),
  source_spans: z.array(SpanSchema),
  target_spans: z.array(SpanSchema),
});

/** The poll answer: `processing` (202), `done` with the report, or `error`. */
export const QualityEvaluationPollSchema = z.looseObject({
  job_id: z.string(),
  status: z.string(),
  segments: z.array(z.looseObject({ segment_index: z.number(), errors: z.array(QualityIssueSchema) })).optional(),
  summary: z.looseObject({ overall_score: z.number(), granular_counts: z.record(z.string(), z.unknown()) }).optional(),
  error: z.looseObject({ code: z.string(), message: z.string() }).optional(),
});
export type QualityEvaluationPoll = z.infer<typeof QualityEvaluationPollSchema>;
