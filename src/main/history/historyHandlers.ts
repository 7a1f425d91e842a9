// The `history` contract area, and the small hooks that record what the Translate and Write views get back.
import type { Contract } from '../../shared/contract';
import type { Handlers } from '../../shared/ipc/define';
import type { TranslateTextCall, TranslateTextResult, WriteCall, WriteResult } from '../../shared/textToolCalls';
import type { HistoryService } from './historyService';

export function historyHandlers(history: HistoryService): Handlers<Contract>['history'] {
  return {
    status: async () => history.status(),
    search: async (request) => history.search(request),
    pin: async ({ id, pinned }) => history.pin(id, pinned),
    remove: async ({ ids }) => ({ removed: history.remove(ids) }),
    exportFile: async ({ ids, format }) => history.exportFile(ids, format),
    glossaryDraft: async ({ ids }) => history.glossaryDraft(ids),
    setPreferences: (preferences) => history.setPreferences(preferences),
  };
}

/** Records a Translate view translation (paragraphs joined as the view shows them) and passes the result on. */
export function recordTranslation(history: Pick<HistoryService, 'record'>, call: TranslateTextCall, result: TranslateTextResult): TranslateTextResult {
  history.record({
    kind: 'translation',
    source: call.texts.join('\n'),
    result: result.translations.map((t) => t.text).join('\n'),
    sourceLang: call.sourceLang,
    detectedSourceLang: result.translations[0]?.detectedSourceLanguage ?? call.sourceLang ?? '',
    targetLang: call.targetLang,
    glossaryId: call.glossaryId,
    gesture: 'translate',
  });
  return result;
}

/** Records a Write view improvement and passes the result on. */
export function recordImprovement(history: Pick<HistoryService, 'record'>, call: WriteCall, result: WriteResult): WriteResult {
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
