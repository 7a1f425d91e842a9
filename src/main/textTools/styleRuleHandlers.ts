// The contract's `styleRules` area: style rule lists (Pro only) of the active connection.
import type { AreaHandlers } from '../../shared/contract';
import type { StyleRuleLists } from './styleRuleLists';

export function styleRuleHandlers(styleRuleLists: StyleRuleLists): AreaHandlers<'styleRules'> {
  return {
    page: ({ page, pageSize }, ctx) => styleRuleLists.page(page, pageSize, ctx),
    get: ({ styleId }, ctx) => styleRuleLists.get(styleId, ctx),
    create: ({ name, language }, ctx) => styleRuleLists.create(name, language, ctx),
    rename: ({ styleId, name }, ctx) => styleRuleLists.rename(styleId, name, ctx),
    replaceConfiguredRules: ({ styleId, configuredRules }, ctx) => styleRuleLists.replaceConfiguredRules(styleId, configuredRules, ctx),
    addCustomInstruction: ({ styleId, ...instruction }, ctx) => styleRuleLists.addCustomInstruction(styleId, instruction, ctx),
    delete: async ({ styleId }, ctx) => (await styleRuleLists.delete(styleId, ctx), { deleted: true }),
  };
}
