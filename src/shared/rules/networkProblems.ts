// What a failed connection means, in a sentence a translator understands and with the next step, from the
// system's error code (ENOTFOUND, ECONNREFUSED, …). The code itself stays out of the sentence.
import type { MessageId, UiMessage } from '../i18n/catalogue';

export interface NetworkProblem {
  /** What happened and what to do next, as catalogue messages (the window words them in the user's language). */
  says: UiMessage;
  saysNextStep: UiMessage;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN']);
const REFUSED = new Set(['ECONNREFUSED']);
const TIMED_OUT = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const NO_ROUTE = new Set(['ENETUNREACH', 'EHOSTUNREACH']);

/** The sentence for a connection failure with `code`, to `host` (e.g. `api.example.com`; "the service" when unknown). */
export function networkProblem(code: string | undefined, host?: string): NetworkProblem {
  const where = host ? { known: 'yes', host } : { known: 'no', host: '' };
  const problem = (id: MessageId, nextStep: MessageId): NetworkProblem => ({
    says: { id, values: where },
    saysNextStep: { id: nextStep },
  });
  if (code && NOT_FOUND.has(code)) return problem('network.notFound', 'network.notFound.nextStep');
  if (code && REFUSED.has(code)) return problem('network.refused', 'network.refused.nextStep');
  if (code && TIMED_OUT.has(code)) return problem('network.timedOut', 'network.timedOut.nextStep');
  if (code && NO_ROUTE.has(code)) return problem('network.noRoute', 'network.noRoute.nextStep');
  if (code && /CERT|SSL|TLS|SELF_SIGNED|VERIFY/i.test(code)) {
    return problem('network.certificate', 'network.certificate.nextStep');
  }
  return problem('network.interrupted', 'error.network.nextStep');
}
