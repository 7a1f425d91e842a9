// What each plan may use: style rules, translation memories and text improvement are for Pro subscribers only.
export type PlanName = 'pro' | 'free';
export type ProOnlyFeature = 'write' | 'style_rules' | 'translation_memories';

const FEATURE_SUBJECTS: Record<ProOnlyFeature, string> = {
  write: 'Text improvement is',
  style_rules: 'Style rules are',
  translation_memories: 'Translation memories are',
};

/** Why a feature cannot be used on this plan, or undefined when it can. */
export function proOnlyReason(feature: ProOnlyFeature, plan: PlanName): string | undefined {
  if (plan === 'pro') return undefined;
  return `${FEATURE_SUBJECTS[feature]} available only to Pro subscribers; the active account uses the Free plan.`;
}

/** The next step for a user who met `proOnlyReason`. */
export const PRO_ONLY_NEXT_STEP =
  'Switch to an account on the Pro plan in Settings, or upgrade this account and add its Pro key.';
