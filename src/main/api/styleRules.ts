// Style rule lists (/v3/style_rules, Pro only): list (paged, plus an iterator over every page), get, create,
// rename, replace configured rules, add a custom instruction, delete.
import { z } from 'zod';
import {
  type AddCustomInstructionRequest,
  AddCustomInstructionRequestSchema,
  type ConfiguredRules,
  type CreateStyleRuleListRequest,
  CreateStyleRuleListRequestSchema,
  RenameStyleRuleListRequestSchema,
  ReplaceConfiguredRulesRequestSchema,
  type StyleRuleList,
  StyleRuleListSchema,
  type StyleRuleListsQuery,
  StyleRuleListsQuerySchema,
  StyleRuleListsResponseSchema,
} from '../../shared/api/styleRules';
import {
  checkAddCustomInstruction,
  checkConfiguredRules,
  checkCreateStyleRuleList,
  checkStyleRuleName,
  checkStyleRulePaging,
  STYLE_RULES_FIRST_PAGE,
  STYLE_RULES_PAGE_SIZE,
} from '../../shared/rules/styleRules';
import type { PlanName } from '../../shared/rules/plans';
import { idSegment, parseRequest, refuseIfInvalid, refuseUnlessPro } from './checks';
import type { CallOptions, Transport } from './transport';

export class StyleRulesApi {
  constructor(
    private readonly transport: Transport,
    private readonly plan: PlanName,
  ) {}

  /** GET /v3/style_rules: one page. `page` is the first-page index (0-based), `page_size` 1 to 25. */
  async list(query: StyleRuleListsQuery = {}, options: CallOptions = {}): Promise<StyleRuleList[]> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkStyleRulePaging(query));
    const parsed = parseRequest(StyleRuleListsQuerySchema, query);
    const response = await this.transport.json('GET', '/v3/style_rules', { query: parsed, schema: StyleRuleListsResponseSchema, signal: options.signal });
    return response.style_rules;
  }

  /** Every style rule list, page after page (the largest pages unless told), until a page comes back short. */
  async *all(query: Omit<StyleRuleListsQuery, 'page'> = {}, options: CallOptions = {}): AsyncGenerator<StyleRuleList> {
    const pageSize = query.page_size ?? STYLE_RULES_PAGE_SIZE.max;
    for (let page = STYLE_RULES_FIRST_PAGE; ; page++) {
      const lists = await this.list({ ...query, page_size: pageSize, page }, options);
      yield* lists;
      if (lists.length < pageSize) return;
    }
  }

  /** GET /v3/style_rules/{style_id}: with configured rules and custom instructions. */
  async get(styleId: string, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    return this.transport.json('GET', `/v3/style_rules/${idSegment('style_id', styleId)}`, { schema: StyleRuleListSchema, signal: options.signal });
  }

  /** POST /v3/style_rules: a new list, version 1. */
  async create(request: CreateStyleRuleListRequest, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkCreateStyleRuleList(request));
    const body = parseRequest(CreateStyleRuleListRequestSchema, request);
    return this.transport.json('POST', '/v3/style_rules', { body, schema: StyleRuleListSchema, signal: options.signal });
  }

  /** PATCH /v3/style_rules/{style_id}: a new name. */
  async rename(styleId: string, name: string, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkStyleRuleName(name));
    const body = parseRequest(RenameStyleRuleListRequestSchema, { name });
    return this.transport.json('PATCH', `/v3/style_rules/${idSegment('style_id', styleId)}`, { body, schema: StyleRuleListSchema, signal: options.signal });
  }

  /** PUT /v3/style_rules/{style_id}/configured_rules: replaces all configured rules; instructions stay. */
  async replaceConfiguredRules(styleId: string, rules: ConfiguredRules, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkConfiguredRules(rules));
    const body = parseRequest(ReplaceConfiguredRulesRequestSchema, rules);
    return this.transport.json('PUT', `/v3/style_rules/${idSegment('style_id', styleId)}/configured_rules`, { body, schema: StyleRuleListSchema, signal: options.signal });
  }

  /**
   * POST /v3/style_rules/{style_id}/custom_instructions: the updated list, with the new instruction's id. The
   * list is read first, so a full list (200 instructions) is refused before anything is sent.
   */
  async addCustomInstruction(styleId: string, instruction: AddCustomInstructionRequest, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkAddCustomInstruction(instruction, 0));
    const current = await this.get(styleId, options);
    refuseIfInvalid(checkAddCustomInstruction(instruction, current.custom_instructions?.length ?? 0));
    const body = parseRequest(AddCustomInstructionRequestSchema, instruction);
    return this.transport.json('POST', `/v3/style_rules/${idSegment('style_id', styleId)}/custom_instructions`, { body, schema: StyleRuleListSchema, signal: options.signal });
  }

  /** DELETE /v3/style_rules/{style_id}: irreversible; NotFoundError when it does not exist. */
  async delete(styleId: string, options: CallOptions = {}): Promise<void> {
    refuseUnlessPro('style_rules', this.plan);
    await this.transport.json('DELETE', `/v3/style_rules/${idSegment('style_id', styleId)}`, { schema: z.unknown(), signal: options.signal });
  }
}
