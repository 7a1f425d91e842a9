// Settings > Defaults per target language: for one target language, the formality, glossaries (in priority
// order), translation memory and client profile that Translate, quick translate and Documents start from. Which
// entry serves a target is the rule of shared/rules/targetDefaults.ts (its own code, else its base language's).
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FORMALITY_VALUES, type Formality } from '../../../shared/api/wireValues';
import type { GlossarySummary } from '../../../shared/calls/glossaries';
import type { StyleProfileView } from '../../../shared/calls/styleProfiles';
import type { ErrorData } from '../../../shared/errors';
import { languageName } from '../../../shared/i18n/formats';
import { coversVariant } from '../../../shared/rules/languageCodes';
import { GLOSSARIES_PER_REQUEST_MAX, MEMORY_THRESHOLD } from '../../../shared/rules/translateOptions';
import type { TargetDefaults } from '../../../shared/settings';
import { GlossaryOrder } from '../../components/GlossaryOrder';
import { LanguageSelect } from '../../components/LanguageSelect';
import { MemoryPicker } from '../../components/MemoryPicker';
import { useSay } from '../../i18n/uiMessages';
import { errorDataOf, glossa, unwrap } from '../../lib/ipc';
import { usePreferences } from './preferencesStore';
import './targetDefaults.css';

const EMPTY: TargetDefaults = {
  glossaryIds: [],
  memoryId: null,
  memoryThreshold: MEMORY_THRESHOLD.default,
  styleProfileId: null,
};

export function TargetDefaultsSection() {
  const id = useId();
  const intl = useIntl();
  const { formatMessage } = intl;
  const { sayError } = useSay();
  const { translationDefaults: defaults, load, setTranslationDefaults } = usePreferences();
  const [target, setTarget] = useState<string | null>(null);
  const [lists, setLists] = useState<{ glossaries: GlossarySummary[]; profiles: StyleProfileView[] } | null>(null);
  const [listsError, setListsError] = useState<ErrorData | null>(null);
  useEffect(() => void load(), [load]);
  useEffect(() => {
    Promise.all([unwrap(glossa.glossaries.list()), unwrap(glossa.styleProfiles.list({}))]).then(
      ([{ glossaries }, { profiles }]) => setLists({ glossaries, profiles }),
      (error: unknown) => setListsError(errorDataOf(error)),
    );
  }, []);
  if (!defaults) return null;
  const byTarget = defaults.byTarget;
  const entry = target ? (byTarget[target] ?? EMPTY) : null;
  const save = (code: string, next: TargetDefaults | null) => {
    const { [code]: _old, ...rest } = byTarget;
    void setTranslationDefaults({ byTarget: next ? { ...rest, [code]: next } : rest });
  };
  const change = (part: Partial<TargetDefaults>) => target && entry && save(target, { ...entry, ...part });
  const glossaryName = (glossaryId: string) =>
    lists?.glossaries.find((g) => g.glossaryId === glossaryId)?.name ?? glossaryId;
  const addable = (lists?.glossaries ?? []).filter(
    (g) =>
      target &&
      entry &&
      !entry.glossaryIds.includes(g.glossaryId) &&
      g.dictionaries.some((d) => coversVariant(d.targetLang, target)),
  );
  const kept = Object.keys(byTarget);

  return (
    <section className="card target-defaults" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>
        <FormattedMessage id="settings.targetDefaults.heading" />
      </h2>
      <p className="muted">
        <FormattedMessage id="settings.targetDefaults.intro" />
      </p>
      {kept.length > 0 && (
        <p data-testid="target-defaults-kept">
          <FormattedMessage
            id="settings.targetDefaults.kept"
            values={{ languages: intl.formatList(kept.map((code) => languageName(intl.locale, code))) }}
          />
        </p>
      )}
      <div className="field-row">
        <LanguageSelect
          label={formatMessage({ id: 'settings.targetDefaults.target' })}
          product="translate_text"
          side="target"
          value={target}
          emptyLabel={formatMessage({ id: 'settings.targetDefaults.chooseTarget' })}
          onChange={setTarget}
        />
        {target && entry && (
          <label htmlFor={`${id}-formality`}>
            <FormattedMessage id="settings.targetDefaults.formality" />
            <select
              id={`${id}-formality`}
              value={entry.formality ?? ''}
              onChange={(e) => change({ formality: (e.target.value || undefined) as Formality | undefined })}
            >
              <option value="">{formatMessage({ id: 'settings.targetDefaults.formality.general' })}</option>
              {FORMALITY_VALUES.map((value) => (
                <option key={value} value={value}>
                  {formatMessage({ id: `settings.targetDefaults.formality.${value}` })}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      {target && entry && (
        <div className="target-defaults-parts">
          <GlossaryOrder
            legend={
              <FormattedMessage id="settings.targetDefaults.glossaries" values={{ max: GLOSSARIES_PER_REQUEST_MAX }} />
            }
            glossaryIds={entry.glossaryIds}
            nameOf={glossaryName}
            candidates={addable}
            onChange={(glossaryIds) => change({ glossaryIds })}
            messages={{
              moveUp: 'settings.targetDefaults.moveUp',
              remove: 'settings.targetDefaults.remove',
              addGlossary: 'settings.targetDefaults.addGlossary',
              noGlossary: 'settings.targetDefaults.noGlossary',
              add: 'settings.targetDefaults.add',
            }}
          />
          <div className="field-row">
            <MemoryPicker
              memoryId={entry.memoryId}
              threshold={entry.memoryThreshold}
              onMemory={(memoryId) => change({ memoryId })}
              onThreshold={(threshold) => change({ memoryThreshold: threshold ?? MEMORY_THRESHOLD.default })}
            />
            {(lists?.profiles.length ?? 0) > 0 && (
              <label htmlFor={`${id}-profile`}>
                <FormattedMessage id="settings.targetDefaults.profile" />
                <select
                  id={`${id}-profile`}
                  value={entry.styleProfileId ?? ''}
                  onChange={(e) => change({ styleProfileId: e.target.value || null })}
                >
                  <option value="">{formatMessage({ id: 'settings.targetDefaults.noProfile' })}</option>
                  {lists?.profiles.map((p) => (
                    <option key={p.profileId} value={p.profileId}>
                      {p.name}
                    </option>
                  ))}
                </select>
              </label>
            )}
          </div>
          {byTarget[target] && (
            <button type="button" onClick={() => save(target, null)}>
              <FormattedMessage
                id="settings.targetDefaults.forget"
                values={{ language: languageName(intl.locale, target) }}
              />
            </button>
          )}
        </div>
      )}
      {listsError && (
        <p className="muted">
          <FormattedMessage
            id="settings.targetDefaults.listsUnreadable"
            values={{ reason: sayError(listsError).message }}
          />
        </p>
      )}
    </section>
  );
}
