// The contract's `styleProfiles` area: client profiles (the service's style profiles) of the active connection.
import type { AreaHandlers } from '../../shared/contract';
import type { StyleProfiles } from './styleProfileService';

export function styleProfileHandlers(profiles: StyleProfiles): AreaHandlers<'styleProfiles'> {
  return {
    list: (_request, ctx) => profiles.list(ctx.signal),
    create: (fields, ctx) => profiles.create(fields, ctx.signal),
    update: (call, ctx) => profiles.update(call, ctx.signal),
    delete: ({ profileId }, ctx) => profiles.delete(profileId, ctx.signal),
  };
}
