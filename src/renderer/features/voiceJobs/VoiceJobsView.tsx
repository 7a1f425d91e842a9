// Recordings: drop a recording (WAV, MP3, M4A, OGG, WebM, FLAC, up to 1 GB) and it is translated as an
// asynchronous voice job into one or several languages, far faster than playing it through live captions: its
// upload with progress, the service's work, and each language's results (text, subtitles, speech) saved beside
// the recording. Jobs survive a restart; a stopped one says why and goes on with Retry. Every word comes from
// the message catalogue.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoiceJobView } from '../../../shared/calls/voiceJobs';
import {
  MAX_RECORDING_LANGUAGES,
  RECORDING_EXTENSION_LIST,
  VOICE_JOB_RESULT_KIND_LIST,
} from '../../../shared/rules/voiceJobs';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { TargetLanguageChips } from '../../components/TargetLanguageChips';
import { useFormats } from '../../i18n/useFormats';
import { useSay } from '../../i18n/uiMessages';
import { useVoiceJobs } from './voiceJobsStore';
import './voiceJobs.css';

const ACCEPT = RECORDING_EXTENSION_LIST.map((e) => `.${e}`).join(',');
const KIND_IDS = {
  text: 'voiceJobs.kind.text',
  subtitles: 'voiceJobs.kind.subtitles',
  audio: 'voiceJobs.kind.audio',
} as const;

export function VoiceJobsView() {
  const store = useVoiceJobs();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  useEffect(() => void store.load(), []); // eslint-disable-line react-hooks/exhaustive-deps -- once, on show
  const { choices } = store;
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files[0];
    if (file) void store.addRecording(file);
  };
  return (
    <div className="page voice-jobs">
      <header className="page-header">
        <h1>
          <FormattedMessage id="voiceJobs.title" />
        </h1>
        <p className="muted">
          <FormattedMessage id="voiceJobs.intro" />
        </p>
      </header>
      <section className="card recording-choices" aria-label={formatMessage({ id: 'voiceJobs.choices.label' })}>
        <LanguageSelect
          label={formatMessage({ id: 'voiceJobs.choices.spoken' })}
          product="voice"
          side="source"
          value={choices.sourceLanguage}
          emptyLabel={formatMessage({ id: 'voiceJobs.choices.detect' })}
          onChange={(sourceLanguage) => store.choose({ sourceLanguage })}
        />
        <TargetLanguages />
        <fieldset className="result-kinds">
          <legend>
            <FormattedMessage id="voiceJobs.choices.results" />
          </legend>
          {VOICE_JOB_RESULT_KIND_LIST.map((kind) => (
            <label key={kind} className="inline-choice">
              <input
                type="checkbox"
                checked={choices.kinds.includes(kind)}
                onChange={(e) =>
                  store.choose({
                    kinds: e.target.checked ? [...choices.kinds, kind] : choices.kinds.filter((k) => k !== kind),
                  })
                }
              />
              <FormattedMessage id={KIND_IDS[kind]} />
            </label>
          ))}
        </fieldset>
        <label className="recording-folder">
          <FormattedMessage id="voiceJobs.choices.folder" />
          <input
            type="text"
            value={choices.outputFolder}
            placeholder={formatMessage({ id: 'voiceJobs.choices.folderExample' })}
            onChange={(e) => store.choose({ outputFolder: e.target.value })}
          />
        </label>
      </section>
      <section
        className={`recording-dropzone${dragging ? ' dragging' : ''}`}
        aria-labelledby="recording-drop-heading"
        data-testid="recording-dropzone"
        onDragOver={(e) => (e.preventDefault(), setDragging(true))}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
      >
        <h2 id="recording-drop-heading">
          <FormattedMessage id={dragging ? 'voiceJobs.drop.release' : 'voiceJobs.drop.heading'} />
        </h2>
        <p className="muted">
          <FormattedMessage id="voiceJobs.drop.types" />
        </p>
        <button type="button" className="primary" onClick={() => input.current?.click()}>
          <FormattedMessage id="voiceJobs.drop.choose" />
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label={formatMessage({ id: 'voiceJobs.drop.chooseLabel' })}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void store.addRecording(file);
          }}
        />
        {store.staging && (
          <p role="status" className="muted">
            <FormattedMessage
              id="voiceJobs.drop.handingOver"
              values={{ name: store.staging.name, sent: store.staging.sent / Math.max(1, store.staging.total) }}
            />
          </p>
        )}
        {store.refusal && <ErrorNotice error={store.refusal} title={formatMessage({ id: 'voiceJobs.drop.notSent' })} />}
      </section>
      {store.state?.notice && (
        <p className="notice notice-warn" role="alert">
          {say(store.state.notice)}
        </p>
      )}
      <ul className="recording-jobs" aria-label={formatMessage({ id: 'voiceJobs.jobs.label' })}>
        {[...(store.state?.jobs ?? [])].reverse().map((job) => (
          <RecordingJob key={job.id} job={job} />
        ))}
      </ul>
    </div>
  );
}

/** The languages the recording is translated into: up to five, each getting every chosen result. */
function TargetLanguages() {
  const { choices, toggleTarget } = useVoiceJobs();
  const chosen = choices.targetLanguages;
  return (
    <TargetLanguageChips
      className="recording-targets"
      legend={
        <FormattedMessage
          id="voiceJobs.choices.targets"
          values={{ max: MAX_RECORDING_LANGUAGES, count: chosen.length }}
        />
      }
      chosen={chosen}
      max={MAX_RECORDING_LANGUAGES}
      onToggle={toggleTarget}
    />
  );
}

function RecordingJob({ job }: { job: VoiceJobView }) {
  const { retry, remove } = useVoiceJobs();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const { say } = useSay();
  const uploadPercent = Math.round((100 * job.uploaded) / Math.max(1, job.size));
  return (
    <li className="card recording-job" data-testid="recording-job" aria-label={job.name}>
      <div className="recording-job-head">
        <strong className="recording-name">{job.name}</strong>
        <span data-testid="recording-state">
          <FormattedMessage id="voiceJobs.state" values={{ state: job.state }} />
        </span>
        {job.state === 'stopped' && (
          <button type="button" className="primary" onClick={() => void retry(job.id)}>
            <FormattedMessage id="voiceJobs.job.retry" />
          </button>
        )}
        {(job.state === 'done' || job.state === 'stopped') && (
          <button
            type="button"
            onClick={() => void remove(job.id)}
            aria-label={formatMessage({ id: 'voiceJobs.job.removeLabel' }, { name: job.name })}
          >
            <FormattedMessage id="voiceJobs.job.remove" />
          </button>
        )}
      </div>
      {(job.state === 'uploading' || job.state === 'waiting') && (
        <progress
          max={100}
          value={uploadPercent}
          aria-label={formatMessage({ id: 'voiceJobs.job.upload' }, { name: job.name })}
          data-testid="recording-upload"
        />
      )}
      {job.error && (
        <div className="notice notice-error" role="alert">
          <p>{job.error.uiMessage ? say(job.error.uiMessage) : job.error.message}</p>
          {(job.error.uiNextStep || job.error.nextStep) && (
            <p className="muted">{job.error.uiNextStep ? say(job.error.uiNextStep) : job.error.nextStep}</p>
          )}
        </div>
      )}
      <ul className="recording-results">
        {job.results.map((result) => (
          <li key={`${result.language}-${result.kind}`} data-testid="recording-result">
            <span className="result-what">
              <FormattedMessage
                id="voiceJobs.result.what"
                values={{
                  language: formats.languageName(result.language, { standalone: true }),
                  kind: formatMessage({ id: KIND_IDS[result.kind] }),
                }}
              />
            </span>
            <span className="muted">
              {result.status === 'saved' ? (
                <FormattedMessage id="voiceJobs.result.saved" values={{ path: result.outputPath }} />
              ) : (
                ((result.errorSays ? say(result.errorSays) : result.error) ?? (
                  <FormattedMessage id="voiceJobs.result.status" values={{ status: result.status }} />
                ))
              )}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
