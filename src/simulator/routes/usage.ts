// GET /v2/usage: the spec refers to a usage endpoint (its `character_count` sums text translation and text
// improvement characters) without giving its path or shape; the simulator serves the public service's
// (openapi.yaml UsageResponse) from the counts it keeps per key and usage period. `character_count` and
// `character_limit` are the calling key's. On Pro it adds what openapi.yaml marks "only present for API Pro":
// the key's count and limit, the period's start and end, and per-product counts (translate, write) of the key
// and of the whole account (every key of the Pro plan). No limit is `null` (spec dialect) or, in the public
// dialect, 1,000,000,000,000 as the public service answers (its schema has an integer there).
import { json } from '../http/exchange';
import { USAGE_PRODUCTS } from '../state/accounts';
import type { SimulatorModule } from '../context';

/** What the public service answers as the limit of an account without one. */
const PUBLIC_NO_LIMIT = 1_000_000_000_000;

export const usageRoutes: SimulatorModule = ({ routes, accounts, dialect }) => {
  routes.add({
    method: 'GET',
    path: '/v2/usage',
    access: 'key',
    handle: (exchange) => {
      const { key, plan } = exchange.caller;
      const count = accounts.usedBy(key);
      const limit = accounts.limitOf(key) ?? (dialect === 'public' ? PUBLIC_NO_LIMIT : null);
      const answer: Record<string, unknown> = { character_count: count, character_limit: limit };
      if (plan !== 'pro') return json(200, answer);
      const accountKeys = accounts
        .keysWithUsage()
        .filter(
          (other) => (accounts.lookup(other) as { caller?: { plan: string } } | undefined)?.caller?.plan === 'pro',
        );
      const period = accounts.periods.current();
      return json(200, {
        ...answer,
        products: USAGE_PRODUCTS.map((product) => {
          const keyCount = accounts.productUsedBy(key, product);
          const accountCount = accountKeys.reduce((sum, other) => sum + accounts.productUsedBy(other, product), 0);
          return {
            product_type: product,
            billing_unit: 'characters',
            api_key_unit_count: keyCount,
            account_unit_count: accountCount,
            api_key_character_count: keyCount,
            character_count: accountCount,
          };
        }),
        api_key_character_count: count,
        ...(limit === null ? {} : { api_key_character_limit: limit }),
        start_time: period.start,
        end_time: period.end,
      });
    },
  });
};
