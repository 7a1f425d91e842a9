// The overlay window's page (index.html?view=overlay): the latest lines of the chosen languages, large, on a
// see-through dark band. Frameless: the band itself is the handle to move the window.
import { useEffect } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { overlayLanguagesShown } from '../../../shared/voice/transcripts';
import { SOURCE, useVoice } from './voiceStore';
import { useOverlay } from './overlayStore';
import { SpeakerLabel } from './SpeakerLabel';
import './overlay.css';

/** The last concluded line and what is being said now, per language. */
export function VoiceOverlayView() {
  const loadOverlay = useOverlay((s) => s.load);
  useEffect(() => void loadOverlay().catch(() => undefined), [loadOverlay]);
  const { status, transcripts, fontSize, readingMode } = useVoice();
  const voice = useOverlay((s) => s.voice);
  const shown = overlayLanguagesShown(voice?.overlay.languages ?? [], status?.targetLangs ?? []);
  useEffect(() => {
    document.documentElement.classList.add('overlay-root');
    return () => document.documentElement.classList.remove('overlay-root');
  }, []);
  return (
    <main className="voice-overlay" style={{ fontSize: Math.max(fontSize, 22) }}>
      {status === null || status.status === 'idle' ? (
        <p className="overlay-line overlay-waiting">Glossa captions appear here when you start them.</p>
      ) : (
        shown.map((key) => {
          const transcript = transcripts[key];
          const last = transcript?.concluded.at(-1);
          const now = readingMode ? [] : (transcript?.tentative ?? []);
          return (
            <section key={key} className="overlay-language" aria-label={key === SOURCE ? 'Spoken' : languageName(key)}>
              {shown.length > 1 && <span className="overlay-tag">{key === SOURCE ? 'spoken' : key}</span>}
              <p className="overlay-line">
                {last && <SpeakerLabel speaker={last.speaker} />}
                {last?.text}
                {now.map((segment, i) => (
                  <span key={i} className="overlay-tentative">
                    {' '}
                    {segment.speaker !== last?.speaker && <SpeakerLabel speaker={segment.speaker} />}
                    {segment.text}
                  </span>
                ))}
              </p>
            </section>
          );
        })
      )}
    </main>
  );
}
