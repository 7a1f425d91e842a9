// The meeting's own terms and tone in the caption set-up: a meeting profile (its settings remembered under a
// name, with the spoken translation and audio sources chosen below), the glossary with the language pairs it
// serves, formality, and whether the spoken language is fixed.
import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { targetsServedByGlossary } from '../../../shared/rules/voice';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useFormats } from '../../i18n/useFormats';
import { MAX_MEETING_PROFILES, useMeeting } from './meetingStore';
import { useVoice } from './voiceStore';
import { SpokenTermsField } from '../spokenTerms/SpokenTermsField';
import { sizeForPlaceholder } from '../../components/fieldSize';

const NO_PROFILE = '';

export function MeetingSettings(props: { disabled: boolean }) {
  const meeting = useMeeting();
  const { sourceLang, targetLangs } = useVoice();
  const [newName, setNewName] = useState('');
  const { formatMessage } = useIntl();
  const formats = useFormats();
  const ids = { profile: useId(), name: useId(), glossary: useId(), formality: useId(), hint: useId() };
  const { load, loadGlossaries } = meeting;
  useEffect(() => void load(), [load]);
  useEffect(() => void loadGlossaries(), [loadGlossaries]);
  const names = Object.keys(meeting.profiles).sort((a, b) => a.localeCompare(b));
  const glossary = meeting.glossaries?.find((g) => g.glossaryId === meeting.meeting.glossaryId);
  const coverage = glossary && targetsServedByGlossary(glossary.dictionaries, sourceLang, targetLangs);
  const full = !(newName.trim() in meeting.profiles) && names.length >= MAX_MEETING_PROFILES;
  const languageList = (codes: readonly string[]) => formats.list(codes.map((code) => formats.languageName(code)));
  return (
    <fieldset
      className="voice-meeting voice-plain"
      disabled={props.disabled}
      aria-label={formatMessage({ id: 'voice.meeting.label' })}
    >
      <div className="voice-row">
        <label htmlFor={ids.profile}>
          <FormattedMessage id="voice.meeting.profile" />
          <select
            id={ids.profile}
            aria-describedby={ids.hint}
            value={meeting.profile ?? NO_PROFILE}
            onChange={(e) => meeting.chooseProfile(e.target.value === NO_PROFILE ? null : e.target.value)}
          >
            <option value={NO_PROFILE}>{formatMessage({ id: 'voice.meeting.noProfile' })}</option>
            {names.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        </label>
        <form
          className="voice-profile-save"
          aria-label={formatMessage({ id: 'voice.meeting.saveForm' })}
          onSubmit={(e) => {
            e.preventDefault();
            meeting.saveProfile(newName);
            setNewName('');
          }}
        >
          <label htmlFor={ids.name}>
            <FormattedMessage id="voice.meeting.newProfile" />
            <input
              id={ids.name}
              type="text"
              maxLength={60}
              placeholder={formatMessage({ id: 'voice.meeting.newProfilePlaceholder' })}
              size={sizeForPlaceholder(formatMessage({ id: 'voice.meeting.newProfilePlaceholder' }))}
              value={newName}
              onChange={(e) => setNewName(e.target.value)}
            />
          </label>
          <button type="submit" disabled={newName.trim() === '' || full}>
            <FormattedMessage id="voice.meeting.saveProfile" />
          </button>
        </form>
        {meeting.profile && (
          <button type="button" className="link" onClick={() => meeting.deleteProfile()}>
            <FormattedMessage id="voice.meeting.deleteProfile" values={{ name: meeting.profile }} />
          </button>
        )}
      </div>
      <p className="muted voice-profile-hint" id={ids.hint}>
        <FormattedMessage id="voice.meeting.profileHint" />
      </p>
      <div className="voice-row">
        <label htmlFor={ids.glossary}>
          <FormattedMessage id="voice.meeting.glossary" />
          <select
            id={ids.glossary}
            value={meeting.meeting.glossaryId ?? ''}
            onChange={(e) => meeting.change({ glossaryId: e.target.value || null })}
          >
            <option value="">{formatMessage({ id: 'voice.meeting.noGlossary' })}</option>
            {/* A glossary chosen earlier that the list does not hold (another account, deleted) stays visible. */}
            {meeting.meeting.glossaryId && !glossary && (
              <option value={meeting.meeting.glossaryId}>
                {formatMessage({ id: 'voice.meeting.glossaryNotListed' })}
              </option>
            )}
            {(meeting.glossaries ?? []).map((g) => (
              <option key={g.glossaryId} value={g.glossaryId}>
                {g.name} ({g.dictionaries.map((d) => `${d.sourceLang}→${d.targetLang}`.toUpperCase()).join(', ')})
              </option>
            ))}
          </select>
        </label>
        <label htmlFor={ids.formality}>
          <FormattedMessage id="voice.meeting.formality" />
          <select
            id={ids.formality}
            value={meeting.meeting.formality}
            onChange={(e) => meeting.change({ formality: e.target.value as 'default' | 'formal' | 'informal' })}
          >
            <option value="default">{formatMessage({ id: 'voice.meeting.formality.default' })}</option>
            <option value="formal">{formatMessage({ id: 'voice.meeting.formality.formal' })}</option>
            <option value="informal">{formatMessage({ id: 'voice.meeting.formality.informal' })}</option>
          </select>
        </label>
        <label className="inline voice-fixed">
          <input
            type="checkbox"
            checked={meeting.meeting.sourceLanguageMode === 'fixed'}
            disabled={sourceLang === null}
            onChange={(e) => meeting.change({ sourceLanguageMode: e.target.checked ? 'fixed' : 'auto' })}
          />{' '}
          {sourceLang ? (
            <FormattedMessage id="voice.meeting.fixed" values={{ language: formats.languageName(sourceLang) }} />
          ) : (
            <FormattedMessage id="voice.meeting.fixedNeedsLanguage" />
          )}
        </label>
      </div>
      {coverage && (coverage.served.length > 0 || coverage.unserved.length > 0) && (
        <p className="muted" data-testid="voice-glossary-coverage">
          {[
            coverage.served.length > 0 &&
              formatMessage({ id: 'voice.meeting.glossaryServes' }, { languages: languageList(coverage.served) }),
            coverage.unserved.length > 0 &&
              formatMessage(
                { id: sourceLang ? 'voice.meeting.glossaryMissesFrom' : 'voice.meeting.glossaryMisses' },
                {
                  source: sourceLang ? formats.languageName(sourceLang) : '',
                  languages: languageList(coverage.unserved),
                  count: coverage.unserved.length,
                },
              ),
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
        <ErrorNotice error={meeting.glossariesError} title={formatMessage({ id: 'voice.meeting.glossariesError' })} />
      )}
    </fieldset>
  );
}
