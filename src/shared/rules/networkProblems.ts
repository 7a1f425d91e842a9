// What a failed connection means, in a sentence a translator understands and with the next step, from the
// system's error code (ENOTFOUND, ECONNREFUSED, …). The code itself stays out of the sentence.

export interface NetworkProblem {
  message: string;
  nextStep: string;
}

const NOT_FOUND = new Set(['ENOTFOUND', 'EAI_AGAIN']);
const REFUSED = new Set(['ECONNREFUSED']);
const TIMED_OUT = new Set(['ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT', 'UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);
const NO_ROUTE = new Set(['ENETUNREACH', 'EHOSTUNREACH']);

/** The sentence for a connection failure with `code`, to `host` (e.g. `api.example.com`; "the service" when unknown). */
export function networkProblem(code: string | undefined, host?: string): NetworkProblem {
  const where = host ? host : 'the service';
  const reach = `Glossa could not reach ${where}`;
  if (code && NOT_FOUND.has(code)) {
    return {
      message: `${reach}: no server by that name was found.`,
      nextStep:
        'Check the service address in Settings (Free and Pro keys use different addresses), or your internet connection.',
    };
  }
  if (code && REFUSED.has(code)) {
    return {
      message: `${reach}: nothing answers at that address.`,
      nextStep: 'Check the address and port in Settings, or whether the service is running.',
    };
  }
  if (code && TIMED_OUT.has(code)) {
    return {
      message: `${reach}: the connection timed out.`,
      nextStep: 'Check your internet connection, or a proxy or firewall in between, then try again.',
    };
  }
  if (code && NO_ROUTE.has(code)) {
    return {
      message: `${reach}: there is no network route to it.`,
      nextStep: 'Check that you are online, then try again.',
    };
  }
  if (code && /CERT|SSL|TLS|SELF_SIGNED|VERIFY/i.test(code)) {
    return {
      message: `${reach}: its certificate could not be trusted.`,
      nextStep: 'Check the address in Settings; a proxy that replaces certificates must be trusted by the system.',
    };
  }
  return {
    message: `${reach}: the connection was interrupted.`,
    nextStep: 'Check your internet connection. Nothing was lost; try again when you are online.',
  };
}
