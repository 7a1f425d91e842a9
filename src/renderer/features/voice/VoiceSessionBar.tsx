// Always in view on the captions page: start / pause / resume / stop, the input level, what the session
// listens to, its status line, and the display controls (text size, reading mode).
import { useState } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { transcriptLineCount, useVoice } from './voiceStore';
import { isVoiceRunning } from '../../../shared/rules/voice';

export /** Start, pause, resume and stop, always in view; what the session listens to when the set-up is folded. */
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

export function StatusBar() {
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

export function DisplayControls() {
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
