// The renderer's handle on main: window.glossa in Electron, the WebSocket bridge in the browser shell.
import type { Contract } from '../../shared/contract';
import type { BridgeApi, CallOptions, IpcResult } from '../../shared/ipc/define';
import { type ErrorData, type GlossaError, fromErrorData } from '../../shared/errors';
import { connectBrowserBridge } from '../platform/browserBridge';

export const glossa: BridgeApi<Contract> = window.glossa ?? connectBrowserBridge();

/** Resolves to the value, or throws the typed error main reported. */
export async function unwrap<T>(call: Promise<IpcResult<T>>): Promise<T> {
  const result = await call;
  if (result.ok) return result.value;
  throw fromErrorData(result.error);
}

/** What went wrong, as a notice shows it: a typed error's own data, or a generic message for anything else. */
export function errorDataOf(error: unknown, fallback = 'Something went wrong.'): ErrorData {
  return (error as Partial<GlossaError> | undefined)?.toData?.() ?? { kind: 'internal', message: fallback };
}

export type { GlossaError };

/**
 * Call options that tie a call to an AbortSignal: when it aborts, main aborts the call (and the request it is
 * making to the service) through `app.cancelCall`. Pass the result as a call's second argument.
 */
export function cancelledBy(signal: AbortSignal): CallOptions {
  const callId = crypto.randomUUID();
  signal.addEventListener('abort', () => void glossa.app.cancelCall({ callId }), { once: true });
  return { callId };
}
