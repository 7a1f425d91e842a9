// One row per document: its state in words, a progress bar, and what can be done with it now.
import type { JobState, JobView } from '../../../shared/calls/documents';
import { languageName } from '../../../shared/rules/languages';
import { BILLING_MINIMUM_CHARACTERS, documentFileType } from '../../../shared/rules/documents';
import { useDocuments } from './documentsStore';
import { RecoveredTranslation } from './RecoveredTranslation';
import { RetryButton } from './RetryButton';
import { UntranslatedNote } from './UntranslatedNote';
import './jobList.css';

const STATE_LABELS: Record<JobState, string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  queued: 'Queued at the service',
  translating: 'Translating',
  downloading: 'Downloading',
  done: 'Done',
  error: 'Failed',
  cancelled: 'Cancelled',
};

const formatBytes = (n: number): string =>
  n < 1024 ? `${n} B` : n < 1024 * 1024 ? `${(n / 1024).toFixed(0)} KB` : `${(n / (1024 * 1024)).toFixed(1)} MB`;
export const formatCount = (n: number): string => n.toLocaleString('en-US');

/** How far along a job is, 0..100, for its bar; undefined while there is nothing to measure. */
function progressOf(job: JobView): number | undefined {
  switch (job.state) {
    case 'waiting':
      return 0;
    case 'uploading':
      return job.sentBytes !== undefined && job.size > 0 ? Math.round((35 * job.sentBytes) / job.size) : undefined;
    case 'queued':
      return 40;
    case 'translating':
      return job.secondsRemaining !== undefined ? Math.max(45, 90 - Math.min(45, job.secondsRemaining * 3)) : 60;
    case 'downloading':
      return 95;
    default:
      return 100;
  }
}

function detailOf(job: JobView, paused: boolean): string {
  if (job.notice) return job.notice;
  switch (job.state) {
    case 'uploading':
      return job.sentBytes !== undefined
        ? `${formatBytes(job.sentBytes)} of ${formatBytes(job.size)} sent`
        : 'Starting the upload';
    case 'translating':
      return job.secondsRemaining !== undefined
        ? `About ${job.secondsRemaining} s left (the service's estimate)`
        : 'The service is translating';
    case 'done':
      if (job.billedCharacters === undefined) return 'Saved';
      // Office files and PDFs are billed at least 50,000 characters: say so rather than surprise.
      return job.billedCharacters === BILLING_MINIMUM_CHARACTERS && documentFileType(job.name)?.billingMinimum
        ? `${formatCount(job.billedCharacters)} characters billed (the minimum for this file type)`
        : `${formatCount(job.billedCharacters)} characters billed`;
    case 'waiting':
      return `${formatBytes(job.size)}, ${paused ? 'waits until the queue is resumed' : 'waits for a free place'}`;
    default:
      return '';
  }
}

export function JobList(props: { jobs: JobView[]; paused: boolean }) {
  const act = useDocuments((s) => s.act);
  const jobErrors = useDocuments((s) => s.jobErrors);
  return (
    <ul className="doc-jobs" aria-label="Documents">
      {props.jobs.map((job) => {
        const progress = progressOf(job);
        const detail = detailOf(job, props.paused);
        const active = !['done', 'error', 'cancelled'].includes(job.state);
        // Names start with the visible label and carry the file and language, so a 3-language batch has 3 names.
        const which = `${job.outputName ?? job.name} (${languageName(job.targetLang)})`;
        const openProblem = jobErrors[job.id];
        return (
          <li key={job.id} className={`doc-job doc-job-${job.state}`} data-testid="document-job" data-state={job.state}>
            <div className="doc-job-main">
              <span className="doc-job-name" title={job.name}>
                {job.name}
              </span>
              <span className="muted doc-job-lang">→ {languageName(job.targetLang)}</span>
              <span className={`doc-state doc-state-${job.state}`}>{STATE_LABELS[job.state]}</span>
            </div>
            <progress
              className="doc-progress"
              max={100}
              {...(progress !== undefined ? { value: progress } : {})}
              aria-label={`${job.name}: ${STATE_LABELS[job.state]}`}
              aria-valuetext={`${STATE_LABELS[job.state]}${detail ? `, ${detail}` : ''}`}
            />
            <div className="doc-job-detail">
              <span className="muted">{detail}</span>
              {job.state === 'done' && job.outputName && (
                <span className="doc-output" title={job.outputPath}>
                  Saved as <strong>{job.outputName}</strong>
                </span>
              )}
              <span className="doc-job-actions">
                {active && (
                  <button
                    type="button"
                    onClick={() => void act('cancel', job.id)}
                    aria-label={`Cancel ${job.name} (${languageName(job.targetLang)})`}
                  >
                    Cancel
                  </button>
                )}
                {job.state === 'done' && !job.recoveredPath && (
                  <>
                    <button type="button" onClick={() => void act('open', job.id)} aria-label={`Open ${which}`}>
                      Open
                    </button>
                    <button
                      type="button"
                      onClick={() => void act('show', job.id)}
                      aria-label={`Show in folder: ${which}`}
                    >
                      Show in folder
                    </button>
                  </>
                )}
                {job.canRetry && <RetryButton jobId={job.id} name={job.name} />}
              </span>
            </div>
            {openProblem && (
              <div className="doc-job-problem" role="alert">
                <p>{openProblem.message}</p>
                {openProblem.nextStep && <p className="muted">{openProblem.nextStep}</p>}
              </div>
            )}
            {job.state === 'done' && job.recoveredPath && <RecoveredTranslation job={job} />}
            {job.state === 'done' && job.untranslated && <UntranslatedNote parts={job.untranslated} />}
            {job.state === 'error' && job.error && (
              <div className="doc-job-problem" role="alert">
                <p>{job.error.message}</p>
                {job.error.serverMessage && <p>The service said: “{job.error.serverMessage}”</p>}
                {job.error.nextStep && <p className="muted">{job.error.nextStep}</p>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
