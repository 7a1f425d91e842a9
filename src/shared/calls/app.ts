// Requests and answers of the `app` IPC area (declared in contract.ts).
import { z } from 'zod';

export const AppInfoSchema = z.object({
  name: z.string(),
  version: z.string(),
  platform: z.string(),
  /** Which host runs the services: the Electron app or the browser shell. */
  host: z.enum(['electron', 'browser']),
  /** What is wrong with the data folder (a settings file that is a folder, a read-only folder), as sentences. */
  dataFolderProblems: z.array(z.string()).optional(),
});
export type AppInfo = z.infer<typeof AppInfoSchema>;
