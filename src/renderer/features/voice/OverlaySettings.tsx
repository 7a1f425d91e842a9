// The overlay's own settings, opened from the overlay itself: font, size, colours, background opacity, lines per
// language, position and monitor. Each change is saved at once (settings.voice.overlay, through main) and the
// desktop app moves the window to the chosen monitor and place.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { OVERLAY_FONTS, OVERLAY_LIMITS, OVERLAY_POSITIONS } from '../../../shared/settings';
import { useOverlay } from './overlayStore';

const FONT_NAMES: Record<(typeof OVERLAY_FONTS)[number], MessageId> = {
  sans: 'voice.overlay.settings.font.sans',
  serif: 'voice.overlay.settings.font.serif',
  rounded: 'voice.overlay.settings.font.rounded',
  mono: 'voice.overlay.settings.font.mono',
};
const POSITION_NAMES: Record<(typeof OVERLAY_POSITIONS)[number], MessageId> = {
  bottom: 'voice.overlay.settings.position.bottom',
  top: 'voice.overlay.settings.position.top',
  free: 'voice.overlay.settings.position.free',
};

export function OverlaySettings({ onDone }: { onDone: () => void }) {
  const { formatMessage, formatNumber } = useIntl();
  const { voice, available, displays, setOverlay } = useOverlay();
  const monitorHint = useId();
  if (!voice) return null;
  const look = voice.overlay;
  const lineCounts = Array.from(
    { length: OVERLAY_LIMITS.lines.max - OVERLAY_LIMITS.lines.min + 1 },
    (_, i) => OVERLAY_LIMITS.lines.min + i,
  );
  return (
    <form
      className="overlay-settings"
      aria-label={formatMessage({ id: 'voice.overlay.settings.heading' })}
      onSubmit={(e) => {
        e.preventDefault();
        onDone();
      }}
    >
      <label>
        <FormattedMessage id="voice.overlay.settings.font" />
        <select value={look.font} onChange={(e) => void setOverlay({ font: e.target.value as typeof look.font })}>
          {OVERLAY_FONTS.map((font) => (
            <option key={font} value={font}>
              {formatMessage({ id: FONT_NAMES[font] })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.size" />
        <input
          type="range"
          min={OVERLAY_LIMITS.fontSize.min}
          max={OVERLAY_LIMITS.fontSize.max}
          value={look.fontSize}
          onChange={(e) => void setOverlay({ fontSize: Number(e.target.value) })}
        />
        <output>
          <FormattedMessage id="voice.overlay.settings.sizeValue" values={{ size: look.fontSize }} />
        </output>
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.textColour" />
        <input type="color" value={look.textColour} onChange={(e) => void setOverlay({ textColour: e.target.value })} />
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.backgroundColour" />
        <input
          type="color"
          value={look.backgroundColour}
          onChange={(e) => void setOverlay({ backgroundColour: e.target.value })}
        />
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.backgroundOpacity" />
        <input
          type="range"
          min={0}
          max={100}
          value={Math.round(look.backgroundOpacity * 100)}
          onChange={(e) => void setOverlay({ backgroundOpacity: Number(e.target.value) / 100 })}
        />
        <output>{formatNumber(look.backgroundOpacity, { style: 'percent' })}</output>
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.lines" />
        <select value={look.lines} onChange={(e) => void setOverlay({ lines: Number(e.target.value) })}>
          {lineCounts.map((count) => (
            <option key={count} value={count}>
              {formatNumber(count)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.position" />
        <select
          value={look.position}
          onChange={(e) => void setOverlay({ position: e.target.value as typeof look.position })}
        >
          {OVERLAY_POSITIONS.map((position) => (
            <option key={position} value={position}>
              {formatMessage({ id: POSITION_NAMES[position] })}
            </option>
          ))}
        </select>
      </label>
      <label>
        <FormattedMessage id="voice.overlay.settings.monitor" />
        <select
          value={look.monitor ?? displays.find((d) => d.primary)?.id ?? ''}
          disabled={displays.length < 2}
          aria-describedby={available ? undefined : monitorHint}
          // A monitor chosen by name puts the overlay at its bottom (or top), not at a place on another monitor.
          onChange={(e) =>
            void setOverlay({ monitor: e.target.value, ...(look.position === 'free' ? { position: 'bottom' } : {}) })
          }
        >
          {displays.length === 0 && (
            <option value="">{formatMessage({ id: 'voice.overlay.settings.monitor.this' })}</option>
          )}
          {displays.map((display) => (
            <option key={display.id} value={display.id}>
              {display.primary
                ? formatMessage({ id: 'voice.overlay.settings.monitor.primary' }, { label: display.label })
                : display.label}
            </option>
          ))}
        </select>
      </label>
      {!available && (
        <p id={monitorHint} className="overlay-settings-hint">
          <FormattedMessage id="voice.overlay.settings.browserHint" />
        </p>
      )}
      <button type="submit" className="primary">
        <FormattedMessage id="voice.overlay.settings.done" />
      </button>
    </form>
  );
}
