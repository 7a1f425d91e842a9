// Language discovery: /v3/languages per product, /v3/languages/products and the legacy /v2/languages.
// Lists are reused for at most an hour (the service allows that much caching); concurrent callers share one
// request. Parsing keeps unknown languages, features and fields: the v3 lists grow without notice.
import {
  type GlossaryLanguagePairs,
  GlossaryLanguagePairsSchema,
  LANGUAGE_QUERY_DIALECTS,
  type LanguageQueryDialect,
  type LanguagesResponse,
  LanguagesQuerySchema,
  LanguagesResponseSchema,
  LanguagesV2QuerySchema,
  type LanguagesV2Response,
  LanguagesV2ResponseSchema,
  type Product,
  type ProductsResponse,
  ProductsResponseSchema,
  type V2LanguageType,
} from '../../shared/api/languages';
import { CancelledError, isGlossaError } from '../../shared/errors';
import { parseRequest } from './checks';
import type { CallOptions, Transport } from './transport';

interface CacheEntry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class LanguagesApi {
  private readonly cache = new Map<string, CacheEntry<unknown>>();
  /** Which form of the v3 language routes this address understands, once one has answered. */
  private dialect: LanguageQueryDialect | undefined;

  constructor(
    private readonly transport: Transport,
    private readonly cacheOptions: { ttlMs: number; now: () => number },
  ) {}

  /**
   * GET /v3/languages?product=... (the spec) or ?resource=... (the public service); `includeBeta` also lists
   * languages moved to beta. Features come back as names whichever form the service used.
   */
  async list(product: Product, options: CallOptions & { includeBeta?: boolean } = {}): Promise<LanguagesResponse> {
    const include = options.includeBeta ? ('beta' as const) : undefined;
    parseRequest(LanguagesQuerySchema, { product, include });
    return this.cached(`v3:${product}:${include ?? ''}`, options.signal, () =>
      this.inDialect('validation', (dialect) =>
        this.transport.json('GET', '/v3/languages', {
          query: { [LANGUAGE_QUERY_DIALECTS[dialect].parameter]: product, include },
          schema: LanguagesResponseSchema,
        }),
      ),
    );
  }

  /** GET /v3/languages/products (the spec) or /v3/languages/resources (the public service). */
  async products(options: CallOptions = {}): Promise<ProductsResponse> {
    return this.cached('v3:products', options.signal, () =>
      this.inDialect('notFound', (dialect) =>
        this.transport.json('GET', LANGUAGE_QUERY_DIALECTS[dialect].productsPath, { schema: ProductsResponseSchema }),
      ),
    );
  }

  /** Which form of the v3 routes answered last (undefined before any did). */
  get queryDialect(): LanguageQueryDialect | undefined {
    return this.dialect;
  }

  /**
   * Runs a v3 language call in the form this address understands. Until one has answered, the spec's form is
   * tried first, and the public one when the first is refused as `refusal` (a 400 for the query parameter,
   * a 404 for the product list's path); the form that answered is kept for this client. When both forms are
   * refused, the first refusal is what the caller hears.
   */
  private async inDialect<T>(
    refusal: 'validation' | 'notFound',
    call: (dialect: LanguageQueryDialect) => Promise<T>,
  ): Promise<T> {
    if (this.dialect) return call(this.dialect);
    try {
      const value = await call('spec');
      this.dialect = 'spec';
      return value;
    } catch (error) {
      if (!isGlossaError(error, refusal)) throw error;
      const value = await call('public').catch((second: unknown) => {
        throw isGlossaError(second, 'validation') || isGlossaError(second, 'notFound') ? error : second;
      });
      this.dialect = 'public';
      return value;
    }
  }

  /** GET /v2/languages (legacy): `type` is `source` (default) or `target`. */
  async listV2(type: V2LanguageType = 'source', options: CallOptions = {}): Promise<LanguagesV2Response> {
    parseRequest(LanguagesV2QuerySchema, { type });
    return this.cached(`v2:${type}`, options.signal, () =>
      this.transport.json('GET', '/v2/languages', { query: { type }, schema: LanguagesV2ResponseSchema }),
    );
  }

  /** GET /v2/glossary-language-pairs (legacy): the pairs glossaries can be made for. */
  async glossaryPairsV2(options: CallOptions = {}): Promise<GlossaryLanguagePairs> {
    return this.cached('v2:glossary-pairs', options.signal, () =>
      this.transport.json('GET', '/v2/glossary-language-pairs', { schema: GlossaryLanguagePairsSchema }),
    );
  }

  /** Forgets every cached list, e.g. after the user switched keys or data centers. */
  clearCache(): void {
    this.cache.clear();
  }

  /**
   * A cached list. The load is shared by every caller, so it does not take any one caller's signal: a
   * caller who cancels stops waiting (CancelledError) while the others still get the list.
   */
  private cached<T>(key: string, signal: AbortSignal | undefined, load: () => Promise<T>): Promise<T> {
    if (signal?.aborted) return Promise.reject(new CancelledError());
    const now = this.cacheOptions.now();
    let entry = this.cache.get(key) as CacheEntry<T> | undefined;
    if (!entry || entry.expiresAt <= now) {
      const value = load();
      entry = { expiresAt: now + this.cacheOptions.ttlMs, value };
      this.cache.set(key, entry);
      // A failed load is not cached: the next caller asks again.
      value.catch(() => {
        if (this.cache.get(key)?.value === value) this.cache.delete(key);
      });
    }
    return signal ? untilAborted(entry.value, signal) : entry.value;
  }
}

/** `promise`, or a CancelledError as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
