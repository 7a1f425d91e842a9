// Translate text: source and translation side by side. The source language is detected or chosen; a
// glossary is offered only for a matching pair with an explicit source, and the pane says why otherwise.
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { TranslationPane } from './TranslationPane';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import { FORMALITY_MESSAGES } from '../../components/formalityLabels';
import { featureAvailable, textDirection } from '../../../shared/rules/languages';
import { checkTranslateTextRequest } from '../../../shared/rules/translate';
import { onCtrlEnter } from '../../components/ctrlEnter';
import { ErrorNotice } from '../../components/ErrorNotice';
import { QualityCheckPanel } from '../qualityCheck/QualityCheckPanel';
import { translationSegments } from '../qualityCheck/qualityCheckModel';
import { LanguageSelect } from '../../components/LanguageSelect';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { usePreferences } from '../settings/preferencesStore';
import { controlsNamed, formalityToSend, glossariesForPair, splitParagraphs, swapLanguages } from './translateModel';
import { AS_YOU_TYPE_MAX_CHARACTERS, inputsOf, profileIssues, styleSentFor, useTranslate } from './translateStore';
import { useStyleProfiles } from '../styleProfiles/styleProfilesStore';
import { useStyleChoices } from '../../components/styleChoiceStore';
import { StyleControls } from './StyleControls';
import { optionIssues, TranslateOptionsPanel } from './TranslateOptionsPanel';
import { ProfilePicker } from '../styleProfiles/ProfilePicker';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { DraftNotice } from '../../components/DraftNotice';
import { discardTranslateDraft, keepTranslateDraft } from './translateDraft';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import './translate.css';

/** The pause in typing after which the text is translated. */
const AS_YOU_TYPE_PAUSE_MS = 700;

export function TranslateView() {
  const store = useTranslate();
  const { sourceText, sourceLang, targetLang, glossaryId, formality, translation, busy, error, glossaries, asYouType } =
    store;
  const choices = useLanguageChoices((s) => s.entries[choicesKey('translate_text')]);
  // The style list or inline instructions changed: the translation is made again, as for any other option.
  const style = useStyleChoices(() => styleSentFor(targetLang).key);
  const ids = { source: useId(), glossary: useId(), formality: useId(), hint: useId() };
  const intl = useIntl();
  const { formatMessage } = intl;
  const formats = useFormats();
  const { say, sayError } = useSay();
  const cleared = useTranslateOptions((s) => s.cleared);

  useEffect(() => void store.loadGlossaries(), []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void keepTranslateDraft(), []);
  // The first time, start from the translation defaults chosen in Settings.
  const defaults = usePreferences((s) => s.translationDefaults);
  const loadDefaults = usePreferences((s) => s.load);
  useEffect(() => {
    if (!defaults) void loadDefaults();
  }, [defaults, loadDefaults]);
  useEffect(() => {
    const { targetLang: current, sourceLang: currentSource } = useTranslate.getState();
    if (defaults && current === null && currentSource === null) {
      store.set({ sourceLang: defaults.sourceLang, targetLang: defaults.targetLang, formality: defaults.formality });
    }
  }, [defaults]); // eslint-disable-line react-hooks/exhaustive-deps

  const paragraphs = splitParagraphs(sourceText).texts;
  const matching = glossariesForPair(glossaries ?? [], sourceLang, targetLang);
  // The chosen client profile, its parts and the languages decide whether it fits (read again when any changes).
  useStyleProfiles((s) => s.chosen);
  useStyleProfiles((s) => s.profiles);
  useStyleProfiles((s) => s.parts);
  const requestIssues = targetLang
    ? checkTranslateTextRequest({
        text: paragraphs.length > 0 ? paragraphs : [''],
        target_lang: targetLang,
        ...(sourceLang ? { source_lang: sourceLang } : {}),
        ...(glossaryId ? { glossary_id: glossaryId } : {}),
        ...(formalityToSend(formality, targetLang) ? { formality } : {}),
      })
    : [];
  const issues = [...requestIssues, ...profileIssues(sourceLang, targetLang)];
  const moreGlossaryIds = useTranslateOptions((s) => s.moreGlossaryIds);
  // The further options (Options): a change translates again, as any other option does.
  const optionsKey = useTranslateOptions((s) => JSON.stringify([s.options, s.moreGlossaryIds, s.memories?.length]));
  const blocking = optionIssues({ sourceLang, targetLang, glossaryId, matching, moreGlossaryIds });
  const canTranslate = targetLang !== null && paragraphs.length > 0 && issues.length === 0 && blocking.length === 0;
  const named = controlsNamed([...issues, ...(error?.fields ?? [])]);
  const autoOn = asYouType && sourceText.length <= AS_YOU_TYPE_MAX_CHARACTERS;

  // Translate as you type: a pause in typing (or a changed option) sends the text; a newer request cancels
  // the one in flight. Long texts wait for the button, since each request is billed.
  useEffect(() => {
    if (!autoOn || !canTranslate) return;
    const timer = setTimeout(() => void useTranslate.getState().translateIfChanged(), AS_YOU_TYPE_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [sourceText, sourceLang, targetLang, glossaryId, formality, style, optionsKey, autoOn, canTranslate]);
  const formalitySupported =
    targetLang !== null && featureAvailable('translate_text', 'formality', undefined, targetLang);

  const swap = () => {
    if (choices?.status !== 'ready' || !targetLang) return;
    const swapped = swapLanguages({
      source: sourceLang,
      target: targetLang,
      ...(store.detectedLanguage ? { detected: store.detectedLanguage } : {}),
      sourceCodes: choices.choices.sources.map((l) => l.lang),
      targetCodes: choices.choices.targets.map((l) => l.lang),
    });
    if (!swapped) return;
    store.set({
      sourceLang: swapped.source,
      targetLang: swapped.target,
      sourceText: translation,
      translation: sourceText,
    });
    // The swapped texts are a source and its translation already: nothing to translate again.
    useTranslate.setState((s) => ({ translatedFrom: inputsOf(s) }));
  };
  const canSwap =
    choices?.status === 'ready' && targetLang !== null && (sourceLang !== null || store.detectedLanguage !== undefined);

  const onKeyDown = onCtrlEnter(() => {
    if (canTranslate) void store.translate();
  });

  return (
    <div className="page translate-page" onKeyDown={onKeyDown}>
      <header className="page-header">
        <h1>
          <FormattedMessage id="translate.title" />
        </h1>
        <span className="muted" id={ids.hint}>
          <FormattedMessage id="translate.hint" />
        </span>
      </header>
      <DraftNotice kind="translate" onDiscard={discardTranslateDraft} />

      <section className="card translate-bar" aria-label={formatMessage({ id: 'translate.bar.label' })}>
        <LanguageSelect
          label={formatMessage({ id: 'translate.from' })}
          product="translate_text"
          side="source"
          value={sourceLang}
          emptyLabel={formatMessage({ id: 'translate.detect' })}
          invalid={named.has('sourceLang')}
          onChange={(v) => store.set({ sourceLang: v })}
        />
        <button
          type="button"
          className="swap-button"
          onClick={swap}
          disabled={!canSwap}
          aria-label={formatMessage({ id: 'translate.swap' })}
          title={formatMessage({ id: canSwap ? 'translate.swap.title' : 'translate.swap.unavailable' })}
        >
          ⇄
        </button>
        <LanguageSelect
          label={formatMessage({ id: 'translate.into' })}
          product="translate_text"
          side="target"
          value={targetLang}
          invalid={named.has('targetLang')}
          onChange={(v) => store.set({ targetLang: v })}
        />
        <label htmlFor={ids.formality}>
          <FormattedMessage id="translate.formality" />
          <select
            id={ids.formality}
            value={formalitySupported ? formality : 'default'}
            disabled={!formalitySupported}
            aria-invalid={named.has('formality') || undefined}
            onChange={(e) => store.set({ formality: e.target.value as Formality })}
          >
            {FORMALITY_VALUES.map((v) => (
              <option key={v} value={v}>
                {formatMessage({ id: FORMALITY_MESSAGES[v] })}
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.glossary}>
          <FormattedMessage id="translate.glossary" />
          <select
            id={ids.glossary}
            value={glossaryId ?? ''}
            disabled={matching.length === 0}
            aria-invalid={named.has('glossary') || undefined}
            aria-describedby={`${ids.glossary}-why`}
            onChange={(e) => store.set({ glossaryId: e.target.value || null })}
          >
            <option value="">{formatMessage({ id: 'translate.glossary.none' })}</option>
            {matching.map((g) => (
              <option key={g.glossaryId} value={g.glossaryId}>
                {g.name}
              </option>
            ))}
          </select>
        </label>
        <label
          className="inline-check"
          title={formatMessage({ id: 'translate.asYouType.title' }, { max: AS_YOU_TYPE_MAX_CHARACTERS })}
        >
          <input type="checkbox" checked={asYouType} onChange={(e) => store.set({ asYouType: e.target.checked })} />
          <FormattedMessage id="translate.asYouType" />
        </label>
        <button
          type="button"
          className="primary translate-button"
          onClick={() => void store.translate()}
          disabled={!canTranslate}
          aria-keyshortcuts="Control+Enter"
        >
          <FormattedMessage id={busy ? 'translate.translating' : 'translate.translate'} />
        </button>
        <StyleControls targetLang={targetLang} />
        <ProfilePicker />
        <p className="translate-bar-note muted" id={`${ids.glossary}-why`} data-testid="glossary-note">
          {glossaryNote(intl, formats.languageName, {
            sourceLang,
            targetLang,
            matching: matching.length,
            loaded: glossaries !== null,
          })}
          {targetLang && !formalitySupported && (
            <>
              {' '}
              <FormattedMessage id="translate.noFormality" values={{ language: formats.languageName(targetLang) }} />
            </>
          )}
        </p>
      </section>
      {store.glossariesError && (
        <p className="muted">
          <FormattedMessage
            id="translate.glossariesUnreadable"
            values={{ reason: sayError(store.glossariesError).message }}
          />
        </p>
      )}

      <div className="translate-panes">
        <TranslateOptionsPanel
          sourceLang={sourceLang}
          targetLang={targetLang}
          glossaryId={glossaryId}
          matching={matching}
        />
        <section className="pane">
          <label id={`${ids.source}-label`} htmlFor={ids.source} className="pane-label">
            <FormattedMessage id="translate.source.label" />
          </label>
          <textarea
            id={ids.source}
            value={sourceText}
            dir={textDirection(store.sourceLang ?? store.detectedLanguage)}
            aria-describedby={ids.hint}
            aria-invalid={named.has('source') || undefined}
            placeholder={formatMessage({ id: 'translate.source.placeholder' })}
            onChange={(e) => store.set({ sourceText: e.target.value })}
            spellCheck
          />
          <div className="pane-footer">
            <span className="muted">
              <FormattedMessage
                id="translate.source.count"
                values={{
                  paragraphs: paragraphs.length,
                  characters: sourceText.length,
                  long: asYouType && sourceText.length > AS_YOU_TYPE_MAX_CHARACTERS ? 'yes' : 'no',
                }}
              />
            </span>
            <button
              type="button"
              onClick={() =>
                useTranslate.setState({ sourceText: '', translation: '', translatedFrom: null, error: null })
              }
              disabled={sourceText === ''}
            >
              <FormattedMessage id="translate.clear" />
            </button>
          </div>
        </section>
        <TranslationPane />
      </div>

      {(!targetLang || issues.length > 0) && (
        <div className="translate-issues">
          {!targetLang && (
            <span className="muted">
              <FormattedMessage id="translate.chooseTarget" />
            </span>
          )}
          {issues.map((issue) => (
            <span key={issue.field + issue.message} className="field-error">
              {issue.uiMessage ? say(issue.uiMessage) : issue.message}
            </span>
          ))}
        </div>
      )}
      {error && <ErrorNotice error={error} title={formatMessage({ id: 'translate.failed' })} />}
      {error && cleared && (
        <p className="field-error" role="status">
          {say(cleared)}
        </p>
      )}
      <QualityCheckPanel
        subject={formatMessage({ id: 'translate.quality.subject' })}
        sourceLang={store.translatedFrom?.sourceLang ?? store.detectedLanguage ?? null}
        targetLang={store.translatedFrom?.targetLang ?? null}
        segments={store.translatedFrom ? translationSegments(store.translatedFrom.sourceText, store.translation) : []}
        {...(store.translatedFrom ? {} : { unavailable: formatMessage({ id: 'translate.quality.unavailable' }) })}
      />
    </div>
  );
}

/** Why the glossary picker offers what it does, in the window's language. */
function glossaryNote(
  intl: IntlShape,
  languageName: (code: string) => string,
  p: { sourceLang: string | null; targetLang: string | null; matching: number; loaded: boolean },
): string {
  if (!p.sourceLang) return intl.formatMessage({ id: 'translate.glossaryNote.needsSource' });
  if (!p.targetLang) return intl.formatMessage({ id: 'translate.glossaryNote.needsTarget' });
  if (!p.loaded) return intl.formatMessage({ id: 'translate.glossaryNote.loading' });
  const pair = { source: languageName(p.sourceLang), target: languageName(p.targetLang) };
  return intl.formatMessage(
    { id: p.matching === 0 ? 'translate.glossaryNote.none' : 'translate.glossaryNote.matching' },
    pair,
  );
}
