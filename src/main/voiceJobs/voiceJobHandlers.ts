// The contract's `voiceJobs` area: recordings translated as asynchronous voice jobs (voiceJobService.ts).
import type { AreaHandlers } from '../../shared/contract';
import type { VoiceJobService } from './voiceJobService';

export function voiceJobHandlers(voiceJobs: VoiceJobService): AreaHandlers<'voiceJobs'> {
  return {
    state: async () => voiceJobs.state(),
    add: (request) => voiceJobs.add(request),
    stageBegin: (request) => voiceJobs.stageBegin(request),
    stageChunk: (request) => voiceJobs.stageChunk(request),
    retry: (request) => voiceJobs.retry(request),
    remove: (request) => voiceJobs.remove(request),
  };
}
