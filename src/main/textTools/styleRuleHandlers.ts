// The contract's `styleRules` area: style rule lists (Pro only) of the active connection.
import type { AreaHandlers } from '../../shared/contract';
import type { StyleRuleLists } from './styleRuleLists';

export function styleRuleHandlers(styleRuleLists: StyleRuleLists): AreaHandlers<'styleRules'> {
  return {
    page: (request, ctx) => styleRuleLists.page(request, ctx),
    get: (request, ctx) => styleRuleLists.get(request, ctx),
    create: (request, ctx) => styleRuleLists.create(request, ctx),
    rename: (request, ctx) => styleRuleLists.rename(request, ctx),
    replaceConfiguredRules: (request, ctx) => styleRuleLists.replaceConfiguredRules(request, ctx),
    addCustomInstruction: (request, ctx) => styleRuleLists.addCustomInstruction(request, ctx),
    replaceCustomInstruction: (request, ctx) => styleRuleLists.replaceCustomInstruction(request, ctx),
    deleteCustomInstruction: (request, ctx) => styleRuleLists.deleteCustomInstruction(request, ctx),
    getCustomInstruction: (request, ctx) => styleRuleLists.getCustomInstruction(request, ctx),
    forTarget: (request, ctx) => styleRuleLists.forTarget(request, ctx),
    delete: (request, ctx) => styleRuleLists.delete(request, ctx),
  };
}
