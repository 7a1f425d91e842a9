// How every formality picker names the service's formality values, so the app says them one way.
import type { Formality } from '../../shared/api/translate';
import type { MessageId } from '../../shared/i18n/catalogue';

/** The catalogue's words for each formality value (`formatMessage({ id: FORMALITY_MESSAGES[value] })`). */
export const FORMALITY_MESSAGES: Record<Formality, MessageId> = {
  default: 'formality.default',
  more: 'formality.more',
  less: 'formality.less',
  prefer_more: 'formality.preferMore',
  prefer_less: 'formality.preferLess',
};
