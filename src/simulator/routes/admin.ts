// Developer key administration (/v2/admin/developer-keys): all five routes, admin key only.
import { json } from '../http/exchange';
import { notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import {
  CreateDeveloperKeyRequestSchema,
  DeactivateDeveloperKeyRequestSchema,
  RenameDeveloperKeyRequestSchema,
  SetDeveloperKeyLimitRequestSchema,
} from '../../shared/api/admin';
import type { DeveloperKey } from '../state/accounts';
import {
  checkCanCreateDeveloperKey,
  checkDeveloperKeyLabel,
  checkRenameDeveloperKey,
  checkSetDeveloperKeyLimit,
} from '../../shared/rules/admin';
import type { SimulatorModule } from '../context';

export const adminRoutes: SimulatorModule = ({ routes, accounts }) => {
  const keyOf = (keyId: string): DeveloperKey => {
    const key = accounts.developerKeys.get(keyId);
    if (!key) throw notFound('There is no developer key with this key_id.');
    return key;
  };
  const save = (key: DeveloperKey) => {
    accounts.developerKeys.set(key.key_id, key);
    return json(200, key);
  };

  routes.add(
    {
      method: 'POST',
      path: '/v2/admin/developer-keys',
      access: 'admin',
      handle: (exchange) => {
        const { label } = parseWith(CreateDeveloperKeyRequestSchema, exchange.fields());
        rejectIssues(checkDeveloperKeyLabel(label, { required: false }));
        rejectIssues(checkCanCreateDeveloperKey(accounts.activeDeveloperKeyCount()));
        return json(200, accounts.createDeveloperKey(label));
      },
    },
    {
      method: 'GET',
      path: '/v2/admin/developer-keys',
      access: 'admin',
      handle: () => json(200, accounts.developerKeys.values()),
    },
    {
      method: 'PUT',
      path: '/v2/admin/developer-keys/deactivate',
      access: 'admin',
      handle: (exchange) => {
        const key = keyOf(parseWith(DeactivateDeveloperKeyRequestSchema, exchange.fields()).key_id);
        if (!key.is_deactivated) {
          key.is_deactivated = true;
          key.deactivated_time = new Date().toISOString();
        }
        return save(key);
      },
    },
    {
      method: 'PUT',
      path: '/v2/admin/developer-keys/label',
      access: 'admin',
      handle: (exchange) => {
        const request = parseWith(RenameDeveloperKeyRequestSchema, exchange.fields());
        rejectIssues(checkRenameDeveloperKey(request));
        const key = keyOf(request.key_id);
        key.label = request.label;
        return save(key);
      },
    },
    {
      method: 'PUT',
      path: '/v2/admin/developer-keys/limits',
      access: 'admin',
      handle: (exchange) => {
        const request = parseWith(SetDeveloperKeyLimitRequestSchema, exchange.fields());
        rejectIssues(checkSetDeveloperKeyLimit(request));
        const key = keyOf(request.key_id);
        // A limit left out stays as it is (keys stored before speech limits existed have none: unlimited).
        key.usage_limits = {
          characters: request.characters === undefined ? key.usage_limits.characters : request.characters,
          speech_to_text_milliseconds:
            request.speech_to_text_milliseconds === undefined
              ? (key.usage_limits.speech_to_text_milliseconds ?? null)
              : request.speech_to_text_milliseconds,
        };
        return save(key);
      },
    },
  );
};
