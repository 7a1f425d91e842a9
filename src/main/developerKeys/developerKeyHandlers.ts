// The contract's `developerKeys` area: developer key administration with the active account's admin key.
import type { AreaHandlers } from '../../shared/contract';
import type { DeveloperKeys } from './developerKeys';
import type { TeamUsageReports } from './teamUsage';

export function developerKeyHandlers(
  developerKeys: DeveloperKeys,
  teamUsage: TeamUsageReports,
): AreaHandlers<'developerKeys'> {
  return {
    list: (request, ctx) => developerKeys.list(request, ctx.signal),
    create: (request, ctx) => developerKeys.create(request, ctx.signal),
    rename: (request, ctx) => developerKeys.rename(request, ctx.signal),
    setLimit: (request, ctx) => developerKeys.setLimit(request, ctx.signal),
    deactivate: (request, ctx) => developerKeys.deactivate(request, ctx.signal),
    usage: (request, ctx) => teamUsage.report(request, ctx.signal),
    exportUsage: (request, ctx) => teamUsage.exportCsv(request, ctx.signal),
  };
}
