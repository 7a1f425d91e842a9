// The bridge: `window.glossa`, derived from the contract. Named methods only; no generic invoke, and the
// IPC event object never reaches the page.
import { contextBridge, ipcRenderer, webUtils } from 'electron';
import outline from 'virtual:glossa/contract-outline';
import { ListenerRegistry, buildBridge } from '../shared/ipc/bridge';
import { subscribeChannel, unsubscribeChannel, type IpcResult } from '../shared/ipc/define';

const listeners = new ListenerRegistry();

const glossa = buildBridge(outline, {
  invoke: (channel, payload, callId) =>
    (callId === undefined
      ? ipcRenderer.invoke(channel, payload)
      : ipcRenderer.invoke(channel, payload, callId)) as Promise<IpcResult<unknown>>,
  subscribe(channel, listener) {
    if (listeners.add(channel, listener)) {
      ipcRenderer.on(channel, (_event, payload: unknown) => listeners.dispatch(channel, payload));
      ipcRenderer.send(subscribeChannel(channel));
    }
    return () => {
      if (listeners.remove(channel, listener)) {
        ipcRenderer.removeAllListeners(channel);
        ipcRenderer.send(unsubscribeChannel(channel));
      }
    };
  },
}) satisfies Window['glossa'];

contextBridge.exposeInMainWorld('glossa', glossa);

// Not IPC: where a dropped file lives on disk (empty for files that did not come from the disk).
const glossaFiles = Object.freeze({
  pathOf: (file: File): string | null => {
    try {
      return webUtils.getPathForFile(file) || null;
    } catch {
      return null;
    }
  },
}) satisfies NonNullable<Window['glossaFiles']>;
contextBridge.exposeInMainWorld('glossaFiles', glossaFiles);
