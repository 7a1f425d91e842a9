// The configured rules Glossa offers are the published description's (components.schemas.ConfiguredRules): the
// generated module must equal what scripts/styleRuleCatalogue.ts makes of the repository's openapi.yaml, and of
// the published folder beside the repository when there is one (../shared/reference, as in CI).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CATALOG_MODULE, REPOSITORY_OPENAPI, catalogModule, publishedCatalog } from '../../scripts/styleRuleCatalogue';
import { CONFIGURED_RULE_CATALOG } from '../../src/shared/rules/configuredRuleCatalog';

const PUBLISHED_BESIDE = join(__dirname, '..', '..', '..', 'shared', 'reference', 'openapi.yaml');
const descriptions = [REPOSITORY_OPENAPI, ...(existsSync(PUBLISHED_BESIDE) ? [PUBLISHED_BESIDE] : [])];

describe('the configured rule catalog', () => {
  it.each(descriptions)('holds every category, rule and option of %s, in its order', (path) => {
    expect(CONFIGURED_RULE_CATALOG).toEqual(publishedCatalog(readFileSync(path, 'utf8')));
  });

  it('is the generated module as the script writes it (regenerate: npx tsx scripts/styleRuleCatalogue.ts)', async () => {
    const expected = await catalogModule(publishedCatalog(readFileSync(REPOSITORY_OPENAPI, 'utf8')));
    expect(readFileSync(CATALOG_MODULE, 'utf8')).toBe(expected);
  });

  it('counts the published 7 categories, 159 rules and 518 options (462 distinct identifiers)', () => {
    const rules = Object.values(CONFIGURED_RULE_CATALOG).flatMap((category) => Object.values(category));
    expect(Object.keys(CONFIGURED_RULE_CATALOG)).toHaveLength(7);
    expect(rules).toHaveLength(159);
    expect(rules.flat()).toHaveLength(518);
    expect(new Set(rules.flat()).size).toBe(462);
  });

  it('names the rules the spec shows', () => {
    expect(CONFIGURED_RULE_CATALOG.dates_and_times?.calendar_era).toContain('use_bc_and_ad');
    expect(CONFIGURED_RULE_CATALOG.punctuation?.periods_in_academic_degrees).toContain('do_not_use');
    expect(CONFIGURED_RULE_CATALOG.punctuation?.apostrophe).toContain('use_curly_apostrophes');
    expect(CONFIGURED_RULE_CATALOG.style_and_tone?.abbreviations).toContain('use_abbreviations_and_symbols');
    expect(CONFIGURED_RULE_CATALOG.style_and_tone?.short_vs_long_words).toContain('use_short_words');
  });

  it('tells a description without the schema', () => {
    expect(() => publishedCatalog('openapi: 3.0.0\ncomponents: {schemas: {}}\n')).toThrow(/ConfiguredRules/);
  });
});
