// Style rule lists (/v3/style_rules, Pro only): list (paged, plus an iterator over every page), get, create,
// rename, replace configured rules, add a custom instruction, delete.
import { z } from 'zod';
import {
  AddCustomInstructionAnswerSchema,
  type AddCustomInstructionRequest,
  type CustomInstruction,
  CustomInstructionAnswerSchema,
  CustomInstructionSchema,
  type ReplaceCustomInstructionRequest,
  ReplaceCustomInstructionRequestSchema,
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
  checkCustomInstruction,
  checkConfiguredRules,
  checkCreateStyleRuleList,
  checkStyleRuleName,
  checkStyleRulePaging,
  STYLE_RULES_FIRST_PAGE,
  STYLE_RULES_PAGE_SIZE,
} from '../../shared/rules/styleRules';
import type { PlanName } from '../../shared/rules/plans';
import { idSegment, parseRequest, refuseIfInvalid, refuseUnlessPro } from './checks';
import { isGlossaError } from '../../shared/errors';
import type { Sleep } from './sleep';
import type { CallOptions, Transport } from './transport';

/** How often an add whose answer was lost is tried, each time after reading the list again. */
const ADD_ATTEMPTS = 3;

export class StyleRulesApi {
  constructor(
    private readonly transport: Transport,
    private readonly plan: PlanName,
    private readonly sleep: Sleep,
  ) {}

  /** GET /v3/style_rules: one page. `page` is the first-page index (0-based), `page_size` 1 to 25. */
  async list(query: StyleRuleListsQuery = {}, options: CallOptions = {}): Promise<StyleRuleList[]> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkStyleRulePaging(query));
    const parsed = parseRequest(StyleRuleListsQuerySchema, query);
    const response = await this.transport.json('GET', '/v3/style_rules', {
      query: parsed,
      schema: StyleRuleListsResponseSchema,
      signal: options.signal,
    });
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
    return this.transport.json('GET', `/v3/style_rules/${idSegment('style_id', styleId)}`, {
      schema: StyleRuleListSchema,
      signal: options.signal,
    });
  }

  /** POST /v3/style_rules: a new list, version 1. */
  async create(request: CreateStyleRuleListRequest, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkCreateStyleRuleList(request));
    const body = parseRequest(CreateStyleRuleListRequestSchema, request);
    return this.transport.json('POST', '/v3/style_rules', {
      body,
      schema: StyleRuleListSchema,
      signal: options.signal,
    });
  }

  /** PATCH /v3/style_rules/{style_id}: a new name. */
  async rename(styleId: string, name: string, options: CallOptions = {}): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkStyleRuleName(name));
    const body = parseRequest(RenameStyleRuleListRequestSchema, { name });
    return this.transport.json('PATCH', `/v3/style_rules/${idSegment('style_id', styleId)}`, {
      body,
      schema: StyleRuleListSchema,
      signal: options.signal,
    });
  }

  /** PUT /v3/style_rules/{style_id}/configured_rules: replaces all configured rules; instructions stay. */
  async replaceConfiguredRules(
    styleId: string,
    rules: ConfiguredRules,
    options: CallOptions = {},
  ): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkConfiguredRules(rules));
    const body = parseRequest(ReplaceConfiguredRulesRequestSchema, rules);
    return this.transport.json('PUT', `/v3/style_rules/${idSegment('style_id', styleId)}/configured_rules`, {
      body,
      schema: StyleRuleListSchema,
      signal: options.signal,
    });
  }

  /**
   * POST /v3/style_rules/{style_id}/custom_instructions: answers the updated list, with the new instruction.
   * The list is read first, so a full list (200 instructions) is refused before anything is sent. The add is
   * never repeated blindly: when its answer is lost (a dropped connection, a timeout, a 5xx), the list is read
   * again and the add is sent again only if the instruction is not there, so no duplicate appears. Whether
   * the service answers with the list (the spec) or the instruction alone (the public service), the list is
   * what comes back.
   */
  async addCustomInstruction(
    styleId: string,
    instruction: AddCustomInstructionRequest,
    options: CallOptions = {},
  ): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkAddCustomInstruction(instruction, 0));
    const before = await this.get(styleId, options);
    refuseIfInvalid(checkAddCustomInstruction(instruction, before.custom_instructions?.length ?? 0));
    const body = parseRequest(AddCustomInstructionRequestSchema, instruction);
    const path = `/v3/style_rules/${idSegment('style_id', styleId)}/custom_instructions`;
    for (let attempt = 1; ; attempt++) {
      try {
        const answer = await this.transport.json('POST', path, {
          body,
          schema: AddCustomInstructionAnswerSchema,
          signal: options.signal,
          attempts: 1,
        });
        if (answer.form === 'list') return answer.list;
        return await this.get(styleId, options);
      } catch (error) {
        if (!answerMayBeLost(error) || attempt >= ADD_ATTEMPTS) throw error;
        await this.sleep(1000 * attempt, options.signal ?? new AbortController().signal);
        const after = await this.get(styleId, options);
        if (addedSince(before, after, body)) return after;
      }
    }
  }

  /** GET /v3/style_rules/{style_id}/custom_instructions/{instruction_id}. */
  async getCustomInstruction(
    styleId: string,
    instructionId: string,
    options: CallOptions = {},
  ): Promise<CustomInstruction> {
    refuseUnlessPro('style_rules', this.plan);
    return this.transport.json('GET', instructionPath(styleId, instructionId), {
      schema: CustomInstructionSchema,
      signal: options.signal,
    });
  }

  /**
   * PUT /v3/style_rules/{style_id}/custom_instructions/{instruction_id}: a new label, prompt or source
   * language. Answers the updated list, whatever form the service answered in.
   */
  async replaceCustomInstruction(
    styleId: string,
    instructionId: string,
    instruction: ReplaceCustomInstructionRequest,
    options: CallOptions = {},
  ): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    refuseIfInvalid(checkCustomInstruction(instruction));
    const body = parseRequest(ReplaceCustomInstructionRequestSchema, instruction);
    const answer = await this.transport.json('PUT', instructionPath(styleId, instructionId), {
      body,
      schema: CustomInstructionAnswerSchema,
      signal: options.signal,
    });
    return answer.form === 'list' ? answer.list : this.get(styleId, options);
  }

  /** DELETE /v3/style_rules/{style_id}/custom_instructions/{instruction_id}: answers the list without it. */
  async deleteCustomInstruction(
    styleId: string,
    instructionId: string,
    options: CallOptions = {},
  ): Promise<StyleRuleList> {
    refuseUnlessPro('style_rules', this.plan);
    await this.transport.json('DELETE', instructionPath(styleId, instructionId), {
      schema: z.unknown(),
      signal: options.signal,
    });
    return this.get(styleId, options);
  }

  /** DELETE /v3/style_rules/{style_id}: irreversible; NotFoundError when it does not exist. */
  async delete(styleId: string, options: CallOptions = {}): Promise<void> {
    refuseUnlessPro('style_rules', this.plan);
    await this.transport.json('DELETE', `/v3/style_rules/${idSegment('style_id', styleId)}`, {
      schema: z.unknown(),
      signal: options.signal,
    });
  }
}

function instructionPath(styleId: string, instructionId: string): string {
  return `/v3/style_rules/${idSegment('style_id', styleId)}/custom_instructions/${idSegment('instruction_id', instructionId)}`;
}

/** A failure after which the service may have added the instruction anyway. */
function answerMayBeLost(error: unknown): boolean {
  return ['network', 'timeout', 'unavailable', 'rateLimited'].some((kind) => isGlossaError(error, kind as 'network'));
}

/** True when `after` holds an instruction like `added` that `before` did not have. */
function addedSince(before: StyleRuleList, after: StyleRuleList, added: AddCustomInstructionRequest): boolean {
  const known = new Set((before.custom_instructions ?? []).map((i) => i.id));
  return (after.custom_instructions ?? []).some(
    (i) => !known.has(i.id) && i.label === added.label && i.prompt === added.prompt,
  );
}
