// Refuses a Pro-only feature on a Free account before anything is sent, with the reason and the next step.
import { AuthError } from '../../shared/errors';
import { PRO_ONLY_NEXT_STEP, type PlanName, type ProOnlyFeature, proOnlyReason } from '../../shared/rules/plans';

export interface PlanConnection {
  current(): Promise<{ plan: PlanName }>;
}

export async function requirePro(connection: PlanConnection, feature: ProOnlyFeature): Promise<void> {
  const reason = proOnlyReason(feature, (await connection.current()).plan);
  if (reason) throw new AuthError({ message: reason, nextStep: PRO_ONLY_NEXT_STEP });
}
