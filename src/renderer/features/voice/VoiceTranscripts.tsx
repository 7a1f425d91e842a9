// The captions themselves: a column per language (the spoken one first), concluded lines apart from tentative
// ones, following the live end until the reader scrolls up, and the SRT/VTT/TXT export of each column.
import { useLayoutEffect, useRef, useState } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { SUBTITLE_FORMATS } from '../../../shared/voice/subtitles';
import type { TranscriptSegment, LanguageTranscript } from '../../../shared/voice/transcripts';
import { SOURCE, useVoice } from './voiceStore';

export function TranscriptGrid() {
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
