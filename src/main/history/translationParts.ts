// Gathers the requests of one long translation (the Translate view sends a long text as several requests, 298
// for a book chapter) so history keeps it as one entry. Parts wait until the last one arrives; a translation
// that goes quiet, or is replaced by another, is kept with what arrived, since those parts were billed.
import type { TranslationPart } from '../../shared/calls/translate';
import type { HistoryRecord } from './historyStore';

interface Pending {
  translationId: string;
  first: HistoryRecord;
  sources: string[];
  results: string[];
  timer: ReturnType<typeof setTimeout> | null;
}

export class TranslationParts {
  private pending: Pending | null = null;

  constructor(
    private readonly keep: (record: HistoryRecord) => void,
    /** How long a translation may wait between two of its requests before what arrived is kept. */
    private readonly quietMs = 120_000,
  ) {}

  add(part: TranslationPart, record: HistoryRecord): void {
    if (this.pending && this.pending.translationId !== part.translationId) this.flush();
    const pending = (this.pending ??= {
      translationId: part.translationId,
      first: record,
      sources: [],
      results: [],
      timer: null,
    });
    pending.sources.push(record.source);
    pending.results.push(record.result);
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = null;
    if (part.index >= part.count - 1) return this.flush();
    pending.timer = setTimeout(() => this.flush(), this.quietMs);
    pending.timer.unref?.();
  }

  /** Keeps the translation that is gathering, as far as it arrived (on the last part, a pause, or closing). */
  flush(): void {
    const pending = this.pending;
    if (!pending) return;
    this.pending = null;
    if (pending.timer) clearTimeout(pending.timer);
    this.keep({ ...pending.first, source: pending.sources.join('\n'), result: pending.results.join('\n') });
  }
}
