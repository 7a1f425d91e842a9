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
    return this.cached(`v3:${product}:${include ?? ''}`, () =>
      this.transport.json('GET', '/v3/languages', { query: { product, include }, schema: LanguagesResponseSchema, signal: options.signal }),
    );
  }

  /** GET /v3/languages/products: each product with the features it knows and the sides they are checked on. */
  async products(options: CallOptions = {}): Promise<ProductsResponse> {
    return this.cached('v3:products', () => this.transport.json('GET', '/v3/languages/products', { schema: ProductsResponseSchema, signal: options.signal }));
  }

  /** GET /v2/languages (legacy): `type` is `source` (default) or `target`. */
  async listV2(type: V2LanguageType = 'source', options: CallOptions = {}): Promise<LanguagesV2Response> {
    parseRequest(LanguagesV2QuerySchema, { type });
    return this.cached(`v2:${type}`, () => this.transport.json('GET', '/v2/languages', { query: { type }, schema: LanguagesV2ResponseSchema, signal: options.signal }));
  }

  /** Forgets every cached list, e.g. after the user switched keys or data centers. */
  clearCache(): void {
    this.cache.clear();
  }

  private cached<T>(key: string, load: () => Promise<T>): Promise<T> {
    const now = this.cacheOptions.now();
    const hit = this.cache.get(key) as CacheEntry<T> | undefined;
    if (hit && hit.expiresAt > now) return hit.value;
    const value = load();
    this.cache.set(key, { expiresAt: now + this.cacheOptions.ttlMs, value });
    // A failed load is not cached: the next caller asks again.
    value.catch(() => {
      if (this.cache.get(key)?.value === value) this.cache.delete(key);
    });
    return value;
  }
}
