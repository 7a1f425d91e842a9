// The captions themselves: a column per language (the spoken one first), concluded lines apart from tentative
// ones, each line of a call labelled with its speaker ("Me", "Others"), following the live end until the reader
// scrolls up, and the SRT/VTT/TXT export of each column (the speakers named in the window's language).
import { useLayoutEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { languageName } from '../../../shared/rules/languages';
import { SUBTITLE_FORMATS } from '../../../shared/voice/subtitles';
import type { TranscriptSegment, LanguageTranscript } from '../../../shared/voice/transcripts';
import { SOURCE, useVoice } from './voiceStore';
import { SpeakerLabel } from './SpeakerLabel';

export function TranscriptGrid() {
  const { status, transcripts } = useVoice();
  const { formatMessage } = useIntl();
  const keys = [SOURCE, ...(status?.targetLangs ?? [])].filter((key) => transcripts[key]);
  if (keys.length === 0)
    return (
      <p className="muted voice-empty">
        <FormattedMessage id="voice.transcripts.empty" />
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
              ? status?.detectedLang
                ? formatMessage({ id: 'voice.transcripts.spokenIn' }, { language: languageName(status.detectedLang) })
                : formatMessage({ id: 'voice.transcripts.spoken' })
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

/** One line: its time, who said it (both sides of a call), its words. */
function Line(props: { segment: TranscriptSegment; className: string }) {
  const { segment } = props;
  return (
    <p className={props.className} data-speaker={segment.speaker}>
      <time>{clock(segment.startMs)}</time>
      <SpeakerLabel speaker={segment.speaker} />
      <span className="transcript-text">{segment.text}</span>
    </p>
  );
}

function TranscriptColumn(props: { id: string; title: string; transcript: LanguageTranscript }) {
  const { fontSize, readingMode, exportTranscript } = useVoice();
  const { formatMessage } = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [following, setFollowing] = useState(true);
  const { concluded, tentative } = props.transcript;
  const speakers = {
    me: formatMessage({ id: 'voice.speaker.me' }),
    others: formatMessage({ id: 'voice.speaker.others' }),
  };

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
          {SUBTITLE_FORMATS.map((format) => {
            const label = formatMessage(
              { id: 'voice.transcripts.save' },
              { column: props.title, format: format.toUpperCase() },
            );
            return (
              <button
                key={format}
                type="button"
                className="link"
                disabled={concluded.length === 0}
                aria-label={label}
                title={label}
                onClick={() => void exportTranscript(props.id, format, speakers)}
              >
                {format.toUpperCase()}
              </button>
            );
          })}
        </span>
      </header>
      <div className="transcript-lines" ref={scroller} onScroll={onScroll} style={{ fontSize }} aria-live="polite">
        {concluded.map((segment, i) => (
          <Line key={`${segment.startMs}-${i}`} segment={segment} className="transcript-concluded" />
        ))}
        {!readingMode &&
          tentative.map((segment, i) => <Line key={`t-${i}`} segment={segment} className="transcript-tentative" />)}
      </div>
      {!following && (
        <button type="button" className="jump-to-live" onClick={() => setFollowing(true)}>
          <FormattedMessage id="voice.transcripts.jumpToLive" />
        </button>
      )}
    </section>
  );
}
