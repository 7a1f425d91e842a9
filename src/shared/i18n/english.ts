// A message in English words, for what is read in English whatever the UI language: logs, error reports, the
// simulator's answers, and the `message` an error keeps beside its message id. The windows word the same
// message in the user's language; English is the catalogue's source, so the two never drift.
import { IntlMessageFormat } from 'intl-messageformat';
import english from './messages/en.json';
import type { MessageId, UiMessage } from './catalogue';

const formats = new Map<MessageId, IntlMessageFormat>();

/** The message in English, its variables filled in. */
export function englishText(message: UiMessage): string {
  let format = formats.get(message.id);
  if (!format) {
    format = new IntlMessageFormat(english[message.id], 'en');
    formats.set(message.id, format);
  }
  return String(format.format(message.values));
}
