// What each plan may use: style rules, translation memories and text improvement are for Pro subscribers only.
import type { MessageId, UiMessage } from '../i18n/catalogue';
import { englishText } from '../i18n/english';

export type PlanName = 'pro' | 'free';
export type ProOnlyFeature = 'write' | 'style_rules' | 'translation_memories';

const FEATURE_MESSAGES: Record<ProOnlyFeature, MessageId> = {
  write: 'plans.proOnly.write',
  style_rules: 'plans.proOnly.styleRules',
  translation_memories: 'plans.proOnly.memories',
};

/** Why a feature cannot be used on this plan, as a catalogue message, or undefined when it can. */
export function proOnlyMessage(feature: ProOnlyFeature, plan: PlanName): UiMessage | undefined {
  return plan === 'pro' ? undefined : { id: FEATURE_MESSAGES[feature] };
}

/** The same in English words (logs, checks that keep English), or undefined when it can be used. */
export function proOnlyReason(feature: ProOnlyFeature, plan: PlanName): string | undefined {
  const message = proOnlyMessage(feature, plan);
  return message && englishText(message);
}

/** The next step for a user who met `proOnlyMessage`. */
export const PRO_ONLY_NEXT_STEP: UiMessage = { id: 'plans.proOnly.nextStep' };
