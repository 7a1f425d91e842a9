import type { Contract } from './contract';
import type { BridgeApi } from './ipc/define';

declare global {
  interface Window {
    /** Glossa's bridge to the main process; see src/shared/contract.ts. */
    readonly glossa: BridgeApi<Contract>;
    /**
     * The desktop app only: the path of a file the user dropped (Electron's webUtils.getPathForFile), so
     * documents can be translated beside their originals. Not IPC; absent in the browser shell.
     */
    readonly glossaFiles?: { pathOf(file: File): string | null };
  }
}
export {};
