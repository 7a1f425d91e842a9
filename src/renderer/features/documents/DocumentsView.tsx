// Translate documents: drop files or folders on the window (or pick them), choose the options once, and
// follow each file to its translated copy on disk. Batches are listed newest first, each with its summary.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { BatchView, DocumentsState } from '../../../shared/calls/documents';
import { DOCUMENT_FILE_TYPES } from '../../../shared/rules/documents';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { errorDataOf } from '../../lib/ipc';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { BatchOptionsPanel } from './BatchOptionsPanel';
import { JobList } from './JobList';
import { JournalNotices } from './JournalNotices';
import { PendingBatch } from './PendingBatch';
import { DraftNotice } from '../../components/DraftNotice';
import { discardDocumentsDraft, documentsNotBack, keepDocumentsDraft } from './documentsDraft';
import { carriesFiles } from './droppedFiles';
import { useDocuments } from './documentsStore';
import { installWindowDrop } from './windowDrop';
import './documents.css';
import { useDocumentChecks } from '../qualityCheck/documentChecksStore';

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

/** Green only when every file was translated; failures warn; a cancelled file is neither. */
function summaryTone(batch: BatchView): string {
  if (batch.failed > 0) return 'has-failures';
  if (batch.cancelled > 0) return 'was-cancelled';
  return 'all-done';
}

export function DocumentsView() {
  const store = useDocuments();
  const { formatMessage, formatList } = useIntl();
  const formats = useFormats();
  const { say, sayError } = useSay();
  const { queue, options, refused, addError, actionError, sending, fileDialogs, dragging } = store;
  const [loadError, setLoadError] = useState<ErrorData | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    store.load().catch((error: unknown) => setLoadError(errorDataOf(error)));
    // The finished documents' quality checks main kept (shown again after a reload).
    useDocumentChecks
      .getState()
      .load()
      .catch(() => undefined);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => void keepDocumentsDraft(), []);

  const pick = () => {
    if (fileDialogs) void store.chooseFiles();
    else inputRef.current?.click();
  };

  if (loadError)
    return (
      <div className="page">
        <ErrorNotice error={loadError} />
      </div>
    );
  if (!queue || !options)
    return (
      <div className="page">
        <p className="muted">
          <FormattedMessage id="common.loading" />
        </p>
      </div>
    );

  const groups = batchGroups(queue);
  const notBack = documentsNotBack();
  const draftWhat =
    notBack.length > 0
      ? formatMessage(
          { id: 'documents.draftWhat' },
          {
            names: formatList(
              notBack.length > 5
                ? [
                    ...notBack.slice(0, 5),
                    formatMessage({ id: 'documents.billing.more' }, { count: notBack.length - 5 }),
                  ]
                : notBack,
            ),
          },
        )
      : undefined;
  const pausedWords = queue.paused ? sayError(queue.paused) : undefined;
  const anyFinished = queue.jobs.some((j) => ['done', 'error', 'cancelled'].includes(j.state));
  const active = queue.jobs.filter((j) => !['waiting', 'done', 'error', 'cancelled'].includes(j.state)).length;
  const waiting = queue.jobs.filter((j) => j.state === 'waiting').length;

  return (
    <div className={`page documents-page${dragging ? ' is-dragging' : ''}`}>
      <header className="page-header">
        <h1>
          <FormattedMessage id="documents.title" />
        </h1>
        <div className="doc-header-actions">
          {active + waiting > 0 && (
            <span className="muted" role="status">
              <FormattedMessage
                id="documents.inProgress"
                values={{ active, concurrency: queue.concurrency, waiting }}
              />
            </span>
          )}
          {anyFinished && (
            <button type="button" onClick={() => void store.clearFinished()}>
              <FormattedMessage id="documents.clearFinished" />
            </button>
          )}
        </div>
      </header>

      <DraftNotice kind="documents" what={draftWhat} onDiscard={discardDocumentsDraft} />
      <JournalNotices notices={queue.notices} />

      {queue.paused && (
        <div className="notice notice-warn doc-paused" role="alert">
          <p>
            <strong>
              <FormattedMessage id="documents.paused" />
            </strong>{' '}
            {pausedWords!.message}
          </p>
          {pausedWords?.nextStep && <p className="muted">{pausedWords.nextStep}</p>}
          <button type="button" className="primary" onClick={() => void store.resume()}>
            <FormattedMessage id="documents.resume" />
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
            <h2 id="doc-drop-heading">
              <FormattedMessage id={dragging ? 'documents.drop.dragging' : 'documents.drop.heading'} />
            </h2>
            <p className="muted">
              <FormattedMessage
                id="documents.drop.types"
                values={{
                  // A list as the language writes one ("docx、doc、pptx"): a unit list runs the items together in
                  // Chinese.
                  supported: formatList(SUPPORTED, { type: 'conjunction', style: 'narrow' }),
                  beta: formatList(BETA, { type: 'conjunction', style: 'narrow' }),
                }}
              />
            </p>
            <button type="button" className="primary" onClick={pick}>
              <FormattedMessage id="documents.chooseFiles" />
            </button>
            {fileDialogs && (
              <button type="button" onClick={() => void store.chooseSourceFolder()}>
                <FormattedMessage id="documents.addFolder" />
              </button>
            )}
            <input
              ref={inputRef}
              type="file"
              multiple
              hidden
              aria-label={formatMessage({ id: 'documents.chooseFilesLabel' })}
              data-testid="document-file-input"
              onChange={(e) => {
                const files = [...(e.target.files ?? [])].map((file) => ({ name: file.name, file }));
                e.target.value = '';
                void store.addFiles(files);
              }}
            />
            {sending && (
              <p className="muted" role="status">
                <FormattedMessage
                  id="documents.handingOver"
                  values={{ name: sending.name, percent: formats.percent(sending.sent / Math.max(1, sending.total)) }}
                />
              </p>
            )}
          </section>

          <PendingBatch />
          {addError && (
            <ErrorNotice
              error={addError}
              title={formatMessage({ id: store.pending.length > 0 ? 'documents.notSentKept' : 'documents.notAdded' })}
            />
          )}
          {actionError && <ErrorNotice error={actionError} />}
          {refused.length > 0 && (
            <div className="notice notice-warn doc-refused" role="alert">
              <p>
                <strong>
                  <FormattedMessage id="documents.refused.title" values={{ count: refused.length }} />
                </strong>
              </p>
              <ul>
                {refused.slice(0, 20).map((file, i) => (
                  <li key={`${file.name}-${i}`}>
                    <strong data-user-text>{file.name}</strong>: {file.says ? say(file.says) : file.reason}
                  </li>
                ))}
              </ul>
              <button type="button" onClick={store.dismissRefused}>
                <FormattedMessage id="documents.dismiss" />
              </button>
            </div>
          )}

          {groups.length === 0 ? (
            <p className="muted doc-empty">
              <FormattedMessage id="documents.empty" />
            </p>
          ) : (
            groups.map(({ key, batch, jobs, files, languages }) => {
              const title = formatMessage(
                { id: 'documents.batch.title' },
                { files, languages: formats.list(languages.map((code) => formats.languageName(code))) },
              );
              const started = formats.date(batch.createdAt, 'time');
              const counts = {
                done: batch.done,
                total: batch.total,
                failed: batch.failed,
                cancelled: batch.cancelled,
                characters: batch.billedCharacters,
                languages: languages.length,
              };
              const cancelledOnly = batch.done === 0 && batch.cancelled > 0 && batch.failed === 0;
              return (
                <section
                  key={key}
                  className="card doc-batch"
                  aria-label={formatMessage({ id: 'documents.batch.label' }, { title, time: started })}
                >
                  <header className="doc-batch-header">
                    <h2>
                      {title}{' '}
                      <span className="muted doc-batch-time">
                        {'· '}
                        <FormattedMessage id="documents.batch.started" values={{ time: started }} />
                      </span>
                    </h2>
                    {batch.finishedAt !== undefined ? (
                      <p className={`doc-summary ${summaryTone(batch)}`} role="status" data-testid="batch-summary">
                        <FormattedMessage
                          id={cancelledOnly ? 'documents.batch.cancelled' : 'documents.batch.finished'}
                          values={counts}
                        />
                      </p>
                    ) : (
                      <p className="muted" data-testid="batch-progress">
                        <FormattedMessage id="documents.batch.progress" values={counts} />
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
