// One dictionary of a glossary: the toolbar (search, filter, sort, undo/redo, import, export, save), the size
// meter, the row density and the grid. A skip link at the top reaches the first cell in one Tab.
import { useEffect, useId, useRef, useState } from 'react';
import { GLOSSARY_EXPORT_CHOICES, type GlossaryExportChoice } from '../../../shared/rules/glossaryFiles';
import { GLOSSARY_LIMITS } from '../../../shared/rules/glossaryEntries';
import { countOf } from '../../../shared/rules/wording';
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
          Skip to the entries
        </a>
      )}
      <header className="page-header">
        <div>
          <button
            type="button"
            className="link-button"
            onClick={() => (dirty ? setConfirmLeave(true) : props.onBack())}
          >
            ← All glossaries
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
            title="A dictionary maps one way only: create the swapped pair from these entries"
          >
            Reverse dictionary
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
            title={loading ? 'Saving waits until every entry is loaded' : undefined}
          >
            {editor.saving ? 'Saving…' : 'Save'}
          </button>
        </div>
      </header>
      {confirmLeave && (
        <div className="notice notice-warn row-actions" role="alertdialog" aria-label="Leave without saving?">
          This dictionary has unsaved changes.
          <button type="button" className="danger" onClick={() => (leftWithoutSaving(), props.onBack())}>
            Leave without saving
          </button>
          <button type="button" onClick={() => setConfirmLeave(false)}>
            Stay
          </button>
        </div>
      )}
      <DraftNotice kind="glossary" what="of unsaved changes" onDiscard={discardGlossaryDraft} />
      <PairWarning sourceLang={ref.sourceLang} targetLang={ref.targetLang} />
      <ListNotice />
      {status === 'loading' && <p className="muted">Loading entries…</p>}
      {editor.loadError && (
        <div className="notice notice-error" role="alert">
          Not every entry could be loaded, so this dictionary cannot be saved now. {editor.loadError.message}{' '}
          {editor.loadError.nextStep}
        </div>
      )}
      {status === 'failed' && error && (
        <div className="notice notice-error" role="alert">
          {error.message} {error.nextStep}
        </div>
      )}
      {editor.saveError && (
        <div className="notice notice-error" role="alert">
          {editor.saveError.message} {editor.saveError.nextStep}
          {editor.saveError.fields?.slice(0, 5).map((f) => (
            <div key={f.field}>{f.message}</div>
          ))}
        </div>
      )}
      {editor.lastSave && <SaveReport />}
      {status === 'ready' && (
        <>
          <div className="editor-toolbars">
            <div className="editor-toolbar" role="toolbar" aria-label="Entries">
              <input
                type="search"
                placeholder="Search entries"
                aria-label="Search entries"
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
                  aria-label="Show"
                  title="Show"
                  value={editor.filter}
                  onChange={(e) => editor.setFilter(e.target.value as RowFilter)}
                >
                  <option value="all">All entries</option>
                  <option value="problems">With problems</option>
                  <option value="duplicates">Duplicate sources</option>
                </select>
              </label>
              <label className="inline-label">
                <select
                  aria-label="Sort"
                  title="Sort"
                  value={editor.sort}
                  onChange={(e) => editor.setSort(e.target.value as RowSort)}
                >
                  <option value="file">As saved</option>
                  <option value="source">By source</option>
                  <option value="target">By target</option>
                </select>
              </label>
              <button type="button" onClick={editor.undo} disabled={!model.canUndo} title="Undo (Ctrl+Z)">
                Undo
              </button>
              <button type="button" onClick={editor.redo} disabled={!model.canRedo} title="Redo (Ctrl+Y)">
                Redo
              </button>
              <button type="button" onClick={() => grid.current?.focusRow(editor.addRow())}>
                Add entry
              </button>
              <button
                type="button"
                aria-expanded={showKeys}
                aria-controls="grid-keys"
                aria-label="Keyboard"
                title="Keyboard: the keys of the entries (? in the grid)"
                onClick={() => setShowKeys((shown) => !shown)}
              >
                <span aria-hidden="true">⌨</span>
              </button>
            </div>
            {/* Files in and out: a toolbar of their own, so the entries' toolbar stays one line. */}
            <div className="editor-toolbar" role="toolbar" aria-label="Files">
              <GlossaryFileButton
                testId="import-file"
                disabled={loading !== null}
                onFile={(file) => void editor.readImport(file)}
              >
                Import…
              </GlossaryFileButton>
              <span className="inline-label">
                <select
                  aria-label="Export format"
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
                      {c.label}
                    </option>
                  ))}
                </select>
                <button type="button" onClick={() => void editor.exportAs(exportChoice)} disabled={problems > 0}>
                  Export
                </button>
              </span>
              <button type="button" aria-pressed={showQuality} onClick={() => setShowQuality(!showQuality)}>
                Quality check
              </button>
              {exportChoice.format === 'csv' && (
                <span id={exportHintId} className="muted export-hint" data-testid="export-hint">
                  {exportChoice.id === 'csv'
                    ? 'For Excel or LibreOffice: a cell that starts with =, +, - or @ gets an apostrophe, so it never runs as a formula.'
                    : 'For Trados, memoQ and other CAT tools: every cell exactly as typed, formulas not escaped.'}
                </span>
              )}
            </div>
          </div>
          <ImportPanel />
          <div className="editor-status">
            <span role={loading ? 'status' : undefined}>
              {loading
                ? `Loading entries: ${loading.loaded.toLocaleString()}${loading.total === undefined ? '' : ` of ${loading.total.toLocaleString()}`}…`
                : countOf(model.rows.length, 'entry', 'entries')}
              {editor.view.length !== model.rows.length && ` · ${editor.view.length.toLocaleString()} shown`}
            </span>
            <span className={problems > 0 ? 'field-error' : 'muted'} role="status" data-testid="problem-count">
              {problems === 0
                ? 'No problems'
                : `${problems.toLocaleString()} ${problems === 1 ? 'entry needs' : 'entries need'} fixing before saving`}
            </span>
            {dirty && <span className="badge">Unsaved changes</span>}
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
              Compact rows
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

function SizeMeter({ bytes }: { bytes: number }) {
  const limit = GLOSSARY_LIMITS.dictionaryBytes;
  return (
    <span className="size-meter">
      <meter
        min={0}
        max={limit}
        low={limit * 0.8}
        high={limit * 0.95}
        optimum={0}
        value={bytes}
        aria-label="Dictionary size against the 10 MB limit"
      />
      <span className={bytes > limit ? 'field-error' : 'muted'} title={`${bytes.toLocaleString()} bytes`}>
        {sizeText(bytes)} of 10 MB
      </span>
    </span>
  );
}

/** Rounded down, so a dictionary shows 10.00 MB only once it is at or over the limit. */
function sizeText(bytes: number): string {
  if (bytes < 1000) return `${bytes} bytes`;
  if (bytes < 1_000_000) return `${(Math.floor(bytes / 100) / 10).toFixed(1)} kB`;
  return `${(Math.floor(bytes / 10_000) / 100).toFixed(2)} MB`;
}

function SaveReport() {
  const result = useDictionaryEditor((s) => s.lastSave)!;
  const what =
    result.method === 'none'
      ? 'Nothing had changed; nothing was sent.'
      : result.method === 'PATCH'
        ? `Sent only the ${countOf(result.sentEntries, 'new or changed entry', 'new or changed entries')} (${result.added} added, ${result.changed} changed).`
        : `${result.deleted} deleted, so the whole dictionary (${countOf(result.sentEntries, 'entry', 'entries')}) was sent.`;
  return (
    <div className={`notice ${result.confirmed ? 'notice-ok' : 'notice-warn'}`} role="status" data-testid="save-report">
      Saved. {what}{' '}
      {result.confirmed
        ? 'Read back: the service holds exactly what you see.'
        : 'Read back: the service holds something else (someone else may have changed it). The editor now shows what the service holds.'}
    </div>
  );
}

function ListNotice() {
  const notice = useGlossaryList((s) => s.notice);
  if (!notice) return null;
  return (
    <div
      className={`notice notice-${notice.kind === 'ok' ? 'ok' : 'error'}`}
      role={notice.kind === 'ok' ? 'status' : 'alert'}
    >
      {notice.text} {notice.nextStep}
    </div>
  );
}
