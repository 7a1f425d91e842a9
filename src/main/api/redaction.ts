// Keeps API keys out of anything that leaves the client object: error messages, server text, log lines.

const MASK = '[redacted]';

/** `text` with every occurrence of each secret replaced by a mask. Secrets shorter than 4 characters are ignored. */
export function redact(text: string, secrets: readonly string[]): string {
  let result = text;
  for (const secret of secrets) {
    if (secret.length < 4) continue;
    result = result.split(secret).join(MASK);
  }
  return result;
}
