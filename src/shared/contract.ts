// Every IPC channel of Glossa, declared once. The preload's `window.glossa`, main's registration and the
// browser shell's transport are all derived from this object. How to add a capability: ./CONTRACT.md.
import { z } from 'zod';
import { call, event } from './ipc/define';
import { SettingsPatchSchema, SettingsSchema } from './settings';

const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  /** Which host runs the services: the Electron app or the browser shell. */
  host: z.enum(['electron', 'browser']),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;

/** Settings as the renderer sees them (no window geometry). */
const PublicSettingsSchema = SettingsSchema.pick({ theme: true });
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

export const contract = {
  app: {
    getInfo: call(z.void(), AppInfoSchema),
    /** Opens an https link in the user's browser, after the URL policy allows it. */
    openExternal: call(z.object({ url: z.string().max(2048) }), z.object({ opened: z.boolean() })),
  },
  settings: {
    get: call(z.void(), PublicSettingsSchema),
    update: call(SettingsPatchSchema, PublicSettingsSchema),
    onChanged: event(PublicSettingsSchema),
  },
} as const;

export type Contract = typeof contract;
