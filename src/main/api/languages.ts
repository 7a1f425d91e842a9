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
  /** Which form of each v3 language route this address understands, once one has answered. */
  private readonly dialects = new Map<'list' | 'products', LanguageQueryDialect>();

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
      this.inDialect('list', (dialect) =>
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
      this.inDialect('products', (dialect) =>
        this.transport.json('GET', LANGUAGE_QUERY_DIALECTS[dialect].productsPath, { schema: ProductsResponseSchema }),
      ),
    );
  }

  /** Which form of the product list answered last (undefined before any did). */
  get productsDialect(): LanguageQueryDialect | undefined {
    return this.dialects.get('products');
  }

  /** Which form of the v3 language query answered last (undefined before any did). */
  get queryDialect(): LanguageQueryDialect | undefined {
    return this.dialects.get('list');
  }

  /**
   * Runs a v3 language call in the form this address understands, kept per endpoint (the query and the
   * product list may differ). Until one has answered, the spec's form is tried first. The other form is tried
   * only on evidence of it (`evidence`: a 400 that names the other form's query word, a 404 of the path),
   * never on any 400: a passing refusal must not switch an address for good. A kept form is checked again the
   * same way when a later call fails. When both forms are refused, the first refusal is what the caller hears.
   */
  private async inDialect<T>(
    endpoint: 'list' | 'products',
    call: (dialect: LanguageQueryDialect) => Promise<T>,
  ): Promise<T> {
    const first = this.dialects.get(endpoint) ?? 'spec';
    const other: LanguageQueryDialect = first === 'spec' ? 'public' : 'spec';
    try {
      const value = await call(first);
      this.dialects.set(endpoint, first);
      return value;
    } catch (error) {
      if (!dialectEvidence(endpoint, error, other)) throw error;
      const value = await call(other).catch((second: unknown) => {
        throw isGlossaError(second, 'validation') || isGlossaError(second, 'notFound') ? error : second;
      });
      this.dialects.set(endpoint, other);
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

/**
 * Whether a refusal shows that the address speaks the `other` form: for the product list a 404 of its path;
 * for the query a 400 whose words name the other form's query word (the public service: "The 'product'
 * parameter was renamed to 'resource'."). Any other 400 (a passing fault, a bad value) is no evidence.
 */
function dialectEvidence(endpoint: 'list' | 'products', error: unknown, other: LanguageQueryDialect): boolean {
  if (endpoint === 'products') return isGlossaError(error, 'notFound');
  if (!isGlossaError(error, 'validation')) return false;
  const words = [error.serverMessage, error.serverDetail].filter(Boolean).join(' ');
  return new RegExp(`\\b${LANGUAGE_QUERY_DIALECTS[other].parameter}\\b`, 'i').test(words);
}

/** `promise`, or a CancelledError as soon as `signal` aborts. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new CancelledError());
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}
