// Quality evaluation (the service's closed alpha): POST /v1/quality-evaluation takes segment pairs and answers
// 202 with a job; GET /v1/quality-evaluation/{job_id} answers 202 `processing` (with Retry-After) until the
// report is ready, then 200 `done` with each segment's issues and the summary (engine/qualityChecks.ts). Jobs
// are kept in memory per account (plan), unknown or another account's job is 404, a job id that is not a
// UUID 400. Nothing is billed. The same in both dialects.
import { randomUUID } from 'node:crypto';
import { json } from '../http/exchange';
import { badRequest, notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import { QualityEvaluationRequestSchema } from '../../shared/api/qualityEvaluation';
import { checkQualityEvaluationRequest } from '../../shared/rules/qualityEvaluation';
import { evaluateQuality, type QualityReport } from '../engine/qualityChecks';
import type { SimulatorModule } from '../context';

/**
 * How long a job is at least `processing`, so a client's polling is exercised; its first poll always finds it
 * processing too, however late it comes (a busy machine), so a client is always seen polling through it.
 */
const QUALITY_PROCESSING_MS = 150;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface QualityJob {
  account: string;
  readyAt: number;
  polled: boolean;
  report: QualityReport;
}

export const qualityEvaluationRoutes: SimulatorModule = ({ routes, onReset }) => {
  const jobs = new Map<string, QualityJob>();
  onReset(() => jobs.clear());

  routes.add(
    {
      method: 'POST',
      path: '/v1/quality-evaluation',
      access: 'key',
      handle: (exchange) => {
        const fields = exchange.fields();
        rejectIssues(checkQualityEvaluationRequest(fields));
        const request = parseWith(QualityEvaluationRequestSchema, fields);
        const jobId = randomUUID();
        jobs.set(jobId, {
          account: exchange.caller.plan,
          readyAt: Date.now() + QUALITY_PROCESSING_MS,
          polled: false,
          report: evaluateQuality(request.segments, request.metadata.target_language),
        });
        return json(202, { job_id: jobId, poll_url: `/v1/quality-evaluation/${jobId}` }, { 'retry-after': '1' });
      },
    },
    {
      method: 'GET',
      path: '/v1/quality-evaluation/:job_id',
      access: 'key',
      handle: (exchange) => {
        const jobId = exchange.params.job_id!;
        if (!UUID.test(jobId)) throw badRequest('job_id must be a valid UUID.');
        const job = jobs.get(jobId);
        if (!job || job.account !== exchange.caller.plan) throw notFound('Quality evaluation job not found.');
        const firstPoll = !job.polled;
        job.polled = true;
        if (firstPoll || Date.now() < job.readyAt)
          return json(202, { job_id: jobId, status: 'processing' }, { 'retry-after': '1' });
        return json(200, { job_id: jobId, status: 'done', ...job.report });
      },
    },
  );
};
