// Builds the renderer-facing API from the contract's outline over any transport: Electron IPC in the preload,
// a WebSocket in the browser shell. Only the contract's own methods exist on the result.
import {
  type BridgeApi,
  type CallOptions,
  type ContractOutline,
  type ContractShape,
  type IpcResult,
  channelName,
} from './define';

export interface BridgeTransport {
  /** `callId` (when the caller named the call) lets a later `app.cancelCall` abort it in main. */
  invoke(channel: string, payload: unknown, callId?: string): Promise<IpcResult<unknown>>;
  /** Starts delivering `channel`'s events to `listener`; the returned function stops it. */
  subscribe(channel: string, listener: (payload: unknown) => void): () => void;
}

export function buildBridge<C extends ContractShape>(
  outline: ContractOutline<C>,
  transport: BridgeTransport,
): BridgeApi<C> {
  const api: Record<string, Record<string, unknown>> = {};
  for (const [area, methods] of Object.entries(outline as ContractOutline)) {
    const target = (api[area] = {} as Record<string, unknown>);
    for (const [method, kind] of Object.entries(methods)) {
      const channel = channelName(area, method);
      target[method] =
        kind === 'call'
          ? (request?: unknown, options?: CallOptions) =>
              typeof options?.callId === 'string'
                ? transport.invoke(channel, request, options.callId)
                : transport.invoke(channel, request)
          : (listener: (payload: unknown) => void) => {
              if (typeof listener !== 'function') throw new TypeError(`${channel} needs a listener function`);
              return transport.subscribe(channel, listener);
            };
    }
  }
  for (const methods of Object.values(api)) Object.freeze(methods);
  return Object.freeze(api) as BridgeApi<C>;
}

/** Counts listeners per channel so a transport subscribes on the first and unsubscribes after the last. */
export class ListenerRegistry {
  private readonly listeners = new Map<string, Set<(payload: unknown) => void>>();

  /** Returns true when this is the channel's first listener. */
  add(channel: string, listener: (payload: unknown) => void): boolean {
    let set = this.listeners.get(channel);
    const first = set === undefined;
    if (!set) this.listeners.set(channel, (set = new Set()));
    set.add(listener);
    return first;
  }

  /** Returns true when the channel has no listener left. */
  remove(channel: string, listener: (payload: unknown) => void): boolean {
    const set = this.listeners.get(channel);
    if (!set?.delete(listener)) return false;
    if (set.size > 0) return false;
    this.listeners.delete(channel);
    return true;
  }

  dispatch(channel: string, payload: unknown): void {
    for (const listener of this.listeners.get(channel) ?? []) listener(payload);
  }

  channels(): string[] {
    return [...this.listeners.keys()];
  }
}
