// Settings > Defaults: what a new translation starts with. Formality is offered only when the chosen
// target language supports it (from the catalog's formality choices).
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import { FORMALITY_MESSAGES } from '../../components/formalityLabels';
import { LanguageSelect } from '../../components/LanguageSelect';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { OutputFolderField } from './OutputFolderField';
import { usePreferences } from './preferencesStore';

export function DefaultsSection() {
  const { translationDefaults: defaults, load, setTranslationDefaults } = usePreferences();
  const formality = useLanguageChoices((s) => s.entries[choicesKey('translate_text', 'formality')]);
  const loadChoices = useLanguageChoices((s) => s.load);
  const { formatMessage } = useIntl();
  useEffect(() => void load(), [load]);
  useEffect(() => loadChoices('translate_text', 'formality'), [loadChoices, formality]);

  if (!defaults) return null;
  const targetHasFormality =
    formality?.status === 'ready' &&
    defaults.targetLang !== null &&
    formality.choices.targets.some((l) => l.lang === defaults.targetLang);
  return (
    <section className="card" aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">
        <FormattedMessage id="settings.defaults.heading" />
      </h2>
      <div className="field-row">
        <LanguageSelect
          label={formatMessage({ id: 'settings.defaults.source' })}
          product="translate_text"
          side="source"
          value={defaults.sourceLang}
          emptyLabel={formatMessage({ id: 'settings.defaults.detect' })}
          onChange={(sourceLang) => void setTranslationDefaults({ sourceLang })}
        />
        <LanguageSelect
          label={formatMessage({ id: 'settings.defaults.target' })}
          product="translate_text"
          side="target"
          value={defaults.targetLang}
          onChange={(targetLang) => void setTranslationDefaults({ targetLang })}
        />
        {targetHasFormality ? (
          <label>
            <FormattedMessage id="settings.defaults.formality" />
            <select
              value={defaults.formality}
              onChange={(e) => void setTranslationDefaults({ formality: e.target.value as Formality })}
            >
              {FORMALITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {formatMessage({ id: FORMALITY_MESSAGES[value] })}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="muted" data-testid="formality-unavailable">
            <FormattedMessage id="settings.defaults.formalityUnavailable" />
          </p>
        )}
      </div>
      <OutputFolderField
        value={defaults.outputFolder}
        onChange={(outputFolder) => void setTranslationDefaults({ outputFolder })}
      />
    </section>
  );
}
