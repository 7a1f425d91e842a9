// Client profiles: the service's style profiles, one per client a translator works for. The list beside the
// profile being edited: its name and description, glossaries in priority order, one style rule list per
// target language and one translation memory per source language (shared/rules/styleProfiles checks both as
// the boxes are ticked). Translate, Documents and quick translate pick one with ProfilePicker.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { StyleProfileView } from '../../../shared/calls/styleProfiles';
import type { ErrorData } from '../../../shared/errors';
import { baseLanguage } from '../../../shared/rules/languages';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useStyleProfiles } from './styleProfilesStore';
import { ProfilePartsEditor, type PartsDraft } from './ProfilePartsEditor';
import './styleProfiles.css';

export function StyleProfilesView() {
  const { profiles, offered, error, load } = useStyleProfiles();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  // Each visit reads the profiles again: they may have been changed in another app meanwhile.
  useEffect(() => void load(), [load]);
  const current = profiles?.find((p) => p.profileId === editing);
  return (
    <div className="page style-profiles-page">
      <header className="page-header">
        <h1>
          <FormattedMessage id="section.profiles" />
        </h1>
      </header>
      <p className="muted style-profiles-intro">
        <FormattedMessage id="profiles.intro" />
      </p>
      {error && <ErrorNotice error={error} />}
      {!offered ? (
        <p className="notice">
          <FormattedMessage id="profiles.notOffered" />
        </p>
      ) : (
        <div className="style-profiles-grid">
          <section className="card style-profile-list" aria-labelledby="style-profile-list-title">
            <h2 id="style-profile-list-title">
              <FormattedMessage id="profiles.listTitle" />
            </h2>
            <button type="button" className="primary" onClick={() => setEditing('new')}>
              <FormattedMessage id="profiles.new" />
            </button>
            {profiles?.length === 0 && (
              <p className="muted">
                <FormattedMessage id="profiles.empty" />
              </p>
            )}
            <ul className="style-profile-items">
              {profiles?.map((profile) => (
                <li key={profile.profileId}>
                  <button
                    type="button"
                    className={editing === profile.profileId ? 'selected' : ''}
                    aria-current={editing === profile.profileId}
                    onClick={() => setEditing(profile.profileId)}
                  >
                    {profile.name}
                  </button>
                </li>
              ))}
            </ul>
          </section>
          {editing === null ? (
            <section className="card">
              <p className="muted">
                <FormattedMessage id="profiles.chooseOne" />
              </p>
            </section>
          ) : (
            <ProfileForm
              key={editing}
              profile={editing === 'new' ? undefined : current}
              onDone={(id) => setEditing(id)}
            />
          )}
        </div>
      )}
    </div>
  );
}

function ProfileForm(props: { profile: StyleProfileView | undefined; onDone: (id: string | null) => void }) {
  const { formatMessage } = useIntl();
  const { parts, save, remove, busy } = useStyleProfiles();
  const [name, setName] = useState(props.profile?.name ?? '');
  const [description, setDescription] = useState(props.profile?.description ?? '');
  const [draft, setDraft] = useState<PartsDraft>({
    glossaryIds: props.profile?.glossaryIds ?? [],
    styleRuleIds: props.profile?.styleRuleIds ?? [],
    memoryIds: props.profile?.memoryIds ?? [],
  });
  const [problem, setProblem] = useState<ErrorData | null>(null);
  const [saved, setSaved] = useState(false);
  const clash = languageClash(draft, parts);
  const nameMissing = name.trim() === '';
  const submit = async () => {
    setSaved(false);
    const outcome = await save({ name, description, ...draft }, props.profile?.profileId);
    setProblem(outcome);
    if (!outcome) {
      setSaved(true);
      if (!props.profile) {
        const made = useStyleProfiles.getState().profiles?.at(-1);
        props.onDone(made?.profileId ?? null);
      }
    }
  };
  return (
    <form
      className="card style-profile-form"
      aria-label={formatMessage({ id: props.profile ? 'profiles.editTitle' : 'profiles.newTitle' })}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2>
        <FormattedMessage id={props.profile ? 'profiles.editTitle' : 'profiles.newTitle'} />
      </h2>
      <label>
        <FormattedMessage id="profiles.name" />
        <input value={name} maxLength={1024} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        <FormattedMessage id="profiles.description" />
        <input value={description} maxLength={5000} onChange={(e) => setDescription(e.target.value)} />
      </label>
      <ProfilePartsEditor parts={parts} draft={draft} onChange={setDraft} />
      {clash && (
        <p role="alert" className="notice notice-error">
          <FormattedMessage id={clash.id} values={{ language: clash.language }} />
        </p>
      )}
      {problem && <ErrorNotice error={problem} />}
      {saved && (
        <p role="status" className="muted">
          <FormattedMessage id="profiles.saved" />
        </p>
      )}
      <div className="style-profile-actions">
        <button type="submit" className="primary" disabled={busy || nameMissing || clash !== null}>
          <FormattedMessage id="profiles.save" />
        </button>
        {props.profile && (
          <button
            type="button"
            className="danger"
            disabled={busy}
            onClick={() =>
              void remove(props.profile!.profileId).then((outcome) => {
                setProblem(outcome);
                if (!outcome) props.onDone(null);
              })
            }
          >
            <FormattedMessage id="profiles.delete" />
          </button>
        )}
      </div>
    </form>
  );
}

/** Two ticked style rule lists of one target language, or two memories of one source language. */
function languageClash(
  draft: PartsDraft,
  parts: ReturnType<typeof useStyleProfiles.getState>['parts'],
): { id: 'profiles.twiceStyle' | 'profiles.twiceMemory'; language: string } | null {
  const twice = (codes: string[]) => codes.find((code, index) => codes.indexOf(code) !== index);
  const lists = twice(
    draft.styleRuleIds
      .flatMap((id) => parts.styleLists.find((l) => l.styleId === id)?.language ?? [])
      .map(baseLanguage),
  );
  if (lists) return { id: 'profiles.twiceStyle', language: lists.toUpperCase() };
  const memories = twice(
    draft.memoryIds.flatMap((id) => parts.memories.find((m) => m.memoryId === id)?.sourceLang ?? []).map(baseLanguage),
  );
  return memories ? { id: 'profiles.twiceMemory', language: memories.toUpperCase() } : null;
}
