// Overlay controls in the captions view: open or close it, the languages it shows, click-through, opacity. Its
// look and place are set in the overlay itself (OverlaySettings.tsx).
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { overlayLanguagesShown } from '../../../shared/voice/transcripts';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFormats } from '../../i18n/useFormats';
import { SOURCE, useVoice } from './voiceStore';
import { useOverlay } from './overlayStore';

/** The browser shell's overlay: the same page in a second browser window (it shares this tab's session). */
function openOverlayWindow(): void {
  window.open(`${location.pathname}?view=overlay`, 'glossa-voice-overlay', 'popup,width=960,height=200');
}

export function OverlayControls() {
  const { formatMessage } = useIntl();
  const formats = useFormats();
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
    <section className="voice-overlay-controls" aria-label={formatMessage({ id: 'voice.overlay.controls.label' })}>
      <div className="voice-row">
        {available ? (
          <button type="button" onClick={() => void show(!open)}>
            <FormattedMessage id={open ? 'voice.overlay.controls.close' : 'voice.overlay.controls.show'} />
          </button>
        ) : (
          <button type="button" onClick={openOverlayWindow}>
            <FormattedMessage id="voice.overlay.controls.openWindow" />
          </button>
        )}
        <span className="muted">
          <FormattedMessage id="voice.overlay.controls.shows" />
        </span>
        {[SOURCE, ...targets].map((key) => {
          // The overlay shows at least one language: the last one ticked stays.
          const last = shown.length === 1 && shown.includes(key);
          return (
            <label key={key} className="inline">
              <input
                type="checkbox"
                checked={shown.includes(key)}
                disabled={last}
                title={last ? formatMessage({ id: 'voice.overlay.controls.atLeastOne' }) : undefined}
                onChange={() => toggle(key)}
              />
              {/* Named as the set-up's chips name it: standalone ("Allemand", not "allemand"). */}
              {key === SOURCE
                ? formatMessage({ id: 'voice.overlay.spoken' })
                : formats.languageName(key, { standalone: true })}
            </label>
          );
        })}
        <label className="inline">
          <input
            type="checkbox"
            checked={overlay.clickThrough}
            onChange={(e) => void setOverlay({ clickThrough: e.target.checked })}
          />
          <FormattedMessage id="voice.overlay.controls.clickThrough" />
        </label>
        <label className="inline">
          <FormattedMessage id="voice.overlay.controls.opacity" />
          <input
            type="range"
            min={30}
            max={100}
            value={Math.round(overlay.opacity * 100)}
            onChange={(e) => void setOverlay({ opacity: Number(e.target.value) / 100 })}
          />
        </label>
      </div>
      <p className="muted">
        <FormattedMessage id={available ? 'voice.overlay.controls.lookHint' : 'voice.overlay.controls.browserHint'} />
      </p>
      {error && <ErrorNotice error={error} />}
    </section>
  );
}
