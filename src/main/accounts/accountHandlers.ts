// The contract's `accounts` area: accounts and their keys, and a trial translation on the active connection.
import type { AreaHandlers } from '../../shared/contract';
import type { AccountDirectory } from './accountDirectory';
import type { UsageMeter } from './usageMeter';

export function accountHandlers(accounts: AccountDirectory, usage: UsageMeter): AreaHandlers<'accounts'> {
  return {
    state: () => accounts.state(),
    checkKeychain: () => accounts.recheckKeychain(),
    add: (request) => accounts.add(request),
    update: (request) => accounts.update(request),
    setKey: (request) => accounts.setKey(request),
    removeKey: (request) => accounts.removeKey(request),
    remove: (request) => accounts.remove(request),
    activate: (request) => accounts.activate(request),
    chooseGlossary: (request) => accounts.chooseGlossary(request),
    setProxy: (request) => accounts.setProxy(request),
    usage: () => usage.get(),
    tryTranslation: async ({ text, targetLang }, ctx) => {
      const connection = await accounts.current();
      const client = await accounts.client();
      const { translations } = await client.translate.text(
        { text: [text], target_lang: targetLang },
        { signal: ctx.signal },
      );
      const first = translations[0];
      return {
        text: first?.text ?? '',
        detectedSourceLanguage: first?.detected_source_language ?? '',
        connectionName: connection.name,
        demo: connection.demo,
      };
    },
  };
}
