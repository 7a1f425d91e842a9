// One row per document: its state in words, a progress bar, and what can be done with it now.
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import type { JobState, JobView } from '../../../shared/calls/documents';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { BILLING_MINIMUM_CHARACTERS, documentFileType, isXliffFileName } from '../../../shared/rules/documents';
import { useFormats } from '../../i18n/useFormats';
import { errorWords, sayMessage, useSay } from '../../i18n/uiMessages';
import { useDocuments } from './documentsStore';
import { RecoveredTranslation } from './RecoveredTranslation';
import { RetryButton } from './RetryButton';
import { UntranslatedNote } from './UntranslatedNote';
import { DocumentQualityCheck } from '../qualityCheck/DocumentQualityCheck';
import { useDocumentChecks } from '../qualityCheck/documentChecksStore';
import './jobList.css';

const STATE_MESSAGES: Record<JobState, MessageId> = {
  waiting: 'documents.job.state.waiting',
  uploading: 'documents.job.state.uploading',
  queued: 'documents.job.state.queued',
  translating: 'documents.job.state.translating',
  downloading: 'documents.job.state.downloading',
  done: 'documents.job.state.done',
  error: 'documents.job.state.error',
  cancelled: 'documents.job.state.cancelled',
};

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

type Formats = ReturnType<typeof useFormats>;

function detailOf(job: JobView, paused: boolean, intl: IntlShape, formats: Formats): string {
  if (job.notice) {
    const about = job.noticeError ? errorWords(intl, job.noticeError).message : undefined;
    return [about, sayMessage(intl, job.notice)].filter(Boolean).join(' ');
  }
  const say = (id: MessageId, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  switch (job.state) {
    case 'uploading':
      return job.sentBytes !== undefined
        ? say('documents.job.sent', { sent: formats.size(job.sentBytes), size: formats.size(job.size) })
        : say('documents.job.startingUpload');
    case 'translating':
      return job.secondsRemaining !== undefined
        ? say('documents.job.timeLeft', { duration: formats.duration(job.secondsRemaining) })
        : say('documents.job.serviceTranslating');
    case 'done':
      if (job.billedCharacters === undefined) return say('documents.job.saved');
      // Office files and PDFs are billed at least 50,000 characters: say so rather than surprise.
      return say(
        job.billedCharacters === BILLING_MINIMUM_CHARACTERS && documentFileType(job.name)?.billingMinimum
          ? 'documents.job.billedMinimum'
          : 'documents.job.billed',
        { characters: job.billedCharacters },
      );
    case 'waiting':
      return say(paused ? 'documents.job.waitsForResume' : 'documents.job.waitsForPlace', {
        size: formats.size(job.size),
      });
    default:
      return '';
  }
}

export function JobList(props: { jobs: JobView[]; paused: boolean }) {
  const act = useDocuments((s) => s.act);
  const jobErrors = useDocuments((s) => s.jobErrors);
  const intl = useIntl();
  const formats = useFormats();
  const { sayError } = useSay();
  const checks = useDocumentChecks((s) => s.checks);
  const hiddenChecks = useDocumentChecks((s) => s.hidden);
  const checkErrors = useDocumentChecks((s) => s.startErrors);
  const startCheck = useDocumentChecks((s) => s.start);
  return (
    <ul className="doc-jobs" aria-label={intl.formatMessage({ id: 'documents.jobs.label' })}>
      {props.jobs.map((job) => {
        const progress = progressOf(job);
        const detail = detailOf(job, props.paused, intl, formats);
        const state = intl.formatMessage({ id: STATE_MESSAGES[job.state] });
        const language = formats.languageName(job.targetLang);
        const active = !['done', 'error', 'cancelled'].includes(job.state);
        // Names start with the visible label and carry the file and language, so a 3-language batch has 3 names.
        const which = { name: job.outputName ?? job.name, language };
        const openProblem = jobErrors[job.id] ? sayError(jobErrors[job.id]!) : undefined;
        const failure = job.state === 'error' && job.error ? sayError(job.error) : undefined;
        // A finished XLIFF (a translation Glossa placed, or kept in the recovery folder) can be checked.
        const checkable = job.state === 'done' && isXliffFileName(job.outputName ?? job.recoveredPath ?? '');
        const check = checks[job.id];
        const checking = check?.state === 'reading' || check?.state === 'checking';
        const checkProblem = checkErrors[job.id] ? sayError(checkErrors[job.id]!) : undefined;
        return (
          <li key={job.id} className={`doc-job doc-job-${job.state}`} data-testid="document-job" data-state={job.state}>
            <div className="doc-job-main">
              <span className="doc-job-name" title={job.name} data-user-text>
                {job.name}
              </span>
              <span className="muted doc-job-lang" data-language-name>
                → {language}
              </span>
              <span className={`doc-state doc-state-${job.state}`}>{state}</span>
            </div>
            <progress
              className="doc-progress"
              max={100}
              {...(progress !== undefined ? { value: progress } : {})}
              aria-label={`${job.name}: ${state}`}
              aria-valuetext={detail ? `${state}, ${detail}` : state}
            />
            <div className="doc-job-detail">
              <span className="muted">{detail}</span>
              {job.state === 'done' && job.outputName && (
                <span className="doc-output" title={job.outputPath}>
                  <FormattedMessage
                    id="documents.job.savedAs"
                    values={{ name: job.outputName, strong: (chunks) => <strong data-user-text>{chunks}</strong> }}
                  />
                </span>
              )}
              <span className="doc-job-actions">
                {active && (
                  <button
                    type="button"
                    onClick={() => void act('cancel', job.id)}
                    aria-label={intl.formatMessage({ id: 'documents.job.cancelLabel' }, { name: job.name, language })}
                  >
                    <FormattedMessage id="common.cancel" />
                  </button>
                )}
                {job.state === 'done' && !job.recoveredPath && (
                  <>
                    <button
                      type="button"
                      onClick={() => void act('open', job.id)}
                      aria-label={intl.formatMessage({ id: 'documents.job.openLabel' }, which)}
                    >
                      <FormattedMessage id="documents.job.open" />
                    </button>
                    <button
                      type="button"
                      onClick={() => void act('show', job.id)}
                      aria-label={intl.formatMessage({ id: 'documents.job.showLabel' }, which)}
                    >
                      <FormattedMessage id="documents.job.show" />
                    </button>
                  </>
                )}
                {checkable && (
                  <button
                    type="button"
                    disabled={checking}
                    onClick={() => void startCheck(job.id)}
                    aria-label={intl.formatMessage({ id: 'documents.job.checkQualityLabel' }, which)}
                  >
                    <FormattedMessage id={checking ? 'qualityCheck.checking' : 'documents.job.checkQuality'} />
                  </button>
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
            {checkProblem && (
              <div className="doc-job-problem" role="alert">
                <p>{checkProblem.message}</p>
                {checkProblem.nextStep && <p className="muted">{checkProblem.nextStep}</p>}
              </div>
            )}
            {check && !hiddenChecks[job.id] && <DocumentQualityCheck check={check} />}
            {failure && (
              <div className="doc-job-problem" role="alert">
                <p>{failure.message}</p>
                {job.error?.serverMessage && (
                  <p>
                    <FormattedMessage id="documents.job.serviceSaid" values={{ said: job.error.serverMessage }} />
                  </p>
                )}
                {failure.nextStep && <p className="muted">{failure.nextStep}</p>}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
