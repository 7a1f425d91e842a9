// Usage and limits (GET /v2/usage): characters used in the current period, and the limit.
import { type UsageResponse, UsageResponseSchema } from '../../shared/api/usage';
import type { CallOptions, Transport } from './transport';

export class UsageApi {
  constructor(private readonly transport: Transport) {}

  /** GET /v2/usage: `character_count` of `character_limit`, plus what the plan adds. */
  async get(options: CallOptions = {}): Promise<UsageResponse> {
    return this.transport.json('GET', '/v2/usage', {
      schema: UsageResponseSchema,
      signal: options.signal,
      // A usage answer is a few hundred bytes; anything near the cap is not the service.
      limits: { maxBytes: 64 * 1024, deadlineMs: 30_000 },
    });
  }
}
