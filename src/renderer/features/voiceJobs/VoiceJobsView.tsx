// Recordings: drop a recording (WAV, MP3, M4A, OGG, WebM, FLAC, up to 1 GB) and it is translated as an
// asynchronous voice job, far faster than playing it through live captions: its upload with progress, the
// service's work, and each result (text, subtitles, speech) saved beside the recording. Jobs survive a restart;
// a stopped one says why and goes on with Retry.
import { useEffect, useRef, useState, type DragEvent } from 'react';
import type { VoiceJobView } from '../../../shared/calls/voiceJobs';
import {
  RECORDING_EXTENSION_LIST,
  VOICE_JOB_RESULT_KIND_LIST,
  VOICE_JOB_RESULT_KINDS,
} from '../../../shared/rules/voiceJobs';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { useVoiceJobs } from './voiceJobsStore';
import './voiceJobs.css';

const STATE_WORDS: Record<VoiceJobView['state'], string> = {
  waiting: 'Waiting',
  uploading: 'Uploading',
  processing: 'Being translated by the service',
  saving: 'Saving the results',
  done: 'Done',
  stopped: 'Stopped',
};
const ACCEPT = RECORDING_EXTENSION_LIST.map((e) => `.${e}`).join(',');

export function VoiceJobsView() {
  const store = useVoiceJobs();
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
        <h1>Recordings</h1>
        <p className="muted">
          A recorded meeting is translated as a whole, in far less time than it lasts. The results are saved beside the
          recording (or in the folder below for a file dropped into the browser), never over a file of yours.
        </p>
      </header>
      <section className="card recording-choices" aria-label="Results of the next recording">
        <LanguageSelect
          label="Spoken language"
          product="voice"
          side="source"
          value={choices.sourceLanguage}
          emptyLabel="Detect the language"
          onChange={(sourceLanguage) => store.choose({ sourceLanguage })}
        />
        <LanguageSelect
          label="Into"
          product="voice"
          side="target"
          value={choices.targetLanguage}
          onChange={(targetLanguage) => store.choose({ targetLanguage })}
        />
        <fieldset className="result-kinds">
          <legend>Results</legend>
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
              {VOICE_JOB_RESULT_KINDS[kind].label}
            </label>
          ))}
        </fieldset>
        <label className="recording-folder">
          Save results in (a dropped file without a folder of its own)
          <input
            type="text"
            value={choices.outputFolder}
            placeholder="e.g. /home/ana/Meetings"
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
        <h2 id="recording-drop-heading">{dragging ? 'Drop to translate' : 'Drop a recording here'}</h2>
        <p className="muted">WAV, MP3, M4A, OGG, WebM or FLAC, up to 1 GB.</p>
        <button type="button" className="primary" onClick={() => input.current?.click()}>
          Choose a recording…
        </button>
        <input
          ref={input}
          type="file"
          hidden
          accept={ACCEPT}
          aria-label="Choose a recording to translate"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void store.addRecording(file);
          }}
        />
        {store.staging && (
          <p role="status" className="muted">
            Handing over {store.staging.name}:{' '}
            {Math.round((100 * store.staging.sent) / Math.max(1, store.staging.total))}%
          </p>
        )}
        {store.refusal && <ErrorNotice error={store.refusal} title="Not sent." />}
      </section>
      {store.state?.notice && (
        <p className="notice notice-warn" role="alert">
          {store.state.notice}
        </p>
      )}
      <ul className="recording-jobs" aria-label="Recording jobs">
        {[...(store.state?.jobs ?? [])].reverse().map((job) => (
          <RecordingJob key={job.id} job={job} />
        ))}
      </ul>
    </div>
  );
}

function RecordingJob({ job }: { job: VoiceJobView }) {
  const { retry, remove } = useVoiceJobs();
  const uploadPercent = Math.round((100 * job.uploaded) / Math.max(1, job.size));
  return (
    <li className="card recording-job" data-testid="recording-job" aria-label={job.name}>
      <div className="recording-job-head">
        <strong className="recording-name">{job.name}</strong>
        <span data-testid="recording-state">{STATE_WORDS[job.state]}</span>
        {job.state === 'stopped' && (
          <button type="button" className="primary" onClick={() => void retry(job.id)}>
            Retry
          </button>
        )}
        {(job.state === 'done' || job.state === 'stopped') && (
          <button type="button" onClick={() => void remove(job.id)} aria-label={`Remove ${job.name} from the list`}>
            Remove
          </button>
        )}
      </div>
      {(job.state === 'uploading' || job.state === 'waiting') && (
        <progress max={100} value={uploadPercent} aria-label={`Upload of ${job.name}`} data-testid="recording-upload" />
      )}
      {job.error && (
        <div className="notice notice-error" role="alert">
          <p>{job.error.message}</p>
          {job.error.nextStep && <p className="muted">{job.error.nextStep}</p>}
        </div>
      )}
      <ul className="recording-results">
        {job.results.map((result) => (
          <li key={`${result.language}-${result.kind}`} data-testid="recording-result">
            <span className="result-what">
              {result.language.toUpperCase()} · {VOICE_JOB_RESULT_KINDS[result.kind].label}
            </span>
            <span className="muted">
              {result.status === 'saved' ? `Saved as ${result.outputPath}` : (result.error ?? result.status)}
            </span>
          </li>
        ))}
      </ul>
    </li>
  );
}
