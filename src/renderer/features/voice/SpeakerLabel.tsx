// Who said a line when both sides of a call are captioned: "Me" (your microphone) or "Others" (the meeting's
// audio), in the window's language; the transcript columns and the overlay show the same label.
import { FormattedMessage } from 'react-intl';
import type { Speaker } from '../../../shared/voice/transcripts';
import './speakerLabel.css';

export function SpeakerLabel(props: { speaker: Speaker | undefined }) {
  if (!props.speaker) return null;
  return (
    <span className={`transcript-speaker transcript-speaker-${props.speaker}`}>
      <FormattedMessage id={props.speaker === 'me' ? 'voice.speaker.me' : 'voice.speaker.others'} />
    </span>
  );
}
