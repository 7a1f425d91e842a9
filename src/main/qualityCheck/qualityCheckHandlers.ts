// The contract's `qualityCheck` area: segment pairs checked by the service's quality evaluation, and the checks
// of finished XLIFF documents that main runs and keeps.
import type { AreaHandlers } from '../../shared/contract';
import type { DocumentQualityChecks } from './documentQualityChecks';
import type { QualityCheck } from './qualityCheck';

export function qualityCheckHandlers(
  qualityCheck: QualityCheck,
  documents: DocumentQualityChecks,
): AreaHandlers<'qualityCheck'> {
  return {
    check: (call, ctx) => qualityCheck.check(call, ctx.signal),
    checkDocument: async ({ jobId }) => documents.start(jobId),
    documentChecks: async () => ({ checks: documents.list() }),
  };
}
