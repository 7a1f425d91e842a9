// One history entry for a text translation, whichever view asked for it: the Translate view's handler and
// translate anywhere keep the same record for the same translation.
import { describe, expect, it } from 'vitest';
import { defaultSettings } from '../../shared/settings';
import type { TranslateTextResult } from '../../shared/calls/translate';
import { QuickTranslateService } from '../quickTranslate/quickTranslateService';
import { recordTranslation } from './historyHandlers';
import type { HistoryRecord } from './historyStore';

/** The service answered without naming the language it detected (an answer the public description allows). */
const noDetected: TranslateTextResult = { translations: [{ text: 'Hallo Welt', detectedSourceLanguage: '' }] };

function quickTranslate(answer: TranslateTextResult, kept: HistoryRecord[]): QuickTranslateService {
  const settings = defaultSettings();
  settings.quickTranslate.targetLang = 'de';
  return new QuickTranslateService({
    desktop: undefined,
    settings: { get: () => settings, update: async (change) => change(settings) },
    translator: { translate: async () => answer },
    glossaryFor: () => undefined,
    glossaryName: async (id) => id,
    history: { record: (entry) => kept.push(entry) },
    emit: { state: () => {}, openInMain: () => {} },
  });
}

/** The Translate view's history, keeping what it is given (the entry it would store is not needed here). */
function keeping(kept: HistoryRecord[]) {
  return {
    record: (entry: HistoryRecord) => {
      kept.push(entry);
      return null;
    },
    recordPart: () => {},
  };
}

describe('the history entry of a text translation', () => {
  it('keeps the source language asked for when the answer names no detected language, from either view', async () => {
    const fromTranslate: HistoryRecord[] = [];
    recordTranslation(
      keeping(fromTranslate),
      { texts: ['Hello world'], targetLang: 'de', sourceLang: 'en', glossaryId: null },
      noDetected,
    );
    const fromAnywhere: HistoryRecord[] = [];
    await quickTranslate(noDetected, fromAnywhere).translateText('Hello world', 'en');

    expect(fromTranslate[0]?.detectedSourceLang).toBe('en');
    expect(fromAnywhere[0]?.detectedSourceLang).toBe('en');
  });

  it('falls back the same way from either view when the answer holds no translation', async () => {
    const empty: TranslateTextResult = { translations: [] };
    const fromTranslate: HistoryRecord[] = [];
    recordTranslation(
      keeping(fromTranslate),
      { texts: ['Hello world'], targetLang: 'de', sourceLang: 'en', glossaryId: null },
      empty,
    );
    const fromAnywhere: HistoryRecord[] = [];
    await quickTranslate(empty, fromAnywhere).translateText('Hello world', 'en');

    expect(fromAnywhere[0]?.detectedSourceLang).toBe(fromTranslate[0]?.detectedSourceLang);
    expect(fromAnywhere[0]?.detectedSourceLang).toBe('en');
  });

  it('is the same record from the Translate view and from translate anywhere, but for the gesture', async () => {
    const answer: TranslateTextResult = { translations: [{ text: 'Hallo Welt', detectedSourceLanguage: 'EN' }] };
    const fromTranslate: HistoryRecord[] = [];
    recordTranslation(
      keeping(fromTranslate),
      { texts: ['Hello world'], targetLang: 'de', sourceLang: null, glossaryId: null },
      answer,
    );
    const fromAnywhere: HistoryRecord[] = [];
    await quickTranslate(answer, fromAnywhere).translateText('Hello world');

    expect({ ...fromAnywhere[0], gesture: 'translate' }).toEqual(fromTranslate[0]);
  });
});
