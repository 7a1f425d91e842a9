// Electron edge: feeds ipcMain messages into the IpcRouter. Every sender is checked by the router.
import { ipcMain, webContents, type IpcMainEvent, type IpcMainInvokeEvent } from 'electron';
import type { ContractShape } from '../../shared/ipc/define';
import { IpcRouter, type SenderInfo } from './router';

function senderOf(event: IpcMainEvent | IpcMainInvokeEvent): SenderInfo {
  const frame = event.senderFrame;
  return { id: event.sender.id, frameUrl: frame?.url ?? '', isTopFrame: frame !== null && frame.parent === null };
}

export function registerElectronIpc<C extends ContractShape>(router: IpcRouter<C>): void {
  for (const channel of router.callChannels()) {
    ipcMain.handle(channel, (event, payload: unknown, callId: unknown) =>
      router.handle(channel, senderOf(event), payload, typeof callId === 'string' ? callId : undefined),
    );
  }
  for (const { channel, subscribe, unsubscribe } of router.eventChannels()) {
    for (const [name, on] of [
      [subscribe, true],
      [unsubscribe, false],
    ] as const) {
      ipcMain.on(name, (event) => {
        try {
          router.setSubscription(channel, senderOf(event), on);
          if (on) event.sender.once('destroyed', () => router.dropSender(event.sender.id));
        } catch {
          // An untrusted sender's subscription is ignored.
        }
      });
    }
  }
}

export function deliverToWebContents(senderId: number, channel: string, payload: unknown): void {
  const target = webContents.fromId(senderId);
  if (target && !target.isDestroyed()) target.send(channel, payload);
}
