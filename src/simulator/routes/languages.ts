// Language discovery: /v3/languages (per product, include=beta), /v3/languages/products and the legacy
// /v2/languages. Everything comes from the one shared language table.
// The public dialect answers as the public service (reference README table): the query is `resource`
// (`product` is refused with 400), the list is /v3/languages/resources, each language has a `status`, and its
// `features` is an object keyed by feature name, each `{ status }`, with the public feature names.
import { json } from '../http/exchange';
import { badRequest } from '../http/serviceError';
import { parseWith } from '../http/validation';
import { LanguagesQuerySchema, LanguagesV2QuerySchema, type Language, type Product } from '../../shared/api/languages';
import { LANGUAGES, languagesFor, productsCatalog, v2Languages } from '../../shared/rules/languages';
import type { SimulatorModule } from '../context';

const PUBLIC_INCLUDE_VALUES = ['beta', 'external'];

/**
 * A spec feature name as the public service names it: `custom_instructions` is its `style_rules` feature of
 * text translation (the same targets); the `_external` voice features are its `include=external` ones (left
 * out unless asked). undefined: not shown.
 */
function publicFeatureName(feature: string, includeExternal: boolean): string | undefined {
  if (feature === 'custom_instructions') return 'style_rules';
  if (feature.endsWith('_external')) return includeExternal ? feature.slice(0, -'_external'.length) : undefined;
  return feature;
}

/** /v3/languages/resources: the spec's product catalog with the public feature names. */
function publicResources() {
  return productsCatalog().map((product) => ({
    ...product,
    features: product.features.flatMap((feature) => {
      const name = publicFeatureName(feature.name, false);
      return name === undefined ? [] : [{ ...feature, name }];
    }),
  }));
}

/** A language of the spec's answer in the public form: `status`, and `features` keyed by name. */
function publicLanguage(language: Language, product: Product, includeExternal: boolean): Record<string, unknown> {
  const beta = LANGUAGES.find((info) => info.code === language.lang)?.products[product]?.beta ?? false;
  const status = beta ? 'beta' : 'stable';
  const features: Record<string, { status: string }> = {};
  for (const feature of language.features) {
    const name = publicFeatureName(feature, includeExternal);
    if (name !== undefined) features[name] = { status };
  }
  return { ...language, status, features };
}

export const languageRoutes: SimulatorModule = ({ routes, dialect }) => {
  const publicForm = dialect === 'public';
  routes.add(
    {
      method: 'GET',
      path: '/v3/languages',
      access: 'key',
      handle: (exchange) => {
        if (publicForm) {
          if (exchange.query.has('product'))
            throw badRequest("The 'product' parameter was renamed to 'resource'.", 'Send ?resource=… instead.');
          const includes = exchange.query.getAll('include');
          const unknown = includes.find((value) => !PUBLIC_INCLUDE_VALUES.includes(value));
          if (unknown !== undefined)
            throw badRequest(`include must be ${PUBLIC_INCLUDE_VALUES.join(' or ')}; "${unknown}" is not one.`);
          const includeBeta = includes.includes('beta');
          const { product } = parseWith(LanguagesQuerySchema, { product: exchange.query.get('resource') ?? undefined });
          return json(
            200,
            languagesFor(product, { includeBeta }).map((language) =>
              publicLanguage(language, product, includes.includes('external')),
            ),
          );
        }
        const include = exchange.query.get('include');
        const { product } = parseWith(LanguagesQuerySchema, {
          product: exchange.query.get('product') ?? undefined,
          ...(include === 'beta' ? { include } : {}),
        });
        return json(200, languagesFor(product, { includeBeta: include === 'beta' }));
      },
    },
    publicForm
      ? { method: 'GET', path: '/v3/languages/resources', access: 'key', handle: () => json(200, publicResources()) }
      : { method: 'GET', path: '/v3/languages/products', access: 'key', handle: () => json(200, productsCatalog()) },
    {
      method: 'GET',
      path: '/v2/languages',
      access: 'key',
      handle: (exchange) => {
        const { type } = parseWith(LanguagesV2QuerySchema, {
          type: exchange.query.get('type')?.toLowerCase() ?? undefined,
        });
        return json(200, v2Languages(type));
      },
    },
  );
};
