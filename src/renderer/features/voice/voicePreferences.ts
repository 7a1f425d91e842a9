// The voice preferences are one settings section that two stores write (the captions' languages and recording,
// the meeting's settings and profiles). Each write reads the saved section and writes it back with its change,
// one at a time in this window: two writes in flight at once would each send the other's fields as they were,
// and the later would undo the earlier (a meeting profile or a speech volume lost while a recording path was
// remembered: voiceMeeting.spec.ts on a busy machine).
import type { VoicePreferences } from '../../../shared/settings';
import { glossa, unwrap } from '../../lib/ipc';

let writing: Promise<unknown> = Promise.resolve();

/** Changes the saved voice preferences with `change`, after every earlier change of this window is written. */
export function changeVoicePreferences(change: (voice: VoicePreferences) => VoicePreferences): Promise<void> {
  const write = writing.then(async () => {
    const { voice } = await unwrap(glossa.settings.get());
    await unwrap(glossa.settings.update({ voice: change(voice) }));
  });
  writing = write.catch(() => undefined);
  return write;
}
