// How every formality picker names the service's formality values, so the app says them one way.
import type { Formality } from '../../shared/api/translate';

export const FORMALITY_LABELS: Record<Formality, string> = {
  default: 'Default',
  more: 'More formal',
  less: 'Less formal',
  prefer_more: 'More formal where possible',
  prefer_less: 'Less formal where possible',
};
