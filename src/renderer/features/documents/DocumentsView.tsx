// Translate documents: drop files or folders on the window (or pick them), choose the options once, and
// follow each file to its translated copy on disk. Batches are listed newest first, each with its summary.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { BatchView, DocumentsState } from '../../../shared/calls/documents';
import { DOCUMENT_FILE_TYPES } from '../../../shared/rules/documents';
import { languageName } from '../../../shared/rules/languages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { BatchOptionsPanel } from './BatchOptionsPanel';
import { JobList, formatCount } from './JobList';
import { JournalNotices } from './JournalNotices';
import { PendingBatch } from './PendingBatch';
import { DraftNotice } from '../../components/DraftNotice';
import { discardDocumentsDraft, documentsDraftWhat, keepDocumentsDraft } from './documentsDraft';
import { carriesFiles } from './droppedFiles';
import { useDocuments } from './documentsStore';
import { installWindowDrop } from './windowDrop';
import './documents.css';

installWindowDrop();

const SUPPORTED = DOCUMENT_FILE_TYPES.filter((t) => !t.beta).map((t) => t.extension);
const BETA = DOCUMENT_FILE_TYPES.filter((t) => t.beta).map((t) => t.extension);

/** The batches of one drop into several languages, read as one batch: every file × language, one total. */
interface BatchGroup {
  key: string;
  batch: BatchView;
  languages: string[];
  files: number;
  jobs: DocumentsState['jobs'];
}

const RUNNING_STATES = new Set(['uploading', 'queued', 'translating', 'downloading']);
/** Rows that move come first, then those waiting, then finished ones. */
const rowRank = (state: string) => (RUNNING_STATES.has(state) ? 0 : state === 'waiting' ? 1 : 2);

function batchGroups(queue: DocumentsState): BatchGroup[] {
  const byKey = new Map<string, BatchView[]>();
  for (const batch of queue.batches) {
    const key = batch.group ?? batch.id;
    byKey.set(key, [...(byKey.get(key) ?? []), batch]);
  }
  const groups: BatchGroup[] = [];
  for (const [key, members] of byKey) {
    members.sort((a, b) => a.createdAt - b.createdAt);
    const ids = members.map((b) => b.id);
    const jobs = queue.jobs.filter((j) => ids.includes(j.batchId));
    if (jobs.length === 0) continue;
    const names = [...new Set(jobs.map((j) => j.name))];
    const languages = [
      ...new Set(members.flatMap((b) => jobs.filter((j) => j.batchId === b.id).map((j) => j.targetLang))),
    ];
    const order = (j: DocumentsState['jobs'][number]) => [
      rowRank(j.state),
      names.indexOf(j.name),
      languages.indexOf(j.targetLang),
    ];
    jobs.sort((a, b) => {
      const [x, y] = [order(a), order(b)];
      return x[0]! - y[0]! || x[1]! - y[1]! || x[2]! - y[2]!;
    });
    const finished = members.every((b) => b.finishedAt !== undefined);
    const batch: BatchView = {
      id: key,
      createdAt: members[0]!.createdAt,
      total: members.reduce((n, b) => n + b.total, 0),
      done: members.reduce((n, b) => n + b.done, 0),
      failed: members.reduce((n, b) => n + b.failed, 0),
      cancelled: members.reduce((n, b) => n + b.cancelled, 0),
      billedCharacters: members.reduce((n, b) => n + b.billedCharacters, 0),
      ...(finished ? { finishedAt: Math.max(...members.map((b) => b.finishedAt!)) } : {}),
    };
    groups.push({ key, batch, languages, files: names.length, jobs });
  }
  return groups.sort((a, b) => b.batch.createdAt - a.batch.createdAt);
}

function listOf(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

function summaryOf(batch: BatchView): string {
  const parts = [`${batch.done} of ${batch.total} translated`];
  if (batch.failed > 0) parts.push(`${batch.failed} failed`);
  if (batch.cancelled > 0) parts.push(`${batch.cancelled} cancelled`);
  return parts.join(', ');
}

/** Green only when every file was translated; failures warn; a cancelled file is neither. */
function summaryTone(batch: BatchView): string {
  if (batch.failed > 0) return 'has-failures';
  if (batch.cancelled > 0) return 'was-cancelled';
  return 'all-done';
}

export function DocumentsView() {
  const store = useDocuments();
  const { queue, options, refused, addError, actionError, sending, fileDialogs, dragging } = store;
  const [loadError, setLoadError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    store.load().catch((error: Error) => setLoadError(error.message));
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void keepDocumentsDraft(), []);

  const pick = () => {
    if (fileDialogs) void store.chooseFiles();
    else inputRef.current?.click();
  };

  if (loadError)
    return (
      <div className="page">
        <ErrorNotice error={{ kind: 'internal', message: loadError }} />
      </div>
    );
  if (!queue || !options)
    return (
      <div className="page">
        <p className="muted">Loading…</p>
      </div>
    );

  const groups = batchGroups(queue);
  const anyFinished = queue.jobs.some((j) => ['done', 'error', 'cancelled'].includes(j.state));
  const active = queue.jobs.filter((j) => !['waiting', 'done', 'error', 'cancelled'].includes(j.state)).length;
  const waiting = queue.jobs.filter((j) => j.state === 'waiting').length;

  return (
    <div className={`page documents-page${dragging ? ' is-dragging' : ''}`}>
      <header className="page-header">
        <h1>Translate documents</h1>
        <div className="doc-header-actions">
          {active + waiting > 0 && (
            <span className="muted" role="status">
              {active} in progress (up to {queue.concurrency} at once){waiting > 0 ? `, ${waiting} waiting` : ''}
            </span>
          )}
          {anyFinished && (
            <button type="button" onClick={() => void store.clearFinished()}>
              Clear finished
            </button>
          )}
        </div>
      </header>

      <DraftNotice kind="documents" what={documentsDraftWhat()} onDiscard={discardDocumentsDraft} />
      <JournalNotices notices={queue.notices} />

      {queue.paused && (
        <div className="notice notice-warn doc-paused" role="alert">
          <p>
            <strong>The queue is paused.</strong> {queue.paused.message}
          </p>
          {queue.paused.nextStep && <p className="muted">{queue.paused.nextStep}</p>}
          <button type="button" className="primary" onClick={() => void store.resume()}>
            Resume
          </button>
        </div>
      )}

      <div className="doc-columns">
        <BatchOptionsPanel options={options} />
        <div className="doc-work">
          <section
            className="doc-dropzone"
            aria-labelledby="doc-drop-heading"
            onDragOver={(e: DragEvent) => carriesFiles(e.dataTransfer) && e.preventDefault()}
          >
            <h2 id="doc-drop-heading">{dragging ? 'Drop to translate' : 'Drop files or folders here'}</h2>
            <p className="muted">
              Word, PowerPoint, Excel, PDF, web pages, text, XLIFF and subtitles ({SUPPORTED.join(', ')}); images (
              {BETA.join(', ')}) are in beta. Folders add the files they hold.
            </p>
            <button type="button" className="primary" onClick={pick}>
              Choose files…
            </button>
            {fileDialogs && (
              <button type="button" onClick={() => void store.chooseSourceFolder()}>
                Add a folder…
              </button>
            )}
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              aria-label="Choose files to translate"
              data-testid="document-file-input"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].map((file) => ({ name: file.name, file }));
                e.target.value = '';
                void store.addFiles(files);
              }}
            />
            {sending && (
              <p className="muted" role="status">
                Handing over {sending.name}: {Math.round((100 * sending.sent) / Math.max(1, sending.total))}%
              </p>
            )}
          </section>

          <PendingBatch />
          {addError && (
            <ErrorNotice
              error={addError}
              title={store.pending.length > 0 ? 'Not sent yet: the chosen files are kept.' : 'Nothing was added.'}
            />
          )}
          {actionError && <ErrorNotice error={actionError} />}
          {refused.length > 0 && (
            <div className="notice notice-warn doc-refused" role="alert">
              <p>
                <strong>
                  {refused.length === 1 ? 'One file was not added:' : `${refused.length} files were not added:`}
                </strong>
              </p>
              <ul>
                {refused.slice(0, 20).map((file, i) => (
                  <li key={`${file.name}-${i}`}>
                    <strong>{file.name}</strong>: {file.reason}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={store.dismissRefused}>
                Dismiss
              </button>
            </div>
          )}

          {groups.length === 0 ? (
            <p className="muted doc-empty">
              No documents yet. Translations are saved as files; this list shows their progress.
            </p>
          ) : (
            groups.map(({ key, batch, jobs, files, languages }) => {
              const title = `${files === 1 ? '1 file' : `${files} files`} into ${listOf(languages.map(languageName))}`;
              const started = new Date(batch.createdAt).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
              return (
                <section key={key} className="card doc-batch" aria-label={`${title}, started ${started}`}>
                  <header className="doc-batch-header">
                    <h2>
                      {title} <span className="muted doc-batch-time">· started {started}</span>
                    </h2>
                    {batch.finishedAt !== undefined ? (
                      <p className={`doc-summary ${summaryTone(batch)}`} role="status" data-testid="batch-summary">
                        {batch.done === 0 && batch.cancelled > 0 && batch.failed === 0 ? 'Cancelled' : 'Finished'}:{' '}
                        {summaryOf(batch)} · {formatCount(batch.billedCharacters)} characters billed
                        {languages.length > 1 ? ' in total' : ''}
                      </p>
                    ) : (
                      <p className="muted" data-testid="batch-progress">
                        {batch.done} of {batch.total} done · {formatCount(batch.billedCharacters)} characters billed so
                        far
                      </p>
                    )}
                  </header>
                  <JobList jobs={jobs} paused={queue.paused !== undefined} />
                </section>
              );
            })
          )}
        </div>
      </div>
    </div>
  );
}
