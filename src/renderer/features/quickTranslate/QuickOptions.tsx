// What the popup translates with, folded under one line that says it: the client profile, glossaries in
// priority order, a translation memory and its least match (the shared MemoryPicker), and the context (the text
// around the selection where the desktop gives it, or typed here). Each change is translated again at once; a
// choice found deleted elsewhere is named and said to be cleared.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { coversVariant } from '../../../shared/rules/languageCodes';
import { GLOSSARIES_PER_REQUEST_MAX } from '../../../shared/rules/translateOptions';
import { GlossaryOrder } from '../../components/GlossaryOrder';
import { MemoryPicker } from '../../components/MemoryPicker';
import { useTranslateOptions } from '../../components/translateOptionsStore';
import { useSay } from '../../i18n/uiMessages';
import { useQuickPopup } from './quickPopupStore';

export function QuickOptions() {
  const id = useId();
  const { formatMessage } = useIntl();
  const { sayError } = useSay();
  const { state, glossaries, profiles, listsError, loadLists, setChoices } = useQuickPopup();
  const memories = useTranslateOptions((s) => s.memories);
  // The context being edited, with the context it started from: a new gesture brings its own, which the field
  // then shows.
  const [edit, setEdit] = useState<{ from: string; text: string } | null>(null);
  useEffect(() => void loadLists(), [loadLists]);
  if (!state) return null;
  const choices = state.choices;
  const change = (part: Partial<typeof choices>) => void setChoices({ ...choices, ...part });
  const glossaryName = (glossaryId: string) =>
    glossaries?.find((g) => g.glossaryId === glossaryId)?.name ??
    state.glossaries.find((g) => g.glossaryId === glossaryId)?.name ??
    glossaryId;
  const memoryName = (memoryId: string) => memories?.find((m) => m.memoryId === memoryId)?.name ?? memoryId;
  const profileName = (profileId: string) => profiles?.find((p) => p.profileId === profileId)?.name ?? profileId;
  const intoTarget = (glossaries ?? []).filter(
    (g) =>
      !choices.glossaryIds.includes(g.glossaryId) &&
      g.dictionaries.some((d) => coversVariant(d.targetLang, state.targetLang)),
  );
  const typed = edit && edit.from === choices.context ? edit.text : choices.context;
  const cleared = state.cleared;
  const clearedName =
    cleared && { glossary: glossaryName, memory: memoryName, profile: profileName }[cleared.part](cleared.id);

  return (
    <>
      {cleared && (
        <p role="status" className="notice notice-warn quick-note">
          <FormattedMessage id={`quickTranslate.cleared.${cleared.part}`} values={{ name: clearedName }} />
        </p>
      )}
      <details className="quick-options" data-testid="quick-options">
        <summary>
          <FormattedMessage
            id="quickTranslate.options.summary"
            values={{
              glossaries: choices.glossaryIds.length,
              memory: choices.memoryId ? memoryName(choices.memoryId) : 'none',
              profile: choices.styleProfileId ? profileName(choices.styleProfileId) : 'none',
              context: state.contextFrom,
            }}
          />
        </summary>
        <div className="quick-options-body">
          {(profiles?.length ?? 0) > 0 && (
            <label htmlFor={`${id}-profile`}>
              <FormattedMessage id="quickTranslate.options.profile" />
              <select
                id={`${id}-profile`}
                value={choices.styleProfileId ?? ''}
                onChange={(e) => change({ styleProfileId: e.target.value || null })}
              >
                <option value="">{formatMessage({ id: 'quickTranslate.options.noProfile' })}</option>
                {profiles?.map((p) => (
                  <option key={p.profileId} value={p.profileId}>
                    {p.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {choices.styleProfileId && (
            <p className="muted quick-options-note">
              <FormattedMessage id="quickTranslate.options.profileNote" />
            </p>
          )}
          <GlossaryOrder
            className="quick-options-glossaries"
            legend={
              <FormattedMessage id="quickTranslate.options.glossaries" values={{ max: GLOSSARIES_PER_REQUEST_MAX }} />
            }
            glossaryIds={choices.glossaryIds}
            nameOf={glossaryName}
            candidates={intoTarget}
            onChange={(glossaryIds) => change({ glossaryIds })}
            messages={{
              moveUp: 'quickTranslate.options.moveUp',
              remove: 'quickTranslate.options.remove',
              addGlossary: 'quickTranslate.options.addGlossary',
              noGlossary: 'quickTranslate.options.noGlossary',
              add: 'quickTranslate.options.add',
            }}
          />
          <div className="quick-options-memory">
            <MemoryPicker
              memoryId={choices.memoryId}
              threshold={choices.memoryThreshold}
              onMemory={(memoryId) => change({ memoryId })}
              onThreshold={(threshold) => threshold !== undefined && change({ memoryThreshold: threshold })}
              noteClassName="quick-options-note"
            />
          </div>
          <label htmlFor={`${id}-context`} className="quick-options-context">
            <FormattedMessage id="quickTranslate.options.context" />
            <textarea
              id={`${id}-context`}
              rows={2}
              value={typed}
              placeholder={formatMessage({ id: 'quickTranslate.options.contextPlaceholder' })}
              aria-describedby={`${id}-context-hint`}
              onChange={(e) => setEdit({ from: choices.context, text: e.target.value })}
            />
          </label>
          <p id={`${id}-context-hint`} className="muted quick-options-note">
            <FormattedMessage id="quickTranslate.options.contextHint" values={{ from: state.contextFrom }} />
          </p>
          <button
            type="button"
            disabled={typed === choices.context}
            onClick={() => change({ context: typed.slice(0, 50_000) })}
          >
            <FormattedMessage id="quickTranslate.options.useContext" />
          </button>
          {listsError && (
            <p className="muted quick-options-note">
              <FormattedMessage
                id="quickTranslate.options.listsUnreadable"
                values={{ reason: sayError(listsError).message }}
              />
            </p>
          )}
        </div>
      </details>
    </>
  );
}
