// react-intl's message ids are the English catalogue's keys: a mistyped id does not compile.
import type { MessageId } from '../../shared/i18n/catalogue';

declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageId;
    }
  }
}
