// The options of the next batch: languages, formality (only where the target has it), a glossary (only for
// matching pairs, and only with an explicit source), pdf -> docx, and where the translations go.
import { useEffect, useId, useRef } from 'react';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import { FORMALITY_LABELS } from '../../components/formalityLabels';
import { featureAvailable, languageName } from '../../../shared/rules/languages';
import { outputFileName } from '../../../shared/rules/documents';
import { LanguageSelect } from '../../components/LanguageSelect';
import { AlsoIntoPicker } from './AlsoIntoPicker';
import { ProfilePicker } from '../styleProfiles/ProfilePicker';
import { useSay } from '../../i18n/uiMessages';
import { MoreGlossariesAndMemory } from './MoreGlossariesAndMemory';
import { StyleRulePicker } from '../../components/StyleRulePicker';
import { type DocumentOptions, optionProblems, useDocuments, useProblemSources } from './documentsStore';
import './batchOptionsPanel.css';

export function BatchOptionsPanel(props: { options: DocumentOptions }) {
  const { options } = props;
  const { setOptions, glossaries, glossaryError, fileDialogs, chooseFolder, addError, folderProblem, pending } =
    useDocuments();
  const { say } = useSay();
  useProblemSources();
  const folderRef = useRef<HTMLInputElement>(null);
  // A folder that stops the waiting files is brought into view and given the focus, where its problem is said.
  useEffect(() => {
    if (!folderProblem) return;
    folderRef.current?.scrollIntoView({ block: 'center' });
    folderRef.current?.focus();
  }, [folderProblem]);
  const ids = {
    formality: useId(),
    glossary: useId(),
    glossaryHint: useId(),
    folder: useId(),
    pdf: useId(),
    naming: useId(),
  };
  const formalityWorks =
    options.targetLang !== null && featureAvailable('translate_document', 'formality', undefined, options.targetLang);
  const glossaryWorks =
    options.sourceLang !== null &&
    options.targetLang !== null &&
    featureAvailable('translate_document', 'glossary', options.sourceLang, options.targetLang);
  const problems = optionProblems(options, !fileDialogs);
  // Marked only once adding files failed for it, not before the user had a chance to fill it in.
  const folderMessage =
    folderProblem?.message ??
    (addError?.fields?.some((f) => f.field === 'outputFolder')
      ? (problems.find((p) => p.field === 'outputFolder') ?? addError.fields.find((f) => f.field === 'outputFolder'))
          ?.message
      : undefined);
  const example = options.targetLang
    ? outputFileName('Contract.docx', options.targetLang, 'docx')
    : 'Contract.<language>.docx';

  let glossaryHint: string;
  if (options.sourceLang === null)
    glossaryHint =
      'To use a glossary, choose the source language: the service cannot detect the language when a glossary is used.';
  else if (options.targetLang === null) glossaryHint = 'Choose the target language first.';
  else if (!glossaryWorks)
    glossaryHint = `Glossaries cannot be used from ${languageName(options.sourceLang)} into ${languageName(options.targetLang)}.`;
  else if (glossaries !== null && glossaries.length === 0)
    glossaryHint = `No glossary has a dictionary for ${languageName(options.sourceLang)} → ${languageName(options.targetLang)}.`;
  else glossaryHint = 'Only glossaries with a dictionary for this language pair are offered.';

  return (
    <section className="card doc-options" aria-labelledby="doc-options-heading">
      <h2 id="doc-options-heading">Options for the next files</h2>
      <p className="muted doc-hint">Set them, then drop files. Every choice is remembered.</p>
      <div className="doc-options-grid">
        <LanguageSelect
          label="Translate from"
          product="translate_document"
          side="source"
          value={options.sourceLang}
          emptyLabel="Detect the language"
          onChange={(sourceLang) => void setOptions({ sourceLang })}
        />
        <LanguageSelect
          label="Into (required)"
          product="translate_document"
          side="target"
          value={options.targetLang}
          onChange={(targetLang) => void setOptions({ targetLang })}
        />
        <AlsoIntoPicker mainTarget={options.targetLang} />
        {formalityWorks ? (
          <label htmlFor={ids.formality}>
            Formality
            <select
              id={ids.formality}
              value={options.formality}
              onChange={(e) => void setOptions({ formality: e.target.value as Formality })}
            >
              {FORMALITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {FORMALITY_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <div className="doc-option-note">
            <span className="doc-option-label">Formality</span>
            <span className="muted">
              {options.targetLang
                ? `${languageName(options.targetLang)} has no formality setting.`
                : 'Depends on the target language.'}
            </span>
          </div>
        )}
        <label htmlFor={ids.glossary}>
          Glossary
          <select
            id={ids.glossary}
            value={options.glossaryId ?? ''}
            disabled={!glossaryWorks || !glossaries || glossaries.length === 0}
            aria-describedby={ids.glossaryHint}
            onChange={(e) => void setOptions({ glossaryId: e.target.value === '' ? null : e.target.value })}
          >
            <option value="">No glossary</option>
            {(glossaries ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <span id={ids.glossaryHint} className="muted doc-hint">
            {glossaryError ? glossaryError.message : glossaryHint}
          </span>
        </label>
        <StyleRulePicker surface="documents" targetLang={options.targetLang} />
        <ProfilePicker />
      </div>
      <MoreGlossariesAndMemory options={options} />
      {problems
        .filter(
          (p) =>
            p.field.startsWith('glossary_ids') ||
            p.field.startsWith('translation_memory') ||
            p.field === 'style_profile_id',
        )
        .map((p) => (
          <p key={p.field + p.message} className="field-error" data-testid={`problem-${p.field}`}>
            {p.uiMessage ? say(p.uiMessage) : p.message}
          </p>
        ))}

      <div className="doc-options-row">
        <label className="doc-check" htmlFor={ids.pdf}>
          <input
            id={ids.pdf}
            type="checkbox"
            checked={options.pdfOutput === 'docx'}
            onChange={(e) => void setOptions({ pdfOutput: e.target.checked ? 'docx' : 'pdf' })}
          />
          Translate PDF files into Word (.docx), the only conversion the service offers
        </label>
      </div>

      <fieldset className="doc-placement">
        <legend>Save translations</legend>
        {fileDialogs ? (
          <label className="doc-check">
            <input
              type="radio"
              name="placement"
              checked={options.placement === 'beside'}
              onChange={() => void setOptions({ placement: 'beside' })}
            />
            Beside each source file
          </label>
        ) : null}
        <div className="doc-folder-row">
          {fileDialogs ? (
            <label className="doc-check">
              <input
                type="radio"
                name="placement"
                checked={options.placement === 'folder'}
                onChange={() => void setOptions({ placement: 'folder' })}
              />
              In this folder
            </label>
          ) : null}
          <label htmlFor={ids.folder} className={fileDialogs ? 'visually-hidden' : ''}>
            {fileDialogs
              ? 'Output folder'
              : 'Output folder (files dropped into the browser have no folder of their own)'}
          </label>
          <input
            id={ids.folder}
            type="text"
            className="doc-folder-input"
            placeholder="/home/me/Translations"
            ref={folderRef}
            value={options.outputFolder ?? ''}
            aria-invalid={folderMessage ? 'true' : undefined}
            aria-describedby={folderMessage ? `${ids.folder}-problem` : ids.naming}
            onChange={(e) =>
              void setOptions({ outputFolder: e.target.value === '' ? null : e.target.value, placement: 'folder' })
            }
          />
          {fileDialogs && (
            <button type="button" onClick={() => void chooseFolder()}>
              Choose…
            </button>
          )}
        </div>
        {folderMessage && (
          <div className="doc-folder-problem" role="alert" id={`${ids.folder}-problem`}>
            <p className="field-error">
              {folderMessage}
              {pending.length > 0 ? ' The chosen files are kept until then.' : ''}
            </p>
            {folderProblem?.state === 'missing' && (
              <button
                type="button"
                className="primary"
                onClick={() => void useDocuments.getState().createFolderAndSend()}
              >
                {pending.length > 0
                  ? `Create the folder and translate ${pending.length === 1 ? 'the file' : `the ${pending.length} files`}`
                  : 'Create the folder'}
              </button>
            )}
          </div>
        )}
        <p id={ids.naming} className="muted doc-hint">
          Named like <code>{example}</code>. An existing file is never replaced: a number is added instead.
        </p>
      </fieldset>
    </section>
  );
}
