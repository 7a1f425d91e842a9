// The contract's `developerKeys` area: developer key administration with the active account's admin key.
import type { AreaHandlers } from '../../shared/contract';
import type { DeveloperKeys } from './developerKeys';

export function developerKeyHandlers(developerKeys: DeveloperKeys): AreaHandlers<'developerKeys'> {
  return {
    list: async (_request, ctx) => ({ keys: await developerKeys.list(ctx.signal) }),
    create: ({ label, characterLimit }, ctx) => developerKeys.create(label, characterLimit, ctx.signal),
    rename: ({ keyId, label }, ctx) => developerKeys.rename(keyId, label, ctx.signal),
    setLimit: ({ keyId, characterLimit }, ctx) => developerKeys.setLimit(keyId, characterLimit, ctx.signal),
    deactivate: ({ keyId }, ctx) => developerKeys.deactivate(keyId, ctx.signal),
  };
}
