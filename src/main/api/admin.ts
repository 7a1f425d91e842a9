// Developer key administration (/v2/admin/developer-keys): needs a client made with an admin key.
import {
  AdminUsageQuerySchema,
  type AdminUsageReport,
  AdminUsageReportSchema,
  type CustomTagUsage,
  CustomTagUsageQuerySchema,
  type CustomTagUsageReport,
  CustomTagUsageReportSchema,
  CreateDeveloperKeyRequestSchema,
  DeactivateDeveloperKeyRequestSchema,
  type DeveloperKey,
  DeveloperKeySchema,
  DeveloperKeysResponseSchema,
  RenameDeveloperKeyRequestSchema,
  SetDeveloperKeyLimitRequestSchema,
} from '../../shared/api/admin';
import {
  checkCanCreateDeveloperKey,
  checkDeveloperKeyId,
  checkDeveloperKeyLabel,
  checkRenameDeveloperKey,
  checkSetDeveloperKeyLimit,
} from '../../shared/rules/admin';
import { checkAnalyticsPeriod } from '../../shared/rules/usageAnalytics';
import { parseRequest, refuseIfInvalid } from './checks';
import type { CallOptions, Transport } from './transport';

/** A key's monthly limits as sent: null removes one, undefined leaves it as it is. */
export interface KeyLimits {
  characters?: number | null;
  speechMs?: number | null;
}

export class AdminApi {
  constructor(private readonly transport: Transport) {}

  /**
   * POST /v2/admin/developer-keys: a new active key. Without a label the service picks one. The keys are listed
   * first, so a 26th active key is refused before anything is created.
   */
  async createKey(label?: string, options: CallOptions = {}): Promise<DeveloperKey> {
    const request = label === undefined ? {} : { label };
    refuseIfInvalid(checkDeveloperKeyLabel(label, { required: false }));
    const keys = await this.listKeys(options);
    refuseIfInvalid(checkCanCreateDeveloperKey(keys.filter((key) => !key.is_deactivated).length));
    const body = parseRequest(CreateDeveloperKeyRequestSchema, request);
    return this.transport.json('POST', '/v2/admin/developer-keys', {
      body,
      schema: DeveloperKeySchema,
      signal: options.signal,
    });
  }

  /** GET /v2/admin/developer-keys: active and deactivated keys. */
  async listKeys(options: CallOptions = {}): Promise<DeveloperKey[]> {
    return this.transport.json('GET', '/v2/admin/developer-keys', {
      schema: DeveloperKeysResponseSchema,
      signal: options.signal,
    });
  }

  /** PUT /v2/admin/developer-keys/deactivate: permanent; the key stops working at once. */
  async deactivateKey(keyId: string, options: CallOptions = {}): Promise<DeveloperKey> {
    refuseIfInvalid(checkDeveloperKeyId(keyId));
    const body = parseRequest(DeactivateDeveloperKeyRequestSchema, { key_id: keyId });
    return this.transport.json('PUT', '/v2/admin/developer-keys/deactivate', {
      body,
      schema: DeveloperKeySchema,
      signal: options.signal,
    });
  }

  /** PUT /v2/admin/developer-keys/label */
  async renameKey(keyId: string, label: string, options: CallOptions = {}): Promise<DeveloperKey> {
    refuseIfInvalid(checkRenameDeveloperKey({ key_id: keyId, label }));
    const body = parseRequest(RenameDeveloperKeyRequestSchema, { key_id: keyId, label });
    return this.transport.json('PUT', '/v2/admin/developer-keys/label', {
      body,
      schema: DeveloperKeySchema,
      signal: options.signal,
    });
  }

  /**
   * PUT /v2/admin/developer-keys/limits: characters and milliseconds of speech per monthly period; 0 blocks, null
   * removes a limit, and a limit left out stays as it is.
   */
  async setKeyLimits(keyId: string, limits: KeyLimits, options: CallOptions = {}): Promise<DeveloperKey> {
    const request = {
      key_id: keyId,
      ...(limits.characters === undefined ? {} : { characters: limits.characters }),
      ...(limits.speechMs === undefined ? {} : { speech_to_text_milliseconds: limits.speechMs }),
    };
    refuseIfInvalid(checkSetDeveloperKeyLimit(request));
    const body = parseRequest(SetDeveloperKeyLimitRequestSchema, request);
    return this.transport.json('PUT', '/v2/admin/developer-keys/limits', {
      body,
      schema: DeveloperKeySchema,
      signal: options.signal,
    });
  }

  /**
   * GET /v2/admin/analytics: the organization's usage from `start` to `end` (`YYYY-MM-DD`, both included, at most
   * 366 days), as a total, per key, or per key and day. A period the service would refuse is refused before sending.
   */
  async usageReport(
    start: string,
    end: string,
    groupBy: 'key' | 'key_and_day' | undefined,
    options: CallOptions = {},
  ): Promise<AdminUsageReport['usage_report']> {
    refuseIfInvalid(checkAnalyticsPeriod(start, end));
    const query = parseRequest(AdminUsageQuerySchema, {
      start_date: start,
      end_date: end,
      ...(groupBy ? { group_by: groupBy } : {}),
    });
    const answer = await this.transport.json('GET', '/v2/admin/analytics', {
      query,
      schema: AdminUsageReportSchema,
      signal: options.signal,
    });
    return answer.usage_report;
  }

  /**
   * GET /v2/admin/analytics/custom-tags, every page (`next_page` followed to the end): tagged usage over the
   * period, or per day. Only requests sent with a reporting tag are in it.
   */
  async customTagReport(
    start: string,
    end: string,
    aggregateBy: 'period' | 'day',
    options: CallOptions = {},
  ): Promise<CustomTagUsage[]> {
    refuseIfInvalid(checkAnalyticsPeriod(start, end));
    const usage: CustomTagUsage[] = [];
    const seen = new Set<number>();
    let page: number | null | undefined = 1;
    while (page != null && !seen.has(page)) {
      seen.add(page);
      const query: Record<string, string | number> = parseRequest(CustomTagUsageQuerySchema, {
        start_date: start,
        end_date: end,
        aggregate_by: aggregateBy,
        ...(page > 1 ? { page } : {}),
      });
      const answer: CustomTagUsageReport = await this.transport.json('GET', '/v2/admin/analytics/custom-tags', {
        query,
        schema: CustomTagUsageReportSchema,
        signal: options.signal,
      });
      usage.push(...answer.custom_tag_usage_report.usage);
      page = answer.custom_tag_usage_report.next_page;
    }
    return usage;
  }
}
