// The caption set-up: what is heard (a device, a recording, or both sides of a call: your microphone as "Me" and
// the meeting's audio as "Others", two sessions billed both), the spoken language and the languages to translate
// into, the meeting's terms and tone, and spoken translation. Disabled while a session runs (its own choices then
// apply).
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CaptureDeviceView } from '../../../shared/calls/voice';
import type { Speaker } from '../../../shared/voice/transcripts';
import { LanguageSelect } from '../../components/LanguageSelect';
import { TargetLanguageChips } from '../../components/TargetLanguageChips';
import { MAX_VOICE_TARGETS, useVoice } from './voiceStore';
import { glossa, unwrap } from '../../lib/ipc';
import { isVoiceRunning } from '../../../shared/rules/voice';
import { MeetingSettings } from './MeetingSettings';
import { SpeechSettings } from './SpeechSettings';
import { useSay } from '../../i18n/uiMessages';
import { sizeForPlaceholder } from '../../components/fieldSize';

export function SetupBar() {
  const store = useVoice();
  const { formatMessage } = useIntl();
  const { say } = useSay();
  const running = store.status !== null && isVoiceRunning(store.status.status);
  const ids = { device: useId(), file: useId(), bothSides: useId(), billing: useId() };
  return (
    <section className="voice-setup" aria-label={formatMessage({ id: 'voice.setup.label' })}>
      <div className="voice-row">
        <label className="inline voice-both-sides">
          <input
            id={ids.bothSides}
            type="checkbox"
            checked={store.bothSides}
            disabled={running}
            aria-describedby={store.bothSides ? ids.billing : undefined}
            onChange={(e) => store.setBothSides(e.target.checked)}
          />
          <FormattedMessage id="voice.call.bothSides" />
        </label>
      </div>
      {store.bothSides ? (
        <>
          <div className="voice-row">
            <CallDevice speaker="me" disabled={running} />
            <CallDevice speaker="others" disabled={running} />
            <button type="button" onClick={() => void store.loadDevices()} disabled={running}>
              <FormattedMessage id="voice.setup.refresh" />
            </button>
          </div>
          <p className="notice voice-billing" id={ids.billing} data-testid="voice-call-billing">
            <FormattedMessage id="voice.call.billing" />
          </p>
          {store.call.me !== null && store.call.me === store.call.others && (
            <p className="notice notice-warn">
              <FormattedMessage id="voice.call.sameDevice" />
            </p>
          )}
        </>
      ) : (
        <div className="voice-row">
          <label htmlFor={ids.device}>
            <FormattedMessage id="voice.setup.audio" />
            <select
              id={ids.device}
              aria-label={formatMessage({ id: 'voice.setup.audioSource' })}
              aria-busy={store.listingDevices}
              value={store.source === null ? '' : String(store.source)}
              disabled={running}
              onChange={(e) =>
                store.setSource(
                  e.target.value === 'file' ? 'file' : e.target.value === '' ? null : Number(e.target.value),
                )
              }
            >
              {store.devices.length === 0 && <option value="">{formatMessage({ id: 'voice.setup.noDevice' })}</option>}
              {store.devices.map((d) => (
                <option key={d.id} value={d.id}>
                  {deviceName(d, formatMessage)}
                </option>
              ))}
              <option value="file">{formatMessage({ id: 'voice.setup.recordingOption' })}</option>
            </select>
          </label>
          <button type="button" onClick={() => void store.loadDevices()} disabled={running}>
            <FormattedMessage id="voice.setup.refresh" />
          </button>
          {store.source === 'file' && <RecordingPicker id={ids.file} disabled={running} />}
        </div>
      )}
      {store.deviceProblem && <p className="muted">{say(store.deviceProblem)}</p>}
      <div className="voice-row">
        <fieldset className="voice-plain" disabled={running}>
          <LanguageSelect
            label={formatMessage({ id: 'voice.setup.spokenLanguage' })}
            product="voice"
            side="source"
            value={store.sourceLang}
            onChange={store.setSourceLang}
            emptyLabel={formatMessage({ id: 'voice.setup.detect' })}
          />
        </fieldset>
        <TargetPicker disabled={running} />
      </div>
      <MeetingSettings disabled={running} />
      <SpeechSettings disabled={running} />
    </section>
  );
}

/** A device, or a side's device or recording, as the lists and the status line name it ("System audio: …"). */
export function deviceName(
  device: Pick<CaptureDeviceView, 'label'> & { kind: CaptureDeviceView['kind'] | 'recording' },
  formatMessage: ReturnType<typeof useIntl>['formatMessage'],
): string {
  const id =
    device.kind === 'systemAudio'
      ? 'voice.setup.systemAudio'
      : device.kind === 'microphone'
        ? 'voice.setup.microphone'
        : 'voice.session.recording';
  return formatMessage({ id }, { device: device.label, file: device.label });
}

/** One side of the call and its device: any device may serve either side (a headset, a loopback cable). */
function CallDevice(props: { speaker: Speaker; disabled: boolean }) {
  const { devices, call, setCallDevice, listingDevices } = useVoice();
  const { formatMessage } = useIntl();
  const id = useId();
  const value = call[props.speaker];
  return (
    <label htmlFor={id}>
      <FormattedMessage id={props.speaker === 'me' ? 'voice.call.me' : 'voice.call.others'} />
      <select
        id={id}
        value={value === null ? '' : String(value)}
        aria-busy={listingDevices}
        disabled={props.disabled}
        onChange={(e) => setCallDevice(props.speaker, Number(e.target.value))}
      >
        {value === null && <option value="">{formatMessage({ id: 'voice.setup.noDevice' })}</option>}
        {devices.map((d) => (
          <option key={d.id} value={d.id}>
            {deviceName(d, formatMessage)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** A recording to caption: the system's file dialog in the desktop app; the path on this computer in a browser. */
function RecordingPicker(props: { id: string; disabled: boolean }) {
  const { filePath, setFilePath } = useVoice();
  const { formatMessage } = useIntl();
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
      <label htmlFor={props.id}>
        <FormattedMessage id="voice.setup.recording" />
      </label>
      <div className="voice-file-row">
        <input
          id={props.id}
          type="text"
          placeholder={formatMessage({ id: dialogs ? 'voice.setup.recordingChoose' : 'voice.setup.recordingPath' })}
          size={sizeForPlaceholder(
            formatMessage({ id: dialogs ? 'voice.setup.recordingChoose' : 'voice.setup.recordingPath' }),
          )}
          value={filePath}
          readOnly={dialogs}
          disabled={props.disabled}
          onChange={(e) => setFilePath(e.target.value)}
        />
        {dialogs && (
          <button type="button" disabled={props.disabled} onClick={() => void choose()}>
            <FormattedMessage id="voice.setup.choose" />
          </button>
        )}
      </div>
    </div>
  );
}

function TargetPicker(props: { disabled: boolean }) {
  const { targetLangs, toggleTarget } = useVoice();
  return (
    <TargetLanguageChips
      className="voice-targets"
      disabled={props.disabled}
      legend={
        <FormattedMessage id="voice.setup.targets" values={{ max: MAX_VOICE_TARGETS, count: targetLangs.length }} />
      }
      chosen={targetLangs}
      max={MAX_VOICE_TARGETS}
      onToggle={toggleTarget}
    />
  );
}
