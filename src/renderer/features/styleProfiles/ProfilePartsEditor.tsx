// What a client profile bundles, as boxes to tick: the account's glossaries (ticked ones in priority order,
// moved up and down), its style rule lists (with their target language) and its translation memories (with
// their source language).
import { FormattedMessage, useIntl } from 'react-intl';
import type { ProfileParts } from './styleProfilesStore';

export interface PartsDraft {
  glossaryIds: string[];
  styleRuleIds: string[];
  memoryIds: string[];
}

const toggled = (ids: string[], id: string, on: boolean) => (on ? [...ids, id] : ids.filter((x) => x !== id));

export function ProfilePartsEditor(props: {
  parts: ProfileParts;
  draft: PartsDraft;
  onChange: (draft: PartsDraft) => void;
}) {
  const { formatMessage } = useIntl();
  const { parts, draft, onChange } = props;
  const glossaryName = (id: string) => parts.glossaries.find((g) => g.glossaryId === id)?.name ?? id;
  const unticked = parts.glossaries.filter((g) => !draft.glossaryIds.includes(g.glossaryId));
  const move = (index: number, by: -1 | 1) => {
    const ids = [...draft.glossaryIds];
    [ids[index], ids[index + by]] = [ids[index + by]!, ids[index]!];
    onChange({ ...draft, glossaryIds: ids });
  };
  const none = (
    <p className="muted">
      <FormattedMessage id="profiles.noneAvailable" />
    </p>
  );
  return (
    <div className="style-profile-parts">
      <fieldset>
        <legend>
          <FormattedMessage id="profiles.glossaries" />
        </legend>
        {parts.glossaries.length === 0 && none}
        <ol className="style-profile-order">
          {draft.glossaryIds.map((id, index) => (
            <li key={id}>
              <label>
                <input
                  type="checkbox"
                  checked
                  onChange={() => onChange({ ...draft, glossaryIds: toggled(draft.glossaryIds, id, false) })}
                />
                {glossaryName(id)}
              </label>
              <button
                type="button"
                disabled={index === 0}
                aria-label={formatMessage({ id: 'profiles.moveUp' }, { name: glossaryName(id) })}
                onClick={() => move(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                disabled={index === draft.glossaryIds.length - 1}
                aria-label={formatMessage({ id: 'profiles.moveDown' }, { name: glossaryName(id) })}
                onClick={() => move(index, 1)}
              >
                ↓
              </button>
            </li>
          ))}
        </ol>
        {unticked.map((g) => (
          <label key={g.glossaryId}>
            <input
              type="checkbox"
              checked={false}
              onChange={() => onChange({ ...draft, glossaryIds: toggled(draft.glossaryIds, g.glossaryId, true) })}
            />
            {g.name}
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="profiles.styleLists" />
        </legend>
        {parts.styleLists.length === 0 && none}
        {parts.styleLists.map((list) => (
          <label key={list.styleId}>
            <input
              type="checkbox"
              checked={draft.styleRuleIds.includes(list.styleId)}
              onChange={(e) =>
                onChange({ ...draft, styleRuleIds: toggled(draft.styleRuleIds, list.styleId, e.target.checked) })
              }
            />
            <FormattedMessage
              id="profiles.forTarget"
              values={{ name: list.name, language: list.language.toUpperCase() }}
            />
          </label>
        ))}
      </fieldset>
      <fieldset>
        <legend>
          <FormattedMessage id="profiles.memories" />
        </legend>
        {parts.memories.length === 0 && none}
        {parts.memories.map((memory) => (
          <label key={memory.memoryId}>
            <input
              type="checkbox"
              checked={draft.memoryIds.includes(memory.memoryId)}
              onChange={(e) =>
                onChange({ ...draft, memoryIds: toggled(draft.memoryIds, memory.memoryId, e.target.checked) })
              }
            />
            <FormattedMessage
              id="profiles.forSource"
              values={{ name: memory.name, language: memory.sourceLang.toUpperCase() }}
            />
          </label>
        ))}
      </fieldset>
    </div>
  );
}
