// The client profile a translation uses, for Translate, Documents and quick translate: a menu of the account's
// profiles, what the chosen one bundles (its glossaries, style rule lists and memories by name), and a sentence
// when a chosen profile was deleted elsewhere. With a profile chosen, the screen sends `styleProfileId` and not
// the separate glossaries, style list and memory it stands for.
import { useEffect } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useStyleProfiles } from './styleProfilesStore';

export function ProfilePicker() {
  const { formatMessage } = useIntl();
  const { profiles, offered, chosen, vanished, parts, load, choose } = useStyleProfiles();
  // Each visit reads the profiles again, so one deleted elsewhere is found and cleared.
  useEffect(() => void load(), [load]);
  const gone = vanished && (
    <p role="alert" className="notice notice-error">
      <FormattedMessage id="profiles.picker.vanished" values={{ name: vanished }} />
    </p>
  );
  if (!offered || (profiles?.length ?? 0) === 0) return gone || null;
  const profile = profiles?.find((p) => p.profileId === chosen);
  const named = (ids: string[], find: (id: string) => string | undefined) => ids.map((id) => find(id) ?? id).join(', ');
  return (
    <div className="profile-picker">
      <label>
        <FormattedMessage id="profiles.picker.label" />
        <select value={chosen ?? ''} onChange={(e) => choose(e.target.value || null)}>
          <option value="">{formatMessage({ id: 'profiles.picker.none' })}</option>
          {profiles?.map((p) => (
            <option key={p.profileId} value={p.profileId}>
              {p.name}
            </option>
          ))}
        </select>
      </label>
      {profile && (
        <p className="muted profile-picker-bundle" data-testid="profile-bundle">
          <FormattedMessage
            id="profiles.picker.bundles"
            values={{
              glossaries:
                named(profile.glossaryIds, (id) => parts.glossaries.find((g) => g.glossaryId === id)?.name) || '—',
              lists: named(profile.styleRuleIds, (id) => parts.styleLists.find((l) => l.styleId === id)?.name) || '—',
              memories: named(profile.memoryIds, (id) => parts.memories.find((m) => m.memoryId === id)?.name) || '—',
            }}
          />
        </p>
      )}
      {gone}
    </div>
  );
}
