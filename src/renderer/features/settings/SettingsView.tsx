import { THEMES, type ThemePreference } from '../../../shared/settings';
import { useAppearance } from './appearanceStore';
import { AccountsSection } from './AccountsSection';
import { DefaultsSection } from './DefaultsSection';
import { AnywhereSettings } from './AnywhereSettings';
import { ProxySection } from './ProxySection';
import { UsageMeter } from './UsageMeter';
import './settings.css';

const THEME_LABELS: Record<ThemePreference, string> = { system: 'Follow the system', light: 'Light', dark: 'Dark' };

export function SettingsView() {
  const { preference, setPreference, info } = useAppearance();
  return (
    <div className="page">
      <header className="page-header">
        <h1>Settings</h1>
      </header>
      <AccountsSection />
      <section className="card" aria-labelledby="usage-heading">
        <h2 id="usage-heading">Usage this period</h2>
        <UsageMeter />
      </section>
      <DefaultsSection />
      <AnywhereSettings />
      <ProxySection />
      <section className="card" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">Appearance</h2>
        <fieldset className="segmented">
          <legend>Theme</legend>
          {THEMES.map((theme) => (
            <label key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={preference === theme}
                onChange={() => void setPreference(theme)}
              />
              {THEME_LABELS[theme]}
            </label>
          ))}
        </fieldset>
      </section>
      <section className="card" aria-labelledby="about-heading">
        <h2 id="about-heading">About</h2>
        {info ? (
          <dl className="facts" data-testid="app-info">
            <dt>Version</dt>
            <dd>{info.version}</dd>
            <dt>Platform</dt>
            <dd>{info.platform}</dd>
            <dt>Running in</dt>
            <dd>{info.host === 'electron' ? 'Desktop app' : 'Browser shell'}</dd>
          </dl>
        ) : (
          <p className="muted">Loading…</p>
        )}
      </section>
    </div>
  );
}
