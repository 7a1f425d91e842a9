// Spoken translation in the set-up: whether to hear the first target language, in which voice and format, on
// which output device and at what volume; and, while live, the sentence being spoken or why it cannot be.
import { useEffect, useId } from 'react';
import { useSpeech, type SpeechVoice } from './speechStore';
import { useVoice } from './voiceStore';

/** The formats this window decodes (PCM and G.711), named for a listener. */
const PLAYABLE_FORMATS: { value: string; label: string }[] = [
  { value: 'audio/pcm;encoding=s16le;rate=16000', label: 'PCM, 16 kHz' },
  { value: 'audio/pcm;encoding=s16le;rate=24000', label: 'PCM, 24 kHz (best quality)' },
  { value: 'audio/pcm;encoding=alaw;rate=8000', label: 'A-law, 8 kHz (telephone)' },
  { value: 'audio/pcm;encoding=ulaw;rate=8000', label: 'µ-law, 8 kHz (telephone)' },
];

export function SpeechSettings(props: { disabled: boolean }) {
  const { speech, setSpeech } = useVoice();
  const store = useSpeech();
  const ids = { voice: useId(), format: useId(), output: useId(), volume: useId() };
  const { loadOutputs } = store;
  useEffect(() => void loadOutputs(), [loadOutputs]);
  return (
    <div className="voice-row voice-speech">
      <label className="inline">
        <input
          type="checkbox"
          checked={speech}
          disabled={props.disabled}
          onChange={(e) => setSpeech(e.target.checked)}
        />{' '}
        Play spoken translation (first language)
      </label>
      {speech && (
        <>
          <label htmlFor={ids.voice}>
            Voice
            <select
              id={ids.voice}
              disabled={props.disabled}
              value={store.voice ?? ''}
              onChange={(e) => store.set({ voice: (e.target.value || null) as SpeechVoice })}
            >
              <option value="">The language’s default</option>
              <option value="female">Female</option>
              <option value="male">Male</option>
            </select>
          </label>
          <label htmlFor={ids.format}>
            Sound format
            <select
              id={ids.format}
              disabled={props.disabled}
              value={store.contentType}
              onChange={(e) => store.set({ contentType: e.target.value })}
            >
              {PLAYABLE_FORMATS.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          {/* The output and the volume can change while the translation is spoken. */}
          <label htmlFor={ids.output}>
            Play on
            <select id={ids.output} value={store.outputId} onChange={(e) => void store.chooseOutput(e.target.value)}>
              <option value="">System default output</option>
              {store.outputs.map((o) => (
                <option key={o.id} value={o.id}>
                  {o.label}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.volume}>
            Speech volume
            <input
              id={ids.volume}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={store.volume}
              aria-valuetext={`${Math.round(store.volume * 100)} %`}
              onChange={(e) => store.set({ volume: Number(e.target.value) })}
            />
          </label>
        </>
      )}
    </div>
  );
}

/** While live: what is being spoken, or why spoken translation cannot be played (captions go on either way). */
export function SpeechNotice() {
  const { problem, speaking } = useSpeech();
  if (problem)
    return (
      <p className="notice notice-warn" role="alert" data-testid="voice-speech-problem">
        {problem}
      </p>
    );
  if (!speaking) return null;
  return (
    <p className="muted voice-speaking" data-testid="voice-speaking">
      Speaking: {speaking}
    </p>
  );
}
