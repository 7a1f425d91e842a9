// The two accounts of one simulator instance (Pro and Free), their keys, the developer keys the admin API
// creates on the Pro account, and the characters each key has used against its limit in the current usage
// period (a key's count starts again at 0 in a new period).
import { randomBytes, randomUUID } from 'node:crypto';
import { QuotaExceededError } from '../../shared/errors';
import { PersistedCollection } from './persistedCollection';
import { UsageLedger, type LedgerKind } from './usageLedger';
import { UsagePeriods } from './usagePeriods';

export interface SimulatorKeys {
  pro: string;
  free: string;
  admin: string;
}

/** Fixed demo keys, so the offline demo and the docs can name them. Free keys end in `:fx` like real ones. */
export const DEFAULT_KEYS: SimulatorKeys = {
  pro: 'glossa-demo-pro-key',
  free: 'glossa-demo-free-key:fx',
  admin: 'glossa-demo-admin-key',
};

/** Keys for one run of the app's own simulator: random, known only to the process that made them. */
export function perRunKeys(): SimulatorKeys {
  const key = () => randomBytes(24).toString('base64url');
  return { pro: `glossa-demo-${key()}`, free: `glossa-demo-${key()}:fx`, admin: `glossa-demo-admin-${key()}` };
}

type KeyKind = 'pro' | 'free' | 'admin' | 'developer';

/** Who sent a request: the key and the plan it belongs to. */
export interface Caller {
  key: string;
  kind: KeyKind;
  plan: 'pro' | 'free';
}

export interface DeveloperKey {
  key_id: string;
  label: string;
  creation_time: string;
  deactivated_time?: string;
  is_deactivated: boolean;
  usage_limits: { characters: number | null; speech_to_text_milliseconds: number | null };
}

const DEFAULT_DEVELOPER_KEY_LABEL = 'Developer key';

/** The products a character count belongs to (the public service's usage `product_type`). */
export type UsageProduct = 'translate' | 'write';
export const USAGE_PRODUCTS: readonly UsageProduct[] = ['translate', 'write'];

interface Usage {
  characters: number;
  /** The same count split by product; absent in files written before products were counted. */
  products?: Partial<Record<UsageProduct, number>>;
  /** The usage period (`YYYY-MM`) the count belongs to; absent in files written before periods existed. */
  period?: string;
}

/** How a count is reported day by day: a document's characters apart from text, and the request's reporting tag. */
export interface UsageDetail {
  document?: boolean;
  tag?: string;
}

export type KeyLookup = { caller: Caller } | { deactivated: true } | undefined;

export class Accounts {
  readonly developerKeys: PersistedCollection<DeveloperKey>;
  private readonly usage: PersistedCollection<Usage>;
  /** Every count again, per UTC day (the admin analytics). */
  readonly ledger: UsageLedger;
  /** Limits of the fixed keys, set through the control API; developer keys carry theirs. */
  private readonly fixedKeyLimits = new Map<string, number | null>();
  /** Milliseconds of speech each key used, with the usage period they belong to. */
  private readonly speech = new Map<string, { milliseconds: number; period: string }>();
  /** The period a stored count without one is taken to belong to: the one the simulator started in. */
  private readonly startPeriod: string;

  constructor(
    readonly keys: SimulatorKeys,
    dataDir: string | undefined,
    readonly periods: UsagePeriods = new UsagePeriods(),
  ) {
    this.developerKeys = new PersistedCollection(dataDir && `${dataDir}/developer_keys`);
    this.usage = new PersistedCollection(dataDir && `${dataDir}/usage`);
    this.ledger = new UsageLedger(dataDir);
    this.startPeriod = periods.current().id;
  }

  async load(): Promise<void> {
    await this.developerKeys.load((v): v is DeveloperKey => typeof (v as DeveloperKey)?.key_id === 'string');
    await this.usage.load((v): v is Usage => typeof (v as Usage)?.characters === 'number');
    await this.ledger.load();
  }

  lookup(key: string): KeyLookup {
    if (key === this.keys.admin) return { caller: { key, kind: 'admin', plan: 'pro' } };
    if (key === this.keys.pro) return { caller: { key, kind: 'pro', plan: 'pro' } };
    if (key === this.keys.free) return { caller: { key, kind: 'free', plan: 'free' } };
    const developer = this.developerKeys.get(key);
    if (!developer) return undefined;
    if (developer.is_deactivated) return { deactivated: true };
    return { caller: { key, kind: 'developer', plan: 'pro' } };
  }

  limitOf(key: string): number | null {
    const developer = this.developerKeys.get(key);
    if (developer) return developer.usage_limits.characters;
    return this.fixedKeyLimits.get(key) ?? null;
  }

  setFixedKeyLimit(key: string, characters: number | null): void {
    this.fixedKeyLimits.set(key, characters);
  }

  /** Characters the key has used in the current usage period. */
  usedBy(key: string): number {
    const usage = this.usage.get(key);
    return usage && (usage.period ?? this.startPeriod) === this.periods.current().id ? usage.characters : 0;
  }

  /** Throws QuotaExceededError (456) when `characters` more would go over the key's limit. */
  ensureCanUse(key: string, characters: number): void {
    const limit = this.limitOf(key);
    if (limit !== null && this.usedBy(key) + characters > limit) {
      throw new QuotaExceededError({
        message: 'Quota exceeded: the character limit of this key is reached.',
        serverDetail: `Limit ${limit}, used ${this.usedBy(key)}, this request needs ${characters}.`,
      });
    }
  }

  /**
   * Counts milliseconds of speech to text (a voice job's recording) against a developer key's speech limit;
   * throws QuotaExceededError (456) when they would go over it. Kept in memory, per usage period.
   */
  useSpeech(key: string, milliseconds: number): void {
    const period = this.periods.current().id;
    const used = this.speech.get(key);
    const before = used && used.period === period ? used.milliseconds : 0;
    const limit = this.developerKeys.get(key)?.usage_limits.speech_to_text_milliseconds ?? null;
    if (limit !== null && before + milliseconds > limit)
      throw new QuotaExceededError({
        message: 'Quota exceeded: the speech limit of this key is reached.',
        serverDetail: `Limit ${limit} ms, used ${before} ms, this recording needs ${milliseconds} ms.`,
      });
    this.speech.set(key, { milliseconds: before + milliseconds, period });
    this.ledger.addSpeech(this.periods.today(), key, milliseconds);
  }

  /** Checks the limit, then counts the characters. */
  use(key: string, characters: number, product: UsageProduct = 'translate', detail: UsageDetail = {}): void {
    this.ensureCanUse(key, characters);
    this.record(key, characters, product, detail);
  }

  /** Counts characters already committed (a finished document), even past the limit. */
  record(key: string, characters: number, product: UsageProduct = 'translate', detail: UsageDetail = {}): void {
    if (characters <= 0) return;
    const kind: LedgerKind = product === 'write' ? 'write' : detail.document ? 'document' : 'text';
    this.ledger.addCharacters(this.periods.today(), key, kind, characters, detail.tag);
    const products = { ...this.currentUsage(key)?.products };
    products[product] = (products[product] ?? 0) + characters;
    this.usage.set(key, { characters: this.usedBy(key) + characters, products, period: this.periods.current().id });
  }

  /** Characters of one product the key used in the current usage period. */
  productUsedBy(key: string, product: UsageProduct): number {
    return this.currentUsage(key)?.products?.[product] ?? 0;
  }

  /** Keys with a count in the current usage period (for account totals). */
  keysWithUsage(): string[] {
    return this.usage.keys().filter((key) => this.currentUsage(key) !== undefined);
  }

  private currentUsage(key: string): Usage | undefined {
    const usage = this.usage.get(key);
    return usage && (usage.period ?? this.startPeriod) === this.periods.current().id ? usage : undefined;
  }

  createDeveloperKey(label: string | undefined): DeveloperKey {
    const key: DeveloperKey = {
      key_id: `${randomUUID()}:${randomUUID()}`,
      label: label ?? DEFAULT_DEVELOPER_KEY_LABEL,
      creation_time: new Date().toISOString(),
      is_deactivated: false,
      usage_limits: { characters: null, speech_to_text_milliseconds: null },
    };
    this.developerKeys.set(key.key_id, key);
    return key;
  }

  activeDeveloperKeyCount(): number {
    return this.developerKeys.values().filter((key) => !key.is_deactivated).length;
  }

  reset(): void {
    this.developerKeys.clear();
    this.usage.clear();
    this.fixedKeyLimits.clear();
    this.speech.clear();
    this.ledger.clear();
    this.periods.reset();
  }

  async flush(): Promise<void> {
    await Promise.all([this.developerKeys.flush(), this.usage.flush(), this.ledger.flush()]);
  }
}
