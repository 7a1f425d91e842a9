// The app's sections. A section is listed here only once it works for real.
import type { ComponentType } from 'react';
import { DeveloperKeysView } from '../features/developerKeys/DeveloperKeysView';
import { StyleRulesView } from '../features/styleRules/StyleRulesView';
import { WriteView } from '../features/write/WriteView';
import { DocumentsView } from '../features/documents/DocumentsView';
import { TranslateView } from '../features/translate/TranslateView';
import { SettingsView } from '../features/settings/SettingsView';
import { GlossariesView } from '../features/glossaries/GlossariesView';
import { VoiceView } from '../features/voice/VoiceView';

export interface Section {
  id: string;
  label: string;
  /** A one-glyph icon; decorative. */
  icon: string;
  view: ComponentType;
}

export const sections: Section[] = [
  { id: 'documents', label: 'Documents', icon: '▤', view: DocumentsView },
  { id: 'translate', label: 'Translate', icon: '⇆', view: TranslateView },
  { id: 'write', label: 'Write', icon: '✎', view: WriteView },
  { id: 'glossaries', label: 'Glossaries', icon: '≣', view: GlossariesView },
  { id: 'style-rules', label: 'Style rules', icon: '§', view: StyleRulesView },
  { id: 'captions', label: 'Live captions', icon: '❝', view: VoiceView },
  { id: 'developer-keys', label: 'Developer keys', icon: '⚷', view: DeveloperKeysView },
  { id: 'settings', label: 'Settings', icon: '⚙', view: SettingsView },
];
