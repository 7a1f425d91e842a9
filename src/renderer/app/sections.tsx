// The app's sections. A section is listed here only once it works for real.
import type { ComponentType } from 'react';
import { SettingsView } from '../features/settings/SettingsView';

export interface Section {
  id: string;
  label: string;
  /** A one-glyph icon; decorative. */
  icon: string;
  view: ComponentType;
}

export const sections: Section[] = [{ id: 'settings', label: 'Settings', icon: '⚙', view: SettingsView }];
