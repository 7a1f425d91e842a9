// Style rule lists (/v3/style_rules), Pro only: create, list with paging and `detailed`, read, rename,
// replace configured rules, delete (custom instructions: customInstructions.ts). Every change bumps `version` and
// `updated_time`. Configured rules: an option outside a published rule's options answers 400 (its `enum` in the
// published description); a category or rule the description does not name is kept, as it leaves them open.
import { randomUUID } from 'node:crypto';
import { json, noContent, type Exchange } from '../http/exchange';
import { badRequest, notFound } from '../http/serviceError';
import { parseWith, rejectIssues } from '../http/validation';
import {
  ConfiguredRulesSchema,
  CreateStyleRuleListRequestSchema,
  RenameStyleRuleListRequestSchema,
  type CustomInstructionInput,
  type CustomInstruction,
} from '../../shared/api/styleRules';
import {
  checkConfiguredRules,
  checkCreateStyleRuleList,
  checkPublishedOptions,
  checkStyleRuleName,
  checkStyleRulePaging,
  resolveStyleRulePaging,
} from '../../shared/rules/styleRules';
import { normalizeLanguageCode } from '../../shared/rules/languages';
import type { SimulatorModule } from '../context';
import type { SimulatorStore, StoredStyleRuleList } from '../state/simulatorStore';

/** The caller's style rule list named by the path's style_id; 404 otherwise. */
export function loadStyleRuleList(store: SimulatorStore, exchange: Exchange): StoredStyleRuleList {
  const list = store.styleRules.get(exchange.params.style_id!);
  if (!list || list.account !== exchange.caller.plan)
    throw notFound(
      'There is no style rule list with this style_id.',
      'Style rules are kept per data center: check the base URL.',
    );
  return list;
}

/** Saves a change: version + 1 and a later updated_time. */
export function saveChange(store: SimulatorStore, list: StoredStyleRuleList): StoredStyleRuleList {
  list.version += 1;
  list.updated_time = laterTimestamp(list.updated_time);
  store.styleRules.set(list.style_id, list);
  return list;
}

export const styleRuleRoutes: SimulatorModule = ({ routes, store }) => {
  const load = (exchange: Exchange) => loadStyleRuleList(store, exchange);
  const changed = (list: StoredStyleRuleList) => json(200, full(saveChange(store, list)));

  routes.add(
    {
      method: 'POST',
      path: '/v3/style_rules',
      access: 'pro',
      handle: (exchange) => {
        const fields = exchange.fields();
        rejectIssues(checkCreateStyleRuleList(fields));
        const request = parseWith(CreateStyleRuleListRequestSchema, fields);
        rejectIssues(checkPublishedOptions(request.configured_rules ?? {}));
        const now = new Date().toISOString();
        const list: StoredStyleRuleList = {
          style_id: randomUUID(),
          account: exchange.caller.plan,
          name: request.name,
          language: normalizeLanguageCode(request.language),
          creation_time: now,
          updated_time: now,
          version: 1,
          configured_rules: request.configured_rules ?? {},
          custom_instructions: (request.custom_instructions ?? []).map(withId),
        };
        store.styleRules.set(list.style_id, list);
        return json(201, full(list));
      },
    },
    {
      method: 'GET',
      path: '/v3/style_rules',
      access: 'pro',
      handle: (exchange) => {
        const detailed = readBoolean(exchange.query.get('detailed'), 'detailed');
        const query = {
          page_size: readInteger(exchange.query.get('page_size')),
          page: readInteger(exchange.query.get('page')),
        };
        rejectIssues(checkStyleRulePaging(query));
        const { page, page_size } = resolveStyleRulePaging(query as { page_size?: number; page?: number });
        const mine = store.styleRules.values().filter((list) => list.account === exchange.caller.plan);
        const onPage = mine.slice(page * page_size, (page + 1) * page_size);
        return json(200, { style_rules: onPage.map((list) => (detailed ? full(list) : summary(list))) });
      },
    },
    {
      method: 'GET',
      path: '/v3/style_rules/:style_id',
      access: 'pro',
      handle: (exchange) => json(200, full(load(exchange))),
    },
    {
      method: 'PATCH',
      path: '/v3/style_rules/:style_id',
      access: 'pro',
      handle: (exchange) => {
        const list = load(exchange);
        const fields = exchange.fields();
        rejectIssues(checkStyleRuleName(fields.name));
        list.name = parseWith(RenameStyleRuleListRequestSchema, fields).name;
        return changed(list);
      },
    },
    {
      method: 'PUT',
      path: '/v3/style_rules/:style_id/configured_rules',
      access: 'pro',
      handle: (exchange) => {
        const list = load(exchange);
        const fields = exchange.fields();
        rejectIssues(checkConfiguredRules(fields));
        const rules = parseWith(ConfiguredRulesSchema, fields);
        rejectIssues(checkPublishedOptions(rules));
        list.configured_rules = rules;
        return changed(list);
      },
    },
    {
      method: 'DELETE',
      path: '/v3/style_rules/:style_id',
      access: 'pro',
      handle: (exchange) => {
        store.styleRules.delete(load(exchange).style_id);
        return noContent();
      },
    },
  );
};

export function withId(input: CustomInstructionInput): CustomInstruction {
  const instruction: CustomInstruction = { id: randomUUID(), label: input.label, prompt: input.prompt };
  if (input.source_language) instruction.source_language = normalizeLanguageCode(input.source_language);
  return instruction;
}

function summary(list: StoredStyleRuleList) {
  const { style_id, name, creation_time, updated_time, language, version } = list;
  return { style_id, name, creation_time, updated_time, language, version };
}

export function full(list: StoredStyleRuleList) {
  return { ...summary(list), configured_rules: list.configured_rules, custom_instructions: list.custom_instructions };
}

/** Now, or a millisecond after `previous` when the clock has not moved on: updated_time always changes. */
function laterTimestamp(previous: string): string {
  const now = Date.now();
  const last = Date.parse(previous);
  return new Date(now > last ? now : last + 1).toISOString();
}

function readBoolean(value: string | null, field: string): boolean {
  if (value === null || value === '') return false;
  const lower = value.toLowerCase();
  if (lower === 'true' || lower === '1') return true;
  if (lower === 'false' || lower === '0') return false;
  throw badRequest(`${field} must be true or false.`);
}

/** A query integer; a value that is not one is passed on as is, for the paging rule to name it. */
export function readInteger(value: string | null): unknown {
  if (value === null || value === '') return undefined;
  return /^-?\d+$/.test(value) ? Number(value) : value;
}
