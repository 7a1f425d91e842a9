// Checking translations with the service's quality evaluation: the segment pairs a screen hands over (Translate's
// paragraphs, a finished XLIFF's units, a glossary dictionary's entries) go to POST /v1/quality-evaluation on the
// active connection, and the report comes back in the window's shape.
import type { QualityCheckCall, QualityCheckResult, QualityIssue } from '../../shared/calls/qualityCheck';
import type { QualityEvaluationPoll } from '../../shared/api/qualityEvaluation';
import type { LanguageServicesClient } from '../api/client';

type ServiceIssue = NonNullable<QualityEvaluationPoll['segments']>[number]['errors'][number];

/** One issue of the service's report as the windows show it (a span is its start and end, nothing more). */
export const issueView = (issue: ServiceIssue): QualityIssue => ({
  type: issue.type,
  subType: issue.sub_type,
  severity: issue.severity,
  explanation: issue.explanation,
  sourceSpans: issue.source_spans.map(({ start, end }) => ({ start, end })),
  targetSpans: issue.target_spans.map(({ start, end }) => ({ start, end })),
});

export interface QualityCheckConnection {
  client(): Promise<LanguageServicesClient>;
}

export class QualityCheck {
  constructor(private readonly connection: QualityCheckConnection) {}

  async check(call: QualityCheckCall, signal?: AbortSignal): Promise<QualityCheckResult> {
    const client = await this.connection.client();
    const report = await client.qualityEvaluation.evaluate(
      {
        metadata: { source_language: call.sourceLang, target_language: call.targetLang },
        segments: call.segments,
      },
      signal ? { signal } : {},
    );
    return {
      overallScore: report.summary.overall_score,
      segments: report.segments.map((segment) => ({
        index: segment.segment_index,
        issues: segment.errors.map(issueView),
      })),
    };
  }
}
