// The building blocks of the IPC contract and the types derived from it. Pure TypeScript.
import type { z } from 'zod';
import type { ErrorData } from '../errors';

export interface CallSpec<Req extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  readonly kind: 'call';
  readonly request: Req;
  readonly response: Res;
}

export interface EventSpec<Payload extends z.ZodType = z.ZodType> {
  readonly kind: 'event';
  readonly payload: Payload;
}

export type ChannelSpec = CallSpec | EventSpec;
export type ContractShape = Readonly<Record<string, Readonly<Record<string, ChannelSpec>>>>;

/** A request/response call from the renderer to main. Use `z.void()` for calls without a request. */
export const call = <Req extends z.ZodType, Res extends z.ZodType>(
  request: Req,
  response: Res,
): CallSpec<Req, Res> => ({
  kind: 'call',
  request,
  response,
});

/** A stream of events from main to the renderer. Its method name starts with `on`. */
export const event = <Payload extends z.ZodType>(payload: Payload): EventSpec<Payload> => ({ kind: 'event', payload });

/** The wire name of a channel: `area:method`. */
export const channelName = (area: string, method: string): string => `${area}:${method}`;
export const subscribeChannel = (channel: string): string => `${channel}:subscribe`;
export const unsubscribeChannel = (channel: string): string => `${channel}:unsubscribe`;

/** What every call resolves to on the renderer side: errors are values, with their kind intact. */
export type IpcResult<T> = { ok: true; value: T } | { ok: false; error: ErrorData };

/**
 * Options of one call. `callId` (any unique string, e.g. from `crypto.randomUUID()`) names the call so that
 * `app.cancelCall({ callId })` can abort it in main: its handler's `signal` fires, which cancels the request
 * it is making to the service. A plain string, so it crosses Electron's context bridge.
 */
export interface CallOptions {
  callId?: string;
}

type CallMethod<S> =
  S extends CallSpec<infer Req, infer Res>
    ? [z.input<Req>] extends [void | undefined]
      ? () => Promise<IpcResult<z.output<Res>>>
      : (request: z.input<Req>, options?: CallOptions) => Promise<IpcResult<z.output<Res>>>
    : never;
type EventMethod<S> = S extends EventSpec<infer P> ? (listener: (payload: z.output<P>) => void) => () => void : never;

/** The typed object the renderer sees as `window.glossa`. */
export type BridgeApi<C extends ContractShape> = {
  readonly [A in keyof C]: {
    readonly [M in keyof C[A]]: C[A][M] extends CallSpec ? CallMethod<C[A][M]> : EventMethod<C[A][M]>;
  };
};

export interface HandlerContext {
  /** Identifies the window (Electron webContents id or browser-shell connection id). */
  senderId: number;
  signal: AbortSignal;
  /** Aborts another call of the same sender by its `callId`; true when one was in flight. */
  cancelCall?(callId: string): boolean;
}

type CallHandler<S> =
  S extends CallSpec<infer Req, infer Res>
    ? (request: z.output<Req>, ctx: HandlerContext) => Promise<z.input<Res>>
    : never;

type CallKeys<T> = { [K in keyof T]: T[K] extends CallSpec ? K : never }[keyof T];
type EventKeys<T> = { [K in keyof T]: T[K] extends EventSpec ? K : never }[keyof T];

/** What main must implement: one async handler per call. */
export type Handlers<C extends ContractShape> = {
  readonly [A in keyof C]: { readonly [M in CallKeys<C[A]>]: CallHandler<C[A][M]> };
};

/** How main-side services publish events; the payload is typed by the contract. */
export interface EventSink<C extends ContractShape> {
  emit<A extends keyof C & string, E extends EventKeys<C[A]> & string>(
    area: A,
    name: E,
    payload: C[A][E] extends EventSpec<infer P> ? z.input<P> : never,
  ): void;
}

/**
 * The contract without its schemas: each method's kind. All a bridge needs, so the preload carries this and
 * not the schemas (the outline is computed from the contract when the preload is built).
 */
export type ContractOutline<C extends ContractShape = ContractShape> = {
  readonly [A in keyof C]: { readonly [M in keyof C[A]]: C[A][M]['kind'] };
};

export function outlineOf<C extends ContractShape>(contract: C): ContractOutline<C> {
  const outline: Record<string, Record<string, ChannelSpec['kind']>> = {};
  for (const { area, method, spec } of channels(contract)) (outline[area] ??= {})[method] = spec.kind;
  return outline as ContractOutline<C>;
}

/** Walks the contract in declaration order. */
export function* channels(
  contract: ContractShape,
): Generator<{ area: string; method: string; channel: string; spec: ChannelSpec }> {
  for (const [area, methods] of Object.entries(contract)) {
    for (const [method, spec] of Object.entries(methods)) {
      yield { area, method, channel: channelName(area, method), spec };
    }
  }
}
