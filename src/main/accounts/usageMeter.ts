// The active account's usage (GET /v2/usage), for the meter in Settings and beside the account name. Read
// on demand and again after each translation, document and text improvement (`refresh`); every reading is
// published to the listeners. A failed reading keeps the last one and says why.
import { type UsageLevel, usageLevel } from '../../shared/rules/usage';
import { type ErrorData, toErrorData } from '../../shared/errors';
import type { LanguageServicesClient } from '../api/client';
import type { Connection } from './accountDirectory';

export interface UsageView {
  /** The account the reading belongs to (`demo` for the offline demo). */
  accountId: string;
  characterCount: number;
  /** null: no limit. */
  characterLimit: number | null;
  level: UsageLevel;
  /** When the reading was taken (ms since the epoch). */
  readAt: number;
  /** Set when the last attempt to read failed; the numbers are then the previous reading's. */
  problem?: ErrorData;
}

export interface UsageConnection {
  current(): Promise<Connection>;
  client(): Promise<LanguageServicesClient>;
}

export class UsageMeter {
  private last: UsageView | undefined;
  private reading: Promise<UsageView | undefined> | undefined;
  private readonly listeners = new Set<(view: UsageView) => void>();

  constructor(
    private readonly connection: UsageConnection,
    private readonly now: () => number = Date.now,
  ) {}

  /** The latest reading of the active account; asks the service when there is none for it yet. */
  async get(): Promise<UsageView | undefined> {
    const { accountId } = await this.connection.current();
    if (this.last?.accountId === accountId && !this.last.problem) return this.last;
    return this.refresh();
  }

  /** Reads usage again (after something was billed); concurrent callers share one request. */
  refresh(): Promise<UsageView | undefined> {
    this.reading ??= this.read().finally(() => (this.reading = undefined));
    return this.reading;
  }

  onChange(listener: (view: UsageView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async read(): Promise<UsageView | undefined> {
    const { accountId } = await this.connection.current();
    let view: UsageView;
    try {
      const usage = await (await this.connection.client()).usage.get();
      const reading = { characterCount: usage.character_count, characterLimit: usage.character_limit };
      view = { accountId, ...reading, level: usageLevel(reading), readAt: this.now() };
    } catch (error) {
      const previous = this.last?.accountId === accountId ? this.last : undefined;
      if (!previous) {
        view = { accountId, characterCount: 0, characterLimit: null, level: 'unlimited', readAt: this.now(), problem: toErrorData(error) };
      } else view = { ...previous, problem: toErrorData(error) };
    }
    this.last = view;
    for (const listener of this.listeners) listener(view);
    return view;
  }
}
