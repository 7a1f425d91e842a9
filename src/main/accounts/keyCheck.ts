// Before a key is stored it is tried with one cheap authenticated call against the address it will be used
// with. A refused key is tried once on the other plan's address, so the user hears "this is a Free key"
// instead of a bare refusal.
import { AuthError, ValidationError, isGlossaError } from '../../shared/errors';
import { type Account, PLAN_LABELS, type Plan, type RegionTable, accountBaseUrl, otherPlan } from '../../shared/calls/accounts';
import { LanguageServicesClient } from '../api/client';

export interface KeyCheckOptions {
  regions: RegionTable;
  signal?: AbortSignal;
}

type Outcome = 'accepted' | 'refused';

async function tryKey(baseUrl: string, plan: Plan, key: string, call: (client: LanguageServicesClient) => Promise<unknown>): Promise<Outcome> {
  const client = new LanguageServicesClient({ authKey: key, plan, baseUrl, maxAttempts: 2, timeoutMs: 15_000 });
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
export async function checkApiKey(account: Pick<Account, 'plan' | 'endpoint'>, key: string, options: KeyCheckOptions): Promise<void> {
  const baseUrl = accountBaseUrl(account, options.regions);
  const languages = (client: LanguageServicesClient) => client.languages.list('translate_text', { signal: options.signal });
  if ((await tryKey(baseUrl, account.plan, key, languages)) === 'accepted') return;
  if (account.endpoint.kind === 'region') {
    const other = otherPlan(account.plan);
    const otherUrl = accountBaseUrl({ ...account, plan: other }, options.regions);
    const elsewhere = await tryKey(otherUrl, other, key, languages).catch(() => 'refused' as const);
    if (elsewhere === 'accepted') {
      throw new ValidationError([{ field: 'plan', message: `This key belongs to the ${PLAN_LABELS[other]} plan, not ${PLAN_LABELS[account.plan]}.` }], {
        nextStep: `Switch the account to the ${PLAN_LABELS[other]} plan and save again.`,
      });
    }
  }
  throw new AuthError({
    message: `The service refused this key (${PLAN_LABELS[account.plan]} plan, ${baseUrl}).`,
    nextStep: 'Check that you copied the whole key, and that it belongs to the chosen plan and region.',
  });
}

/** Resolves when the service accepts `key` as an admin key (admin endpoints exist only on the Pro address). */
export async function checkAdminKey(account: Pick<Account, 'plan' | 'endpoint'>, key: string, options: KeyCheckOptions): Promise<void> {
  const baseUrl = accountBaseUrl({ ...account, plan: 'pro' }, options.regions);
  const outcome = await tryKey(baseUrl, 'pro', key, (client) => client.admin.listKeys({ signal: options.signal }));
  if (outcome === 'accepted') return;
  throw new AuthError({
    message: 'The service refused this admin key.',
    nextStep: 'Admin keys come from the self-admin area of a Pro account with key administration enabled; check that you copied the whole key.',
  });
}
