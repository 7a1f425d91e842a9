// Requests and answers of the `app` IPC area (declared in contract.ts).
import { z } from 'zod';

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  /** Which host runs the services: the Electron app or the browser shell. */
  host: z.enum(['electron', 'browser']),
  /** The system's preferred languages, best first (the desktop app; a browser window reads its own). */
  systemLanguages: z.array(z.string().max(100)).max(20).optional(),
  /** What is wrong with the data folder (a settings file that is a folder, a read-only folder), as sentences. */
  dataFolderProblems: z.array(z.string()).optional(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
