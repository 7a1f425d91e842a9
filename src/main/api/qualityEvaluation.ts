// Quality evaluation (POST /v1/quality-evaluation, then GET /v1/quality-evaluation/{job_id} until `done`): the
// service's closed alpha. The request is checked before sending; the job is polled about once a second (the
// service's Retry-After) for at most two minutes, and a job that ends in `error` is a typed error.
import {
  type QualityEvaluationPoll,
  QualityEvaluationPollSchema,
  type QualityEvaluationRequest,
  QualityEvaluationRequestSchema,
  QualityEvaluationJobSchema,
} from '../../shared/api/qualityEvaluation';
import { ServiceUnavailableError, TimeoutError } from '../../shared/errors';
import { checkQualityEvaluationRequest } from '../../shared/rules/qualityEvaluation';
import { idSegment, parseRequest, refuseIfInvalid } from './checks';
import type { Sleep } from './sleep';
import type { CallOptions, Transport } from './transport';

const POLL_MS = 1000;
const MAX_WAIT_MS = 120_000;

export type QualityEvaluationDone = Required<Pick<QualityEvaluationPoll, 'segments' | 'summary'>> &
  QualityEvaluationPoll;

export class QualityEvaluationApi {
  constructor(
    private readonly transport: Transport,
    private readonly sleep: Sleep,
  ) {}

  /** Submits the segments and waits for the report. */
  async evaluate(request: QualityEvaluationRequest, options: CallOptions = {}): Promise<QualityEvaluationDone> {
    refuseIfInvalid(checkQualityEvaluationRequest(request));
    const body = parseRequest(QualityEvaluationRequestSchema, request);
    const job = await this.transport.json('POST', '/v1/quality-evaluation', {
      body,
      schema: QualityEvaluationJobSchema,
      signal: options.signal,
    });
    const signal = options.signal ?? new AbortController().signal;
    for (let waited = 0; ; waited += POLL_MS) {
      const poll = await this.poll(job.job_id, options);
      if (poll.status === 'done' && poll.segments && poll.summary) return poll as QualityEvaluationDone;
      if (poll.status === 'error')
        throw new ServiceUnavailableError({
          says: poll.error?.message
            ? { id: 'qualityCheck.error.failedSaying', values: { reason: poll.error.message } }
            : { id: 'qualityCheck.error.failed' },
          saysNextStep: { id: 'qualityCheck.error.failed.nextStep' },
        });
      if (waited >= MAX_WAIT_MS)
        throw new TimeoutError({
          says: { id: 'qualityCheck.error.tooSlow', values: { minutes: Math.round(MAX_WAIT_MS / 60_000) } },
          saysNextStep: { id: 'qualityCheck.error.tooSlow.nextStep' },
        });
      await this.sleep(POLL_MS, signal);
    }
  }

  /** GET /v1/quality-evaluation/{job_id}: `processing`, `done` with the report, or `error`. */
  poll(jobId: string, options: CallOptions = {}): Promise<QualityEvaluationPoll> {
    return this.transport.json('GET', `/v1/quality-evaluation/${idSegment('job_id', jobId)}`, {
      schema: QualityEvaluationPollSchema,
      signal: options.signal,
    });
  }
}
