// What the simulator billed, day by day: characters per key (text translation, document translation, text
// improvement), minutes of speech per key, and text translation characters per custom reporting tag (the
// `X-DeepL-Reporting-Tag` header). The admin analytics routes (routes/analytics.ts) answer from it, so a report
// is exactly what the keys used, and the same actions give the same report. One JSON file per UTC day.
import { PersistedCollection } from './persistedCollection';

/** Where billed characters come from, as the analytics break them down. */
export type LedgerKind = 'text' | 'document' | 'write';

export interface KeyDayUsage {
  text: number;
  document: number;
  write: number;
  speechMs: number;
}

export interface TagDayUsage {
  text: number;
  write: number;
}

export interface LedgerDay {
  /** `YYYY-MM-DD` (UTC). */
  day: string;
  keys: Record<string, KeyDayUsage>;
  tags: Record<string, TagDayUsage>;
}

const emptyKeyUsage = (): KeyDayUsage => ({ text: 0, document: 0, write: 0, speechMs: 0 });

/**
 * A tag as the service stores it: trimmed and lower-cased (" Sample-Tag" is reported as "sample-tag"); empty
 * means untagged.
 */
export const normalizeReportingTag = (raw: string | string[] | undefined): string | undefined => {
  const tag = (Array.isArray(raw) ? raw[0] : raw)?.trim().toLowerCase();
  return tag ? tag : undefined;
};

export class UsageLedger {
  private readonly days: PersistedCollection<LedgerDay>;

  constructor(dataDir: string | undefined) {
    this.days = new PersistedCollection(dataDir && `${dataDir}/usage_days`);
  }

  async load(): Promise<void> {
    await this.days.load(
      (v): v is LedgerDay => typeof (v as LedgerDay)?.day === 'string' && typeof (v as LedgerDay).keys === 'object',
    );
  }

  private dayOf(day: string): LedgerDay {
    return this.days.get(day) ?? { day, keys: {}, tags: {} };
  }

  /** Counts characters a key was billed on a day; text translation and improvement also count for their tag. */
  addCharacters(day: string, key: string, kind: LedgerKind, characters: number, tag?: string): void {
    if (characters <= 0) return;
    const entry = this.dayOf(day);
    const usage = (entry.keys[key] ??= emptyKeyUsage());
    usage[kind] += characters;
    if (tag && kind !== 'document') {
      const tagged = (entry.tags[tag] ??= { text: 0, write: 0 });
      tagged[kind] += characters;
    }
    this.days.set(day, entry);
  }

  addSpeech(day: string, key: string, milliseconds: number): void {
    if (milliseconds <= 0) return;
    const entry = this.dayOf(day);
    (entry.keys[key] ??= emptyKeyUsage()).speechMs += milliseconds;
    this.days.set(day, entry);
  }

  /** The days from `start` to `end` (both `YYYY-MM-DD`, both included) that have any usage, in order. */
  between(start: string, end: string): LedgerDay[] {
    return this.days
      .values()
      .filter((entry) => entry.day >= start && entry.day <= end)
      .sort((a, b) => a.day.localeCompare(b.day));
  }

  clear(): void {
    this.days.clear();
  }

  flush(): Promise<void> {
    return this.days.flush();
  }
}
