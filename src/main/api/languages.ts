// Language discovery: /v3/languages per product, /v3/languages/products and the legacy /v2/languages.
// Lists are reused for at most an hour (the service allows that much caching); concurrent callers share one
// request. Parsing keeps unknown languages, features and fields: the v3 lists grow without notice.
import {
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
import { CancelledError } from '../../shared/errors';
import { parseRequest } from './checks';
import type { CallOptions, Transport } from './transport';

interface CacheEntry<T> {
  expiresAt: number;
  value: Promise<T>;
}

export class LanguagesApi {
  private readonly cache = new Map<string, CacheEntry<unknown>>();

  constructor(
    private readonly transport: Transport,
    private readonly cacheOptions: { ttlMs: number; now: () => number },
  ) {}

  /** GET /v3/languages?product=...; `includeBeta` also lists languages moved to beta. */
  async list(product: Product, options: CallOptions & { includeBeta?: boolean } = {}): Promise<LanguagesResponse> {
    const include = options.includeBeta ? ('beta' as const) : undefined;
    parseRequest(LanguagesQuerySchema, { product, include });
    return this.cached(`v3:${product}:${include ?? ''}`, options.signal, () =>
      this.transport.json('GET', '/v3/languages', { query: { product, include }, schema: LanguagesResponseSchema }),
    );
  }

  /** GET /v3/languages/products: each product with the features it knows and the sides they are checked on. */
  async products(options: CallOptions = {}): Promise<ProductsResponse> {
    return this.cached('v3:products', options.signal, () => this.transport.json('GET', '/v3/languages/products', { schema: ProductsResponseSchema }));
  }

  /** GET /v2/languages (legacy): `type` is `source` (default) or `target`. */
  async listV2(type: V2LanguageType = 'source', options: CallOptions = {}): Promise<LanguagesV2Response> {
    parseRequest(LanguagesV2QuerySchema, { type });
    return this.cached(`v2:${type}`, options.signal, () => this.transport.json('GET', '/v2/languages', { query: { type }, schema: LanguagesV2ResponseSchema }));
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
