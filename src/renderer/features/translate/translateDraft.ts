// The Translate pane kept as a draft (lib/drafts.ts): the source text, the languages and options (the Options
// panel's too: context, memory, markup, further glossaries), and the translation shown. A restored translation
// that was current is not requested (and billed) again.
import { dropDraft, keepDraft } from '../../lib/drafts';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { inputsOf, isStale, useTranslate } from './translateStore';

export function keepTranslateDraft(): Promise<void> {
  return keepDraft('translate', useTranslate, {
    alsoWatch: [useTranslateOptions],
    draftOf: (s) => {
      if (s.sourceText === '' && s.translation === '') return null;
      const { options, moreGlossaryIds } = useTranslateOptions.getState();
      return {
        kind: 'translate',
        sourceText: s.sourceText,
        sourceLang: s.sourceLang,
        targetLang: s.targetLang,
        formality: s.formality,
        glossaryId: s.glossaryId,
        ...(Object.keys(options).length > 0 ? { options } : {}),
        ...(moreGlossaryIds.length > 0 ? { moreGlossaryIds } : {}),
        translation: s.translation,
        translationCurrent: s.translatedFrom !== null && !isStale(s),
      };
    },
    restore: (draft) => {
      // Text arrived meanwhile (Open in Glossa from the popup): it wins, and replaces the draft.
      if (useTranslate.getState().sourceText !== '') return false;
      // The options first: what the translation was made from includes them.
      useTranslateOptions.setState({ options: draft.options ?? {}, moreGlossaryIds: draft.moreGlossaryIds ?? [] });
      useTranslate.setState({
        sourceText: draft.sourceText,
        sourceLang: draft.sourceLang,
        targetLang: draft.targetLang,
        formality: draft.formality,
        glossaryId: draft.glossaryId ?? null,
        translation: draft.translation ?? '',
      });
      if (draft.translationCurrent && draft.translation)
        useTranslate.setState((s) => ({ translatedFrom: inputsOf(s) }));
      return true;
    },
  });
}

/** "Discard draft": the pane starts empty again, and main forgets the draft. */
export function discardTranslateDraft(): void {
  useTranslate.setState({ sourceText: '', translation: '', translatedFrom: null, error: null });
  dropDraft('translate');
}
