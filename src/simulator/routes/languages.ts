// Language discovery: /v3/languages (per product, include=beta), /v3/languages/products and the legacy
// /v2/languages. Everything comes from the one shared language table.
import { json } from '../http/exchange';
import { parseWith } from '../http/validation';
import { LanguagesQuerySchema, LanguagesV2QuerySchema } from '../../shared/api/languages';
import { languagesFor, productsCatalog, v2Languages } from '../../shared/rules/languages';
import type { SimulatorModule } from '../context';

export const languageRoutes: SimulatorModule = ({ routes }) => {
  routes.add(
    {
      method: 'GET',
      path: '/v3/languages',
      access: 'key',
      handle: (exchange) => {
        const include = exchange.query.get('include');
        const { product } = parseWith(LanguagesQuerySchema, {
          product: exchange.query.get('product') ?? undefined,
          ...(include === 'beta' ? { include } : {}),
        });
        return json(200, languagesFor(product, { includeBeta: include === 'beta' }));
      },
    },
    { method: 'GET', path: '/v3/languages/products', access: 'key', handle: () => json(200, productsCatalog()) },
    {
      method: 'GET',
      path: '/v2/languages',
      access: 'key',
      handle: (exchange) => {
        const { type } = parseWith(LanguagesV2QuerySchema, { type: exchange.query.get('type')?.toLowerCase() ?? undefined });
        return json(200, v2Languages(type));
      },
    },
  );
};
