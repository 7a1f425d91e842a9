// The history entries of what Glossa gets back, built in one place for every way it translates or writes
// (the Translate view, translate anywhere, the Write view): texts and results joined as the views show them,
// and one fallback for the detected language (the service's word, else the source language the request named).
import type { Gesture } from '../../shared/calls/history';
import type { TranslateTextResult } from '../../shared/calls/translate';
import type { WriteCall, WriteResult } from '../../shared/calls/write';
import type { HistoryRecord } from './historyStore';

/** What a text translation asked for, whichever view asked. */
export interface TranslationAsked {
  texts: readonly string[];
  sourceLang: string | null;
  targetLang: string;
  glossaryId: string | null;
  gesture: Gesture;
}

export function translationRecord(asked: TranslationAsked, answer: TranslateTextResult): HistoryRecord {
  return {
    kind: 'translation',
    source: asked.texts.join('\n'),
    result: answer.translations.map((t) => t.text).join('\n'),
    sourceLang: asked.sourceLang,
    detectedSourceLang: answer.translations[0]?.detectedSourceLanguage || asked.sourceLang || '',
    targetLang: asked.targetLang,
    glossaryId: asked.glossaryId,
    gesture: asked.gesture,
  };
}

/** A Write view improvement or correction (both are the Write view's results). */
export function improvementRecord(asked: Pick<WriteCall, 'text' | 'target_lang'>, answer: WriteResult): HistoryRecord {
  const first = answer.improvements[0];
  return {
    kind: 'improvement',
    source: asked.text.join('\n'),
    result: answer.improvements.map((i) => i.text).join('\n'),
    sourceLang: null,
    detectedSourceLang: first?.detectedSourceLanguage || '',
    targetLang: asked.target_lang ?? first?.targetLanguage ?? null,
    glossaryId: null,
    gesture: 'write',
  };
}
