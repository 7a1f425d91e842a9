// The active account's usage (GET /v2/usage), for the meter in Settings and beside the account name. Read
// on demand and again after each translation, document and text improvement (`refresh`); every reading is
// published to the listeners. A failed reading keeps the last one and says why.
import type { UsageView } from '../../shared/calls/accounts';
import { usageLevel } from '../../shared/rules/usage';
import { toErrorData } from '../../shared/errors';
import type { LanguageServicesClient } from '../api/client';
import type { Connection } from './accountDirectory';

export interface UsageConnection {
  current(): Promise<Connection>;
  client(): Promise<LanguageServicesClient>;
}

export class UsageMeter {
  private last: UsageView | undefined;
  private reading: { accountId: string; view: Promise<UsageView> } | undefined;
  private readonly listeners = new Set<(view: UsageView) => void>();

  constructor(
    private readonly connection: UsageConnection,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The latest reading of the active account; asks the service when there is none for it yet. Throws what
   * went wrong when the service cannot be asked and there is no earlier reading to show.
   */
  async get(): Promise<UsageView> {
    const { accountId } = await this.connection.current();
    if (this.last?.accountId === accountId && !this.last.problem) return this.last;
    return this.refresh();
  }

  /** Reads usage again (after something was billed); concurrent callers for one account share one request. */
  async refresh(): Promise<UsageView> {
    const { accountId } = await this.connection.current();
    if (this.reading?.accountId === accountId) return this.reading.view;
    const view = this.read(accountId).finally(() => {
      if (this.reading?.view === view) this.reading = undefined;
    });
    this.reading = { accountId, view };
    return view;
  }

  onChange(listener: (view: UsageView) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  private async read(accountId: string): Promise<UsageView> {
    let view: UsageView;
    try {
      const usage = await (await this.connection.client()).usage.get();
      const reading = { characterCount: usage.character_count, characterLimit: usage.character_limit };
      view = { accountId, ...reading, level: usageLevel(reading), readAt: this.now() };
    } catch (error) {
      const previous = this.last?.accountId === accountId ? this.last : undefined;
      if (!previous) throw error;
      const { kind, message, nextStep } = toErrorData(error);
      view = { ...previous, problem: { kind, message, ...(nextStep ? { nextStep } : {}) } };
    }
    this.last = view;
    for (const listener of this.listeners) listener(view);
    return view;
  }
}
