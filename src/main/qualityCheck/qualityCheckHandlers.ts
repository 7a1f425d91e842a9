// The contract's `qualityCheck` area: segment pairs checked by the service's quality evaluation.
import type { AreaHandlers } from '../../shared/contract';
import type { QualityCheck } from './qualityCheck';

export function qualityCheckHandlers(qualityCheck: QualityCheck): AreaHandlers<'qualityCheck'> {
  return {
    check: (call, ctx) => qualityCheck.check(call, ctx.signal),
  };
}
