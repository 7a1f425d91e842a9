// The contract's `write` area: text improvement and correction (Pro only).
import type { AreaHandlers } from '../../shared/contract';
import type { TextImprovement } from './textImprovement';

export function writeHandlers(textImprovement: TextImprovement): AreaHandlers<'write'> {
  return {
    improve: (call, ctx) => textImprovement.improve(call, ctx.signal),
    correct: (call, ctx) => textImprovement.correct(call, ctx.signal),
  };
}
