// Faults injected through the control API: for the next N requests to a route, answer with a status, wait
// before answering, or drop the connection (optionally after part of the upload has arrived).
export interface FaultSpec {
  /** A route pattern (`/v2/document`, `/v3/glossaries/:glossary_id`) or a concrete path. */
  path: string;
  /** Only this method; any method when absent. */
  method?: string;
  /** How many matching requests the fault applies to; default 1. */
  count?: number;
  /** Answer with this status and an error body instead of handling the request. */
  status?: number;
  /** Sent with `status` (e.g. 429, 503) as the Retry-After header, in seconds. */
  retryAfterSeconds?: number;
  /** Wait this long before answering (the request is then handled normally unless `status` or `drop` is set). */
  delayMs?: number;
  /** Destroy the connection without an answer. */
  drop?: boolean;
  /** With `drop`: read this many body bytes first, so the drop happens mid-upload. */
  dropAfterBytes?: number;
  /** Error message sent with `status`. */
  message?: string;
}

export interface ActiveFault extends FaultSpec {
  remaining: number;
}

export class Faults {
  private faults: ActiveFault[] = [];

  add(spec: FaultSpec): void {
    const count = spec.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
    this.faults.push({ ...spec, method: spec.method?.toUpperCase(), remaining: count });
  }

  /** Takes the first fault that matches this request, counting it down. */
  take(method: string, path: string, pattern: string): FaultSpec | undefined {
    const fault = this.faults.find(
      (f) => (f.path === path || f.path === pattern) && (f.method === undefined || f.method === method),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.faults = this.faults.filter((f) => f !== fault);
    return fault;
  }

  list(): ActiveFault[] {
    return this.faults.map((f) => ({ ...f }));
  }

  clear(): void {
    this.faults = [];
  }
}
