// Accounts as stored in settings and shown in Settings: who the user talks to and with which plan. No key
// is ever part of an account; keys live in main's secret store. Pure.
import { z } from 'zod';
import { ErrorViewSchema } from './errorView';
import { baseLanguage } from '../rules/languageCodes';
import { UiMessageSchema, type UiMessage } from '../i18n/catalogue';
import { englishText } from '../i18n/english';

export const PLANS = ['pro', 'free'] as const;
export type Plan = (typeof PLANS)[number];
/** The plans as a user knows them from the service's own pages. */
export const PLAN_LABELS: Record<Plan, string> = { pro: 'API Pro', free: 'API Free' };
export const otherPlan = (plan: Plan): Plan => (plan === 'pro' ? 'free' : 'pro');

/**
 * The public service: its Pro ({base_url}) and Free ({free_base_url}) addresses and the scheme word of its
 * Authorization header (https://developers.deepl.com/docs/getting-started/auth-key; the API contract is cited in
 * ARCHITECTURE.md, "The API contract").
 */
export const PUBLIC_SERVICE = {
  urls: { pro: 'https://api.deepl.com', free: 'https://api-free.deepl.com' },
  authScheme: 'DeepL-Auth-Key',
} as const;

/** The scheme word every version before 3 sent, to every address: kept for custom addresses saved then. */
export const LEGACY_AUTH_SCHEME = 'Service-Auth-Key';

/** The plan a key belongs to, read from the key itself: Free keys end in `:fx`. */
export const planOfKey = (key: string): Plan => (key.trim().endsWith(':fx') ? 'free' : 'pro');

/**
 * The service's regions, each with its Pro and Free address and scheme word. Glossaries and style rules are
 * kept per region. Any other address is a custom base URL on the account.
 */
export const REGIONS = {
  global: {
    label: 'DeepL API',
    pro: PUBLIC_SERVICE.urls.pro,
    free: PUBLIC_SERVICE.urls.free,
    authScheme: PUBLIC_SERVICE.authScheme,
  },
} as const satisfies Record<string, { label: string; pro: string; free: string; authScheme: string }>;
export type RegionId = keyof typeof REGIONS;
export const REGION_IDS = Object.keys(REGIONS) as [RegionId, ...RegionId[]];
export const DEFAULT_REGION: RegionId = 'global';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A custom base URL: https, or http on this computer only (a local simulator or proxy). Empty = valid. */
export function baseUrlIssue(value: string): UiMessage | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { id: 'rules.baseUrl.notAddress' };
  }
  if (url.username || url.password || url.search || url.hash) return { id: 'rules.baseUrl.notPlain' };
  if (url.protocol === 'https:') return undefined;
  if (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return undefined;
  return { id: 'rules.baseUrl.notHttps' };
}

const BaseUrlSchema = z
  .string()
  .trim()
  .max(2048)
  .superRefine((value, ctx) => {
    const issue = baseUrlIssue(value);
    if (issue) ctx.addIssue({ code: 'custom', message: englishText(issue), params: { says: issue } });
  });

export const ACCOUNT_NAME_MAX_CHARACTERS = 80;
const AccountNameSchema = z
  .string()
  .trim()
  .min(1, 'Give the account a name.')
  .max(ACCOUNT_NAME_MAX_CHARACTERS, `Keep the name under ${ACCOUNT_NAME_MAX_CHARACTERS} characters.`);

/** The word before the key in the Authorization header: one HTTP token (letters, digits, `-`). */
export const AuthSchemeSchema = z
  .string()
  .trim()
  .max(64)
  .regex(
    /^[A-Za-z][A-Za-z0-9-]{0,63}$/,
    'The scheme word is one word of letters, digits and hyphens, like DeepL-Auth-Key.',
  );

/**
 * Which address an account uses: a region (the plan picks Pro or Free there) or a custom base URL with its
 * scheme word (the public service's unless the user changes it).
 */
export const EndpointSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('region'), region: z.enum(REGION_IDS) }),
  z.object({
    kind: z.literal('custom'),
    baseUrl: BaseUrlSchema,
    authScheme: AuthSchemeSchema.default(PUBLIC_SERVICE.authScheme),
  }),
]);
export type EndpointInput = z.input<typeof EndpointSchema>;

/** Language pair key of the glossary choice: `source>target` by base language (a glossary covers variants). */
export const glossaryPairKey = (source: string, target: string): string =>
  `${baseLanguage(source)}>${baseLanguage(target)}`;

export const AccountSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,64}$/),
  name: AccountNameSchema,
  plan: z.enum(PLANS),
  endpoint: EndpointSchema,
  /** The glossary to use per language pair (`glossaryPairKey`), by glossary id; glossaries are per region. */
  glossaryByPair: z.record(z.string().max(64), z.string().max(128)).default({}),
});
export type Account = z.infer<typeof AccountSchema>;

export type RegionTable = Record<RegionId, { label: string; pro: string; free: string; authScheme: string }>;

/** The address requests of this account go to. `regions` is replaceable so tests can point at a simulator. */
export function accountBaseUrl(account: Pick<Account, 'plan' | 'endpoint'>, regions: RegionTable = REGIONS): string {
  return account.endpoint.kind === 'custom' ? account.endpoint.baseUrl : regions[account.endpoint.region][account.plan];
}

/** The scheme word of this account's Authorization header. */
export function accountAuthScheme(account: Pick<Account, 'endpoint'>, regions: RegionTable = REGIONS): string {
  return account.endpoint.kind === 'custom' ? account.endpoint.authScheme : regions[account.endpoint.region].authScheme;
}

export const SECRET_KINDS = ['apiKey', 'adminKey'] as const;
export type SecretKind = (typeof SECRET_KINDS)[number];
const SECRET_STORAGES = ['keychain', 'session', 'encrypted'] as const;
export type SecretStorage = (typeof SECRET_STORAGES)[number];

/** All a window ever learns about a stored key. */
const SecretStatusSchema = z.object({
  state: z.enum(['stored', 'missing', 'unreadable']),
  /** `••••` and the last 4 characters. */
  masked: z.string().max(8).optional(),
  storage: z.enum(SECRET_STORAGES).optional(),
  /** Why the key cannot be read right now (state `unreadable`). */
  problem: z.string().optional(),
});
export type SecretStatus = z.infer<typeof SecretStatusSchema>;

const AccountViewSchema = AccountSchema.extend({
  /** The address requests go to, resolved from the region and plan or the custom URL. */
  baseUrl: z.string(),
  apiKey: SecretStatusSchema,
  adminKey: SecretStatusSchema,
});
export type AccountView = z.infer<typeof AccountViewSchema>;

const KeychainStateSchema = z.object({
  usable: z.union([z.boolean(), z.literal('unknown')]),
  cause: z.enum(['keytarMissing', 'noSecretService', 'locked', 'unresponsive', 'failed']).optional(),
  message: z.string().optional(),
  nextStep: z.string().optional(),
  /** What the user may choose when the keychain cannot be used. Plain text is never one of them. */
  fallbacks: z.array(
    z.object({
      storage: z.enum(['session', 'encrypted']),
      offered: z.boolean(),
      /** Why it is not offered: in English (logs), and as the message the window words. */
      reason: z.string().optional(),
      reasonSays: UiMessageSchema.optional(),
    }),
  ),
});
export type KeychainState = z.infer<typeof KeychainStateSchema>;

/** The proxy requests go through, as a window may see it: never its credentials. */
const ProxyStateSchema = z.object({
  source: z.enum(['none', 'environment', 'settings']),
  /** `host:port` of the proxy. */
  label: z.string().optional(),
  hasCredentials: z.boolean(),
  /** NO_PROXY as found in the environment. */
  noProxy: z.string().optional(),
});
export type ProxyState = z.infer<typeof ProxyStateSchema>;

export const AccountsStateSchema = z.object({
  accounts: z.array(AccountViewSchema),
  activeAccountId: z.string().nullable(),
  /** True when no account is configured: the app talks to the built-in simulator ("Offline demo"). */
  demo: z.boolean(),
  keychain: KeychainStateSchema,
  proxy: ProxyStateSchema,
});

/** A proxy address for Settings (null: none; the environment's, if any, applies again). */
export const SetProxyRequestSchema = z.object({ proxyUrl: z.string().trim().max(2048).nullable() });

/** The active account's usage this period (GET /v2/usage), as the meter shows it. */
export const UsageViewSchema = z.object({
  accountId: z.string().max(64),
  characterCount: z.number(),
  /** null: no limit. */
  characterLimit: z.number().nullable(),
  level: z.enum(['ok', 'warn', 'full', 'unlimited']),
  readAt: z.number(),
  problem: ErrorViewSchema.optional(),
});
export type UsageView = z.infer<typeof UsageViewSchema>;
export type AccountsState = z.infer<typeof AccountsStateSchema>;

/** The longest key Glossa takes: far longer than any real key, short enough to refuse a pasted paragraph. */
const KEY_MAX_CHARACTERS = 1024;
const EMPTY_KEY_SAYS: UiMessage = { id: 'accounts.key.empty' };
const EMPTY_KEY = englishText(EMPTY_KEY_SAYS);

/** Why a pasted key (already trimmed) cannot be a key, or undefined when it can. */
export function keyIssue(key: string): UiMessage | undefined {
  if (key.length === 0) return EMPTY_KEY_SAYS;
  if (key.length > KEY_MAX_CHARACTERS || /\s/.test(key) || [...key].some((c) => c.charCodeAt(0) < 0x20)) {
    return { id: 'accounts.key.malformed' };
  }
  return undefined;
}

const KeyInputSchema = z.string().trim().min(1, EMPTY_KEY).max(KEY_MAX_CHARACTERS);

export const AddAccountRequestSchema = z.object({
  name: AccountNameSchema,
  /** On a region, a key that names the other plan (`:fx`) wins: the account takes the key's plan. */
  plan: z.enum(PLANS),
  endpoint: EndpointSchema,
  apiKey: KeyInputSchema,
  /** `keychain` unless the user chose a fallback after the keychain failed. */
  storage: z.enum(SECRET_STORAGES).default('keychain'),
});
export type AddAccountRequest = z.input<typeof AddAccountRequestSchema>;

export const UpdateAccountRequestSchema = z.object({
  accountId: z.string().max(64),
  name: AccountNameSchema.optional(),
  plan: z.enum(PLANS).optional(),
  endpoint: EndpointSchema.optional(),
});
export type UpdateAccountRequest = z.input<typeof UpdateAccountRequestSchema>;

export const SetKeyRequestSchema = z.object({
  accountId: z.string().max(64),
  kind: z.enum(SECRET_KINDS),
  key: KeyInputSchema,
  storage: z.enum(SECRET_STORAGES).default('keychain'),
  /** An API key of the other plan: switch the account to this plan once the key is accepted. */
  plan: z.enum(PLANS).optional(),
});

export const ChooseGlossaryRequestSchema = z.object({
  sourceLang: z.string().trim().min(2).max(35),
  targetLang: z.string().trim().min(2).max(35),
  /** null: no glossary for this pair. */
  glossaryId: z.string().trim().min(1).max(128).nullable(),
});
export type ChooseGlossaryRequest = z.infer<typeof ChooseGlossaryRequestSchema>;

export const AccountRefSchema = z.object({ accountId: z.string().max(64) });
export const TryTranslationRequestSchema = z.object({
  text: z.string().trim().min(1).max(500),
  targetLang: z.string().min(2).max(35),
});
export const TrialTranslationSchema = z.object({
  text: z.string(),
  detectedSourceLanguage: z.string(),
  connectionName: z.string(),
  demo: z.boolean(),
});
export type TrialTranslation = z.infer<typeof TrialTranslationSchema>;
