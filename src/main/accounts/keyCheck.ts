// Before a key is stored it is tried with one cheap authenticated call against the address it will be used
// with. A refused key is tried once on the other plan's address, so the user hears "this is a Free key"
// instead of a bare refusal.
import { AuthError, NetworkError, TimeoutError, ValidationError, fieldIssue, isGlossaError } from '../../shared/errors';
import {
  type Account,
  PLAN_LABELS,
  type Plan,
  type RegionTable,
  accountAuthScheme,
  accountBaseUrl,
  otherPlan,
} from '../../shared/calls/accounts';
import { LanguageServicesClient } from '../api/client';
import type { ProxyConfig } from '../api/proxy';

export interface KeyCheckOptions {
  regions: RegionTable;
  proxy?: ProxyConfig;
  signal?: AbortSignal;
}

type Outcome = 'accepted' | 'refused';

interface Address {
  baseUrl: string;
  plan: Plan;
  authScheme: string;
  proxy?: ProxyConfig;
}

async function tryKey(
  address: Address,
  key: string,
  call: (client: LanguageServicesClient) => Promise<unknown>,
): Promise<Outcome> {
  const client = new LanguageServicesClient({ authKey: key, ...address, maxAttempts: 2, timeoutMs: 15_000 });
  try {
    await call(client);
    return 'accepted';
  } catch (error) {
    if (isGlossaError(error, 'auth')) return 'refused';
    throw error;
  } finally {
    await client.close();
  }
}

/** Resolves when the service accepts `key` as an API key of the account's plan; throws what to tell the user. */
export async function checkApiKey(
  account: Pick<Account, 'plan' | 'endpoint'>,
  key: string,
  options: KeyCheckOptions,
): Promise<void> {
  const address = (plan: Plan): Address => ({
    baseUrl: accountBaseUrl({ ...account, plan }, options.regions),
    plan,
    authScheme: accountAuthScheme(account, options.regions),
    ...(options.proxy ? { proxy: options.proxy } : {}),
  });
  const here = address(account.plan);
  const languages = (client: LanguageServicesClient) =>
    client.languages.list('translate_text', { signal: options.signal });
  if ((await tryKey(here, key, languages).catch((error: unknown) => unreachable(error, here.baseUrl))) === 'accepted')
    return;
  if (account.endpoint.kind === 'region') {
    const other = otherPlan(account.plan);
    const elsewhere = await tryKey(address(other), key, languages).catch(() => 'refused' as const);
    if (elsewhere === 'accepted') {
      throw new ValidationError(
        [
          fieldIssue('plan', {
            id: 'accounts.keyCheck.otherPlan',
            values: { other: PLAN_LABELS[other], chosen: PLAN_LABELS[account.plan] },
          }),
        ],
        { saysNextStep: { id: 'accounts.keyCheck.otherPlan.nextStep', values: { other: PLAN_LABELS[other] } } },
      );
    }
  }
  throw new AuthError({
    says: { id: 'accounts.keyCheck.refused', values: { address: here.baseUrl, plan: PLAN_LABELS[account.plan] } },
    saysNextStep: {
      id:
        account.endpoint.kind === 'custom'
          ? 'accounts.keyCheck.refused.customNextStep'
          : 'accounts.keyCheck.refused.nextStep',
    },
  });
}

/** A check that could not reach the address: the sentence says which address, and what to check. */
function unreachable(error: unknown, baseUrl: string): never {
  if (isGlossaError(error, 'network') && !/proxy/i.test(error.message)) {
    throw new NetworkError(
      {
        says: { id: 'accounts.keyCheck.unreachable', values: { address: baseUrl } },
        saysNextStep: { id: 'accounts.keyCheck.unreachable.nextStep' },
      },
      { cause: error },
    );
  }
  if (isGlossaError(error, 'timeout')) {
    throw new TimeoutError({
      says: { id: 'accounts.keyCheck.noAnswer', values: { address: baseUrl } },
      saysNextStep: { id: 'accounts.keyCheck.noAnswer.nextStep' },
    });
  }
  throw error;
}

/** Resolves when the service accepts `key` as an admin key (admin endpoints exist only on the Pro address). */
export async function checkAdminKey(
  account: Pick<Account, 'plan' | 'endpoint'>,
  key: string,
  options: KeyCheckOptions,
): Promise<void> {
  const address: Address = {
    baseUrl: accountBaseUrl({ ...account, plan: 'pro' }, options.regions),
    plan: 'pro',
    authScheme: accountAuthScheme(account, options.regions),
    ...(options.proxy ? { proxy: options.proxy } : {}),
  };
  const outcome = await tryKey(address, key, (client) => client.admin.listKeys({ signal: options.signal }));
  if (outcome === 'accepted') return;
  throw new AuthError({
    says: { id: 'accounts.keyCheck.adminRefused' },
    saysNextStep: { id: 'accounts.keyCheck.adminRefused.nextStep' },
  });
}
