// Generates src/shared/rules/configuredRuleCatalog.ts, the configured rules Glossa's pickers offer (category ->
// rule -> options), from the published description's `components.schemas.ConfiguredRules` (the repository's copy
// in src/simulator/testing/reference/openapi.yaml, or the file named as the first argument).
// Run: npx tsx scripts/styleRuleCatalogue.ts [path/to/openapi.yaml]
// configuredRuleCatalog.test.ts (test/styleRules) fails when the module and the description differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import { format, resolveConfig } from 'prettier';

export const REPOSITORY_OPENAPI = join(__dirname, '..', 'src', 'simulator', 'testing', 'reference', 'openapi.yaml');
export const CATALOG_MODULE = join(__dirname, '..', 'src', 'shared', 'rules', 'configuredRuleCatalog.ts');

type Catalog = Record<string, Record<string, string[]>>;

interface PropertySchema {
  type?: string;
  enum?: unknown[];
  properties?: Record<string, PropertySchema>;
}

/** Category -> rule -> options, in the description's order, from an openapi.yaml's text. */
export function publishedCatalog(openapiText: string): Catalog {
  const document = load(openapiText) as { components?: { schemas?: Record<string, PropertySchema> } };
  const configured = document.components?.schemas?.ConfiguredRules;
  if (!configured?.properties) throw new Error('openapi.yaml has no components.schemas.ConfiguredRules.properties');
  const catalog: Catalog = {};
  for (const [category, categorySchema] of Object.entries(configured.properties)) {
    const rules: Record<string, string[]> = {};
    for (const [rule, ruleSchema] of Object.entries(categorySchema.properties ?? {})) {
      if (!Array.isArray(ruleSchema.enum)) throw new Error(`ConfiguredRules.${category}.${rule} has no enum`);
      rules[rule] = ruleSchema.enum.map(String);
    }
    catalog[category] = rules;
  }
  return catalog;
}

/** The generated module's text (Prettier-formatted, as the repository keeps it). */
export async function catalogModule(catalog: Catalog): Promise<string> {
  const text = `// GENERATED from the published description (openapi.yaml, components.schemas.ConfiguredRules): do not edit.
// Regenerate: npx tsx scripts/styleRuleCatalogue.ts (test/styleRules/configuredRuleCatalog.test.ts fails when it
// and the description differ). The configured rules the pickers offer, category -> rule -> options, combined from
// every supported language; any other identifier may still be typed (the spec does not show the catalog).
export const CONFIGURED_RULE_CATALOG: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>> = ${JSON.stringify(catalog)};
`;
  return format(text, { ...(await resolveConfig(CATALOG_MODULE)), filepath: CATALOG_MODULE });
}

async function main() {
  const source = process.argv[2] ?? REPOSITORY_OPENAPI;
  const catalog = publishedCatalog(readFileSync(source, 'utf8'));
  writeFileSync(CATALOG_MODULE, await catalogModule(catalog));
  const rules = Object.values(catalog).flatMap((r) => Object.values(r));
  console.log(
    `${Object.keys(catalog).length} categories, ${rules.length} rules, ${rules.flat().length} options (${new Set(rules.flat()).size} distinct) -> ${CATALOG_MODULE}`,
  );
}

if (process.argv[1] && /styleRuleCatalogue\.ts$/.test(process.argv[1])) void main();
