// Settings > Defaults: what a new translation starts with. Formality is offered only when the chosen
// target language supports it (from the catalog's formality choices).
import { useEffect } from 'react';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import { FORMALITY_LABELS } from '../../components/formalityLabels';
import { LanguageSelect } from '../../components/LanguageSelect';
import { choicesKey, useLanguageChoices } from '../../components/languageChoicesStore';
import { OutputFolderField } from './OutputFolderField';
import { usePreferences } from './preferencesStore';

export function DefaultsSection() {
  const { translationDefaults: defaults, load, setTranslationDefaults } = usePreferences();
  const formality = useLanguageChoices((s) => s.entries[choicesKey('translate_text', 'formality')]);
  const loadChoices = useLanguageChoices((s) => s.load);
  useEffect(() => void load(), [load]);
  useEffect(() => loadChoices('translate_text', 'formality'), [loadChoices, formality]);

  if (!defaults) return null;
  const targetHasFormality =
    formality?.status === 'ready' &&
    defaults.targetLang !== null &&
    formality.choices.targets.some((l) => l.lang === defaults.targetLang);
  return (
    <section className="card" aria-labelledby="defaults-heading">
      <h2 id="defaults-heading">Translation defaults</h2>
      <div className="field-row">
        <LanguageSelect
          label="Source language"
          product="translate_text"
          side="source"
          value={defaults.sourceLang}
          emptyLabel="Detect the language"
          onChange={(sourceLang) => void setTranslationDefaults({ sourceLang })}
        />
        <LanguageSelect
          label="Target language"
          product="translate_text"
          side="target"
          value={defaults.targetLang}
          onChange={(targetLang) => void setTranslationDefaults({ targetLang })}
        />
        {targetHasFormality ? (
          <label>
            Formality
            <select
              value={defaults.formality}
              onChange={(e) => void setTranslationDefaults({ formality: e.target.value as Formality })}
            >
              {FORMALITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {FORMALITY_LABELS[value]}
                </option>
              ))}
            </select>
          </label>
        ) : (
          <p className="muted" data-testid="formality-unavailable">
            Formality can be chosen for target languages that support it.
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
