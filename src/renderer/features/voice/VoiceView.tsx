// Live captions: pick the audio (a microphone, the meeting's system audio, or a recording) and up to five
// languages, start / pause / stop, and read the source and each translation as it comes. Tentative text is
// shown apart from concluded text; reading mode shows concluded text only.
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/rules/languages';
import { SUBTITLE_FORMATS } from '../../../shared/voice/subtitles';
import type { TranscriptSegment, LanguageTranscript } from '../../../shared/voice/transcripts';
import { ErrorNotice } from '../../components/ErrorNotice';
import { LanguageSelect } from '../../components/LanguageSelect';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { useActiveConnection } from '../../components/activeConnection';
import { MAX_VOICE_TARGETS, SOURCE, transcriptLineCount, useVoice } from './voiceStore';
import { glossa, unwrap } from '../../lib/ipc';
import { OverlayControls } from './OverlayControls';
import { DraftNotice } from '../../components/DraftNotice';
import { discardVoiceDraft, keepVoiceDraft } from './voiceDraft';
import { isVoiceRunning } from '../../../shared/rules/voice';
import './voice.css';

export function VoiceView() {
  const loadDevices = useVoice((s) => s.loadDevices);
  const loadLanguages = useVoice((s) => s.loadLanguages);
  useEffect(() => void loadDevices(), [loadDevices]);
  useEffect(() => void keepVoiceDraft(), []);
  useEffect(() => {
    // The languages chosen last time, unless a session is on (its own languages then apply).
    if (!isVoiceRunning(useVoice.getState().status?.status ?? 'idle')) void loadLanguages();
  }, [loadLanguages]);
  const error = useVoice((s) => s.error);
  const status = useVoice((s) => s.status);
  const connection = useActiveConnection();
  const running = status !== null && isVoiceRunning(status.status);
  // Captions first while live: the set-up folds away when a session starts, and opens again on request.
  const [setupOpen, setSetupOpen] = useState(
    () => !running && transcriptLineCount(useVoice.getState().transcripts) === 0,
  );
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setSetupOpen(false);
  }
  return (
    <div className={`page voice-page${running ? ' is-live' : ''}`}>
      <header className="page-header">
        <h1>Live captions</h1>
        <DisplayControls />
      </header>
      <DraftNotice kind="voice" what="of the caption set-up" onDiscard={discardVoiceDraft} />
      {connection?.demo && (
        <p className="notice notice-warn voice-demo-note" data-testid="voice-demo-note">
          Offline demo: these captions are simulated. They show how captions arrive, not what is said; add an account in
          Settings for real captions.
        </p>
      )}
      <SessionBar setupOpen={setupOpen} onToggleSetup={() => setSetupOpen(!setupOpen)} />
      {setupOpen && (
        <div id="voice-setup" className="voice-setup-area">
          <SetupBar />
          <OverlayControls />
        </div>
      )}
      <StatusBar />
      {error && <ErrorNotice error={error} />}
      {status?.error && <ErrorNotice error={status.error as ErrorData} title="The session ended." />}
      <TranscriptGrid />
    </div>
  );
}

function SetupBar() {
  const store = useVoice();
  const running = store.status !== null && isVoiceRunning(store.status.status);
  const ids = { device: useId(), file: useId() };
  return (
    <section className="voice-setup" aria-label="Audio and languages">
      <div className="voice-row">
        <label htmlFor={ids.device}>
          Audio
          <select
            id={ids.device}
            aria-label="Audio source"
            value={store.source === null ? '' : String(store.source)}
            disabled={running}
            onChange={(e) =>
              store.setSource(
                e.target.value === 'file' ? 'file' : e.target.value === '' ? null : Number(e.target.value),
              )
            }
          >
            {store.devices.length === 0 && <option value="">No audio device found</option>}
            {store.devices.map((d) => (
              <option key={d.id} value={d.id}>
                {d.kind === 'systemAudio' ? d.label : `Microphone: ${d.label}`}
              </option>
            ))}
            <option value="file">A recording (WAV file)…</option>
          </select>
        </label>
        <button type="button" onClick={() => void store.loadDevices()} disabled={running}>
          Refresh
        </button>
        {store.source === 'file' && <RecordingPicker id={ids.file} disabled={running} />}
      </div>
      {store.deviceProblem && <p className="muted">{store.deviceProblem}</p>}
      <div className="voice-row">
        <fieldset className="voice-plain" disabled={running}>
          <LanguageSelect
            label="Spoken language"
            product="voice"
            side="source"
            value={store.sourceLang}
            onChange={store.setSourceLang}
            emptyLabel="Detect the language"
          />
        </fieldset>
        <TargetPicker disabled={running} />
      </div>
      <div className="voice-row">
        <label className="inline">
          <input
            type="checkbox"
            checked={store.speech}
            disabled={running}
            onChange={(e) => store.setSpeech(e.target.checked)}
          />{' '}
          Play spoken translation (first language)
        </label>
      </div>
    </section>
  );
}

/** A recording to caption: the system's file dialog in the desktop app; the path on this computer in a browser. */
function RecordingPicker(props: { id: string; disabled: boolean }) {
  const { filePath, setFilePath } = useVoice();
  const [dialogs, setDialogs] = useState(false);
  useEffect(() => {
    let current = true;
    void unwrap(glossa.documents.capabilities()).then(
      (c) => current && setDialogs(c.fileDialogs),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  const choose = async () => {
    const { path } = await unwrap(glossa.voice.chooseRecording());
    if (path) setFilePath(path);
  };
  return (
    <div className="voice-file">
      <label htmlFor={props.id}>Recording</label>
      <div className="voice-file-row">
        <input
          id={props.id}
          type="text"
          placeholder={dialogs ? 'Choose a WAV file' : 'The path of a WAV file on this computer'}
          value={filePath}
          readOnly={dialogs}
          disabled={props.disabled}
          onChange={(e) => setFilePath(e.target.value)}
        />
        {dialogs && (
          <button type="button" disabled={props.disabled} onClick={() => void choose()}>
            Choose…
          </button>
        )}
      </div>
    </div>
  );
}

/** Start, pause, resume and stop, always in view; what the session listens to when the set-up is folded. */
function SessionBar(props: { setupOpen: boolean; onToggleSetup(): void }) {
  const store = useVoice();
  const running = store.status !== null && isVoiceRunning(store.status.status);
  const [confirming, setConfirming] = useState(false);
  const lines = transcriptLineCount(store.transcripts);
  const canStart = !store.busy && store.source !== null && !(store.source === 'file' && store.filePath.trim() === '');
  const start = () => {
    // A new session replaces the transcript on screen: ask first, so it can be exported.
    if (lines > 0 && !confirming) return setConfirming(true);
    setConfirming(false);
    void store.start();
  };
  const source =
    store.source === 'file'
      ? `Recording ${store.filePath.split(/[/\\]/).pop() || ''}`
      : store.devices.find((d) => d.id === store.source)?.label;
  const languages = `${store.sourceLang ? languageName(store.sourceLang) : 'Detected language'} → ${store.targetLangs.map(languageName).join(', ') || 'no translation'}`;
  return (
    <section className="voice-session" aria-label="Session">
      <div className="voice-row voice-actions">
        {!running && (
          <button type="button" className="primary" onClick={start} disabled={!canStart}>
            Start captions
          </button>
        )}
        {running && store.status?.status !== 'paused' && (
          <button type="button" onClick={() => void store.pause()} disabled={store.busy}>
            Pause
          </button>
        )}
        {store.status?.status === 'paused' && (
          <button type="button" className="primary" onClick={() => void store.resume()} disabled={store.busy}>
            Resume
          </button>
        )}
        {running && (
          <button type="button" onClick={() => void store.stop()} disabled={store.busy}>
            Stop
          </button>
        )}
        {/* The input level stays in view while live, when the set-up is folded. */}
        <LevelMeter />
        {!props.setupOpen && (
          <span className="muted voice-summary" data-testid="voice-summary">
            {source ? `${source} · ` : ''}
            {languages}
          </span>
        )}
        <button
          type="button"
          className="voice-setup-toggle"
          aria-expanded={props.setupOpen}
          aria-controls="voice-setup"
          onClick={props.onToggleSetup}
        >
          {props.setupOpen ? 'Hide set-up' : 'Audio, languages and overlay…'}
        </button>
      </div>
      {confirming && (
        <div className="notice notice-warn voice-restart" role="alertdialog" aria-label="Start a new session?">
          <p>
            Starting again clears the {lines === 1 ? 'line' : `${lines} lines`} of the last session. Save them first
            with SRT, VTT or TXT above each language, or start anyway.
          </p>
          <button type="button" className="primary" onClick={start}>
            Clear and start
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            Keep the transcript
          </button>
        </div>
      )}
    </section>
  );
}

function TargetPicker(props: { disabled: boolean }) {
  const { targetLangs, toggleTarget } = useVoice();
  const entry = useLanguageChoices((s) => s.entries[choicesKey('voice')]);
  const load = useLanguageChoices((s) => s.load);
  useEffect(() => load('voice'), [load, entry]);
  const targets = entry?.status === 'ready' ? entry.choices.targets : [];
  return (
    <fieldset className="voice-targets" disabled={props.disabled}>
      <legend>
        Translate into (up to {MAX_VOICE_TARGETS}) · {targetLangs.length} chosen
      </legend>
      <div className="voice-chips">
        {targets.map((l) => {
          const on = targetLangs.includes(l.lang);
          return (
            <button
              key={l.lang}
              type="button"
              className={on ? 'chip chip-on' : 'chip'}
              aria-pressed={on}
              disabled={!on && targetLangs.length >= MAX_VOICE_TARGETS}
              onClick={() => toggleTarget(l.lang)}
            >
              {l.name}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}

function LevelMeter() {
  const level = useVoice((s) => s.level);
  const width = level ? Math.max(0, Math.min(100, ((level.rmsDb + 60) / 60) * 100)) : 0;
  const peak = level ? Math.max(0, Math.min(100, ((level.peakDb + 60) / 60) * 100)) : 0;
  return (
    <div
      className="level-meter"
      role="meter"
      aria-label="Input level"
      aria-valuemin={-60}
      aria-valuemax={0}
      aria-valuenow={level ? Math.round(level.rmsDb) : -60}
    >
      <div className="level-fill" style={{ width: `${width}%` }} />
      <div className="level-peak" style={{ left: `${peak}%` }} />
    </div>
  );
}

const STATUS_TEXT: Record<string, string> = {
  idle: 'Not started',
  connecting: 'Connecting…',
  live: 'Live',
  paused: 'Paused: silence is sent, nothing you say is captioned',
  reconnecting: 'Connection lost, reconnecting… (audio is kept)',
  finishing: 'Finishing the last lines…',
  ended: 'Ended',
  failed: 'Stopped by an error',
};

function StatusBar() {
  const status = useVoice((s) => s.status);
  if (!status) return null;
  return (
    <p className={`voice-status voice-status-${status.status}`} role="status">
      <strong>{STATUS_TEXT[status.status]}</strong>
      {status.sourceLabel && <span> · {status.sourceLabel}</span>}
      {status.detectedLang && <span> · heard: {languageName(status.detectedLang)}</span>}
      {status.latencyMs !== null && <span> · latency {status.latencyMs} ms (audio sent → text received)</span>}
      {status.reconnects > 0 && <span> · reconnected {status.reconnects}×</span>}
      {status.droppedMs > 0 && (
        <span className="voice-warning">
          {' '}
          · {Math.round(status.droppedMs / 1000)} s of audio could not be kept while offline and has no captions
        </span>
      )}
    </p>
  );
}

function DisplayControls() {
  const { fontSize, setFontSize, readingMode, setReadingMode } = useVoice();
  return (
    <div className="voice-display">
      <label className="inline">
        Text size
        <input
          type="range"
          min={12}
          max={48}
          value={fontSize}
          onChange={(e) => setFontSize(Number(e.target.value))}
          aria-valuetext={`${fontSize} px`}
        />
      </label>
      <label className="inline">
        <input type="checkbox" checked={readingMode} onChange={(e) => setReadingMode(e.target.checked)} /> Reading mode
        (finished lines only)
      </label>
    </div>
  );
}

function TranscriptGrid() {
  const { status, transcripts } = useVoice();
  const keys = [SOURCE, ...(status?.targetLangs ?? [])].filter((key) => transcripts[key]);
  if (keys.length === 0)
    return (
      <p className="muted voice-empty">
        Choose the audio and the languages, then start. Captions appear here within about a second of the words.
      </p>
    );
  return (
    <div className="voice-grid" style={{ gridTemplateColumns: `repeat(${Math.min(keys.length, 3)}, minmax(0, 1fr))` }}>
      {keys.map((key) => (
        <TranscriptColumn
          key={key}
          id={key}
          title={
            key === SOURCE
              ? `Spoken${status?.detectedLang ? ` (${languageName(status.detectedLang)})` : ''}`
              : languageName(key)
          }
          transcript={transcripts[key]!}
        />
      ))}
    </div>
  );
}

const clock = (ms: number) => {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
};

function TranscriptColumn(props: { id: string; title: string; transcript: LanguageTranscript }) {
  const { fontSize, readingMode, exportTranscript } = useVoice();
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const { concluded, tentative } = props.transcript;

  // Auto-scroll while the reader is at the live end; scrolling up stops it until "Jump to live".
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element && following) element.scrollTop = element.scrollHeight;
  }, [concluded.length, tentative, following]);
  const onScroll = () => {
    const element = scroller.current;
    if (element) setFollowing(element.scrollHeight - element.scrollTop - element.clientHeight < 24);
  };

  return (
    <section className="transcript-column" aria-label={props.title}>
      <header>
        <h2>{props.title}</h2>
        <span className="transcript-exports">
          {SUBTITLE_FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              className="link"
              disabled={concluded.length === 0}
              aria-label={`Save the ${props.title} captions as ${format.toUpperCase()}`}
              title={`Save the ${props.title} captions as ${format.toUpperCase()}`}
              onClick={() => void exportTranscript(props.id, format)}
            >
              {format.toUpperCase()}
            </button>
          ))}
        </span>
      </header>
      <div className="transcript-lines" ref={scroller} onScroll={onScroll} style={{ fontSize }} aria-live="polite">
        {concluded.map((segment: TranscriptSegment, i) => (
          <p key={`${segment.startMs}-${i}`} className="transcript-concluded">
            <time>{clock(segment.startMs)}</time> {segment.text}
          </p>
        ))}
        {!readingMode &&
          tentative.map((segment, i) => (
            <p key={`t-${i}`} className="transcript-tentative">
              <time>{clock(segment.startMs)}</time> {segment.text}
            </p>
          ))}
      </div>
      {!following && (
        <button type="button" className="jump-to-live" onClick={() => setFollowing(true)}>
          Jump to live ↓
        </button>
      )}
    </section>
  );
}
