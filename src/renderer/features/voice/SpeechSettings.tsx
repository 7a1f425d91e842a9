// Spoken translation in the set-up: which target language to hear (or none), in which voice and format, on which
// output device and at what volume, kept with the meeting's settings (and its profile); and, while live, the
// sentence being spoken or why it cannot be.
import { useEffect, useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import type { MeetingSpeech } from '../../../shared/settings';
import { useSay } from '../../i18n/uiMessages';
import { useFormats } from '../../i18n/useFormats';
import { useMeeting } from './meetingStore';
import { useSpeech } from './speechStore';
import { useVoice } from './voiceStore';

type SpeechType = MeetingSpeech['contentType'];

/**
 * Every speech format the service lists, each decoded by this window (speechDecoders.ts), grouped and named for a
 * meeting participant by what matters to them: how much data it takes and how it sounds. `audio/webm` and
 * `audio/ogg` are the same Opus streams as their `codecs=opus` forms: offered once, named alike when remembered.
 */
const FORMAT_GROUPS: { label: MessageId; formats: { value: SpeechType; label: MessageId }[] }[] = [
  {
    label: 'voice.speech.format.group.small',
    formats: [
      { value: 'audio/webm;codecs=opus', label: 'voice.speech.format.opusWebm' },
      { value: 'audio/ogg;codecs=opus', label: 'voice.speech.format.opusOgg' },
      { value: 'audio/x-matroska;codecs=opus', label: 'voice.speech.format.opusMatroska' },
      { value: 'video/mp2t;codecs=opus', label: 'voice.speech.format.opusTs' },
      { value: 'audio/opus', label: 'voice.speech.format.opus' },
      { value: 'video/mp2t;codecs=aac', label: 'voice.speech.format.aacTs' },
      { value: 'audio/x-matroska;codecs=aac', label: 'voice.speech.format.aacMatroska' },
    ],
  },
  {
    label: 'voice.speech.format.group.lossless',
    formats: [
      { value: 'audio/flac', label: 'voice.speech.format.flac' },
      { value: 'audio/ogg;codecs=flac', label: 'voice.speech.format.flacOgg' },
      { value: 'audio/x-matroska;codecs=flac', label: 'voice.speech.format.flacMatroska' },
    ],
  },
  {
    label: 'voice.speech.format.group.uncompressed',
    formats: [
      { value: 'audio/pcm;encoding=s16le;rate=16000', label: 'voice.speech.format.pcm16' },
      { value: 'audio/pcm;encoding=s16le;rate=24000', label: 'voice.speech.format.pcm24' },
    ],
  },
  {
    label: 'voice.speech.format.group.telephone',
    formats: [
      { value: 'audio/pcm;encoding=alaw;rate=8000', label: 'voice.speech.format.alaw' },
      { value: 'audio/pcm;encoding=ulaw;rate=8000', label: 'voice.speech.format.ulaw' },
    ],
  },
];

const OFFERED = FORMAT_GROUPS.flatMap((group) => group.formats);
/** The name of a format remembered under another spelling of an offered one. */
const SAME_AS: Partial<Record<SpeechType, MessageId>> = {
  'audio/webm': 'voice.speech.format.opusWebm',
  'audio/ogg': 'voice.speech.format.opusOgg',
};

export function SpeechSettings(props: { disabled: boolean }) {
  const targetLangs = useVoice((s) => s.targetLangs);
  const speech = useMeeting((s) => s.meeting.speech);
  const changeSpeech = useMeeting((s) => s.changeSpeech);
  const { outputs, loadOutputs, chooseOutput } = useSpeech();
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const ids = { language: useId(), voice: useId(), format: useId(), output: useId(), volume: useId() };
  useEffect(() => void loadOutputs(), [loadOutputs]);
  // One language spoken at a time: several voices at once cannot be followed.
  const heard = speech.langs.find((lang) => targetLangs.includes(lang)) ?? '';
  const output = outputs.some((o) => o.id === speech.outputId) ? speech.outputId : '';
  return (
    <div className="voice-row voice-speech">
      <label htmlFor={ids.language}>
        <FormattedMessage id="voice.speech.language" />
        <select
          id={ids.language}
          disabled={props.disabled || targetLangs.length === 0}
          value={heard}
          onChange={(e) => changeSpeech({ langs: e.target.value ? [e.target.value] : [] })}
        >
          <option value="">{formatMessage({ id: 'voice.speech.off' })}</option>
          {targetLangs.map((lang) => (
            <option key={lang} value={lang}>
              {formats.languageName(lang, { standalone: true })}
            </option>
          ))}
        </select>
      </label>
      {heard !== '' && (
        <>
          <label htmlFor={ids.voice}>
            <FormattedMessage id="voice.speech.voice" />
            <select
              id={ids.voice}
              disabled={props.disabled}
              value={speech.voice ?? ''}
              onChange={(e) => changeSpeech({ voice: e.target.value === '' ? null : (e.target.value as 'female') })}
            >
              <option value="">{formatMessage({ id: 'voice.speech.voice.default' })}</option>
              <option value="female">{formatMessage({ id: 'voice.speech.voice.female' })}</option>
              <option value="male">{formatMessage({ id: 'voice.speech.voice.male' })}</option>
            </select>
          </label>
          <label htmlFor={ids.format}>
            <FormattedMessage id="voice.speech.format" />
            <select
              id={ids.format}
              disabled={props.disabled}
              value={speech.contentType}
              onChange={(e) => changeSpeech({ contentType: e.target.value as MeetingSpeech['contentType'] })}
            >
              {/* A format remembered under another spelling of an offered one stays chosen, by the same name. */}
              {!OFFERED.some((f) => f.value === speech.contentType) && (
                <option value={speech.contentType}>
                  {SAME_AS[speech.contentType]
                    ? formatMessage({ id: SAME_AS[speech.contentType] })
                    : speech.contentType}
                </option>
              )}
              {FORMAT_GROUPS.map((group) => (
                <optgroup key={group.label} label={formatMessage({ id: group.label })}>
                  {group.formats.map((f) => (
                    <option key={f.value} value={f.value}>
                      {formatMessage({ id: f.label })}
                    </option>
                  ))}
                </optgroup>
              ))}
            </select>
          </label>
          {/* The output and the volume can change while the translation is spoken. */}
          <label htmlFor={ids.output}>
            <FormattedMessage id="voice.speech.output" />
            <select
              id={ids.output}
              value={output}
              onChange={(e) => {
                changeSpeech({ outputId: e.target.value });
                void chooseOutput(e.target.value);
              }}
            >
              <option value="">{formatMessage({ id: 'voice.speech.output.default' })}</option>
              {outputs.map((o, i) => (
                <option key={o.id} value={o.id}>
                  {o.label || formatMessage({ id: 'voice.speech.output.numbered' }, { n: i + 1 })}
                </option>
              ))}
            </select>
          </label>
          <label htmlFor={ids.volume}>
            <FormattedMessage id="voice.speech.volume" />
            <input
              id={ids.volume}
              type="range"
              min={0}
              max={1}
              step={0.05}
              value={speech.volume}
              aria-valuetext={formats.percent(speech.volume)}
              onChange={(e) => changeSpeech({ volume: Number(e.target.value) })}
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
  const { say } = useSay();
  if (problem)
    return (
      <p className="notice notice-warn" role="alert" data-testid="voice-speech-problem">
        {say(problem)}
      </p>
    );
  if (!speaking) return null;
  return (
    <p className="muted voice-speaking" data-testid="voice-speaking">
      <FormattedMessage id="voice.speech.speaking" values={{ text: speaking }} />
    </p>
  );
}
