// Live captions: pick the audio (a microphone, the meeting's system audio, or a recording) and up to five
// languages, start / pause / stop, and read the source and each translation as it comes. Tentative text is
// shown apart from concluded text; reading mode shows concluded text only.
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ErrorData } from '../../../shared/errors';
import { ErrorNotice } from '../../components/ErrorNotice';
import { useActiveConnection } from '../../components/activeConnection';
import { transcriptLineCount, useVoice } from './voiceStore';
import { OverlayControls } from './OverlayControls';
import { DraftNotice } from '../../components/DraftNotice';
import { discardVoiceDraft, keepVoiceDraft } from './voiceDraft';
import { isVoiceRunning } from '../../../shared/rules/voice';
import { SetupBar } from './VoiceSetup';
import { DisplayControls, SessionBar, StatusBar } from './VoiceSessionBar';
import { TranscriptGrid } from './VoiceTranscripts';
import { SpeechNotice } from './SpeechSettings';
import './voice.css';

export function VoiceView() {
  const loadDevices = useVoice((s) => s.loadDevices);
  const loadLanguages = useVoice((s) => s.loadLanguages);
  useEffect(() => void loadDevices(), [loadDevices]);
  useEffect(() => void keepVoiceDraft(), []);
  // The languages chosen for the next session, also while one runs (the set-up waits, folded, for its end: a
  // window reloaded mid-session showed no language chosen once it ended).
  useEffect(() => void loadLanguages(), [loadLanguages]);
  const error = useVoice((s) => s.error);
  const status = useVoice((s) => s.status);
  const connection = useActiveConnection();
  const { formatMessage } = useIntl();
  const running = status !== null && isVoiceRunning(status.status);
  // Captions first while live: the set-up folds away when a session starts, and opens again on request.
  const [setupOpen, setSetupOpen] = useState(
    () => !running && transcriptLineCount(useVoice.getState().transcripts) === 0,
  );
  const [wasRunning, setWasRunning] = useState(running);
  if (running !== wasRunning) {
    setWasRunning(running);
    if (running) setSetupOpen(false);
  }
  return (
    <div className={`page voice-page${running ? ' is-live' : ''}`}>
      <header className="page-header">
        <h1>
          <FormattedMessage id="section.voice" />
        </h1>
        <DisplayControls />
      </header>
      <DraftNotice kind="voice" what={formatMessage({ id: 'voice.draftWhat' })} onDiscard={discardVoiceDraft} />
      {connection?.demo && (
        <p className="notice notice-warn voice-demo-note" data-testid="voice-demo-note">
          <FormattedMessage id="voice.demoNote" />
        </p>
      )}
      <SessionBar setupOpen={setupOpen} onToggleSetup={() => setSetupOpen(!setupOpen)} />
      {setupOpen && (
        <div id="voice-setup" className="voice-setup-area">
          <SetupBar />
          <OverlayControls />
        </div>
      )}
      <StatusBar />
      <SpeechNotice />
      {error && <ErrorNotice error={error} />}
      {/* A start refused is said once: the session's own error is the same one. */}
      {status?.error && status.error.message !== error?.message && (
        <ErrorNotice error={status.error as ErrorData} title={formatMessage({ id: 'voice.sessionEnded' })} />
      )}
      <TranscriptGrid />
    </div>
  );
}
