// The language lists of the active connection, per product: reused for at most an hour (what the service
// allows), kept in userData so the app starts offline with the last lists it saw, and filtered per feature
// so a picker offers only what the feature supports. The side(s) a feature is checked on come from the
// shared rules (FEATURE_TABLE); nothing about features is decided here.
import { join } from 'node:path';
import { z } from 'zod';
import {
  LANGUAGE_LIST_SOURCES,
  type Language,
  type LanguageListSource,
  LanguageSchema,
  type Product,
} from '../../shared/api/languages';
import type { CallRequest, Contract } from '../../shared/contract';
import type { LanguageResources } from '../../shared/calls/languages';
import { isGlossaError } from '../../shared/errors';
import { isUnusableList, languagesFromLegacy } from '../../shared/rules/legacyLanguages';
import { FEATURE_TABLE } from '../../shared/rules/languages';
import { readJsonFile, writeFileAtomic } from '../../node/atomicFile';
import type { LanguageServicesClient } from '../api/client';
import type { Connection } from '../accounts/accountDirectory';

/** The contract's request of a `languages` call, as the window sent it. */
type Request<M extends keyof Contract['languages']> = CallRequest<'languages', M>;
const LANGUAGE_CATALOG_FILE = 'language-catalog.json';
export const MAX_LIST_AGE_MS = 3_600_000;

export interface LanguageList {
  product: Product;
  languages: Language[];
  /** When the service sent this list (ms since the epoch). */
  fetchedAt: number;
  /** True when the service could not be asked and an older stored list is shown instead. */
  stale: boolean;
  /** `v2` when v3 discovery failed and the list was built from the legacy v2 lists. */
  source: LanguageListSource;
}

export interface LanguageChoices {
  sources: Language[];
  targets: Language[];
  fetchedAt: number;
  stale: boolean;
  source: LanguageListSource;
}

const StoredListSchema = z.object({
  fetchedAt: z.number(),
  languages: z.array(LanguageSchema),
  source: z.enum(LANGUAGE_LIST_SOURCES).default('v3'),
});
const CatalogFileSchema = z.object({ version: z.literal(1), lists: z.record(z.string(), StoredListSchema) });
type StoredList = z.infer<typeof StoredListSchema>;

export interface LanguageCatalogOptions {
  userDataDir: string;
  /** The active connection and its client (AccountDirectory). */
  connection: { current(): Promise<Connection>; client(): Promise<LanguageServicesClient> };
  now?: () => number;
  /** With an older stored list at hand, how long to wait for the service before showing that list. */
  refreshDeadlineMs?: number;
}

export class LanguageCatalog {
  private lists: Map<string, StoredList> | undefined;
  private readonly pending = new Map<string, Promise<StoredList>>();
  private writing: Promise<void> = Promise.resolve();
  private readonly path: string;
  private readonly now: () => number;

  constructor(private readonly options: LanguageCatalogOptions) {
    this.path = join(options.userDataDir, LANGUAGE_CATALOG_FILE);
    this.now = options.now ?? Date.now;
  }

  /** The product's list for the active connection; an older stored list when the service cannot be reached. */
  async list({ product, includeBeta }: Request<'list'>): Promise<LanguageList> {
    const connection = await this.options.connection.current();
    // The demo's address changes with every start; its lists belong to "the demo", not to a port.
    const key = `${connection.demo ? 'demo' : `${connection.accountId}@${connection.baseUrl}`}|${product}|${includeBeta ? 'beta' : ''}`;
    const lists = await this.load();
    const stored = lists.get(key);
    if (stored && this.now() - stored.fetchedAt < MAX_LIST_AGE_MS) return { product, ...stored, stale: false };
    try {
      // Offline, the client would retry for seconds; a picker with a stored list should not wait that long.
      const deadline = stored ? AbortSignal.timeout(this.options.refreshDeadlineMs ?? 4000) : undefined;
      const fresh = await this.fetch(key, product, includeBeta === true, deadline);
      return { product, ...fresh, stale: false };
    } catch (error) {
      if (stored) return { product, ...stored, stale: true };
      throw error;
    }
  }

  /**
   * What a picker may offer for a product, and for a feature of it: a side on which the feature is checked
   * lists only languages that support it (formality: targets with `formality`; glossary use: both sides).
   * For `glossary` (creating glossaries) any source with any target forms a pair.
   */
  async choices({ product, feature, includeBeta }: Request<'choices'>): Promise<LanguageChoices> {
    const { languages, fetchedAt, stale, source } = await this.list({
      product,
      ...(includeBeta === undefined ? {} : { includeBeta }),
    });
    const row = feature ? FEATURE_TABLE[feature] : undefined;
    if (row && !row.products.includes(product)) return { sources: [], targets: [], fetchedAt, stale, source };
    const needs = (side: 'source' | 'target', language: Language) =>
      !row?.checkOn.includes(side) || language.features.includes(feature as string);
    return {
      sources: languages.filter((l) => l.usable_as_source && needs('source', l)),
      targets: languages.filter((l) => l.usable_as_target && needs('target', l)),
      fetchedAt,
      stale,
      source,
    };
  }

  /**
   * Each resource's features and the side(s) of a pair that must support them, as the service reports them
   * (the client keeps the answer for up to an hour, as it does the lists).
   */
  async resources(): Promise<LanguageResources> {
    const { languages } = await this.options.connection.client();
    const resources = await languages.products();
    return {
      resources: resources.map((resource) => ({
        name: resource.name,
        features: resource.features.map((feature) => ({
          name: feature.name,
          needsSource: feature.needs_source_support === true,
          needsTarget: feature.needs_target_support === true,
        })),
      })),
      route: languages.productsDialect === 'public' ? 'resources' : 'products',
    };
  }

  /** Waits for the catalog file to be written (tests, shutdown). */
  flush(): Promise<void> {
    return this.writing;
  }

  private fetch(key: string, product: Product, includeBeta: boolean, deadline?: AbortSignal): Promise<StoredList> {
    const running = this.pending.get(key);
    if (running) return deadline ? abortable(running, deadline) : running;
    const request = (async () => {
      const client = await this.options.connection.client();
      // The client keeps its own cache for up to the same hour; an expired entry here must ask the service.
      client.languages.clearCache();
      const signal = deadline ? { signal: deadline } : {};
      const { languages, source } = await discover(client, product, includeBeta, signal);
      const entry: StoredList = { fetchedAt: this.now(), languages, source };
      (await this.load()).set(key, entry);
      this.persist();
      return entry;
    })().finally(() => this.pending.delete(key));
    this.pending.set(key, request);
    return request;
  }

  private async load(): Promise<Map<string, StoredList>> {
    if (this.lists) return this.lists;
    const stored = await readJsonFile(this.path).catch(() => undefined);
    const parsed = CatalogFileSchema.safeParse(stored?.value);
    this.lists ??= new Map(parsed.success ? Object.entries(parsed.data.lists) : []);
    return this.lists;
  }

  private persist(): void {
    const snapshot = JSON.stringify({ version: 1, lists: Object.fromEntries(this.lists ?? []) });
    // Best effort: a list that cannot be stored is still shown; the next start just asks the service.
    this.writing = this.writing.then(() => writeFileAtomic(this.path, snapshot)).catch(() => undefined);
  }
}

/**
 * A product's languages from v3 discovery, or, when v3 fails or answers a list no picker can use, from the
 * legacy v2 lists. An auth, quota or cancel failure is the caller's to hear: v2 would fail the same way.
 */
async function discover(
  client: LanguageServicesClient,
  product: Product,
  includeBeta: boolean,
  options: { signal?: AbortSignal },
): Promise<{ languages: Language[]; source: LanguageListSource }> {
  let failure: unknown;
  try {
    const languages = await client.languages.list(product, { includeBeta, ...options });
    if (!isUnusableList(languages)) return { languages, source: 'v3' };
    failure = new Error(`GET /v3/languages answered no usable ${product} languages`);
  } catch (error) {
    if (isGlossaError(error, 'auth') || isGlossaError(error, 'quota') || isGlossaError(error, 'cancelled')) throw error;
    failure = error;
  }
  const legacy = await legacyLists(client, product, options).catch(() => undefined);
  if (!legacy || isUnusableList(legacy)) throw failure;
  return { languages: legacy, source: 'v2' };
}

async function legacyLists(
  client: LanguageServicesClient,
  product: Product,
  options: { signal?: AbortSignal },
): Promise<Language[] | undefined> {
  if (!languagesFromLegacy(product, { sources: [], targets: [] })) return undefined;
  const [sources, targets, glossaryPairs] = await Promise.all([
    client.languages.listV2('source', options),
    client.languages.listV2('target', options),
    client.languages.glossaryPairsV2(options).catch((error: unknown) => {
      if (product === 'glossary') throw error;
      return undefined;
    }),
  ]);
  return languagesFromLegacy(product, { sources, targets, ...(glossaryPairs ? { glossaryPairs } : {}) });
}

/** Waits for a shared request, but gives up when `signal` aborts (the request itself goes on for others). */
function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    promise.then(resolve, reject);
  });
}
