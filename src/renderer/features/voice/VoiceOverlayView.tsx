// The overlay window's page (index.html?view=overlay): the latest lines of the chosen languages in the look the
// user set (font, size, colours, background, lines, top or bottom), on a see-through band that is also the handle
// to move the frameless window. Pointing at it shows "Overlay settings", which opens its settings in place.
import { useEffect, useState, type CSSProperties } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { VoiceOverlay } from '../../../shared/settings';
import { languageName } from '../../../shared/rules/languages';
import { type LanguageTranscript, overlayLanguagesShown } from '../../../shared/voice/transcripts';
import { effectiveTheme, useAppearance } from '../settings/appearanceStore';
import { SOURCE, useVoice } from './voiceStore';
import { useOverlay } from './overlayStore';
import { OverlaySettings } from './OverlaySettings';
import { SpeakerLabel } from './SpeakerLabel';
import './overlay.css';

const FONT_FAMILIES: Record<VoiceOverlay['font'], string> = {
  sans: "system-ui, 'Segoe UI', 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
  serif: "Georgia, 'Noto Serif', 'Times New Roman', serif",
  rounded: "ui-rounded, 'Nunito', 'Arial Rounded MT Bold', 'Comfortaa', system-ui, sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', 'DejaVu Sans Mono', monospace",
};

/** #rrggbb at an opacity, for the band behind the text. */
function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

/**
 * One language's newest lines. Each line is keyed by its place in the whole transcript (concluded, then
 * tentative), so a tentative line that becomes concluded is the same element updated in place: no flicker.
 */
function OverlayLines({
  transcript,
  showTentative,
  lines,
}: {
  transcript: LanguageTranscript | undefined;
  showTentative: boolean;
  lines: number;
}) {
  const concluded = transcript?.concluded ?? [];
  const tentative = showTentative ? (transcript?.tentative ?? []) : [];
  const all = [
    ...concluded.map((s) => ({ text: s.text, speaker: s.speaker, final: true })),
    ...tentative.map((s) => ({ text: s.text, speaker: s.speaker, final: false })),
  ];
  // A segment fills at least one line: older ones than that can never show.
  const first = Math.max(0, all.length - lines);
  return (
    <div className="overlay-lines" style={{ maxHeight: `${lines * 1.25}em` }}>
      {all.slice(first).map((line, i) => (
        <p key={first + i} className={line.final ? 'overlay-line' : 'overlay-line overlay-tentative'}>
          <SpeakerLabel speaker={line.speaker} />
          {line.text}
        </p>
      ))}
    </div>
  );
}

export function VoiceOverlayView() {
  const { formatMessage, formatDisplayName } = useIntl();
  const loadOverlay = useOverlay((s) => s.load);
  const loadAppearance = useAppearance((s) => s.load);
  const theme = useAppearance(effectiveTheme);
  const [settingsOpen, setSettingsOpen] = useState(false);
  useEffect(() => void loadOverlay().catch(() => undefined), [loadOverlay]);
  useEffect(() => void loadAppearance(), [loadAppearance]);
  const { status, transcripts, readingMode } = useVoice();
  const voice = useOverlay((s) => s.voice);
  const shown = overlayLanguagesShown(voice?.overlay.languages ?? [], status?.targetLangs ?? []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.documentElement.classList.add('overlay-root');
    return () => document.documentElement.classList.remove('overlay-root');
  }, [theme]);
  if (!voice) return null;
  const look = voice.overlay;
  const name = (key: string) =>
    key === SOURCE
      ? formatMessage({ id: 'voice.overlay.spoken' })
      : (formatDisplayName(key, { type: 'language' }) ?? languageName(key));
  const style = {
    fontFamily: FONT_FAMILIES[look.font],
    fontSize: look.fontSize,
    color: look.textColour,
    '--overlay-band': withAlpha(look.backgroundColour, look.backgroundOpacity),
    justifyContent: look.position === 'top' ? 'flex-start' : 'flex-end',
  } as CSSProperties;
  return (
    <main className="voice-overlay" style={style}>
      {settingsOpen ? (
        <OverlaySettings onDone={() => setSettingsOpen(false)} />
      ) : (
        <>
          <button type="button" className="overlay-settings-button" onClick={() => setSettingsOpen(true)}>
            <FormattedMessage id="voice.overlay.settings.open" />
          </button>
          {status === null || status.status === 'idle' ? (
            <p className="overlay-line overlay-waiting">
              <FormattedMessage id="voice.overlay.waiting" />
            </p>
          ) : (
            shown.map((key) => (
              <section key={key} className="overlay-language" aria-label={name(key)}>
                {shown.length > 1 && (
                  <span className="overlay-tag">
                    {key === SOURCE ? formatMessage({ id: 'voice.overlay.spokenTag' }) : key}
                  </span>
                )}
                <OverlayLines transcript={transcripts[key]} showTentative={!readingMode} lines={look.lines} />
              </section>
            ))
          )}
        </>
      )}
    </main>
  );
}
