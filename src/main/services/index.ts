// Builds every main-side service and the contract's handlers from them. Plain Node: the Electron app and
// the browser shell both call createServices with their own Host.
import type { Contract } from '../../shared/contract';
import type { Handlers } from '../../shared/ipc/define';
import { ValidationError } from '../../shared/errors';
import { isSafeExternalUrl } from '../shell/security';
import type { Host } from '../host';
import { SettingsStore } from '../settings/settingsStore';
import { EventRelay } from './eventRelay';

export interface ServiceOptions {
  host: Host;
  userDataDir: string;
  appVersion: string;
}

export interface Services {
  handlers: Handlers<Contract>;
  events: EventRelay<Contract>;
  settings: SettingsStore;
  dispose(): Promise<void>;
}

export async function createServices(options: ServiceOptions): Promise<Services> {
  const events = new EventRelay<Contract>();
  const settings = await SettingsStore.open(options.userDataDir);
  settings.onChange((s) => events.emit('settings', 'onChanged', { theme: s.theme }));

  const handlers: Handlers<Contract> = {
    app: {
      getInfo: async () => ({
        name: 'Glossa',
        version: options.appVersion,
        platform: process.platform,
        host: options.host.kind,
      }),
      openExternal: async ({ url }) => {
        if (!isSafeExternalUrl(url)) {
          throw new ValidationError([{ field: 'url', message: 'Only https links to a named website can be opened.' }]);
        }
        await options.host.openExternal(url);
        return { opened: true };
      },
    },
    settings: {
      get: async () => ({ theme: settings.get().theme }),
      update: async (patch) => {
        const next = await settings.update((s) => ({ ...s, ...patch }));
        return { theme: next.theme };
      },
    },
  };

  return {
    handlers,
    events,
    settings,
    dispose: async () => undefined,
  };
}
