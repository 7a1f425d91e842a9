// The meeting's own terms and tone in the caption set-up: a meeting profile (its settings remembered under a
// name), the glossary with the language pairs it serves, formality, and whether the spoken language is fixed.
import { useEffect, useId, useState } from 'react';
import { languageName } from '../../../shared/rules/languages';
import { targetsServedByGlossary } from '../../../shared/rules/voice';
import { FORMALITY_LABELS } from '../../components/formalityLabels';
import { ErrorNotice } from '../../components/ErrorNotice';
import { MAX_MEETING_PROFILES, useMeeting } from './meetingStore';
import { useVoice } from './voiceStore';
import { SpokenTermsField } from '../spokenTerms/SpokenTermsField';

const NO_PROFILE = '';

export function MeetingSettings(props: { disabled: boolean }) {
  const meeting = useMeeting();
  const { sourceLang, targetLangs } = useVoice();
  const [newName, setNewName] = useState('');
  const ids = { profile: useId(), name: useId(), glossary: useId(), formality: useId() };
  const { load, loadGlossaries } = meeting;
  useEffect(() => void load(), [load]);
  useEffect(() => void loadGlossaries(), [loadGlossaries]);
  const names = Object.keys(meeting.profiles).sort((a, b) => a.localeCompare(b));
  const glossary = meeting.glossaries?.find((g) => g.glossaryId === meeting.meeting.glossaryId);
  const coverage = glossary && targetsServedByGlossary(glossary.dictionaries, sourceLang, targetLangs);
  const full = !(newName.trim() in meeting.profiles) && names.length >= MAX_MEETING_PROFILES;
  return (
    <fieldset className="voice-meeting voice-plain" disabled={props.disabled} aria-label="Meeting terms and tone">
      <div className="voice-row">
        <label htmlFor={ids.profile}>
          Meeting profile
          <select
            id={ids.profile}
            value={meeting.profile ?? NO_PROFILE}
            onChange={(e) => meeting.chooseProfile(e.target.value === NO_PROFILE ? null : e.target.value)}
          >
            <option value={NO_PROFILE}>No profile</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <form
          className="voice-profile-save"
          aria-label="Save as a meeting profile"
          onSubmit={(e) => {
            e.preventDefault();
            meeting.saveProfile(newName);
            setNewName('');
          }}
        >
          <label htmlFor={ids.name}>
            New profile
            <input
              id={ids.name}
              type="text"
              maxLength={60}
              placeholder="Weekly sync"
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
            />
          </label>
          <button type="submit" disabled={newName.trim() === '' || full}>
            Save as profile
          </button>
        </form>
        {meeting.profile && (
          <button type="button" className="link" onClick={() => meeting.deleteProfile()}>
            Delete “{meeting.profile}”
          </button>
        )}
      </div>
      <div className="voice-row">
        <label htmlFor={ids.glossary}>
          Glossary
          <select
            id={ids.glossary}
            value={meeting.meeting.glossaryId ?? ''}
            onChange={(e) => meeting.change({ glossaryId: e.target.value || null })}
          >
            <option value="">No glossary</option>
            {/* A glossary chosen earlier that the list does not hold (another account, deleted) stays visible. */}
            {meeting.meeting.glossaryId && !glossary && (
              <option value={meeting.meeting.glossaryId}>A glossary not in this account’s list</option>
            )}
            {(meeting.glossaries ?? []).map((g) => (
              <option key={g.glossaryId} value={g.glossaryId}>
                {g.name} ({g.dictionaries.map((d) => `${d.sourceLang}→${d.targetLang}`.toUpperCase()).join(', ')})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.formality}>
          Formality
          <select
            id={ids.formality}
            value={meeting.meeting.formality}
            onChange={(e) => meeting.change({ formality: e.target.value as 'default' | 'formal' | 'informal' })}
          >
            <option value="default">{FORMALITY_LABELS.default}</option>
            <option value="formal">{FORMALITY_LABELS.more}</option>
            <option value="informal">{FORMALITY_LABELS.less}</option>
          </select>
        </label>
        <label className="inline voice-fixed">
          <input
            type="checkbox"
            checked={meeting.meeting.sourceLanguageMode === 'fixed'}
            disabled={sourceLang === null}
            onChange={(e) => meeting.change({ sourceLanguageMode: e.target.checked ? 'fixed' : 'auto' })}
          />{' '}
          {sourceLang
            ? `Always ${languageName(sourceLang)}, even if another language is heard`
            : 'Choose a spoken language to fix it (otherwise it is detected)'}
        </label>
      </div>
      {coverage && (coverage.served.length > 0 || coverage.unserved.length > 0) && (
        <p className="muted" data-testid="voice-glossary-coverage">
          {[
            coverage.served.length > 0 && `The glossary is used for ${coverage.served.map(languageName).join(', ')}.`,
            coverage.unserved.length > 0 &&
              `It has no pair ${sourceLang ? `from ${languageName(sourceLang)} ` : ''}into ${coverage.unserved.map(languageName).join(', ')}: ${coverage.unserved.length === 1 ? 'it is' : 'those are'} translated without it.`,
          ]
            .filter(Boolean)
            .join(' ')}
        </p>
      )}
      <SpokenTermsField
        chosen={meeting.meeting.spokenTermsId}
        spokenLang={sourceLang}
        onChoose={(spokenTermsId) => meeting.change({ spokenTermsId })}
      />
      {meeting.glossariesError && (
        <ErrorNotice error={meeting.glossariesError} title="The glossaries could not be listed." />
      )}
    </fieldset>
  );
}
