import { FormattedMessage } from 'react-intl';
import { THEMES, type ThemePreference } from '../../../shared/settings';
import type { MessageId } from '../../../shared/i18n/catalogue';
import { useAppearance } from './appearanceStore';
import { AccountsSection } from './AccountsSection';
import { DefaultsSection } from './DefaultsSection';
import { AnywhereSettings } from './AnywhereSettings';
import { ProxySection } from './ProxySection';
import { LanguageSection } from './LanguageSection';
import { UsageMeter } from './UsageMeter';
import './settings.css';

const THEME_LABELS: Record<ThemePreference, MessageId> = {
  system: 'settings.theme.system',
  light: 'settings.theme.light',
  dark: 'settings.theme.dark',
};

/** Operating systems by their own names (Node's `process.platform` values). */
const PLATFORM_NAMES: Record<string, string> = { linux: 'Linux', darwin: 'macOS', win32: 'Windows' };

export function SettingsView() {
  const { preference, setPreference, info } = useAppearance();
  return (
    <div className="page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="settings.title" />
        </h1>
      </header>
      <AccountsSection />
      <section className="card" aria-labelledby="usage-heading">
        <h2 id="usage-heading">
          <FormattedMessage id="settings.usage.heading" />
        </h2>
        <UsageMeter />
      </section>
      <DefaultsSection />
      <AnywhereSettings />
      <ProxySection />
      <LanguageSection />
      <section className="card" aria-labelledby="appearance-heading">
        <h2 id="appearance-heading">
          <FormattedMessage id="settings.appearance.heading" />
        </h2>
        <fieldset className="segmented">
          <legend>
            <FormattedMessage id="settings.appearance.theme" />
          </legend>
          {THEMES.map((theme) => (
            <label key={theme}>
              <input
                type="radio"
                name="theme"
                value={theme}
                checked={preference === theme}
                onChange={() => void setPreference(theme)}
              />
              <FormattedMessage id={THEME_LABELS[theme]} />
            </label>
          ))}
        </fieldset>
      </section>
      <section className="card" aria-labelledby="about-heading">
        <h2 id="about-heading">
          <FormattedMessage id="settings.about.heading" />
        </h2>
        {info ? (
          <dl className="facts" data-testid="app-info">
            <dt>
              <FormattedMessage id="settings.about.version" />
            </dt>
            <dd>{info.version}</dd>
            <dt>
              <FormattedMessage id="settings.about.platform" />
            </dt>
            <dd>{PLATFORM_NAMES[info.platform] ?? info.platform}</dd>
            <dt>
              <FormattedMessage id="settings.about.runningIn" />
            </dt>
            <dd>
              <FormattedMessage id={info.host === 'electron' ? 'settings.about.desktop' : 'settings.about.browser'} />
            </dd>
          </dl>
        ) : (
          <p className="muted">
            <FormattedMessage id="common.loading" />
          </p>
        )}
      </section>
    </div>
  );
}
