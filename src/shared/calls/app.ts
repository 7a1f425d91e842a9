// Requests and answers of the `app` IPC area (declared in contract.ts).
import { z } from 'zod';

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  /** Which host runs the services: the Electron app or the browser shell. */
  host: z.enum(['electron', 'browser']),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
