// The `history` contract area, and the small hooks that record what the Translate and Write views get back.
import type { AreaHandlers } from '../../shared/contract';
import type { TranslateTextCall, TranslateTextResult } from '../../shared/calls/translate';
import type { WriteCall, WriteResult } from '../../shared/calls/write';
import type { HistoryService } from './historyService';
import type { HistoryRecord } from './historyStore';

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

/** Records a Translate view translation (paragraphs joined as the view shows them) and passes the result on. */
export function recordTranslation(
  history: Pick<HistoryService, 'record' | 'recordPart'>,
  call: TranslateTextCall,
  result: TranslateTextResult,
): TranslateTextResult {
  const record: HistoryRecord = {
    kind: 'translation',
    source: call.texts.join('\n'),
    result: result.translations.map((t) => t.text).join('\n'),
    sourceLang: call.sourceLang,
    detectedSourceLang: result.translations[0]?.detectedSourceLanguage ?? call.sourceLang ?? '',
    targetLang: call.targetLang,
    glossaryId: call.glossaryId,
    gesture: 'translate',
  };
  if (call.part) history.recordPart(call.part, record);
  else history.record(record);
  return result;
}

/** Records a Write view improvement or correction (both are the Write view's results) and passes it on. */
export function recordImprovement(
  history: Pick<HistoryService, 'record'>,
  call: Pick<WriteCall, 'text' | 'target_lang'>,
  result: WriteResult,
): WriteResult {
  const first = result.improvements[0];
  history.record({
    kind: 'improvement',
    source: call.text.join('\n'),
    result: result.improvements.map((i) => i.text).join('\n'),
    sourceLang: null,
    detectedSourceLang: first?.detectedSourceLanguage ?? '',
    targetLang: call.target_lang ?? first?.targetLanguage ?? null,
    glossaryId: null,
    gesture: 'write',
  });
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
