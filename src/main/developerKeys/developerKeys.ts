// Developer key administration for the Developer keys screen, with the active account's admin key (the
// offline demo has its own). The client refuses a 26th active key before anything is created.
import type { DeveloperKey } from '../../shared/api/admin';
import type { DeveloperKeyView } from '../../shared/calls/developerKeys';
import type { CallRequest, Contract } from '../../shared/contract';
import type { LanguageServicesClient } from '../api/client';

export interface AdminConnection {
  adminClient(): Promise<LanguageServicesClient>;
}

const developerKeyView = (key: DeveloperKey): DeveloperKeyView => ({
  keyId: key.key_id,
  label: key.label,
  creationTime: key.creation_time,
  ...(key.deactivated_time ? { deactivatedTime: key.deactivated_time } : {}),
  deactivated: key.is_deactivated,
  characterLimit: key.usage_limits.characters,
  speechLimitMs: key.usage_limits.speech_to_text_milliseconds ?? null,
});

const callOptions = (signal?: AbortSignal) => (signal ? { signal } : {});
/** The contract's request of a `developerKeys` call, as the window sent it. */
type Request<M extends keyof Contract['developerKeys']> = CallRequest<'developerKeys', M>;

export class DeveloperKeys {
  constructor(private readonly connection: AdminConnection) {}

  async list(_request: Request<'list'>, signal?: AbortSignal): Promise<{ keys: DeveloperKeyView[] }> {
    const keys = await (await this.connection.adminClient()).admin.listKeys(callOptions(signal));
    return { keys: keys.map(developerKeyView) };
  }

  /** A new key; with a limit, the limits are set right after (the create route takes only a label). */
  async create(
    { label, characterLimit, speechLimitMs }: Request<'create'>,
    signal?: AbortSignal,
  ): Promise<DeveloperKeyView> {
    const admin = (await this.connection.adminClient()).admin;
    const created = await admin.createKey(label, callOptions(signal));
    if (characterLimit === null && speechLimitMs === null) return developerKeyView(created);
    const limits = { characters: characterLimit, speechMs: speechLimitMs };
    return developerKeyView(await admin.setKeyLimits(created.key_id, limits, callOptions(signal)));
  }

  async rename({ keyId, label }: Request<'rename'>, signal?: AbortSignal): Promise<DeveloperKeyView> {
    return developerKeyView(
      await (await this.connection.adminClient()).admin.renameKey(keyId, label, callOptions(signal)),
    );
  }

  async setLimit(
    { keyId, characterLimit, speechLimitMs }: Request<'setLimit'>,
    signal?: AbortSignal,
  ): Promise<DeveloperKeyView> {
    const limits = { characters: characterLimit, speechMs: speechLimitMs };
    return developerKeyView(
      await (await this.connection.adminClient()).admin.setKeyLimits(keyId, limits, callOptions(signal)),
    );
  }

  /** Permanent: the key stops working at once and cannot be reactivated. */
  async deactivate({ keyId }: Request<'deactivate'>, signal?: AbortSignal): Promise<DeveloperKeyView> {
    return developerKeyView(
      await (await this.connection.adminClient()).admin.deactivateKey(keyId, callOptions(signal)),
    );
  }
}
