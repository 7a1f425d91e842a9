// The one place where contract messages from a window reach main-side handlers. Plain Node: the Electron
// edge (ipcMain) and the browser shell (WebSocket) both feed it. Before any handler runs it checks the
// sender (the app's own origin, the top frame) and the payload (the contract's schema). Responses and
// events are parsed by their schemas too, which strips any field the contract does not declare.
import type { z } from 'zod';
import {
  type CallSpec,
  type ContractShape,
  type EventSink,
  type HandlerContext,
  type Handlers,
  type IpcResult,
  channels,
  subscribeChannel,
  unsubscribeChannel,
} from '../../shared/ipc/define';
import { ForbiddenSenderError, toErrorData } from '../../shared/errors';
import { runChecked } from './checkedCall';

/** Who sent a message, as far as the router needs to know. */
export interface SenderInfo {
  /** Stable per window or connection; used for event delivery and cancellation. */
  id: number;
  /** URL of the frame that sent the message. */
  frameUrl: string;
  /** False for messages from an iframe. */
  isTopFrame: boolean;
}

export interface RouterOptions {
  /** True for URLs that belong to the app itself (custom protocol, dev server, browser shell origin). */
  isTrustedUrl(url: string): boolean;
  /** Sends an event to one sender; the transport's concern. */
  deliver(senderId: number, channel: string, payload: unknown): void;
  /** Called with unexpected handler failures (never with user data). */
  onInternalError?(channel: string, error: unknown): void;
}

type AnyHandler = (request: unknown, ctx: HandlerContext) => Promise<unknown>;

export class IpcRouter<C extends ContractShape> implements EventSink<C> {
  private readonly calls = new Map<string, { spec: CallSpec; handler: AnyHandler }>();
  private readonly events = new Map<string, z.ZodType>();
  private readonly subscribers = new Map<string, Set<number>>();
  private readonly inFlight = new Map<number, Set<AbortController>>();
  /** Calls a sender named (per sender: callId -> its controller), for `cancelCall`. */
  private readonly named = new Map<number, Map<string, AbortController>>();

  constructor(
    contract: C,
    handlers: Handlers<C>,
    private readonly options: RouterOptions,
  ) {
    const table = handlers as unknown as Record<string, Record<string, AnyHandler | undefined>>;
    for (const { area, method, channel, spec } of channels(contract)) {
      if (spec.kind === 'event') {
        this.events.set(channel, spec.payload);
        continue;
      }
      const handler = table[area]?.[method];
      if (typeof handler !== 'function') throw new Error(`No handler for contract call ${channel}`);
      this.calls.set(channel, { spec, handler: handler.bind(table[area]) });
    }
  }

  /** Every call channel, for transports that register per channel (ipcMain.handle). */
  callChannels(): string[] {
    return [...this.calls.keys()];
  }

  /** Every event channel with its subscribe and unsubscribe message names. */
  eventChannels(): { channel: string; subscribe: string; unsubscribe: string }[] {
    return [...this.events.keys()].map((channel) => ({
      channel,
      subscribe: subscribeChannel(channel),
      unsubscribe: unsubscribeChannel(channel),
    }));
  }

  checkSender(sender: SenderInfo): void {
    if (!sender.isTopFrame) throw new ForbiddenSenderError({ says: { id: 'ipc.refused.frame' } });
    if (!this.options.isTrustedUrl(sender.frameUrl)) {
      throw new ForbiddenSenderError({ says: { id: 'ipc.refused.page' } });
    }
  }

  async handle(channel: string, sender: SenderInfo, payload: unknown, callId?: string): Promise<IpcResult<unknown>> {
    const entry = this.calls.get(channel);
    const controller = new AbortController();
    try {
      this.checkSender(sender);
      if (!entry) throw new ForbiddenSenderError({ says: { id: 'ipc.refused.unknownChannel', values: { channel } } });
      this.track(sender.id, controller, callId);
      const value = await runChecked(entry.spec, entry.handler, payload, {
        senderId: sender.id,
        signal: controller.signal,
        cancelCall: (id) => this.cancelCall(sender.id, id),
      });
      return { ok: true, value };
    } catch (error) {
      const data = toErrorData(error);
      if (data.kind === 'internal') this.options.onInternalError?.(channel, error);
      return { ok: false, error: data };
    } finally {
      this.untrack(sender.id, controller, callId);
    }
  }

  /** Aborts a sender's call by the id it gave it; false when no such call is in flight (it finished already). */
  cancelCall(senderId: number, callId: string): boolean {
    const controller = this.named.get(senderId)?.get(callId);
    controller?.abort();
    return controller !== undefined;
  }

  /** Handles `<channel>:subscribe` and `<channel>:unsubscribe`; returns false for unknown channels. */
  setSubscription(channel: string, sender: SenderInfo, subscribed: boolean): boolean {
    this.checkSender(sender);
    if (!this.events.has(channel)) return false;
    let set = this.subscribers.get(channel);
    if (!set) this.subscribers.set(channel, (set = new Set()));
    if (subscribed) set.add(sender.id);
    else set.delete(sender.id);
    return true;
  }

  emit: EventSink<C>['emit'] = (area, name, payload) => {
    const channel = `${area}:${name}`;
    const schema = this.events.get(channel);
    if (!schema) throw new Error(`Unknown event ${channel}`);
    const value = schema.parse(payload);
    for (const senderId of this.subscribers.get(channel) ?? []) this.options.deliver(senderId, channel, value);
  };

  /** A window or connection went away: cancel its calls and forget its subscriptions. */
  dropSender(senderId: number): void {
    for (const controller of this.inFlight.get(senderId) ?? []) controller.abort();
    this.inFlight.delete(senderId);
    this.named.delete(senderId);
    for (const set of this.subscribers.values()) set.delete(senderId);
  }

  subscriberCount(channel: string): number {
    return this.subscribers.get(channel)?.size ?? 0;
  }

  private track(senderId: number, controller: AbortController, callId?: string): void {
    let set = this.inFlight.get(senderId);
    if (!set) this.inFlight.set(senderId, (set = new Set()));
    set.add(controller);
    if (callId === undefined) return;
    let named = this.named.get(senderId);
    if (!named) this.named.set(senderId, (named = new Map()));
    named.set(callId, controller);
  }

  private untrack(senderId: number, controller: AbortController, callId?: string): void {
    this.inFlight.get(senderId)?.delete(controller);
    if (callId !== undefined && this.named.get(senderId)?.get(callId) === controller)
      this.named.get(senderId)!.delete(callId);
  }
}
