// The caption set-up: what is heard (a device or a recording), the spoken language and the languages to
// translate into, and spoken translation. Disabled while a session runs (its own choices then apply).
import { useEffect, useId, useState } from 'react';
import { LanguageSelect } from '../../components/LanguageSelect';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { MAX_VOICE_TARGETS, useVoice } from './voiceStore';
import { glossa, unwrap } from '../../lib/ipc';
import { isVoiceRunning } from '../../../shared/rules/voice';
import { MeetingSettings } from './MeetingSettings';
import { SpeechSettings } from './SpeechSettings';

export function SetupBar() {
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
      <MeetingSettings disabled={running} />
      <SpeechSettings disabled={running} />
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
