// Always in view on the captions page: start / pause / resume / stop, the input level (one per side of a call),
// what the session listens to, its status line, a side whose device went away (with another to choose), and
// the display controls (text size, reading mode).
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoicePhase, VoiceSide } from '../../../shared/calls/voice';
import { languageName } from '../../../shared/rules/languages';
import { isVoiceRunning } from '../../../shared/rules/voice';
import type { Speaker } from '../../../shared/voice/transcripts';
import { transcriptLineCount, useVoice } from './voiceStore';
import { deviceName } from './VoiceSetup';
import { SpeakerLabel } from './SpeakerLabel';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { ErrorData } from '../../../shared/errors';
import { useSay } from '../../i18n/uiMessages';

/** Start, pause, resume and stop, always in view; what the session listens to when the set-up is folded. */
export function SessionBar(props: { setupOpen: boolean; onToggleSetup(): void }) {
  const store = useVoice();
  const { formatMessage } = useIntl();
  const running = store.status !== null && isVoiceRunning(store.status.status);
  const [confirming, setConfirming] = useState(false);
  const lines = transcriptLineCount(store.transcripts);
  const callReady = store.call.me !== null && store.call.others !== null && store.call.me !== store.call.others;
  const canStart =
    !store.busy &&
    (store.bothSides ? callReady : store.source !== null && !(store.source === 'file' && store.filePath.trim() === ''));
  const start = () => {
    // A new session replaces the transcript on screen: ask first, so it can be exported.
    if (lines > 0 && !confirming) return setConfirming(true);
    setConfirming(false);
    void store.start();
  };
  const device = store.devices.find((d) => d.id === store.source);
  const source = running
    ? sourcesNamed(store.status?.sides ?? [], formatMessage)
    : store.source === 'file'
      ? formatMessage({ id: 'voice.session.recording' }, { file: store.filePath.split(/[/\\]/).pop() || '' })
      : device && deviceName(device, formatMessage);
  const languages = formatMessage(
    { id: 'voice.session.languages' },
    {
      src: store.sourceLang ? languageName(store.sourceLang) : formatMessage({ id: 'voice.session.detected' }),
      dst: store.targetLangs.map(languageName).join(', ') || formatMessage({ id: 'voice.session.noTranslation' }),
    },
  );
  const sides = store.status?.sides ?? [];
  return (
    <section className="voice-session" aria-label={formatMessage({ id: 'voice.session.label' })}>
      <div className="voice-row voice-actions">
        {!running && (
          <button type="button" className="primary" onClick={start} disabled={!canStart}>
            <FormattedMessage id="voice.session.start" />
          </button>
        )}
        {running && store.status?.status !== 'paused' && (
          <button type="button" onClick={() => void store.pause()} disabled={store.busy}>
            <FormattedMessage id="voice.session.pause" />
          </button>
        )}
        {store.status?.status === 'paused' && (
          <button type="button" className="primary" onClick={() => void store.resume()} disabled={store.busy}>
            <FormattedMessage id="voice.session.resume" />
          </button>
        )}
        {running && (
          <button type="button" onClick={() => void store.stop()} disabled={store.busy}>
            <FormattedMessage id="voice.session.stop" />
          </button>
        )}
        {/* The input level stays in view while live, when the set-up is folded. */}
        {running && sides.some((side) => side.speaker) ? (
          // One meter a side, stacked and named, so the summary keeps its room in a narrow window.
          <div className="voice-meters">
            {sides.map(
              (side) =>
                side.speaker && (
                  <div key={side.speaker} className="voice-meter-side">
                    <SpeakerLabel speaker={side.speaker} />
                    <LevelMeter speaker={side.speaker} />
                  </div>
                ),
            )}
          </div>
        ) : (
          <LevelMeter />
        )}
        {!props.setupOpen && (
          <span className="muted voice-summary" data-testid="voice-summary">
            {source && <span className="voice-part">{source}</span>}
            <span className="voice-part">{languages}</span>
          </span>
        )}
        <button
          type="button"
          className="voice-setup-toggle"
          aria-expanded={props.setupOpen}
          aria-controls="voice-setup"
          onClick={props.onToggleSetup}
        >
          <FormattedMessage id={props.setupOpen ? 'voice.session.hideSetup' : 'voice.session.showSetup'} />
        </button>
      </div>
      {confirming && (
        <div
          className="notice notice-warn voice-restart"
          role="alertdialog"
          aria-label={formatMessage({ id: 'voice.session.restartTitle' })}
        >
          <p>
            <FormattedMessage id="voice.session.restart" values={{ count: lines }} />
          </p>
          <button type="button" className="primary" onClick={start}>
            <FormattedMessage id="voice.session.clearAndStart" />
          </button>
          <button type="button" onClick={() => setConfirming(false)}>
            <FormattedMessage id="voice.session.keep" />
          </button>
        </div>
      )}
    </section>
  );
}

function LevelMeter(props: { speaker?: Speaker }) {
  const level = useVoice((s) => (props.speaker ? (s.levels[props.speaker] ?? null) : s.level));
  const { formatMessage } = useIntl();
  const width = level ? Math.max(0, Math.min(100, ((level.rmsDb + 60) / 60) * 100)) : 0;
  const peak = level ? Math.max(0, Math.min(100, ((level.peakDb + 60) / 60) * 100)) : 0;
  return (
    <div
      className="level-meter"
      role="meter"
      aria-label={
        props.speaker
          ? formatMessage(
              { id: 'voice.level.side' },
              { speaker: formatMessage({ id: props.speaker === 'me' ? 'voice.speaker.me' : 'voice.speaker.others' }) },
            )
          : formatMessage({ id: 'voice.level.label' })
      }
      aria-valuemin={-60}
      aria-valuemax={0}
      aria-valuenow={level ? Math.round(level.rmsDb) : -60}
    >
      <div className="level-fill" style={{ width: `${width}%` }} />
      <div className="level-peak" style={{ left: `${peak}%` }} />
    </div>
  );
}

const STATUS_IDS: Record<VoicePhase, MessageId> = {
  idle: 'voice.status.idle',
  connecting: 'voice.status.connecting',
  live: 'voice.status.live',
  paused: 'voice.status.paused',
  reconnecting: 'voice.status.reconnecting',
  finishing: 'voice.status.finishing',
  ended: 'voice.status.ended',
  failed: 'voice.status.failed',
};

/** What a session listens to, in the window's words ("Microphone: Desk + System audio: Meeting"). */
function sourcesNamed(sides: readonly VoiceSide[], formatMessage: ReturnType<typeof useIntl>['formatMessage']) {
  return sides.map((side) => deviceName(side, formatMessage)).join(' + ');
}

export function StatusBar() {
  const status = useVoice((s) => s.status);
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  if (!status) return null;
  return (
    <>
      <p className={`voice-status voice-status-${status.status}`} role="status">
        <strong>
          <FormattedMessage id={STATUS_IDS[status.status]} />
        </strong>
        {status.sides.length > 0 && <span className="voice-part">{sourcesNamed(status.sides, formatMessage)}</span>}
        {status.detectedLang && (
          <span className="voice-part">
            <FormattedMessage id="voice.status.heard" values={{ language: languageName(status.detectedLang) }} />
          </span>
        )}
        {status.latencyMs !== null && (
          <span className="voice-part">
            <FormattedMessage id="voice.status.latency" values={{ ms: status.latencyMs }} />
          </span>
        )}
        {status.reconnects > 0 && (
          <span className="voice-part">
            <FormattedMessage id="voice.status.reconnected" values={{ count: status.reconnects }} />
          </span>
        )}
        {status.droppedMs > 0 && (
          <span className="voice-part voice-warning">
            <FormattedMessage id="voice.status.dropped" values={{ seconds: Math.round(status.droppedMs / 1000) }} />
          </span>
        )}
      </p>
      {isVoiceRunning(status.status) &&
        status.sides.map((side) =>
          side.deviceLost ? (
            <DeviceLost key={side.speaker ?? 'only'} side={side} />
          ) : (
            side.error &&
            status.sides.length > 1 && (
              <p key={side.speaker ?? 'only'} className="notice notice-warn" role="alert">
                <FormattedMessage
                  id="voice.side.failed"
                  values={{ speaker: side.speaker ?? 'only', message: sayError(side.error as ErrorData).message }}
                />
              </p>
            )
          ),
        )}
    </>
  );
}

/** A side whose device went away: it is paused (silence is sent), the other goes on; another device may take over. */
function DeviceLost(props: { side: VoiceSide }) {
  const { devices, loadDevices, switchDevice, busy } = useVoice();
  const { formatMessage } = useIntl();
  const id = useId();
  const sides = useVoice((s) => s.status?.sides);
  const taken = new Set((sides ?? []).map((side) => side.label));
  // Devices no side listens to, those of the side's own kind first (a microphone for "me").
  const kind = props.side.speaker === 'others' ? 'systemAudio' : 'microphone';
  const others = devices
    .filter((d) => !taken.has(d.label))
    .sort((a, b) => Number(b.kind === kind) - Number(a.kind === kind));
  const [chosen, setChosen] = useState<number | null>(null);
  const pick = chosen ?? others[0]?.id ?? null;
  return (
    <div className="notice notice-warn voice-device-lost" role="alert" data-speaker={props.side.speaker}>
      <p>
        <FormattedMessage
          id="voice.side.lost"
          values={{ speaker: props.side.speaker ?? 'only', device: props.side.label }}
        />
      </p>
      <div className="voice-row">
        <label htmlFor={id}>
          <FormattedMessage id="voice.side.another" />
          <select
            id={id}
            value={pick ?? ''}
            onChange={(e) => setChosen(Number(e.target.value))}
            onFocus={() => void loadDevices()}
          >
            {others.map((d) => (
              <option key={d.id} value={d.id}>
                {deviceName(d, formatMessage)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          disabled={pick === null || busy}
          onClick={() => pick !== null && void switchDevice(props.side.speaker, pick)}
        >
          <FormattedMessage id="voice.side.use" />
        </button>
      </div>
    </div>
  );
}

export function DisplayControls() {
  const { fontSize, setFontSize, readingMode, setReadingMode } = useVoice();
  const { formatMessage } = useIntl();
  return (
    <div className="voice-display">
      <label className="inline">
        <FormattedMessage id="voice.display.textSize" />
        <input
          type="range"
          min={12}
          max={48}
          value={fontSize}
          onChange={(e) => setFontSize(Number(e.target.value))}
          aria-valuetext={formatMessage({ id: 'voice.display.pixels' }, { n: fontSize })}
        />
      </label>
      <label className="inline">
        <input type="checkbox" checked={readingMode} onChange={(e) => setReadingMode(e.target.checked)} />
        <FormattedMessage id="voice.display.readingMode" />
      </label>
    </div>
  );
}
