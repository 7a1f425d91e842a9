// The options of the next batch: languages, formality (only where the target has it), a glossary (only for
// matching pairs, and only with an explicit source), pdf -> docx, and where the translations go.
import { useEffect, useId, useRef } from 'react';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import type { OutputFolderStatus } from '../../../shared/calls/documents';
import { FORMALITY_MESSAGES } from '../../components/formalityLabels';
import { featureAvailable } from '../../../shared/rules/languages';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useFormats } from '../../i18n/useFormats';
import { outputFileName } from '../../../shared/rules/documents';
import { LanguageSelect } from '../../components/LanguageSelect';
import { AlsoIntoPicker } from './AlsoIntoPicker';
import { ProfilePicker } from '../styleProfiles/ProfilePicker';
import { useSay } from '../../i18n/uiMessages';
import { MoreGlossariesAndMemory } from './MoreGlossariesAndMemory';
import { StyleRulePicker } from '../../components/StyleRulePicker';
import { type DocumentOptions, optionProblems, useDocuments, useProblemSources } from './documentsStore';
import './batchOptionsPanel.css';

/** What the output folder check found, in words (`notAbsolute` names an example path in the language shown). */
const FOLDER_STATES: Record<Exclude<OutputFolderStatus['state'], 'ready'>, MessageId> = {
  missing: 'documents.folder.missing',
  notFolder: 'documents.folder.notFolder',
  notWritable: 'documents.folder.notWritable',
  notAbsolute: 'documents.folder.notAbsolute',
};

export function BatchOptionsPanel(props: { options: DocumentOptions }) {
  const { options } = props;
  const { setOptions, glossaries, glossaryError, fileDialogs, chooseFolder, addError, folderProblem, pending } =
    useDocuments();
  const { say, sayError } = useSay();
  const { formatMessage } = useIntl();
  const formats = useFormats();
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
  const folderIssue = addError?.fields?.some((f) => f.field === 'outputFolder')
    ? (problems.find((p) => p.field === 'outputFolder') ?? addError.fields.find((f) => f.field === 'outputFolder'))
    : undefined;
  const folderMessage =
    folderProblem && folderProblem.state !== 'ready'
      ? formatMessage(
          { id: FOLDER_STATES[folderProblem.state] },
          { example: formatMessage({ id: 'documents.options.folderPlaceholder' }) },
        )
      : folderIssue
        ? folderIssue.uiMessage
          ? say(folderIssue.uiMessage)
          : folderIssue.message
        : undefined;
  const exampleName = formatMessage({ id: 'documents.options.exampleFile' });
  const example = options.targetLang
    ? outputFileName(`${exampleName}.docx`, options.targetLang, 'docx')
    : `${exampleName}.<${formatMessage({ id: 'documents.options.exampleLanguage' })}>.docx`;

  const pair = {
    source: options.sourceLang ? formats.languageName(options.sourceLang) : '',
    target: options.targetLang ? formats.languageName(options.targetLang) : '',
  };
  let glossaryHint: MessageId;
  if (options.sourceLang === null) glossaryHint = 'documents.options.glossaryHint.chooseSource';
  else if (options.targetLang === null) glossaryHint = 'documents.options.glossaryHint.chooseTarget';
  else if (!glossaryWorks) glossaryHint = 'documents.options.glossaryHint.unsupported';
  else if (glossaries !== null && glossaries.length === 0) glossaryHint = 'documents.options.glossaryHint.none';
  else glossaryHint = 'documents.options.glossaryHint.offered';

  return (
    <section className="card doc-options" aria-labelledby="doc-options-heading">
      <h2 id="doc-options-heading">
        <FormattedMessage id="documents.options.heading" />
      </h2>
      <p className="muted doc-hint">
        <FormattedMessage id="documents.options.hint" />
      </p>
      <div className="doc-options-grid">
        <LanguageSelect
          label={formatMessage({ id: 'documents.options.from' })}
          product="translate_document"
          side="source"
          value={options.sourceLang}
          emptyLabel={formatMessage({ id: 'documents.options.detect' })}
          onChange={(sourceLang) => void setOptions({ sourceLang })}
        />
        <LanguageSelect
          label={formatMessage({ id: 'documents.options.into' })}
          product="translate_document"
          side="target"
          value={options.targetLang}
          onChange={(targetLang) => void setOptions({ targetLang })}
        />
        <AlsoIntoPicker mainTarget={options.targetLang} />
        {formalityWorks ? (
          <label htmlFor={ids.formality}>
            <FormattedMessage id="documents.options.formality" />
            <select
              id={ids.formality}
              value={options.formality}
              onChange={(e) => void setOptions({ formality: e.target.value as Formality })}
            >
              {FORMALITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {formatMessage({ id: FORMALITY_MESSAGES[value] })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <div className="doc-option-note">
            <span className="doc-option-label">
              <FormattedMessage id="documents.options.formality" />
            </span>
            <span className="muted">
              {options.targetLang ? (
                <FormattedMessage id="documents.options.formalityNone" values={{ language: pair.target }} />
              ) : (
                <FormattedMessage id="documents.options.formalityDepends" />
              )}
            </span>
          </div>
        )}
        <label htmlFor={ids.glossary}>
          <FormattedMessage id="documents.options.glossary" />
          <select
            id={ids.glossary}
            value={options.glossaryId ?? ''}
            disabled={!glossaryWorks || !glossaries || glossaries.length === 0}
            aria-describedby={ids.glossaryHint}
            onChange={(e) => void setOptions({ glossaryId: e.target.value === '' ? null : e.target.value })}
          >
            <option value="">{formatMessage({ id: 'documents.options.noGlossary' })}</option>
            {(glossaries ?? []).map((g) => (
              <option key={g.id} value={g.id}>
                {g.name}
              </option>
            ))}
          </select>
          <span id={ids.glossaryHint} className="muted doc-hint">
            {glossaryError ? sayError(glossaryError).message : formatMessage({ id: glossaryHint }, pair)}
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
          <FormattedMessage id="documents.options.pdfToDocx" />
        </label>
      </div>

      <fieldset className="doc-placement">
        <legend>
          <FormattedMessage id="documents.options.save" />
        </legend>
        {fileDialogs ? (
          <label className="doc-check">
            <input
              type="radio"
              name="placement"
              checked={options.placement === 'beside'}
              onChange={() => void setOptions({ placement: 'beside' })}
            />
            <FormattedMessage id="documents.options.beside" />
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
              <FormattedMessage id="documents.options.inFolder" />
            </label>
          ) : null}
          <label htmlFor={ids.folder} className={fileDialogs ? 'visually-hidden' : ''}>
            <FormattedMessage id={fileDialogs ? 'documents.options.folder' : 'documents.options.folderBrowser'} />
          </label>
          <input
            id={ids.folder}
            type="text"
            className="doc-folder-input"
            placeholder={formatMessage({ id: 'documents.options.folderPlaceholder' })}
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
              <FormattedMessage id="documents.options.choose" />
            </button>
          )}
        </div>
        {folderMessage && (
          <div className="doc-folder-problem" role="alert" id={`${ids.folder}-problem`}>
            <p className="field-error">
              {folderMessage}
              {pending.length > 0 && (
                <>
                  {' '}
                  <FormattedMessage id="documents.options.filesKept" />
                </>
              )}
            </p>
            {folderProblem?.state === 'missing' && (
              <button
                type="button"
                className="primary"
                onClick={() => void useDocuments.getState().createFolderAndSend()}
              >
                {pending.length > 0 ? (
                  <FormattedMessage
                    id="documents.options.createFolderAndTranslate"
                    values={{ count: pending.length }}
                  />
                ) : (
                  <FormattedMessage id="documents.options.createFolder" />
                )}
              </button>
            )}
          </div>
        )}
        <p id={ids.naming} className="muted doc-hint">
          <FormattedMessage
            id="documents.options.naming"
            values={{ example, code: (chunks) => <code data-user-text>{chunks}</code> }}
          />
        </p>
      </fieldset>
    </section>
  );
}
