// One dictionary of a glossary: the toolbar (search, filter, sort, undo/redo, import, export, save), the size
// meter, the row density and the grid. A skip link at the top reaches the first cell in one Tab.
import { useSay } from '../../i18n/uiMessages';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { GLOSSARY_EXPORT_CHOICES, type GlossaryExportChoice } from '../../../shared/rules/glossaryFiles';
import type { RowFilter, RowSort } from './dictionaryView';
import { useDictionaryEditor } from './dictionaryEditorStore';
import { EntryGrid, type EntryGridHandle, type RowDensity } from './EntryGrid';
import { GridKeysHelp } from './GridKeysHelp';
import { ImportPanel } from './ImportPanel';
import { GlossaryFileButton } from './GlossaryFileButton';
import { PairWarning } from './PairWarning';
import { useGlossaryList } from './glossaryListStore';
import { DraftNotice } from '../../components/DraftNotice';
import { discardGlossaryDraft, leftWithoutSaving, restoreGlossaryDraft } from './glossaryDraft';
import { DictionaryQualityCheck } from './DictionaryQualityCheck';
import { ListNotice, SaveReport, SizeMeter } from './EditorReports';

export function DictionaryEditor(props: { onBack(): void }) {
  const editor = useDictionaryEditor();
  const grid = useRef<EntryGridHandle>(null);
  const [search, setSearch] = useState('');
  const [exportChoice, setExportChoice] = useState<GlossaryExportChoice>(GLOSSARY_EXPORT_CHOICES[0]);
  const exportHintId = useId();
  const [confirmLeave, setConfirmLeave] = useState(false);
  const [density, setDensity] = useState<RowDensity>(savedDensity);
  const [showKeys, setShowKeys] = useState(false);
  /** The quality check opens on request, so the grid keeps its height until then. */
  const [showQuality, setShowQuality] = useState(false);
  const { ref, model, status, error, loading } = editor;
  const { formatMessage } = useIntl();
  const { sayError } = useSay();

  // Search as the user pauses, not on every key: a search runs over every row.
  useEffect(() => {
    const timer = setTimeout(() => useDictionaryEditor.getState().setQuery(search), 150);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!(e.ctrlKey || e.metaKey)) return;
      const key = e.key.toLowerCase();
      if (key === 'z' && !e.shiftKey) {
        e.preventDefault();
        useDictionaryEditor.getState().undo();
      } else if (key === 'y' || (key === 'z' && e.shiftKey)) {
        e.preventDefault();
        useDictionaryEditor.getState().redo();
      } else if (key === 's') {
        e.preventDefault();
        void useDictionaryEditor.getState().save();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  // A draft kept from before for this dictionary comes back once its entries are in.
  useEffect(() => {
    if (ref && status === 'ready') void restoreGlossaryDraft(ref);
  }, [ref, status]);

  if (!ref) return null;
  const dirty = model.dirty;
  const problems = model.problemCount;
  const size = model.byteSize;

  return (
    <div className="page glossary-editor">
      {status === 'ready' && (
        <a className="skip-link" href="#entries" onClick={(e) => (e.preventDefault(), grid.current?.focusRow(0))}>
          <FormattedMessage id="glossaries.editor.skip" />
        </a>
      )}
      <header className="page-header">
        <div>
          <button
            type="button"
            className="link-button"
            onClick={() => (dirty ? setConfirmLeave(true) : props.onBack())}
          >
            <FormattedMessage id="glossaries.editor.back" />
          </button>
          <h1>
            {editor.glossaryName}{' '}
            <span className="muted">
              {ref.sourceLang} → {ref.targetLang}
            </span>
          </h1>
        </div>
        <div className="row-actions">
          <button
            type="button"
            onClick={() => void useGlossaryList.getState().reversePair(ref.glossaryId, ref)}
            title={formatMessage({ id: 'glossaries.editor.reverseHint' })}
          >
            <FormattedMessage id="glossaries.editor.reverse" />
          </button>
          <button
            type="button"
            className="primary"
            onClick={() => void editor.save()}
            disabled={
              editor.saving ||
              status !== 'ready' ||
              loading !== null ||
              editor.loadError !== null ||
              problems > 0 ||
              model.tooLarge ||
              !dirty
            }
            title={loading ? formatMessage({ id: 'glossaries.editor.savingWaits' }) : undefined}
          >
            <FormattedMessage id={editor.saving ? 'glossaries.editor.saving' : 'glossaries.editor.save'} />
          </button>
        </div>
      </header>
      {confirmLeave && (
        <div
          className="notice notice-warn row-actions"
          role="alertdialog"
          aria-label={formatMessage({ id: 'glossaries.editor.leaveLabel' })}
        >
          <FormattedMessage id="glossaries.editor.unsavedChanges" />
          <button type="button" className="danger" onClick={() => (leftWithoutSaving(), props.onBack())}>
            <FormattedMessage id="glossaries.editor.leave" />
          </button>
          <button type="button" onClick={() => setConfirmLeave(false)}>
            <FormattedMessage id="glossaries.editor.stay" />
          </button>
        </div>
      )}
      <DraftNotice
        kind="glossary"
        what={formatMessage({ id: 'glossaries.editor.draftWhat' })}
        onDiscard={discardGlossaryDraft}
      />
      <PairWarning sourceLang={ref.sourceLang} targetLang={ref.targetLang} />
      <ListNotice />
      {status === 'loading' && (
        <p className="muted">
          <FormattedMessage id="glossaries.editor.loading" />
        </p>
      )}
      {editor.loadError && (
        <div className="notice notice-error" role="alert">
          <FormattedMessage id="glossaries.editor.loadFailed" /> {sayError(editor.loadError).message}{' '}
          {sayError(editor.loadError).nextStep}
        </div>
      )}
      {status === 'failed' && error && (
        <div className="notice notice-error" role="alert">
          {sayError(error).message} {sayError(error).nextStep}
        </div>
      )}
      {editor.saveError && (
        <div className="notice notice-error" role="alert">
          {sayError(editor.saveError).message} {sayError(editor.saveError).nextStep}
          {sayError(editor.saveError)
            .fields.slice(0, 5)
            .map((line, i) => (
              <div key={i}>{line}</div>
            ))}
        </div>
      )}
      {editor.lastSave && <SaveReport />}
      {status === 'ready' && (
        <>
          <div className="editor-toolbars">
            <div
              className="editor-toolbar"
              role="toolbar"
              aria-label={formatMessage({ id: 'glossaries.editor.toolbarEntries' })}
            >
              <input
                type="search"
                placeholder={formatMessage({ id: 'glossaries.editor.searchPlaceholder' })}
                aria-label={formatMessage({ id: 'glossaries.editor.search' })}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key !== 'ArrowDown') return;
                  e.preventDefault();
                  grid.current?.focusRow(0);
                }}
              />
              <label className="inline-label">
                <select
                  aria-label={formatMessage({ id: 'glossaries.editor.show' })}
                  title={formatMessage({ id: 'glossaries.editor.show' })}
                  value={editor.filter}
                  onChange={(e) => editor.setFilter(e.target.value as RowFilter)}
                >
                  <option value="all">{formatMessage({ id: 'glossaries.editor.filter.all' })}</option>
                  <option value="problems">{formatMessage({ id: 'glossaries.editor.filter.problems' })}</option>
                  <option value="duplicates">{formatMessage({ id: 'glossaries.editor.filter.duplicates' })}</option>
                </select>
              </label>
              <label className="inline-label">
                <select
                  aria-label={formatMessage({ id: 'glossaries.editor.sort' })}
                  title={formatMessage({ id: 'glossaries.editor.sort' })}
                  value={editor.sort}
                  onChange={(e) => editor.setSort(e.target.value as RowSort)}
                >
                  <option value="file">{formatMessage({ id: 'glossaries.editor.sort.file' })}</option>
                  <option value="source">{formatMessage({ id: 'glossaries.editor.sort.source' })}</option>
                  <option value="target">{formatMessage({ id: 'glossaries.editor.sort.target' })}</option>
                </select>
              </label>
              <button
                type="button"
                onClick={editor.undo}
                disabled={!model.canUndo}
                title={formatMessage({ id: 'glossaries.editor.undoHint' })}
              >
                <FormattedMessage id="glossaries.editor.undo" />
              </button>
              <button
                type="button"
                onClick={editor.redo}
                disabled={!model.canRedo}
                title={formatMessage({ id: 'glossaries.editor.redoHint' })}
              >
                <FormattedMessage id="glossaries.editor.redo" />
              </button>
              <button type="button" onClick={() => grid.current?.focusRow(editor.addRow())}>
                <FormattedMessage id="glossaries.editor.addEntry" />
              </button>
              <button
                type="button"
                aria-expanded={showKeys}
                aria-controls="grid-keys"
                aria-label={formatMessage({ id: 'glossaries.editor.keyboard' })}
                title={formatMessage({ id: 'glossaries.editor.keyboardHint' })}
                onClick={() => setShowKeys((shown) => !shown)}
              >
                <span aria-hidden="true">⌨</span>
              </button>
            </div>
            {/* Files in and out: a toolbar of their own, so the entries' toolbar stays one line. */}
            <div
              className="editor-toolbar"
              role="toolbar"
              aria-label={formatMessage({ id: 'glossaries.editor.toolbarFiles' })}
            >
              <GlossaryFileButton
                testId="import-file"
                disabled={loading !== null}
                onFile={(file) => void editor.readImport(file)}
              >
                <FormattedMessage id="glossaries.editor.import" />
              </GlossaryFileButton>
              <span className="inline-label">
                <select
                  aria-label={formatMessage({ id: 'glossaries.editor.exportFormat' })}
                  aria-describedby={exportHintId}
                  value={exportChoice.id}
                  onChange={(e) =>
                    setExportChoice(
                      GLOSSARY_EXPORT_CHOICES.find((c) => c.id === e.target.value) ?? GLOSSARY_EXPORT_CHOICES[0],
                    )
                  }
                >
                  {GLOSSARY_EXPORT_CHOICES.map((c) => (
                    <option key={c.id} value={c.id}>
                      {exportLabel(formatMessage, c)}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={() => void editor.exportAs(exportChoice)} disabled={problems > 0}>
                  <FormattedMessage id="glossaries.editor.export" />
                </button>
              </span>
              <button type="button" aria-pressed={showQuality} onClick={() => setShowQuality(!showQuality)}>
                <FormattedMessage id="glossaries.editor.qualityCheck" />
              </button>
              {exportChoice.format === 'csv' && (
                <span id={exportHintId} className="muted export-hint" data-testid="export-hint">
                  <FormattedMessage
                    id={exportChoice.id === 'csv' ? 'glossaries.editor.csvHint' : 'glossaries.editor.csvRawHint'}
                  />
                </span>
              )}
            </div>
          </div>
          <ImportPanel />
          <div className="editor-status">
            <span role={loading ? 'status' : undefined}>
              {loading
                ? loading.total === undefined
                  ? formatMessage({ id: 'glossaries.editor.loadingCount' }, { loaded: loading.loaded })
                  : formatMessage(
                      { id: 'glossaries.editor.loadingCountOf' },
                      { loaded: loading.loaded, total: loading.total },
                    )
                : formatMessage({ id: 'glossaries.editor.entryCount' }, { count: model.rows.length })}
              {editor.view.length !== model.rows.length &&
                ` · ${formatMessage({ id: 'glossaries.editor.shown' }, { count: editor.view.length })}`}
            </span>
            <span className={problems > 0 ? 'field-error' : 'muted'} role="status" data-testid="problem-count">
              {problems === 0
                ? formatMessage({ id: 'glossaries.editor.noProblems' })
                : formatMessage({ id: 'glossaries.editor.problems' }, { count: problems })}
            </span>
            {dirty && (
              <span className="badge">
                <FormattedMessage id="glossaries.editor.unsaved" />
              </span>
            )}
            <SizeMeter bytes={size} />
            <label className="inline-label checkbox">
              <input
                type="checkbox"
                checked={density === 'compact'}
                onChange={(e) => {
                  const next: RowDensity = e.target.checked ? 'compact' : 'comfortable';
                  setDensity(next);
                  localStorage.setItem(DENSITY_KEY, next);
                }}
              />
              <FormattedMessage id="glossaries.editor.compact" />
            </label>
          </div>
          <div className="grid-area">
            {showKeys && (
              <GridKeysHelp
                id="grid-keys"
                onClose={() => {
                  setShowKeys(false);
                  grid.current?.focusActive();
                }}
              />
            )}
            <EntryGrid ref={grid} density={density} onHelp={() => setShowKeys(true)} />
          </div>
          {showQuality && <DictionaryQualityCheck />}
        </>
      )}
    </div>
  );
}

const DENSITY_KEY = 'glossa.glossaryRowDensity';
const savedDensity = (): RowDensity => (localStorage.getItem(DENSITY_KEY) === 'compact' ? 'compact' : 'comfortable');

/** An export format's name: file formats are names; the CSV for CAT tools says whom it is for. */
function exportLabel(formatMessage: IntlShape['formatMessage'], choice: GlossaryExportChoice): string {
  if (choice.id === 'csv-raw') return formatMessage({ id: 'glossaries.editor.export.csvRaw' });
  return choice.label;
}
