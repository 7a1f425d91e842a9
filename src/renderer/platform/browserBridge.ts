// `window.glossa` for the browser shell: the same contract-derived API, carried over the shell's WebSocket.
// The per-run secret arrives in the URL fragment once and is kept for this tab only. A page opened without it
// says so instead of starting; a page whose shell stopped or restarted learns it from the connection
// (`shellConnection`), and a call cut off by it names the next step.
// Bridged by the contract's outline, made at build time like the preload's, so zod and the schemas stay out of
// the window's first script.
import outline from 'virtual:glossa/contract-outline';
import type { Contract } from '../../shared/contract';
import { ListenerRegistry, buildBridge } from '../../shared/ipc/bridge';
import type { BridgeApi, IpcResult } from '../../shared/ipc/define';
import { ShellMessageReader, framesOfCall } from '../../shared/ipc/shellFrames';
import type { ClientMessage } from '../../shared/ipc/shellProtocol';

const SECRET_KEY = 'glossa.shellSecret';

function takeSecret(): string | null {
  const match = /(?:^#|&)secret=([^&]+)/.exec(location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(SECRET_KEY, decodeURIComponent(match[1]));
    history.replaceState(null, '', location.pathname + location.search);
  }
  return sessionStorage.getItem(SECRET_KEY);
}

/** What a page opened without the shell's secret shows instead of the app. */
export const MISSING_SECRET = {
  title: 'Open Glossa with its full address',
  text: 'This address lacks the secret that lets a page talk to Glossa. Open the address the browser shell printed when it started (it ends with #secret=…).',
};
const INTERRUPTED = {
  kind: 'network' as const,
  message: 'The connection to Glossa was interrupted.',
  nextStep:
    'If the browser shell was stopped, start it again. If it was restarted, open the new address it printed (with its #secret); this page cannot reach it.',
};

/**
 * The shell's connection as the page sees it: 'open', 'lost' (closed, or refused: the shell stopped, or was
 * restarted with another secret), or 'back' (open again after it was lost: what the page shows may be stale).
 */
export type ShellConnection = 'connecting' | 'open' | 'lost' | 'back';
let connection: ShellConnection = 'connecting';
const connectionListeners = new Set<() => void>();
export const shellConnection = {
  get: (): ShellConnection => connection,
  subscribe(listener: () => void): () => void {
    connectionListeners.add(listener);
    return () => connectionListeners.delete(listener);
  },
};
function setConnection(next: ShellConnection): void {
  if (next === connection) return;
  connection = next;
  for (const listener of connectionListeners) listener();
}

/** True when this page was opened without the shell's secret (main.tsx shows MISSING_SECRET). */
export const lacksShellSecret = (): boolean => !window.glossa && takeSecret() === null;

type Outgoing =
  Exclude<ClientMessage, { type: 'part' }> extends infer M
    ? M extends ClientMessage
      ? Omit<M, 'secret'>
      : never
    : never;

export function connectBrowserBridge(): BridgeApi<Contract> {
  const secret = takeSecret();
  // No secret: nothing can be asked of the shell; every call says why (main.tsx shows the sentence).
  if (secret === null)
    return buildBridge(outline, {
      invoke: async () => ({ ok: false, error: { kind: 'network', message: MISSING_SECRET.text } }),
      subscribe: () => () => undefined,
    });
  const listeners = new ListenerRegistry();
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const queue: string[] = [];
  let socket: WebSocket | null = null;
  let nextId = 1;
  let retryMs = 250;
  /** Connections that failed in a row: the second one means the shell is gone (one may be a blip). */
  let failures = 0;

  // A long call goes as several small frames, all queued at once so no other frame comes between them.
  const send = (message: Outgoing) => {
    const frames = message.type === 'call' ? framesOfCall(message, secret) : [JSON.stringify({ ...message, secret })];
    if (socket?.readyState === WebSocket.OPEN) for (const frame of frames) socket.send(frame);
    else queue.push(...frames);
  };

  const connect = () => {
    const ws = new WebSocket(`ws://${location.host}/ipc?secret=${encodeURIComponent(secret)}`);
    socket = ws;
    // A long answer or event arrives in parts; each connection joins its own.
    const reader = new ShellMessageReader();
    ws.onopen = () => {
      retryMs = 250;
      failures = 0;
      setConnection(connection === 'lost' ? 'back' : 'open');
      for (const channel of listeners.channels()) ws.send(JSON.stringify({ type: 'subscribe', channel, secret }));
      for (const text of queue.splice(0)) ws.send(text);
    };
    ws.onmessage = (e) => {
      const read = reader.read(String(e.data));
      if (read === null) return;
      // Not the shell's protocol: this connection is dropped (its calls end as network errors) and made again.
      if ('error' in read) return ws.close(4000, read.error.slice(0, 120));
      const { message } = read;
      if (message.type === 'result') {
        pending.get(message.id)?.(message.result);
        pending.delete(message.id);
      } else {
        listeners.dispatch(message.channel, message.payload);
      }
    };
    ws.onclose = (e) => {
      // The close code and reason are the only trace of why a connection ended (4000: a frame the page could not
      // read; 1006: the shell went away); the e2e fixtures attach the console to a failed test.
      console.warn(`glossa: shell connection closed (${e.code} ${e.reason})`);
      // Calls in flight are lost with the connection; report them as network errors, then reconnect.
      for (const [id, resolve] of pending) {
        resolve({ ok: false, error: INTERRUPTED });
        pending.delete(id);
      }
      failures++;
      if (failures >= 2 || connection === 'open' || connection === 'back') setConnection('lost');
      setTimeout(connect, retryMs);
      retryMs = Math.min(retryMs * 2, 5000);
    };
  };
  connect();

  return buildBridge(outline, {
    invoke: (channel, payload, callId) =>
      new Promise((resolve) => {
        const id = nextId++;
        pending.set(id, resolve);
        send({ type: 'call', id, channel, payload, ...(callId === undefined ? {} : { callId }) });
      }),
    subscribe(channel, listener) {
      if (listeners.add(channel, listener)) send({ type: 'subscribe', channel });
      return () => {
        if (listeners.remove(channel, listener)) send({ type: 'unsubscribe', channel });
      };
    },
  });
}
