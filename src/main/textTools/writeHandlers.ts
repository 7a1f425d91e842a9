// The contract's `write` area: text improvement (Pro only).
import type { AreaHandlers } from '../../shared/contract';
import type { TextImprovement } from './textImprovement';

export function writeHandlers(textImprovement: TextImprovement): AreaHandlers<'write'> {
  return {
    improve: (call, ctx) => textImprovement.improve(call, ctx.signal),
  };
}
