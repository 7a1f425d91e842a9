// `window.glossa` for the browser shell: the same contract-derived API, carried over the shell's WebSocket.
// The per-run secret arrives in the URL fragment once and is kept for this tab only.
// Bridged by the contract's outline, made at build time like the preload's, so zod and the schemas stay out of
// the window's first script.
import outline from 'virtual:glossa/contract-outline';
import type { Contract } from '../../shared/contract';
import { ListenerRegistry, buildBridge } from '../../shared/ipc/bridge';
import type { BridgeApi, IpcResult } from '../../shared/ipc/define';
import { ShellMessageReader, framesOfCall } from '../../shared/ipc/shellFrames';
import type { ClientMessage } from '../../shared/ipc/shellProtocol';

const SECRET_KEY = 'glossa.shellSecret';

function takeSecret(): string {
  const match = /(?:^#|&)secret=([^&]+)/.exec(location.hash);
  if (match?.[1]) {
    sessionStorage.setItem(SECRET_KEY, decodeURIComponent(match[1]));
    history.replaceState(null, '', location.pathname + location.search);
  }
  const secret = sessionStorage.getItem(SECRET_KEY);
  if (!secret) throw new Error('Open Glossa with the address the browser shell printed (it carries a secret).');
  return secret;
}

type Outgoing =
  Exclude<ClientMessage, { type: 'part' }> extends infer M
    ? M extends ClientMessage
      ? Omit<M, 'secret'>
      : never
    : never;

export function connectBrowserBridge(): BridgeApi<Contract> {
  const secret = takeSecret();
  const listeners = new ListenerRegistry();
  const pending = new Map<number, (result: IpcResult<unknown>) => void>();
  const queue: string[] = [];
  let socket: WebSocket | null = null;
  let nextId = 1;
  let retryMs = 250;

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
    ws.onclose = () => {
      // Calls in flight are lost with the connection; report them as network errors, then reconnect.
      for (const [id, resolve] of pending) {
        resolve({ ok: false, error: { kind: 'network', message: 'The connection to Glossa was interrupted.' } });
        pending.delete(id);
      }
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
