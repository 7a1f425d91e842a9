// Text improvement (POST /v2/write/rephrase, Pro only): improves text in its own language, optionally with a
// writing style or a tone (never both); and correction (POST /v2/write/correct): spelling and grammar only.
import {
  type CorrectRequest,
  CorrectRequestSchema,
  type WriteRequest,
  WriteRequestSchema,
  type WriteResponse,
  WriteResponseSchema,
} from '../../shared/api/write';
import { checkWriteRequest } from '../../shared/rules/write';
import type { PlanName } from '../../shared/rules/plans';
import { parseRequest, refuseIfInvalid, refuseUnlessPro } from './checks';
import type { CallOptions, Transport } from './transport';

export class WriteApi {
  constructor(
    private readonly transport: Transport,
    private readonly plan: PlanName,
  ) {}

  /** POST /v2/write/rephrase: `improvements` in the order of the texts. */
  async rephrase(request: WriteRequest, options: CallOptions = {}): Promise<WriteResponse> {
    refuseUnlessPro('write', this.plan);
    refuseIfInvalid(checkWriteRequest(request));
    const body = parseRequest(WriteRequestSchema, request);
    return this.transport.json('POST', '/v2/write/rephrase', {
      body,
      schema: WriteResponseSchema,
      signal: options.signal,
    });
  }

  /** POST /v2/write/correct: the corrected texts, in order, in the same answer shape as rephrase. */
  async correct(request: CorrectRequest, options: CallOptions = {}): Promise<WriteResponse> {
    refuseUnlessPro('write', this.plan);
    refuseIfInvalid(checkWriteRequest(request, 'correct'));
    const body = parseRequest(CorrectRequestSchema, request);
    return this.transport.json('POST', '/v2/write/correct', {
      body,
      schema: WriteResponseSchema,
      signal: options.signal,
    });
  }
}
