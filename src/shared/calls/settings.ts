// Requests and answers of the `settings` IPC area (declared in contract.ts). The settings model: ../settings.ts.
import type { z } from 'zod';
import { SettingsSchema } from '../settings';

/** Settings as the renderer sees them (no window geometry; accounts come through `accounts`). */
export const PublicSettingsSchema = SettingsSchema.pick({
  theme: true,
  uiLanguage: true,
  demoExplored: true,
  translationDefaults: true,
  voice: true,
  documents: true,
  quickTranslate: true,
  history: true,
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;
