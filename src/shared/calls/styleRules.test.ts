// The styleRules IPC area carries every configured rule the published catalog offers (identifiers of up to 230
// characters), and refuses what no catalog would hold.
import { describe, expect, it } from 'vitest';
import { CONFIGURED_RULE_CATALOG } from '../rules/configuredRuleCatalog';
import { ReplaceConfiguredRulesCallSchema } from './styleRules';

describe('replacing configured rules through the contract', () => {
  it('carries every category, rule and option of the published catalog', () => {
    for (const [category, rules] of Object.entries(CONFIGURED_RULE_CATALOG)) {
      for (const [rule, options] of Object.entries(rules)) {
        for (const option of options) {
          const call = { styleId: 'list', configuredRules: { [category]: { [rule]: option } } };
          expect(ReplaceConfiguredRulesCallSchema.safeParse(call).success, option).toBe(true);
        }
      }
    }
  });

  it('refuses an identifier of more than 500 characters, and more than 100 rules in one category', () => {
    const call = { styleId: 'list', configuredRules: { house: { brand_names: 'x'.repeat(501) } } };
    expect(ReplaceConfiguredRulesCallSchema.safeParse(call).success).toBe(false);
    const crowded = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`rule_${i}`, 'use']));
    expect(
      ReplaceConfiguredRulesCallSchema.safeParse({ styleId: 'list', configuredRules: { house: crowded } }).success,
    ).toBe(false);
  });
});
