// Style profiles (/v3/style_profiles: list, get, create, update, delete), served in the public dialect only
// (the spec names none, so the spec dialect answers its "not found"). As the documentation pages describe:
// creation is atomic (a missing or foreign ID refuses the whole request with a 400 naming the list, "Check
// 'glossary_ids'"); PATCH leaves absent fields unchanged, an empty string clears description and industry, an
// empty name is refused, and each component list sent replaces the linked set; one style rule list per target
// language and one memory per source language. Applying one to a translation: profileUse.ts.
import { randomUUID } from 'node:crypto';
import { json, noContent, type Exchange } from '../http/exchange';
import { badRequest, notFound } from '../http/serviceError';
import { rejectIssues } from '../http/validation';
import {
  checkProfileLanguages,
  checkStyleProfileFields,
  STYLE_PROFILE_LISTS,
  type StyleProfileList,
} from '../../shared/rules/styleProfiles';
import type { SimulatorModule } from '../context';
import type { SimulatorStore, StoredStyleProfile } from '../state/simulatorStore';
import { readInteger } from './styleRules';

const PAGE_SIZE_DEFAULT = 25;

/** Every ID of every list sent must be the caller's; else a 400 naming the list (nothing is changed). */
function checkComponents(store: SimulatorStore, exchange: Exchange, fields: Record<string, unknown>): void {
  const account = exchange.caller.plan;
  const exists: Record<StyleProfileList, (id: string) => boolean> = {
    glossary_ids: (id) => store.glossaries.get(id)?.account === account,
    style_rule_ids: (id) => store.styleRules.get(id)?.account === account,
    translation_memory_ids: (id) => account === 'pro' && store.memories.has(id),
  };
  for (const list of STYLE_PROFILE_LISTS) {
    const ids = fields[list] as string[] | undefined;
    const bad = ids?.find((id) => !exists[list](id));
    if (bad !== undefined)
      throw badRequest(
        `Check '${list}': "${bad}" does not exist or is not accessible to this account.`,
        'No style profile was created or changed.',
      );
  }
}

function checkLanguages(store: SimulatorStore, profile: Pick<StoredStyleProfile, StyleProfileList>): void {
  const [issue] = checkProfileLanguages(
    profile.style_rule_ids.map((id) => store.styleRules.get(id)!),
    profile.translation_memory_ids.map((id) => store.memories.get(id)!),
  );
  if (issue) throw badRequest(issue.message, 'No style profile was created or changed.');
}

function wire(profile: StoredStyleProfile) {
  const { account: _account, description, industry, ...rest } = profile;
  return {
    ...rest,
    ...(description ? { description } : {}),
    ...(industry ? { industry } : {}),
  };
}

export function loadStyleProfile(store: SimulatorStore, exchange: Exchange, id: string): StoredStyleProfile {
  const profile = store.styleProfiles.get(id);
  if (!profile || profile.account !== exchange.caller.plan)
    throw notFound('Style profile not found.', 'Check the style_profile_id; style profiles are kept per data center.');
  return profile;
}

export const styleProfileRoutes: SimulatorModule = ({ routes, store, dialect }) => {
  if (dialect !== 'public') return;
  const load = (exchange: Exchange) => loadStyleProfile(store, exchange, exchange.params.style_profile_id!);
  routes.add(
    {
      method: 'GET',
      path: '/v3/style_profiles',
      access: 'key',
      handle: (exchange) => {
        const page = readInteger(exchange.query.get('page')) ?? 0;
        const pageSize = readInteger(exchange.query.get('page_size')) ?? PAGE_SIZE_DEFAULT;
        if (typeof page !== 'number' || page < 0 || typeof pageSize !== 'number' || pageSize < 1 || pageSize > 100)
          throw badRequest('page must be 0 or more, and page_size between 1 and 100.');
        const mine = store.styleProfiles.values().filter((profile) => profile.account === exchange.caller.plan);
        return json(200, {
          style_profiles: mine.slice(page * pageSize, (page + 1) * pageSize).map(wire),
          total_count: mine.length,
        });
      },
    },
    {
      method: 'GET',
      path: '/v3/style_profiles/:style_profile_id',
      access: 'key',
      handle: (exchange) => json(200, wire(load(exchange))),
    },
    {
      method: 'POST',
      path: '/v3/style_profiles',
      access: 'key',
      handle: (exchange) => {
        const fields = exchange.fields();
        rejectIssues(checkStyleProfileFields(fields));
        checkComponents(store, exchange, fields);
        const now = new Date().toISOString();
        const profile: StoredStyleProfile = {
          style_profile_id: randomUUID(),
          account: exchange.caller.plan,
          name: fields.name as string,
          glossary_ids: (fields.glossary_ids as string[] | undefined) ?? [],
          style_rule_ids: (fields.style_rule_ids as string[] | undefined) ?? [],
          translation_memory_ids: (fields.translation_memory_ids as string[] | undefined) ?? [],
          glossary_priority_order_enabled: (fields.glossary_priority_order_enabled as boolean | undefined) ?? false,
          creation_time: now,
          updated_time: now,
          ...(fields.description ? { description: fields.description as string } : {}),
          ...(fields.industry ? { industry: fields.industry as string } : {}),
        };
        checkLanguages(store, profile);
        store.styleProfiles.set(profile.style_profile_id, profile);
        return json(201, wire(profile));
      },
    },
    {
      method: 'PATCH',
      path: '/v3/style_profiles/:style_profile_id',
      access: 'key',
      handle: (exchange) => {
        const profile = load(exchange);
        const fields = exchange.fields();
        rejectIssues(checkStyleProfileFields(fields, true));
        checkComponents(store, exchange, fields);
        const next: StoredStyleProfile = { ...profile };
        if (fields.name !== undefined) next.name = fields.name as string;
        for (const text of ['description', 'industry'] as const) {
          if (fields[text] === undefined) continue;
          if (fields[text] === '') delete next[text];
          else next[text] = fields[text] as string;
        }
        for (const list of STYLE_PROFILE_LISTS) if (fields[list] !== undefined) next[list] = fields[list] as string[];
        if (fields.glossary_priority_order_enabled !== undefined)
          next.glossary_priority_order_enabled = fields.glossary_priority_order_enabled as boolean;
        checkLanguages(store, next);
        next.updated_time = new Date(Math.max(Date.now(), Date.parse(profile.updated_time) + 1)).toISOString();
        store.styleProfiles.set(next.style_profile_id, next);
        return json(200, wire(next));
      },
    },
    {
      method: 'DELETE',
      path: '/v3/style_profiles/:style_profile_id',
      access: 'key',
      handle: (exchange) => {
        store.styleProfiles.delete(load(exchange).style_profile_id);
        return noContent();
      },
    },
  );
};
