// The `history` contract area, and the small hooks that record what the Translate and Write views get back.
import type { AreaHandlers } from '../../shared/contract';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { WriteCall, WriteResult } from '../../shared/calls/write';
import type { HistoryService } from './historyService';
import { improvementRecord, translationRecord } from './historyRecords';

export function historyHandlers(history: HistoryService): AreaHandlers<'history'> {
  return {
    status: async () => history.status(),
    search: async (request) => history.search(request),
    pin: async ({ id, pinned }) => history.pin(id, pinned),
    remove: async ({ ids }) => ({ removed: await history.remove(ids) }),
    exportFile: ({ ids, format }) => history.exportFile(ids, format),
    glossaryDraft: async ({ ids }) => history.glossaryDraft(ids),
    setPreferences: (preferences) => history.setPreferences(preferences),
    wouldDelete: async (preferences) => ({ count: history.wouldDelete(preferences) }),
  };
}

/** Records a Translate view translation and passes the result on. */
export function recordTranslation(
  history: Pick<HistoryService, 'record' | 'recordPart'>,
  call: TranslateTextCall,
  result: TranslateTextResult,
): TranslateTextResult {
  const record = translationRecord({ ...call, gesture: 'translate' }, result);
  if (call.part) history.recordPart(call.part, record);
  else history.record(record);
  return result;
}

/** Records a Write view improvement or correction and passes it on. */
export function recordImprovement(
  history: Pick<HistoryService, 'record'>,
  call: Pick<WriteCall, 'text' | 'target_lang'>,
  result: WriteResult,
): WriteResult {
  history.record(improvementRecord(call, result));
  return result;
}

/** The `translate` area's handlers, each translation also recorded. */
export function recordingTranslations(
  handlers: AreaHandlers<'translate'>,
  history: Pick<HistoryService, 'record' | 'recordPart'>,
): AreaHandlers<'translate'> {
  return {
    ...handlers,
    text: async (call, ctx) => recordTranslation(history, call, await handlers.text(call, ctx)),
  };
}

/** The `write` area's handlers, each improvement and correction also recorded. */
export function recordingImprovements(
  handlers: AreaHandlers<'write'>,
  history: Pick<HistoryService, 'record'>,
): AreaHandlers<'write'> {
  return {
    improve: async (call, ctx) => recordImprovement(history, call, await handlers.improve(call, ctx)),
    correct: async (call, ctx) => recordImprovement(history, call, await handlers.correct(call, ctx)),
  };
}
