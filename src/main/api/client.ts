// The Language Services API client: one object per key, plain Node (no Electron), so the app, scripts and
// tests all use it the same way. Each API area is a property: client.glossaries.create(...), and so on.
import { release, type as osType } from 'node:os';
import type { Dispatcher } from 'undici';
import { ValidationError, fieldIssue } from '../../shared/errors';
import type { PlanName } from '../../shared/rules/plans';
import { PUBLIC_SERVICE } from '../../shared/calls/accounts';
import packageJson from '../../../package.json';
import { AdminApi } from './admin';
import { DocumentsApi } from './documents';
import { GlossariesApi } from './glossaries';
import { LanguagesApi } from './languages';
import { type ProxyConfig, type ProxyRoute, restDispatcher } from './proxy';
import { DEFAULT_BACKOFF, type BackoffOptions } from './retryPolicy';
import { StyleProfilesApi } from './styleProfiles';
import { StyleRulesApi } from './styleRules';
import { TranslateApi } from './translate';
import { TranslationMemoriesApi } from './translationMemories';
import { UsageApi } from './usage';
import { type Sleep, realSleep } from './sleep';
import { type ApiLogger, type JsonParser, Transport } from './transport';
import { VoiceApi } from './voice';
import { VoiceJobsApi } from './voiceJobs';
import { SpokenTermsApi } from './spokenTerms';
import { WriteApi } from './write';
import { QualityEvaluationApi } from './qualityEvaluation';

export type Plan = PlanName;

/** The service's addresses per plan. Another data center is chosen by passing `baseUrl`. */
export const DEFAULT_BASE_URLS: Readonly<Record<Plan, string>> = PUBLIC_SERVICE.urls;

/** The scheme word of the Authorization header: the public service's unless told otherwise. */
const DEFAULT_AUTH_SCHEME = PUBLIC_SERVICE.authScheme;

export interface LanguageServicesClientOptions {
  authKey: string;
  /** Which plan the key belongs to; picks the default address. Default `pro`. */
  plan?: Plan;
  /** Overrides the plan's address, e.g. for another regional data center or the local simulator. */
  baseUrl?: string;
  /** The scheme word of the Authorization header. Default `DeepL-Auth-Key` (the public service's). */
  authScheme?: string;
  /** Default `Glossa/<version> (<os>)`. */
  userAgent?: string;
  /** Attempts per call, the first included. Default 5. */
  maxAttempts?: number;
  /** Longest silence within one attempt (nothing sent, nothing received). Default 60 s. */
  timeoutMs?: number;
  /** One keep-alive connection pool for every call. By default the client makes its own and closes it on `close()`. */
  dispatcher?: Dispatcher;
  /** The proxy to use (Settings, then HTTPS_PROXY / HTTP_PROXY / NO_PROXY); ignored when `dispatcher` is given. */
  proxy?: ProxyConfig;
  /** Receives one line per attempt; never a key or a token. */
  logger?: ApiLogger;
  backoff?: Partial<BackoffOptions>;
  /** Injectable for tests: how the client waits between attempts, and its source of jitter. */
  sleep?: Sleep;
  random?: () => number;
  /** How long a language list is reused; at most 1 hour, as the service allows. */
  languageCacheMs?: number;
  now?: () => number;
  /** Parses large JSON answers off this thread (the app hands in its work pool's `jsonAnswer`). */
  parseJson?: JsonParser;
}

export function defaultUserAgent(): string {
  return `Glossa/${packageJson.version} (${osType()} ${release()})`;
}

export class LanguageServicesClient {
  readonly plan: Plan;
  readonly baseUrl: string;
  readonly styleRules: StyleRulesApi;
  readonly styleProfiles: StyleProfilesApi;
  readonly glossaries: GlossariesApi;
  readonly translate: TranslateApi;
  readonly translationMemories: TranslationMemoriesApi;
  readonly languages: LanguagesApi;
  readonly documents: DocumentsApi;
  readonly write: WriteApi;
  readonly qualityEvaluation: QualityEvaluationApi;
  readonly voice: VoiceApi;
  readonly voiceJobs: VoiceJobsApi;
  readonly spokenTerms: SpokenTermsApi;
  readonly admin: AdminApi;
  readonly usage: UsageApi;
  /** The proxy this client's requests go through, if any (never with its credentials in a sentence). */
  readonly proxy?: ProxyRoute;
  private readonly ownDispatcher?: Dispatcher;

  constructor(options: LanguageServicesClientOptions) {
    if (!options.authKey || /\s/.test(options.authKey)) {
      throw new ValidationError([fieldIssue('authKey', { id: 'accounts.error.keyBlank' })]);
    }
    this.plan = options.plan ?? 'pro';
    this.baseUrl = options.baseUrl ?? DEFAULT_BASE_URLS[this.plan];
    if (!options.dispatcher) {
      const own = restDispatcher(this.baseUrl, options.proxy);
      this.ownDispatcher = own.dispatcher;
      if (own.proxy) this.proxy = own.proxy;
    }
    const sleep = options.sleep ?? realSleep;
    const transport = new Transport({
      baseUrl: this.baseUrl,
      authKey: options.authKey,
      authScheme: options.authScheme ?? DEFAULT_AUTH_SCHEME,
      userAgent: options.userAgent ?? defaultUserAgent(),
      maxAttempts: Math.max(1, options.maxAttempts ?? 5),
      timeoutMs: options.timeoutMs ?? 60_000,
      dispatcher: options.dispatcher ?? this.ownDispatcher!,
      backoff: { ...DEFAULT_BACKOFF, ...options.backoff },
      sleep,
      random: options.random ?? Math.random,
      ...(options.logger ? { logger: options.logger } : {}),
      ...(this.proxy ? { proxy: this.proxy } : {}),
      ...(options.parseJson ? { parseJson: options.parseJson } : {}),
    });
    this.styleRules = new StyleRulesApi(transport, this.plan, sleep);
    this.styleProfiles = new StyleProfilesApi(transport);
    this.glossaries = new GlossariesApi(transport, sleep);
    this.translationMemories = new TranslationMemoriesApi(
      transport,
      this.plan,
      options.dispatcher ?? this.ownDispatcher!,
    );
    this.translate = new TranslateApi(
      transport,
      this.glossaries,
      this.styleRules,
      this.translationMemories,
      this.plan,
      this.styleProfiles,
    );
    this.languages = new LanguagesApi(transport, {
      ttlMs: Math.min(options.languageCacheMs ?? 3_600_000, 3_600_000),
      now: options.now ?? Date.now,
    });
    this.documents = new DocumentsApi(
      transport,
      this.glossaries,
      this.translationMemories,
      this.plan,
      this.styleProfiles,
    );
    this.write = new WriteApi(transport, this.plan);
    this.qualityEvaluation = new QualityEvaluationApi(transport, sleep);
    this.voice = new VoiceApi(transport, options.dispatcher ? undefined : (options.proxy ?? {}));
    this.voiceJobs = new VoiceJobsApi(transport, {
      dispatcher: options.dispatcher ?? this.ownDispatcher!,
      authScheme: options.authScheme ?? DEFAULT_AUTH_SCHEME,
    });
    this.spokenTerms = new SpokenTermsApi(transport);
    this.admin = new AdminApi(transport);
    this.usage = new UsageApi(transport);
  }

  /** Closes the client's own connection pool (a dispatcher passed in is left to its owner). */
  async close(): Promise<void> {
    await this.ownDispatcher?.close();
  }
}
