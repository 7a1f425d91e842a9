import type { Contract } from './contract';
import type { BridgeApi } from './ipc/define';

declare global {
  interface Window {
    /** Glossa's bridge to the main process; see src/shared/contract.ts. */
    readonly glossa: BridgeApi<Contract>;
  }
}
export {};
