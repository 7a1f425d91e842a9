// What the simulator received, for tests that check what a client sent (retries, upload sizes, methods).
export interface LoggedRequest {
  /** Order of arrival, from 1. */
  seq: number;
  time: string;
  plan: 'pro' | 'free';
  method: string;
  /** Path without the query (the query is in `query`, minus any auth_key value). */
  path: string;
  query: string;
  /** The route pattern the path matched, when it matched one. */
  route?: string;
  /** Status answered; `dropped` when the connection was destroyed on purpose. */
  status: number | 'dropped';
  /** Body bytes received (for an upload: the size of what arrived). */
  bytes: number;
  /** The scheme word of the Authorization header, never the key. */
  authScheme?: string;
  durationMs: number;
}

const MAX_ENTRIES = 5000;

export class RequestLog {
  private entries: LoggedRequest[] = [];
  private seq = 0;

  add(entry: Omit<LoggedRequest, 'seq'>): void {
    this.seq += 1;
    this.entries.push({ seq: this.seq, ...entry });
    if (this.entries.length > MAX_ENTRIES) this.entries.splice(0, this.entries.length - MAX_ENTRIES);
  }

  list(): LoggedRequest[] {
    return [...this.entries];
  }

  clear(): void {
    this.entries = [];
    this.seq = 0;
  }
}
