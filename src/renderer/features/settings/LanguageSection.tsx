// Settings → Language: the language of Glossa's own screens. "Same as the system" names the language that
// choice gives today; every other language is named in itself (Deutsch, 日本語), as a reader of that language
// looks for it. Switching takes effect at once, in every window.
import { FormattedMessage, useIntl } from 'react-intl';
import { UI_LANGUAGES, resolveUiLanguage, type UiLanguageChoice } from '../../../shared/i18n/uiLanguages';
import { useUiLanguage } from '../../i18n/uiLanguageStore';

/** A language's name in that language, with the capital a menu item takes (français → Français). */
function ownName(language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}

export function LanguageSection() {
  const { formatDisplayName } = useIntl();
  const choice = useUiLanguage((s) => s.choice) ?? 'system';
  const systemLanguages = useUiLanguage((s) => s.systemLanguages);
  const choose = useUiLanguage((s) => s.choose);
  const systemGives = resolveUiLanguage('system', systemLanguages);
  return (
    <section className="card" aria-labelledby="language-heading">
      <h2 id="language-heading">
        <FormattedMessage id="settings.language.heading" />
      </h2>
      <div className="field-row">
        <label>
          <FormattedMessage id="settings.language.label" />
          <select
            value={choice}
            onChange={(e) => void choose(e.target.value as UiLanguageChoice)}
            aria-describedby="language-hint"
          >
            <option value="system">
              <FormattedMessage
                id="settings.language.system"
                values={{ language: formatDisplayName(systemGives, { type: 'language' }) ?? systemGives }}
              />
            </option>
            {UI_LANGUAGES.map((language) => (
              <option key={language} value={language} lang={language}>
                {ownName(language)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p id="language-hint" className="muted">
        <FormattedMessage id="settings.language.hint" />
      </p>
    </section>
  );
}
