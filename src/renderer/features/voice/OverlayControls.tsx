// Overlay controls in the captions view: open or close it, the languages it shows, click-through, opacity.
import { useEffect } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { overlayLanguagesShown } from '../../../shared/voice/transcripts';
import { ErrorNotice } from '../../components/ErrorNotice';
import { SOURCE, useVoice } from './voiceStore';
import { useOverlay } from './overlayStore';

/** The browser shell's overlay: the same page in a second browser window (it shares this tab's session). */
function openOverlayWindow(): void {
  window.open(`${location.pathname}?view=overlay`, 'glossa-voice-overlay', 'popup,width=960,height=200');
}

export function OverlayControls() {
  const { voice, available, open, error, load, setOverlay, show } = useOverlay();
  const status = useVoice((s) => s.status);
  const chosenTargets = useVoice((s) => s.targetLangs);
  // A session has its own languages; before one (or after it), the languages chosen for the next.
  const targets = status && status.status !== 'idle' ? status.targetLangs : chosenTargets;
  useEffect(() => void load().catch(() => undefined), [load]);
  if (!voice) return null;
  const overlay = voice.overlay;
  // The boxes tick what the overlay shows (with nothing chosen, it shows the first language).
  const shown = overlayLanguagesShown(overlay.languages, targets);
  const toggle = (key: string) =>
    void setOverlay({ languages: shown.includes(key) ? shown.filter((k) => k !== key) : [...shown, key] });
  return (
    <section className="voice-overlay-controls" aria-label="Caption overlay">
      <div className="voice-row">
        {available ? (
          <button type="button" onClick={() => void show(!open)}>
            {open ? 'Close overlay' : 'Show overlay on top'}
          </button>
        ) : (
          <button type="button" onClick={openOverlayWindow}>
            Open overlay window
          </button>
        )}
        <span className="muted">Overlay shows:</span>
        {[SOURCE, ...targets].map((key) => (
          <label key={key} className="inline">
            <input
              type="checkbox"
              checked={shown.includes(key)}
              // The overlay shows at least one language: the last one ticked stays.
              disabled={shown.length === 1 && shown.includes(key)}
              title={shown.length === 1 && shown.includes(key) ? 'The overlay shows at least one language' : undefined}
              onChange={() => toggle(key)}
            />{' '}
            {key === SOURCE ? 'Spoken' : languageName(key)}
          </label>
        ))}
        <label className="inline">
          <input
            type="checkbox"
            checked={overlay.clickThrough}
            onChange={(e) => void setOverlay({ clickThrough: e.target.checked })}
          />{' '}
          Click-through
        </label>
        <label className="inline">
          Opacity
          <input
            type="range"
            min={30}
            max={100}
            value={Math.round(overlay.opacity * 100)}
            onChange={(e) => void setOverlay({ opacity: Number(e.target.value) / 100 })}
          />
        </label>
      </div>
      {!available && (
        <p className="muted">
          In the browser the overlay is a second window you place beside the meeting; only the desktop app can keep it
          above other windows and let clicks pass through.
        </p>
      )}
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
